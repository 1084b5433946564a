import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authorizationHeader, verifyAuthorization } from './solapi-auth';

const keys = { apiKey: 'NCSKEY', apiSecret: 'secret-of-the-venue' };
const at = new Date('2026-11-29T03:00:00.000Z');

describe("SOLAPI's request signature", () => {
  it('is HMAC-SHA256 of date and salt under the secret, in the header SOLAPI reads', () => {
    const header = authorizationHeader(keys, at);
    const match =
      /^HMAC-SHA256 apiKey=NCSKEY, date=(\S+), salt=([0-9a-zA-Z]{32}), signature=([0-9a-f]{64})$/.exec(
        header,
      );
    expect(match?.[1]).toBe(at.toISOString());
    const expected = createHmac('sha256', keys.apiSecret)
      .update(`${match?.[1]}${match?.[2]}`)
      .digest('hex');
    expect(match?.[3]).toBe(expected);
  });

  it('verifies with the same keys within 15 minutes, and not otherwise', () => {
    const header = authorizationHeader(keys, at);
    expect(verifyAuthorization(header, keys, new Date(at.getTime() + 14 * 60_000))).toBe(true);
    expect(verifyAuthorization(header, keys, new Date(at.getTime() + 16 * 60_000))).toBe(false);
    expect(verifyAuthorization(header, { ...keys, apiSecret: 'another' }, at)).toBe(false);
    expect(verifyAuthorization(header, { ...keys, apiKey: 'OTHER' }, at)).toBe(false);
    expect(verifyAuthorization(header.replace(/.$/, '0'), keys, at)).toBe(header.endsWith('0'));
    expect(verifyAuthorization(undefined, keys, at)).toBe(false);
    expect(verifyAuthorization('Bearer x', keys, at)).toBe(false);
  });
});
