import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaq, createNotice, createProgram, createZone } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { withVenueName } from './web-app';

const INDEX = '<!doctype html><html lang="ko"><title>성수</title><div id="root"></div></html>';
const CONSOLE_INDEX =
  '<!doctype html><html lang="ko"><title>스태프 콘솔</title><div id="root"></div></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

// Serving files never writes, so one app over one fake dist of each app serves every test here.
let dist: string;
let consoleDist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'venue-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(join(dist, 'sw.js.br'), 'brotli bytes');
  writeFileSync(
    join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: '브랜드 체험 공간', short_name: '체험 공간', display: 'standalone' }),
  );
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), 'png bytes');
  consoleDist = mkdtempSync(join(tmpdir(), 'venue-console-dist-'));
  mkdirSync(join(consoleDist, 'assets'));
  writeFileSync(join(consoleDist, 'index.html'), CONSOLE_INDEX);
  writeFileSync(join(consoleDist, 'assets', 'index-7c2e9b.js'), 'console.log(2)');
  writeFileSync(join(consoleDist, 'assets', 'index-7c2e9b.js.br'), 'brotli bytes');
  writeFileSync(join(consoleDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, CONSOLE_DIST_DIR: consoleDist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(consoleDist, { recursive: true, force: true });
});

describe('the single-page app', () => {
  it.each(['/', '/program/3', '/notice/2', '/FAQ?category=2', '/no/such/page'])(
    'serves index.html for the deep link %s, never cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files with a short cache and index.html itself as no-cache', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const index = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('asks for the service worker afresh on every visit, so a deploy reaches installed apps', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the web app manifest revalidated, with the build names while the venue has none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body)).toEqual({
      name: '브랜드 체험 공간',
      short_name: '체험 공간',
      display: 'standalone',
    });
  });

  it("names the installed app after the venue; a long name stays out of the icon's label", () => {
    const built = { name: '브랜드 체험 공간', short_name: '체험 공간', lang: 'ko' };
    expect(withVenueName(built, '시그널 하우스 성수')).toEqual({
      name: '시그널 하우스 성수',
      short_name: '시그널 하우스 성수',
      lang: 'ko',
    });
    expect(withVenueName(built, '시그널 하우스 성수 브랜드 체험관 2호점')).toMatchObject({
      name: '시그널 하우스 성수 브랜드 체험관 2호점',
      short_name: '체험 공간',
    });
    expect(withVenueName(built, '  ')).toBe(built);
  });

  it('answers 404, not index.html, for a missing asset or file', async () => {
    for (const url of ['/assets/gone-123.js', '/favicon.ico']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('does not serve dotfiles from the dist folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.env' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SECRET');
  });

  it('answers an unknown /media path with 404, not the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/nope/x', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('answers a page request that does not accept HTML with 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/program/3',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
  });
});

// The staff console is an app of its own (decision 025), served from its build at /staff.
describe('the staff console at /staff', () => {
  it.each([
    '/staff',
    '/staff/',
    '/staff/login?redirect=%2Fstaff%2Foperators',
    '/staff/operators',
    '/staff/inquiries/7',
    '/staff/surveys/3',
    '/staff/no/such/page',
  ])('serves the console for %s, never cached, with the security headers', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(CONSOLE_INDEX);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the console load its own code and styles, show photos and open the camera', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/staff', headers: html });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    // The door scanner asks for the camera (getUserMedia): no policy may switch it off.
    expect(response.headers['permissions-policy'] ?? '').not.toMatch(/camera=\(\)/);
  });

  it('serves its hashed assets as immutable for a year, precompressed when asked', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/staff/assets/index-7c2e9b.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe('console.log(2)');
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/staff/assets/index-7c2e9b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves its other files with a short cache and its index.html itself as no-cache', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/staff/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const index = await t.app.inject({ method: 'GET', url: '/staff/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, not a page, for a missing console asset or file', async () => {
    for (const url of ['/staff/assets/gone-123.js', '/staff/robots.txt']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    }
  });

  it('answers 404 to a POST or to a request that does not accept HTML', async () => {
    const post = await t.app.inject({ method: 'POST', url: '/staff/operators', headers: html });
    expect(post.statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'GET',
      url: '/staff/operators',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });

  it('keeps the visitor app everywhere else, also beside /staff', async () => {
    for (const url of ['/', '/program/3', '/staffing', '/assets/index-3f9a1c.js']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toBe(CONSOLE_INDEX);
    }
    expect((await t.app.inject({ method: 'GET', url: '/staffing', headers: html })).body).toBe(
      INDEX,
    );
  });
});

// A build with the web's route manifest (dist/.vite/routes.json, from apps/web config/paths.ts):
// a page path no route answers still gets the app (its 404 screen), with status 404.
describe('the single-page app with a route manifest', () => {
  let withManifest: TestApp;
  let manifestDist: string;
  beforeAll(async () => {
    manifestDist = mkdtempSync(join(tmpdir(), 'venue-web-dist-'));
    mkdirSync(join(manifestDist, 'assets'));
    mkdirSync(join(manifestDist, '.vite'));
    writeFileSync(join(manifestDist, 'index.html'), INDEX);
    writeFileSync(
      join(manifestDist, '.vite', 'routes.json'),
      JSON.stringify({
        routes: [
          '/',
          '/FAQ',
          '/program',
          '/program/:programIdx',
          '/notice/:noticeIdx',
          '/seongsu/:zoneIdx',
          '/FAQ/:faqsIdx',
          '/res-entry/detail/:programType?/:reserveEntryIdx',
          '/setting/*',
        ],
        // The detail pages and the public read that says whether their content exists.
        details: {
          '/program/:programIdx': '/api/program/detail',
          '/notice/:noticeIdx': '/api/notice/detail',
          '/seongsu/:zoneIdx': '/api/zone/detail',
          '/FAQ/:faqsIdx': '/api/faq/detail',
        },
      }),
    );
    withManifest = await createTestApp({
      // No console build here: /staff is then nobody's page.
      env: { WEB_DIST_DIR: manifestDist, CONSOLE_DIST_DIR: join(manifestDist, 'no-console') },
    });
  });
  afterAll(async () => {
    await withManifest.close();
    rmSync(manifestDist, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/program',
    '/program/',
    '/FAQ?category=2',
    '/faq',
    '/res-entry/detail/7',
    '/res-entry/detail/reservation/7',
    '/setting',
    '/setting/terms',
  ])('answers the known page %s with 200', async (url) => {
    const response = await withManifest.app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it.each(['/no/such/page', '/program/3/extra', '/programs', '/res-entry/detail'])(
    'answers the unknown page %s with the app and status 404',
    async (url) => {
      const response = await withManifest.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  // A detail page of content that does not exist (or an id no content can
  // have) is the app's not-found screen, and its status says so; content that exists is a 200.
  it('answers a detail page with 200 only when its content exists, else the app with 404', async () => {
    const { db } = withManifest;
    const program = await createProgram(db);
    const draft = await createProgram(db, { displayYn: false });
    const notice = await createNotice(db);
    const hiddenNotice = await createNotice(db, { displayYn: false });
    const zone = await createZone(db);
    const faq = await createFaq(db);
    const expectations: [string, number][] = [
      [`/program/${program.programIdx}`, 200],
      [`/program/${program.programIdx}/`, 200],
      [`/program/${program.programIdx}?from=home`, 200],
      [`/notice/${notice.noticeIdx}`, 200],
      [`/seongsu/${zone.zoneIdx}`, 200],
      [`/FAQ/${faq.faqsIdx}`, 200],
      [`/faq/${faq.faqsIdx}`, 200],
      ['/program/abc', 404],
      ['/program/0', 404],
      ['/program/-1', 404],
      [`/program/0${program.programIdx}`, 404],
      ['/program/99999999999', 404],
      ['/program/9999', 404],
      [`/program/${draft.programIdx}`, 404],
      ['/notice/999999', 404],
      [`/notice/${hiddenNotice.noticeIdx}`, 404],
      ['/notice/abc', 404],
      ['/seongsu/999999', 404],
      ['/seongsu/x', 404],
      ['/FAQ/999999', 404],
    ];
    for (const [url, status] of expectations) {
      const response = await withManifest.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX);
    }
  });

  // A program the venue published and later took down has ended: 410 Gone, and the app shows
  // 지금은 진행하지 않는 프로그램이에요 (the API answers 410 PROGRAM_CLOSED, programs.api.test.ts).
  it('answers the page of a program taken down with the app and 410', async () => {
    const hidden = await createProgram(withManifest.db, {
      displayYn: false,
      publishedAt: new Date('2026-01-01T10:00:00+09:00'),
    });
    const response = await withManifest.app.inject({
      method: 'GET',
      url: `/program/${hidden.programIdx}`,
      headers: html,
    });
    expect(response.statusCode).toBe(410);
    expect(response.body).toBe(INDEX);
  });

  it('answers /staff with 404 when the console is not built: the visitor app has no such page', async () => {
    for (const url of ['/staff', '/staff/operators']) {
      const response = await withManifest.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('does not serve the manifest as a file', async () => {
    const response = await withManifest.app.inject({ method: 'GET', url: '/.vite/routes.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('/program/:programIdx');
  });
});
