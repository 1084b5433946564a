import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Component as PrivacyPolicyRoute } from '../../../app/routes/setting/privacy-policy';
import { venueInfoFixture } from '../../../lib/venue-info/venue-info-fixture';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { AppFooter } from '../../shell/components/app-footer';

const renderPolicy = () =>
  renderWithProviders(<PrivacyPolicyRoute />, { path: '/privacy', routePath: '/privacy' });

describe('/privacy', () => {
  it('shows the privacy policy in force, sanitized, with its effective day and every version', async () => {
    fakeApi({
      '/api/terms/privacy-policy': () =>
        ok({
          current: {
            termsIdx: 31,
            version: 2,
            effectiveDate: '2026-11-01',
            termsName: '개인정보처리방침',
            termsDescription:
              '<h3>1. 처리하는 개인정보</h3><p>이름</p><img src=x onerror="alert(1)">',
          },
          versions: [
            { termsIdx: 32, version: 3, effectiveDate: '2099-01-01' },
            { termsIdx: 31, version: 2, effectiveDate: '2026-11-01' },
            { termsIdx: 30, version: 1, effectiveDate: '2026-01-01' },
          ],
        }),
    });
    renderPolicy();
    const article = await screen.findByRole('article', { name: '개인정보처리방침' });
    expect(within(article).getByText('시행일 2026-11-01 · 2버전')).toBeTruthy();
    expect(within(article).getByRole('heading', { name: '1. 처리하는 개인정보' })).toBeTruthy();
    expect(article.innerHTML).not.toContain('onerror');
    const versions = screen.getByRole('list', { name: '개인정보처리방침 버전' });
    expect(
      within(versions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['3버전 (2099-01-01 시행 예정)', '/terms/preview/32'],
      ['1버전 (2026-01-01 시행)', '/terms/preview/30'],
    ]);
  });

  it('says when the venue has not published one yet', async () => {
    fakeApi({ '/api/terms/privacy-policy': () => ok({ current: null, versions: [] }) });
    renderPolicy();
    expect(await screen.findByText('아직 게시된 개인정보처리방침이 없어요.')).toBeTruthy();
  });

  it('is where the footer’s 개인정보처리방침 leads, not the collection-consent term', async () => {
    fakeApi({});
    renderWithProviders(<AppFooter onOpenTerms={() => {}} />, { path: '/' });
    const link = await screen.findByRole('link', { name: '개인정보처리방침' });
    expect(link.getAttribute('href')).toBe('/privacy');
  });

  it('words the regular closed days from their rule, not from an operator’s note', async () => {
    fakeApi({
      '/api/venue/info': () =>
        ok(
          venueInfoFixture({
            closedDays: {
              weekdays: [1],
              monthlyWeekdays: [{ week: 3, weekday: 2 }],
              dates: ['2026-12-02'],
              notes: ['매주 월요일은 휴관해요.'],
            },
          }),
        ),
    });
    renderWithProviders(<AppFooter onOpenTerms={() => {}} />, { path: '/' });
    expect(
      await screen.findByText(
        '운영 시간 매일 11:00 – 20:00 (매주 월요일, 매월 셋째 주 화요일 휴관)',
      ),
    ).toBeTruthy();
  });
});
