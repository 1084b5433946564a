import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  logIn,
  logOut,
  member,
  noPass,
  passOfToday,
  renderAt,
} from '../../../features/qr/testing/qr-fixtures';
import { fakeApi } from '../../../features/signup/testing/fake-api';
import { clearAlerts } from '../../../stores/alert-store';
import { Component as QrPage } from './qr';
import { Component as QrCompletPage } from './qr-complet';
import { Component as QrIssuePage } from './qr-issue';
import { Component as QrIssueGuardianPage } from './qr-issue-guardian';
import { Component as QrIssue14Page } from './qr-issue14';

afterEach(() => {
  clearAlerts();
  logOut();
});

describe('the QR pages send guests to /login and back', () => {
  it.each([
    ['/qr', QrPage],
    ['/qrissue', QrIssuePage],
    ['/qrIssue14', QrIssue14Page],
    ['/qrIssueGuardian', QrIssueGuardianPage],
    ['/qrComplet', QrCompletPage],
  ])('%s', (path, Page) => {
    const api = fakeApi({});
    const { where } = renderAt(<Page />, path);
    expect(where()).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    expect(api.calls).toEqual([]);
  });
});

describe('/qr, the before-QR screen', () => {
  it('explains My QR and leads to /qrissue when there is no pass today', async () => {
    logIn();
    fakeApi({ '/api/getQrValue': () => ({ data: noPass() }) });
    const { where } = renderAt(<QrPage />, '/qr');
    expect(screen.getByRole('heading', { name: /입장할 때\s*보여 주세요/ })).toBeTruthy();
    expect(screen.getByText('휴대폰 본인인증 후 발급')).toBeTruthy();
    const issue = screen.getByRole('link', { name: 'QR 발급하기' });
    expect(issue.getAttribute('href')).toBe('/qrissue');
    await waitFor(() => expect(where()).toBe('/qr'));
  });

  it('goes straight to /qrComplet when a pass was issued today', async () => {
    logIn();
    fakeApi({
      '/api/getQrValue': () => ({ data: passOfToday() }),
      '/api/getuserinfo': () => ({ data: member() }),
    });
    const { where } = renderAt(<QrPage />, '/qr');
    await waitFor(() => expect(where()).toBe('/qrComplet'));
  });
});
