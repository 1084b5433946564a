import { createECDH, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base45Decode,
  base45Encode,
  decodePassCode,
  deriveTypedCodeKey,
  encodePassCode,
  entryCodeHash,
  fromBase64Url,
  importPassSigningKey,
  importTypedCodeSecret,
  isStepAccepted,
  PASS_CODE_LENGTH,
  PASS_ECDH_ALGORITHM,
  PASS_KEY_ALGORITHM,
  PASS_MAX_AGE_SECONDS,
  passKeyId,
  passMessage,
  passStep,
  qrUuidHash,
  signPassCode,
  toBase64Url,
  typedCodeFromMac,
  typedPassCode,
  verifyPassSignature,
} from './pass-code';
import { parseQrInput } from './qr-input';

const subtle = globalThis.crypto.subtle;

async function deviceKey() {
  const pair = await subtle.generateKey(PASS_KEY_ALGORITHM, false, ['sign', 'verify']);
  const raw = toBase64Url(await subtle.exportKey('raw', pair.publicKey));
  return { pair, raw };
}

describe('base45 (RFC 9285)', () => {
  it.each([
    ['AB', 'BB8'],
    ['Hello!!', '%69 VD92EX0'],
    ['base-45', 'UJCLQE7W581'],
    ['ietf!', 'QED8WEX0'],
  ])('encodes %s as %s and back', (text, encoded) => {
    const bytes = new TextEncoder().encode(text);
    expect(base45Encode(bytes)).toBe(encoded);
    expect(new TextDecoder().decode(base45Decode(encoded) ?? new Uint8Array())).toBe(text);
  });

  it('refuses text outside the alphabet, a 3k+1 length and a group over 65535', () => {
    expect(base45Decode('aB8')).toBeNull();
    expect(base45Decode('BB8A')).toBeNull();
    expect(base45Decode('GGW')).toBeNull(); // 16 + 16·45 + 32·45² = 65536
    expect(base45Decode('')).toEqual(new Uint8Array());
  });
});

describe('the pass code', () => {
  it('is 114 characters of the QR alphanumeric alphabet, and never starts or ends with a space', async () => {
    const { pair } = await deviceKey();
    for (const step of [0, 1, 123456789, 0xffffffff]) {
      const code = await signPassCode(pair.privateKey, 42, step);
      expect(code).toHaveLength(PASS_CODE_LENGTH);
      expect(code).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
      expect(code.trim()).toBe(code);
    }
  });

  it('decodes what was encoded, and what staff scanned reads as a pass', async () => {
    const signature = new Uint8Array(64).map((_, i) => i * 3);
    const code = encodePassCode(7, 116_000_000, signature);
    const decoded = decodePassCode(code);
    expect(decoded?.passIdx).toBe(7);
    expect(decoded?.step).toBe(116_000_000);
    expect(decoded?.signature).toEqual(signature);
    expect(decoded?.message).toEqual(passMessage(7, 116_000_000));
    expect(parseQrInput(` ${code}\n`)).toMatchObject({ kind: 'pass', code });
  });

  it('refuses another version, a cut or padded value and stray characters', () => {
    const code = encodePassCode(7, 1, new Uint8Array(64));
    expect(decodePassCode(code.slice(0, -1))).toBeNull();
    expect(decodePassCode(`${code}0`)).toBeNull();
    expect(decodePassCode(code.replace('VP1:', 'VP2:'))).toBeNull();
    expect(decodePassCode(`${code.slice(0, 10)}a${code.slice(11)}`)).toBeNull();
    const bytes = base45Decode(code.slice(4)) as Uint8Array;
    bytes[0] = 2;
    expect(decodePassCode(`VP1:${base45Encode(bytes)}`)).toBeNull();
    expect(parseQrInput(code.slice(0, -2))).toBeNull();
  });

  it('checks the signature with the registered key only, over the pass and the step it names', async () => {
    const mine = await deviceKey();
    const other = await deviceKey();
    const code = await signPassCode(mine.pair.privateKey, 42, 1000);
    const decoded = decodePassCode(code);
    if (!decoded) throw new Error('not decoded');
    const myKey = await importPassSigningKey(mine.raw);
    const otherKey = await importPassSigningKey(other.raw);
    if (!myKey || !otherKey) throw new Error('not imported');
    expect(await verifyPassSignature(myKey, decoded)).toBe(true);
    expect(await verifyPassSignature(otherKey, decoded)).toBe(false);
    // The same signature moved to another step or pass is not valid.
    const moved = decodePassCode(encodePassCode(42, 1001, decoded.signature));
    const otherPass = decodePassCode(encodePassCode(43, 1000, decoded.signature));
    if (!moved || !otherPass) throw new Error('not decoded');
    expect(await verifyPassSignature(myKey, moved)).toBe(false);
    expect(await verifyPassSignature(myKey, otherPass)).toBe(false);
  });

  it('imports only uncompressed P-256 points', async () => {
    expect(await importPassSigningKey('not base64url!')).toBeNull();
    expect(await importPassSigningKey(toBase64Url(new Uint8Array(65)))).toBeNull();
    const point = new Uint8Array(65);
    point[0] = 4;
    expect(await importPassSigningKey(toBase64Url(point))).toBeNull();
    expect(await importPassSigningKey((await deviceKey()).raw)).not.toBeNull();
  });

  it('names a key by 16 characters that differ between keys', async () => {
    const a = await passKeyId((await deviceKey()).raw);
    const b = await passKeyId((await deviceKey()).raw);
    expect(a).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(a).not.toBe(b);
  });
});

describe('time steps', () => {
  it('are 15 seconds, and a value counts one step either side: at most 30 seconds old', () => {
    expect(passStep(0)).toBe(0);
    expect(passStep(14_999)).toBe(0);
    expect(passStep(15_000)).toBe(1);
    expect(isStepAccepted(10, 10)).toBe(true);
    expect(isStepAccepted(9, 10)).toBe(true);
    expect(isStepAccepted(11, 10)).toBe(true);
    expect(isStepAccepted(8, 10)).toBe(false);
    expect(isStepAccepted(12, 10)).toBe(false);
    expect(PASS_MAX_AGE_SECONDS).toBe(30);
    // Made at the first instant of its step, a value is refused 30 s later, not 29.999 s.
    const shownAt = 150_000;
    expect(isStepAccepted(passStep(shownAt), passStep(shownAt + 29_999))).toBe(true);
    expect(isStepAccepted(passStep(shownAt), passStep(shownAt + 30_000))).toBe(false);
    // A verifier whose clock is behind accepts the phone's next step, never the one after.
    expect(isStepAccepted(passStep(shownAt + 15_000), passStep(shownAt))).toBe(true);
    expect(isStepAccepted(passStep(shownAt + 30_000), passStep(shownAt))).toBe(false);
    // A screenshot shown 60 s later never counts.
    for (let at = shownAt; at < shownAt + 15_000; at += 1000) {
      expect(isStepAccepted(passStep(at), passStep(at + 60_000))).toBe(false);
    }
  });
});

describe('the typed code', () => {
  it('is 8 characters of the entry-code alphabet from the first 40 bits', () => {
    expect(typedCodeFromMac(new Uint8Array([0, 0, 0, 0, 0]))).toBe('22222222');
    expect(typedCodeFromMac(new Uint8Array([255, 255, 255, 255, 255, 1]))).toBe('ZZZZZZZZ');
    expect(typedCodeFromMac(new Uint8Array([0b00001000, 0, 0, 0, 1]))).toBe('32222223');
    expect(parseQrInput(typedCodeFromMac(new Uint8Array([9, 8, 7, 6, 5])))?.kind).toBe('entryCode');
  });

  it('is the same on the phone (ECDH with the server key) and at the server (ECDH with the phone key)', async () => {
    const server = createECDH('prime256v1');
    server.generateKeys();
    const phone = await subtle.generateKey(PASS_ECDH_ALGORITHM, false, ['deriveKey', 'deriveBits']);
    const phonePublic = new Uint8Array(await subtle.exportKey('raw', phone.publicKey));
    const phoneKey = await deriveTypedCodeKey(phone.privateKey, toBase64Url(server.getPublicKey()));
    const serverSecret = toBase64Url(server.computeSecret(phonePublic));
    const serverKey = await importTypedCodeSecret(serverSecret);
    if (!serverKey) throw new Error('not imported');
    const codes = new Set<string>();
    for (const step of [100, 101, 102]) {
      const fromPhone = await typedPassCode(phoneKey, 5, step);
      expect(fromPhone).toBe(await typedPassCode(serverKey, 5, step));
      codes.add(fromPhone);
    }
    expect(codes.size).toBe(3);
    expect(await typedPassCode(serverKey, 6, 100)).not.toBe(await typedPassCode(serverKey, 5, 100));
    expect(fromBase64Url(serverSecret)).toHaveLength(32);
  });
});

describe('the hashes a scanner holds instead of a daily QR or an entry code', () => {
  const sha = (text: string) => toBase64Url(createHash('sha256').update(text).digest());

  it('are SHA-256 in base64url of the UUID in lower case and the code in upper case', async () => {
    const uuid = '0F8FAD5B-D9CB-469F-A165-70867728950E';
    expect(await qrUuidHash(uuid)).toBe(sha(uuid.toLowerCase()));
    expect(await qrUuidHash(uuid.toLowerCase())).toBe(await qrUuidHash(uuid));
    expect(await entryCodeHash('abcd2345')).toBe(sha('ABCD2345'));
    expect(await entryCodeHash('abcd2345')).not.toBe(await qrUuidHash('abcd2345'));
  });
});
