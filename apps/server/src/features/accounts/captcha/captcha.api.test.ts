import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, postJson, TEST_JWT_SECRET, type TestApp } from '../../../../test/test-app';
import { captchaChallenges } from '../../../db/schema';
import { CAPTCHA_CREATE_LIMIT } from './captcha.routes';
import {
  CAPTCHA_PASSED_TTL_MS,
  CAPTCHA_RETENTION_MS,
  CAPTCHA_TTL_MS,
  captchaAnswerFor,
  checkCaptchaAnswer,
  consumePassedCaptcha,
  createCaptcha,
} from './captcha.service';

const EXPIRED = '보안문자가 만료되었습니다. 새로고침 후 다시 입력해 주세요.';
const TOO_MANY = '보안문자 입력 횟수를 초과했습니다. 새로고침 후 다시 입력해 주세요.';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function newCaptcha(): Promise<{ uuid: string; answer: string }> {
  const response = await t.app.inject({ method: 'GET', url: '/api/captcha' });
  expect(response.statusCode).toBe(200);
  const { uuid } = response.json().data;
  return { uuid, answer: captchaAnswerFor(TEST_JWT_SECRET, uuid) };
}

/** Any six digits but the answer. */
const wrong = (answer: string) => (answer === '000000' ? '111111' : '000000');

const check = (uuid: string, answer: string) =>
  postJson(t.app, '/api/captcha/check', { uuid, answer });

async function challenge(uuid: string) {
  const [row] = await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.uuid, uuid));
  return row;
}

describe('GET /api/captcha', () => {
  it('a new captcha returns a PNG and a uuid, never the answer', async () => {
    const before = Date.now();
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ success: true, resultCode: 200 });
    expect(Object.keys(body.data).sort()).toEqual(['base64Image', 'uuid']);
    expect(body.data.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const png = Buffer.from(body.data.base64Image, 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(body.data.base64Image).not.toMatch(/^data:/);

    const answer = captchaAnswerFor(TEST_JWT_SECRET, body.data.uuid);
    expect(response.body).not.toContain(answer);
    const row = await challenge(body.data.uuid);
    expect(row).toMatchObject({ attempts: 0, passedAt: null, usedAt: null });
    expect(row?.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.answerHash).not.toContain(answer);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(CAPTCHA_TTL_MS);
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it(`refuses more than ${CAPTCHA_CREATE_LIMIT} new captchas from one address within a minute with 429`, async () => {
    for (let i = 0; i < CAPTCHA_CREATE_LIMIT; i++) {
      const ok = await t.app.inject({ method: 'GET', url: '/api/captcha' });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/captcha' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      success: false,
      resultCode: 429,
      errorCode: 'RATE_LIMITED',
      message: '보안문자 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    });

    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/captcha',
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('POST /api/captcha/check', () => {
  it('the right answer is valid once and sets the passed state', async () => {
    const { uuid, answer } = await newCaptcha();

    const first = await check(uuid, answer);
    expect(first.statusCode).toBe(200);
    expect(first.body).toEqual({
      success: true,
      resultCode: 200,
      message: 'OK',
      data: { validYn: 'Y' },
    });
    expect(first.headers['cache-control']).toBe('no-store');
    expect((await challenge(uuid))?.passedAt).toBeInstanceOf(Date);

    const again = await check(uuid, answer);
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatchObject({ errorCode: 'CAPTCHA_EXPIRED', message: EXPIRED });
  });

  it('a wrong answer is invalid and counted', async () => {
    const { uuid, answer } = await newCaptcha();

    const { statusCode, body } = await check(uuid, wrong(answer));

    expect(statusCode).toBe(200);
    expect(body.data).toEqual({ validYn: 'N' });
    expect(await challenge(uuid)).toMatchObject({ attempts: 1, passedAt: null });
  });

  it('the right answer still passes after four wrong ones', async () => {
    const { uuid, answer } = await newCaptcha();
    for (let i = 0; i < 4; i++) await check(uuid, wrong(answer));

    expect((await check(uuid, answer)).body.data).toEqual({ validYn: 'Y' });
  });

  it('the 6th attempt is refused even with the right answer', async () => {
    const { uuid, answer } = await newCaptcha();
    for (let i = 0; i < 5; i++) {
      expect((await check(uuid, wrong(answer))).body.data).toEqual({ validYn: 'N' });
    }

    const sixth = await check(uuid, answer);

    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toEqual({
      success: false,
      resultCode: 429,
      errorCode: 'CAPTCHA_ATTEMPTS_EXCEEDED',
      message: TOO_MANY,
    });
    expect(await challenge(uuid)).toMatchObject({ attempts: 5, passedAt: null });
  });

  it('20 parallel wrong guesses never exceed the limit', async () => {
    const { uuid, answer } = await newCaptcha();

    // Twenty different guesses, none of them the answer.
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(answer) + i + 1) % 1_000_000).padStart(6, '0'),
    );

    const results = await Promise.all(guesses.map((guess) => check(uuid, guess)));

    const valid = results.filter((r) => r.statusCode === 200);
    expect(valid).toHaveLength(5);
    expect(valid.every((r) => r.body.data.validYn === 'N')).toBe(true);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(15);
    expect((await challenge(uuid))?.attempts).toBe(5);
  });

  it('a right answer racing wrong ones passes only while attempts remain', async () => {
    const { uuid, answer } = await newCaptcha();
    for (let i = 0; i < 4; i++) await check(uuid, wrong(answer));

    const [guess, right] = await Promise.all([check(uuid, wrong(answer)), check(uuid, answer)]);

    const row = await challenge(uuid);
    expect(row?.attempts).toBeLessThanOrEqual(5);
    // Whichever ran first decides: a pass leaves the guess refused, a fifth miss refuses the pass.
    if (right.body.data?.validYn === 'Y') {
      expect(row?.passedAt).toBeInstanceOf(Date);
      expect(guess.statusCode).toBe(400);
    } else {
      expect(right.statusCode).toBe(429);
      expect(guess.body.data).toEqual({ validYn: 'N' });
      expect(row?.passedAt).toBeNull();
    }
  });

  it('expired challenges are refused, even with the right answer', async () => {
    const created = new Date('2026-11-22T01:00:00Z');
    const { uuid, answer } = await createCaptcha(t.db, TEST_JWT_SECRET, created);

    await expect(
      checkCaptchaAnswer(
        t.db,
        TEST_JWT_SECRET,
        uuid,
        answer,
        new Date(created.getTime() + CAPTCHA_TTL_MS),
      ),
    ).rejects.toMatchObject({ status: 400, errorCode: 'CAPTCHA_EXPIRED', message: EXPIRED });
    // Still answerable a moment before expiry: the clock is what refused it.
    await expect(
      checkCaptchaAnswer(
        t.db,
        TEST_JWT_SECRET,
        uuid,
        answer,
        new Date(created.getTime() + CAPTCHA_TTL_MS - 1),
      ),
    ).resolves.toBe('Y');
  });

  it('an expired challenge is refused through the API', async () => {
    const { uuid, answer } = await newCaptcha();
    await t.db
      .update(captchaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchaChallenges.uuid, uuid));

    const { statusCode, body } = await check(uuid, answer);

    expect(statusCode).toBe(400);
    expect(body).toEqual({
      success: false,
      resultCode: 400,
      errorCode: 'CAPTCHA_EXPIRED',
      message: EXPIRED,
    });
  });

  it('an unknown uuid is refused as expired', async () => {
    const { statusCode, body } = await check(randomUUID(), '123456');
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ errorCode: 'CAPTCHA_EXPIRED', message: EXPIRED });
  });

  it.each([
    [
      'an answer that is not 6 digits',
      { uuid: randomUUID(), answer: '12a456' },
      '보안문자 6자리를 입력해 주세요.',
    ],
    ['a short answer', { uuid: randomUUID(), answer: '12345' }, '보안문자 6자리를 입력해 주세요.'],
    ['a missing answer', { uuid: randomUUID() }, '보안문자 6자리를 입력해 주세요.'],
    ['a uuid that is not one', { uuid: 'abc', answer: '123456' }, '보안문자를 새로 고쳐 주세요.'],
    [
      'an unknown field',
      { uuid: randomUUID(), answer: '123456', extra: 1 },
      '입력값을 다시 확인해 주세요.',
    ],
  ])('a malformed body (%s) gives 400 with a Korean message', async (_label, payload, message) => {
    const { statusCode, body } = await postJson(t.app, '/api/captcha/check', payload);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      success: false,
      resultCode: 400,
      errorCode: 'VALIDATION_FAILED',
      message,
    });
  });

  it('a body that is not JSON gives 400 MALFORMED_JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/captcha/check',
      headers: { 'content-type': 'application/json' },
      payload: '{"uuid":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'MALFORMED_JSON',
      message: '요청 형식이 올바르지 않습니다.',
    });
  });
});

describe('GET /api/captcha/audio', () => {
  it('audio is a WAV for a live uuid', async () => {
    const { uuid } = await newCaptcha();

    const response = await t.app.inject({ method: 'GET', url: `/api/captcha/audio?uuid=${uuid}` });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['cache-control']).toBe('no-store');
    const wav = response.rawPayload;
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.length).toBeGreaterThan(44 + 8000);
  });

  it('audio plays the same file on every fetch of one captcha, and another captcha differently', async () => {
    const { uuid } = await newCaptcha();
    const fetchAudio = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/captcha/audio?uuid=${id}` })).rawPayload;
    const first = await fetchAudio(uuid);
    // Many fetches give nothing to average or vote across.
    expect((await fetchAudio(uuid)).equals(first)).toBe(true);
    const other = await newCaptcha();
    expect((await fetchAudio(other.uuid)).equals(first)).toBe(false);
  });

  it('audio is 404 for an unknown uuid and for a passed captcha', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/captcha/audio?uuid=${randomUUID()}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      resultCode: 404,
      errorCode: 'NOT_FOUND',
      message: EXPIRED,
    });

    const { uuid, answer } = await newCaptcha();
    await check(uuid, answer);
    const passed = await t.app.inject({ method: 'GET', url: `/api/captcha/audio?uuid=${uuid}` });
    expect(passed.statusCode).toBe(404);
  });

  it('audio is 400 for junk in place of a uuid', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/audio?uuid=junk' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: '보안문자를 새로 고쳐 주세요.',
    });
  });
});

describe('consumePassedCaptcha', () => {
  it('succeeds once and only after passing', async () => {
    const { uuid, answer } = await newCaptcha();
    expect(await consumePassedCaptcha(t.db, uuid)).toBe(false);

    await check(uuid, answer);

    expect(await consumePassedCaptcha(t.db, uuid)).toBe(true);
    expect((await challenge(uuid))?.usedAt).toBeInstanceOf(Date);
    expect(await consumePassedCaptcha(t.db, uuid)).toBe(false);
    expect(await consumePassedCaptcha(t.db, randomUUID())).toBe(false);
  });

  it('spends a passed captcha only once under parallel calls', async () => {
    const { uuid, answer } = await newCaptcha();
    await check(uuid, answer);

    const results = await Promise.all(
      Array.from({ length: 5 }, () => consumePassedCaptcha(t.db, uuid)),
    );

    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a passed captcha once its spending window has closed', async () => {
    const created = new Date('2026-11-22T01:00:00Z');
    const passedAt = new Date(created.getTime() + 60_000);
    const { uuid, answer } = await createCaptcha(t.db, TEST_JWT_SECRET, created);
    await checkCaptchaAnswer(t.db, TEST_JWT_SECRET, uuid, answer, passedAt);

    const closed = new Date(passedAt.getTime() + CAPTCHA_PASSED_TTL_MS);
    expect(await consumePassedCaptcha(t.db, uuid, closed)).toBe(false);
    expect(await consumePassedCaptcha(t.db, uuid, new Date(closed.getTime() - 1))).toBe(true);
  });
});

describe('createCaptcha', () => {
  it('deletes challenges that expired more than a day ago, keeping younger ones', async () => {
    const start = new Date('2026-11-20T00:00:00Z');
    const old = await createCaptcha(t.db, TEST_JWT_SECRET, start);
    const recent = await createCaptcha(
      t.db,
      TEST_JWT_SECRET,
      new Date(start.getTime() + CAPTCHA_RETENTION_MS),
    );

    await createCaptcha(
      t.db,
      TEST_JWT_SECRET,
      new Date(start.getTime() + CAPTCHA_TTL_MS + CAPTCHA_RETENTION_MS + 1),
    );

    expect(await challenge(old.uuid)).toBeUndefined();
    expect(await challenge(recent.uuid)).toBeDefined();
  });
});
