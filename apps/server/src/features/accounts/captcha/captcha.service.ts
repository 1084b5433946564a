/**
 * The captcha's rules (spec 000 §4–5, §7): a 6-digit challenge that lives 3 minutes, allows 5
 * wrong answers, and once passed can be spent once by the step that needs it (phone/send).
 *
 * The answer is never stored. It is derived from the random uuid with a keyed HMAC, so the
 * audio call (and the sandbox's answer lookup) can read it out again from the uuid alone, while
 * nobody without the server secret can; the row keeps only a keyed hash of it to check answers
 * against. Storing the digits themselves, even in memory, would either leak them to anyone who
 * reads the database or break as soon as two server processes share it.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { Yn } from '@venue/contract';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { constantTimeEqual } from '../../../lib/constant-time';
import {
  CAPTCHA_MAX_ATTEMPTS,
  deleteCaptchaChallengesExpiredBefore,
  findCaptchaChallenge,
  insertCaptchaChallenge,
  markCaptchaPassed,
  markCaptchaUsed,
  recordWrongCaptchaAnswer,
} from './captcha.repository';
import type { RandomSource } from './captcha-image';

/** How long a new captcha can be answered. */
export const CAPTCHA_TTL_MS = 3 * 60_000;
/**
 * How long a passed captcha can be spent: the visitor still picks a carrier, types the phone
 * number and reads the terms sheet before the SMS is sent.
 */
export const CAPTCHA_PASSED_TTL_MS = 10 * 60_000;
/** Expired rows are deleted this long after expiry, opportunistically on each new captcha. */
export const CAPTCHA_RETENTION_MS = 24 * 60 * 60_000;
export const CAPTCHA_DIGITS = 6;

export const CAPTCHA_EXPIRED_MESSAGE = '보안문자가 만료되었습니다. 새로고침 후 다시 입력해 주세요.';
export const CAPTCHA_ATTEMPTS_EXCEEDED_MESSAGE =
  '보안문자 입력 횟수를 초과했습니다. 새로고침 후 다시 입력해 주세요.';

/**
 * Unknown, expired, passed or spent: the client loads a new captcha. On /captcha/check a wrong
 * answer is `validYn: 'N'`, never an error; these two codes mean "load a new captcha".
 */
const expired = () => new AppError(400, 'CAPTCHA_EXPIRED', CAPTCHA_EXPIRED_MESSAGE);
const attemptsExceeded = () =>
  new AppError(429, 'CAPTCHA_ATTEMPTS_EXCEEDED', CAPTCHA_ATTEMPTS_EXCEEDED_MESSAGE);

/** The 6 digits of a challenge, from a 48-bit slice of HMAC(secret, uuid): bias below 1e-8. */
export function captchaAnswerFor(secret: string, uuid: string): string {
  const mac = createHmac('sha256', secret).update(`captcha-answer:${uuid}`).digest();
  return (mac.readUIntBE(0, 6) % 10 ** CAPTCHA_DIGITS).toString().padStart(CAPTCHA_DIGITS, '0');
}

/** HMAC-SHA256 of the answer keyed with secret + uuid, hex: what the row stores. */
export function hashCaptchaAnswer(secret: string, uuid: string, answer: string): string {
  return createHmac('sha256', secret + uuid)
    .update(answer)
    .digest('hex');
}

export async function createCaptcha(
  db: Database,
  secret: string,
  now: Date = new Date(),
): Promise<{ uuid: string; answer: string }> {
  await deleteCaptchaChallengesExpiredBefore(db, new Date(now.getTime() - CAPTCHA_RETENTION_MS));
  const uuid = randomUUID();
  const answer = captchaAnswerFor(secret, uuid);
  await insertCaptchaChallenge(db, {
    uuid,
    answerHash: hashCaptchaAnswer(secret, uuid, answer),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  return { uuid, answer };
}

/**
 * POST /api/captcha/check. A wrong answer is counted and answers 'N'; a right one passes the
 * challenge and answers 'Y', once. Throws 400 CAPTCHA_EXPIRED for a
 * challenge that is unknown, expired, already passed or spent, and 429 CAPTCHA_ATTEMPTS_EXCEEDED once 5
 * wrong answers were given, whatever the answer.
 */
export async function checkCaptchaAnswer(
  db: Database,
  secret: string,
  uuid: string,
  answer: string,
  now: Date = new Date(),
): Promise<Yn> {
  const challenge = await findCaptchaChallenge(db, uuid);
  if (!challenge || challenge.passedAt || challenge.usedAt || challenge.expiresAt <= now) {
    throw expired();
  }
  if (challenge.attempts >= CAPTCHA_MAX_ATTEMPTS) throw attemptsExceeded();

  if (constantTimeEqual(hashCaptchaAnswer(secret, uuid, answer), challenge.answerHash)) {
    const passedUntil = new Date(now.getTime() + CAPTCHA_PASSED_TTL_MS);
    if (await markCaptchaPassed(db, uuid, now, passedUntil)) return 'Y';
  } else if ((await recordWrongCaptchaAnswer(db, uuid, now)) !== null) {
    return 'N';
  }
  // The row changed between the read and the update: a parallel request used the last attempt,
  // passed it, or the clock crossed its expiry. Answer as the row now stands.
  const current = await findCaptchaChallenge(db, uuid);
  if (current && !current.passedAt && current.expiresAt > now) throw attemptsExceeded();
  throw expired();
}

/**
 * The digits of a challenge that can still be answered, for the audio call; null when it is
 * unknown, expired, passed, spent or out of attempts.
 */
export async function findAnswerableCaptcha(
  db: Database,
  secret: string,
  uuid: string,
  now: Date = new Date(),
): Promise<string | null> {
  const challenge = await findCaptchaChallenge(db, uuid);
  if (
    !challenge ||
    challenge.passedAt ||
    challenge.usedAt ||
    challenge.expiresAt <= now ||
    challenge.attempts >= CAPTCHA_MAX_ATTEMPTS
  ) {
    return null;
  }
  return captchaAnswerFor(secret, uuid);
}

/**
 * For phone/send: spends a passed, unexpired, unspent challenge and returns true, exactly once
 * (a single conditional UPDATE, so two parallel sends cannot both spend it); otherwise false.
 */
export function consumePassedCaptcha(
  db: Database,
  uuid: string,
  now: Date = new Date(),
): Promise<boolean> {
  return markCaptchaUsed(db, uuid, now);
}

/** Sandbox aid (GET /sandbox/api/captcha/{uuid}): the answer of a live challenge, else null. */
export async function sandboxCaptchaAnswer(
  db: Database,
  secret: string,
  uuid: string,
  now: Date = new Date(),
): Promise<string | null> {
  const challenge = await findCaptchaChallenge(db, uuid);
  if (!challenge || challenge.expiresAt.getTime() <= now.getTime()) return null;
  return captchaAnswerFor(secret, uuid);
}

/**
 * The random source of a challenge's audio: seeded from HMAC(secret, uuid), so every fetch of
 * one challenge plays the same file (an attacker who fetched it many times could otherwise vote
 * across differently varied readings), while nobody without the secret can predict the
 * variation. sfc32 over 128 bits of the HMAC.
 */
export function captchaAudioRandom(secret: string, uuid: string): RandomSource {
  const seed = createHmac('sha256', secret).update(`captcha-audio\n${uuid}`).digest();
  let a = seed.readUInt32LE(0);
  let b = seed.readUInt32LE(4);
  let c = seed.readUInt32LE(8);
  let d = seed.readUInt32LE(12);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}
