import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const INDEX = '<!doctype html><html lang="ko"><title>성수</title><div id="root"></div></html>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

// Serving files never writes, so one app over one fake dist serves every test here.
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'venue-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
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
          '/res-entry/detail/:programType?/:reserveEntryIdx',
          '/setting/*',
        ],
      }),
    );
    withManifest = await createTestApp({ env: { WEB_DIST_DIR: manifestDist } });
  });
  afterAll(async () => {
    await withManifest.close();
    rmSync(manifestDist, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/program',
    '/program/',
    '/program/3',
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

  it('does not serve the manifest as a file', async () => {
    const response = await withManifest.app.inject({ method: 'GET', url: '/.vite/routes.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('/program/:programIdx');
  });
});
