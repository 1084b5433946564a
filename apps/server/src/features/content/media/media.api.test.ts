import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import { writeVenueSettings } from '../../venue/cms-venue/venue-settings';

// Media is generated from the path alone and never touches the database, so one app serves
// every test here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /media', () => {
  it('serves program artwork as SVG that may be cached for a year', async () => {
    const response = await get('/media/program/ai-portrait-studio.svg');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.body).toContain('width="750" height="750"');
    expect(response.rawPayload.byteLength).toBeLessThan(4096);
  });

  it('answers 304 without a body when the browser already has that version', async () => {
    const first = await get('/media/zone/the-stage.svg');
    const again = await get('/media/zone/the-stage.svg', {
      'if-none-match': String(first.headers.etag),
    });

    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('serves embedded pages framable by the app itself, and their height script', async () => {
    const page = await get('/media/embed/program-archive-digital-docent.html');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<script src="/media/embed/embed-height.js"></script>');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");

    const script = await get('/media/embed/embed-height.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('sends FILE buttons as downloads, telling the venue settings of now', async () => {
    // The guide tells the venue's phone from its settings: the demo's here.
    await writeVenueSettings(t.db, buildVenueSettings());
    t.app.readCache.invalidate();
    const response = await get('/media/files/ai-portrait-studio-guide.txt');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="ai-portrait-studio-guide.txt"',
    );
    expect(response.body).toContain('02-1599-2641');
  });

  it.each([
    '/media/program/unknown.png',
    '/media/nope/x.svg',
    '/media/program/../../package.json',
    '/media/program/..%2F..%2Fpackage.json',
    '/media/%2e%2e/%2e%2e/package.json',
    '/media/files/..%2f..%2fconfig.ts',
    '/media/embed/evil.html',
    '/media/',
  ])('answers %s with the JSON not-found envelope', async (url) => {
    const response = await get(url);

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      success: false,
      resultCode: 404,
      errorCode: 'NOT_FOUND',
      message: '요청하신 정보를 찾을 수 없습니다.',
    });
  });
});
