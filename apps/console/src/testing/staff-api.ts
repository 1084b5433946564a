import { staffLogout, staffMe, staffPlaces } from '@venue/contract/endpoints';
import { type FakeHandler, fakeApi, ok, refusal } from './fake-api';
import { adminOperator, places } from './fixtures';

export const staffUnauthorized = refusal(401, 'STAFF_UNAUTHORIZED', '스태프 로그인이 필요해요.');

/**
 * The staff calls at the network edge (testing/fake-api.ts): an ADMIN session and the places by
 * default, anything else from `handlers`. The API client, TanStack Query and the console run for
 * real above it, so a test also sees what was sent.
 */
export function serveStaff(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    [staffMe.path]: () => ok(adminOperator),
    [staffPlaces.path]: () => ok(places),
    [staffLogout.path]: () => ok(null),
    ...handlers,
  });
}
