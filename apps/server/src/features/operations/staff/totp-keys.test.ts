import { describe, expect, it } from 'vitest';
import { openTotpSecret, sealTotpSecret, totpKeys } from './totp-keys';

const config = {
  jwtSecret: 'a-server-secret-of-at-least-32-characters',
  publicOrigin: 'https://x',
};
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('TOTP secrets at rest (decision 035)', () => {
  it('are AES-256-GCM with a fresh IV each time, and open again for their operator', () => {
    const keys = totpKeys(config);
    const sealed = sealTotpSecret(keys, 7, SECRET);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(sealTotpSecret(keys, 7, SECRET)).not.toBe(sealed);
    expect(openTotpSecret(keys, 7, sealed)).toBe(SECRET);
  });

  it("do not open under another server secret, in another operator's row, or changed", () => {
    const keys = totpKeys(config);
    const sealed = sealTotpSecret(keys, 7, SECRET);
    const otherKeys = totpKeys({ ...config, jwtSecret: 'another-server-secret-of-32-characters!' });
    expect(openTotpSecret(otherKeys, 7, sealed)).toBeNull();
    expect(openTotpSecret(keys, 8, sealed)).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(openTotpSecret(keys, 7, [version, iv, tag, flipped].join('.'))).toBeNull();
    // A truncated tag is not accepted (GCM would take 4 bytes unless told otherwise).
    const shortTag = Buffer.from(tag ?? '', 'base64url')
      .subarray(0, 4)
      .toString('base64url');
    expect(openTotpSecret(keys, 7, [version, iv, shortTag, body].join('.'))).toBeNull();
    for (const junk of ['', 'v1', 'v2.a.b.c', `${sealed}.x`, SECRET]) {
      expect(openTotpSecret(keys, 7, junk)).toBeNull();
    }
  });

  it('derives a different key for each purpose', () => {
    const keys = totpKeys(config);
    expect(keys.secretKey).toHaveLength(32);
    expect(keys.bindingKey).toHaveLength(32);
    expect(keys.secretKey.equals(keys.bindingKey)).toBe(false);
    expect(keys.challengeKey.export().equals(keys.secretKey)).toBe(false);
    expect(keys.secretKey.equals(Buffer.from(config.jwtSecret).subarray(0, 32))).toBe(false);
  });
});
