import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotice } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// A page the size of a real one: compression only starts at 1 KB.
const INDEX = `<!doctype html><html lang="ko"><title>성수</title><div id="root"></div><p>${'성수동 브랜드 체험 공간 '.repeat(200)}</p></html>`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'venue-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  for (let i = 0; i < 12; i++) {
    await createNotice(t.db, { noticeName: `안내 ${i} ${'내용 '.repeat(20)}` });
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it('sends a page in brotli to a browser that takes it, gzip to one that takes only gzip', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/notice',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(INDEX);
    expect(brotli.rawPayload.length).toBeLessThan(Buffer.byteLength(INDEX) / 4);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/notice',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(INDEX);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/notice',
      headers: { accept: 'text/html' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it('compresses a JSON answer, and the envelope inside is the same', async () => {
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/notice/list',
        headers: encoding ? { 'accept-encoding': encoding } : {},
        payload: {},
      });
    const [compressed, plain] = await Promise.all([ask('br'), ask()]);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
  });
});
