import { describe, expect, it } from 'vitest';
import { captchaAnswerFor, hashCaptchaAnswer } from './captcha.service';

const SECRET = 'a-secret-that-is-long-enough-for-the-config-0123';
const UUID = '7d1c4a0e-3b5f-4c8e-9a2d-1f6e8b3c5a7d';

describe('captchaAnswerFor', () => {
  it('derives six digits, the same every time for one uuid', () => {
    const answer = captchaAnswerFor(SECRET, UUID);
    expect(answer).toMatch(/^\d{6}$/);
    expect(captchaAnswerFor(SECRET, UUID)).toBe(answer);
  });

  it('cannot be derived without the server secret', () => {
    const uuids = Array.from(
      { length: 20 },
      (_, i) => `7d1c4a0e-3b5f-4c8e-9a2d-${i.toString().padStart(12, '0')}`,
    );
    const ours = uuids.map((uuid) => captchaAnswerFor(SECRET, uuid));
    const theirs = uuids.map((uuid) => captchaAnswerFor(`${SECRET}x`, uuid));
    expect(ours).not.toEqual(theirs);
    // Twenty uuids give (almost surely) twenty different answers, leading zeros kept.
    expect(new Set(ours).size).toBeGreaterThan(15);
  });
});

describe('hashCaptchaAnswer', () => {
  it('is a 64-character hex HMAC bound to the uuid and the answer', () => {
    const hash = hashCaptchaAnswer(SECRET, UUID, '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashCaptchaAnswer(SECRET, UUID, '123457')).not.toBe(hash);
    expect(hashCaptchaAnswer(SECRET, UUID.replace('7d', '8d'), '123456')).not.toBe(hash);
  });
});
