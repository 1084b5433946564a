import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, postJson, type TestApp } from '../test/test-app';

/** For tests that only read: none of them writes, so they share one app. */
let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp();
});
afterAll(async () => {
  await shared.close();
});

/** For tests that need their own options or routes (routes cannot be added once ready). */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const GENERIC_500 = '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.';

/** A logger stream that keeps every JSON line the app writes. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line));
      }
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

describe('bad input', () => {
  it('answers malformed JSON with 400 MALFORMED_JSON and a Korean message', async () => {
    const response = await shared.app.inject({
      method: 'POST',
      url: '/api/notice/detail',
      headers: { 'content-type': 'application/json' },
      payload: '{"noticeIdx": 1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      resultCode: 400,
      errorCode: 'MALFORMED_JSON',
      message: '요청 형식이 올바르지 않습니다.',
    });
  });

  it('answers a body that is not JSON with 415', async () => {
    for (const contentType of ['text/plain', 'application/xml']) {
      const response = await shared.app.inject({
        method: 'POST',
        url: '/api/notice/list',
        headers: { 'content-type': contentType },
        payload: 'noticeIdx=1',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        errorCode: 'UNSUPPORTED_MEDIA_TYPE',
        message: '지원하지 않는 요청 형식입니다.',
      });
    }
  });

  it('answers a body over the limit with 413', async () => {
    const response = await shared.app.inject({
      method: 'POST',
      url: '/api/notice/list',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      errorCode: 'PAYLOAD_TOO_LARGE',
      message: '요청 데이터가 너무 큽니다.',
    });
  });

  it('treats an empty body with a JSON content type as no body', async () => {
    const response = await shared.app.inject({
      method: 'POST',
      url: '/api/notice/list',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('falls back to the contract’s Korean message when zod’s own message is English', async () => {
    const { statusCode, body } = await postJson(shared.app, '/api/notice/detail', [1, 2]);
    expect(statusCode).toBe(400);
    expect(body.message).toBe('입력값을 다시 확인해 주세요.');
    expect(body.fields[0].message).toBe('입력값을 다시 확인해 주세요.');
  });
});

describe('unknown paths', () => {
  it('answers an unknown /api path with a JSON 404 API_NOT_FOUND, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await shared.app.inject({
        method,
        url: '/api/nope',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        success: false,
        resultCode: 404,
        errorCode: 'API_NOT_FOUND',
        message: '요청하신 API를 찾을 수 없습니다.',
      });
    }
  });

  it('answers a known /api path with the wrong method as API_NOT_FOUND', async () => {
    const response = await shared.app.inject({ method: 'GET', url: '/api/notice/list' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'API_NOT_FOUND' });
  });
});

describe('the access log', () => {
  it('writes one line per completed request, as pino writes lines, with the path but never the query', async () => {
    const logs = captureLogs();
    t = await createTestApp({ logger: logs.logger });
    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notice/list?code=one-time-secret',
      payload: {},
    });
    expect(response.statusCode).toBe(200);

    const lines = logs.lines.filter((line) => line.msg === 'request completed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: response.headers['x-request-id'],
      method: 'POST',
      url: '/api/notice/list',
      statusCode: 200,
      ms: expect.any(Number),
      msg: 'request completed',
    });
    expect(lines[0]?.time).toBeGreaterThanOrEqual(before);
    expect(JSON.stringify(logs.lines)).not.toContain('one-time-secret');
  });
});

describe('unexpected errors', () => {
  it('answer 500 with the generic Korean message, leak nothing, and log the error with the request id', async () => {
    const logs = captureLogs();
    t = await createTestApp({ logger: logs.logger });
    t.app.post('/api/test/explode', async () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });

    const response = await t.app.inject({ method: 'POST', url: '/api/test/explode' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      resultCode: 500,
      errorCode: 'INTERNAL',
      message: GENERIC_500,
    });
    expect(response.body).not.toContain('hunter2');
    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    const logged = logs.lines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, reqId: requestId });
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('answer 500 when a handler’s response breaks its schema, without sending the bad payload', async () => {
    t = await createTestApp();
    t.app.get(
      '/api/test/bad-shape',
      { schema: { response: { 200: z.object({ count: z.number() }) } } },
      async () => ({ count: 'secret-internal-value' }) as never,
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/test/bad-shape' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ errorCode: 'INTERNAL', message: GENERIC_500 });
    expect(response.body).not.toContain('secret-internal-value');
  });
});

describe('every response', () => {
  it('carries a request id, reusing a well-formed incoming x-request-id', async () => {
    const fresh = await shared.app.inject({ method: 'POST', url: '/api/notice/list' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const forwarded = await shared.app.inject({
      method: 'POST',
      url: '/api/notice/list',
      headers: { 'x-request-id': 'edge-req-12345678' },
    });
    expect(forwarded.headers['x-request-id']).toBe('edge-req-12345678');

    const hostile = await shared.app.inject({
      method: 'POST',
      url: '/api/notice/list',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries the security headers, errors included: a locked-down policy for the JSON API', async () => {
    for (const url of ['/api/notice/list', '/api/nope']) {
      const response = await shared.app.inject({ method: 'POST', url });
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('gives pages and media the full document policy', async () => {
    for (const url of ['/', '/media/nope.svg', '/sandbox/sms']) {
      const response = await shared.app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
      });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });

  it('adds HSTS only when the public origin is https', async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://venue.example.com' } });
    const response = await t.app.inject({ method: 'POST', url: '/api/notice/list' });
    expect(response.headers['strict-transport-security']).toBe('max-age=15552000');
  });
});
