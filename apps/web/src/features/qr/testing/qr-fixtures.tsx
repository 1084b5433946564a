import type { QrValue } from '@venue/contract';
import type { ReactElement } from 'react';
import type { Location } from 'react-router';
import { syncSessionFromStorage } from '../../../stores/session-store';
import { aMember } from '../../../testing/member-fixture';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';

/** Test aids of the QR pages: a member, their passes, and a render that reports where it went. */

export const QR_UUID = '3f1c2b7e-9a4d-4e2b-8c1f-5d6e7f8a9b0c';
export const QR_PASS_IDX = 4201;
/** The server's clock in the fixtures' answers (a Sunday in Seoul). */
export const SERVER_TIME = '2026-11-22T01:00:00.000Z';

/** The member of the QR pages (see testing/member-fixture). */
export const member = aMember;

export function noPass(): QrValue {
  return {
    qrAuthYn: 'N',
    qrUuid: null,
    entryCode: null,
    telecomCode: '02',
    marketingAgreementYn: 'N',
    lastQrIssuedDate: null,
    checkedInYn: 'N',
    qrPassIdx: null,
    deviceKeyId: null,
    deviceRegistrationOpenYn: 'N',
    serverTime: SERVER_TIME,
  };
}

export function passOfToday(overrides: Partial<QrValue> = {}): QrValue {
  return {
    qrAuthYn: 'Y',
    qrUuid: QR_UUID,
    entryCode: 'ABCD2345',
    telecomCode: '02',
    marketingAgreementYn: 'N',
    lastQrIssuedDate: '2026-11-22',
    checkedInYn: 'N',
    qrPassIdx: QR_PASS_IDX,
    deviceKeyId: null,
    deviceRegistrationOpenYn: 'N',
    serverTime: SERVER_TIME,
    ...overrides,
  };
}

export function logIn(): void {
  window.localStorage.setItem('jwt', 'member-token');
  syncSessionFromStorage();
}

export function logOut(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  syncSessionFromStorage();
}

/** Renders `ui` at `path`; `where()` answers the path (and query) the app is at now. */
export function renderAt(ui: ReactElement, path: string, routePath = path) {
  const locations: Location[] = [];
  const view = renderWithProviders(ui, {
    path,
    routePath,
    extraRoutes: [{ path: '*', element: <LocationProbe onChange={(l) => locations.push(l)} /> }],
  });
  const where = () => {
    const last = locations.at(-1);
    return last ? `${last.pathname}${last.search}` : path;
  };
  return { ...view, where };
}
