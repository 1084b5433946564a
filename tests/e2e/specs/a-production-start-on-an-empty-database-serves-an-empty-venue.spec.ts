import { expect, expectNoA11yViolations } from '../fixtures';
import { testOnOwnVenue } from '../support/own-venue';
import { screenshotIfAsked } from '../support/sandbox';

/**
 * Decision 028: `NODE_ENV=production SANDBOX_MODE=off` on an empty data directory seeds
 * no demo content. The visitor app then shows an empty venue — no crash, no error logged, empty
 * lists — and the first ADMIN from the environment can log in to build it.
 */
const test = testOnOwnVenue({
  NODE_ENV: 'production',
  SANDBOX_MODE: 'off',
  // Production requires it (decision 037).
  JWT_SECRET: 'e2e-production-secret-0123456789abcdef',
  STAFF_ADMIN_LOGIN_ID: 'venue-admin',
  STAFF_ADMIN_PASSWORD: 'first-admin-pass-1',
});

test.describe.configure({ timeout: 60_000 });
// Outside sandbox mode GET /sandbox/api/status does not exist (the app asks it to decide on its
// SANDBOX badge), and the browser logs the 404. Known, not about the empty venue.
test.use({ allowedConsoleErrors: [/Failed to load resource: .*404/] });

test('a guest sees an empty venue on every main page, and the configured ADMIN can log in', async ({
  page,
  request,
}) => {
  const main = page.getByRole('main');
  for (const path of ['/', '/program', '/notice', '/FAQ', '/seongsu']) {
    await page.goto(path);
    await expect(main, path).toBeVisible();
    // The error screen names itself; an empty venue is no error.
    await expect(page.getByText(/문제가 발생했|오류가 발생했/)).toHaveCount(0);
    await expectNoA11yViolations(page);
    await screenshotIfAsked(page, `empty-venue${path === '/' ? '-home' : path.replace('/', '-')}`);
  }

  const lists = await Promise.all(
    ['/api/program/list', '/api/notice/list', '/api/terms/list', '/api/floors/list'].map(
      async (url) => (await (await request.post(url, { data: {} })).json()).data,
    ),
  );
  expect(lists.map((data) => (Array.isArray(data) ? data : data.list))).toEqual([[], [], [], []]);

  const login = await request.post('/api/staff/login', {
    data: { loginId: 'venue-admin', password: 'first-admin-pass-1' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  expect((await request.post('/sandbox/api/session', { data: {} })).status()).toBe(404);
});
