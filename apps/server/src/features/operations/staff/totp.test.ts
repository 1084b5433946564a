import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, newTotpSecret, TOTP_PERIOD_SECONDS, totpUri } from './totp';

/** RFC 6238's SHA-1 seed "12345678901234567890" in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => seconds * 1000;

describe('TOTP codes (RFC 6238, decision 035)', () => {
  it("matches RFC 6238's SHA-1 test values (last 6 digits)", async () => {
    // Appendix B: T = 59 → 94287082, T = 1111111109 → 07081804, T = 2000000000 → 69279037.
    expect(await acceptedTotpStep(RFC_SECRET, '287082', null, at(59))).toBe(1);
    expect(await acceptedTotpStep(RFC_SECRET, '081804', null, at(1111111109))).toBe(37037036);
    expect(await acceptedTotpStep(RFC_SECRET, '279037', null, at(2000000000))).toBe(66666666);
  });

  it('accepts one step either side of now, and nothing further', async () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000;
    const step = Math.floor(now / TOTP_PERIOD_SECONDS);
    const codeAt = (delta: number) =>
      generate({ secret, epoch: (step + delta) * TOTP_PERIOD_SECONDS });
    expect(await acceptedTotpStep(secret, await codeAt(-1), null, at(now))).toBe(step - 1);
    expect(await acceptedTotpStep(secret, await codeAt(0), null, at(now))).toBe(step);
    expect(await acceptedTotpStep(secret, await codeAt(1), null, at(now))).toBe(step + 1);
    expect(await acceptedTotpStep(secret, await codeAt(-2), null, at(now))).toBeNull();
    expect(await acceptedTotpStep(secret, await codeAt(2), null, at(now))).toBeNull();
  });

  it('refuses a code of a step at or before the last one used', async () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000;
    const step = Math.floor(now / TOTP_PERIOD_SECONDS);
    const code = await generate({ secret, epoch: step * TOTP_PERIOD_SECONDS });
    expect(await acceptedTotpStep(secret, code, step - 1, at(now))).toBe(step);
    expect(await acceptedTotpStep(secret, code, step, at(now))).toBeNull();
    // Every step of the window used (a clock that went back): refused, not thrown.
    expect(await acceptedTotpStep(secret, code, step + 5, at(now))).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URI without a colon in the label', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri('시그널: 하우스', 'door-1', RFC_SECRET));
    expect(decodeURIComponent(uri.pathname)).toBe('/시그널  하우스:door-1');
    expect(uri.searchParams.get('issuer')).toBe('시그널  하우스');
  });
});
