import {
  fromBase64Url,
  importPassSigningKey,
  importTypedCodeSecret,
  PASS_ECDH_ALGORITHM,
  type PassCryptoKey,
  toBase64Url,
} from '@venue/contract/domain';
import { createDeviceKeys, finishDeviceKeys, passDeviceEnv } from '../pass-device/device-keys';
import type { StoredPassKeys } from '../pass-device/key-store';

/**
 * Test aids of the device-bound pass (decision 070): the server's side of the key agreement, made
 * with the same Web Crypto calls the server makes with node:crypto, so a test checks the phone's
 * code the way the door does.
 */

type KeyPair = { privateKey: PassCryptoKey; publicKey: PassCryptoKey };

/** The server's ECDH key: its public half for the phone, and the door's typed-code key for a phone. */
export async function fakeServerCodeKey() {
  const subtle = globalThis.crypto.subtle;
  const pair = (await subtle.generateKey(PASS_ECDH_ALGORITHM, false, ['deriveBits'])) as KeyPair;
  const publicRaw = toBase64Url(await subtle.exportKey('raw', pair.publicKey));
  return {
    publicRaw,
    /** The door's HMAC key for a phone's codeKey: the shared point's x, as the server derives it. */
    async typedCodeKeyFor(phoneCodeKeyRaw: string): Promise<PassCryptoKey> {
      const raw = fromBase64Url(phoneCodeKeyRaw);
      if (!raw) throw new Error('bad key');
      const phonePublic = await subtle.importKey('raw', raw, PASS_ECDH_ALGORITHM, false, []);
      const bits = await subtle.deriveBits(
        { name: 'ECDH', public: phonePublic },
        pair.privateKey,
        256,
      );
      const key = await importTypedCodeSecret(toBase64Url(bits));
      if (!key) throw new Error('no key');
      return key;
    },
  };
}

/** Keys a phone stored for a pass, with the public signing key the door checks signatures with. */
export async function aStoredPass(overrides: Partial<StoredPassKeys> = {}) {
  const server = await fakeServerCodeKey();
  const keys = await createDeviceKeys();
  const { typedCodeKey, deviceKeyId } = await finishDeviceKeys(keys, server.publicRaw);
  const stored: StoredPassKeys = {
    qrPassIdx: 4201,
    issueDate: '2026-11-22',
    signingKey: keys.signingKey,
    typedCodeKey,
    deviceKeyId,
    clockOffsetMs: 0,
    ...overrides,
  };
  const verifyKey = await importPassSigningKey(keys.signingKeyRaw);
  if (!verifyKey) throw new Error('no key');
  return {
    stored,
    verifyKey,
    doorTypedCodeKey: await server.typedCodeKeyFor(keys.codeKeyRaw),
  };
}

/** Swaps the browser's store and capability for a test; call the answer to put them back. */
export function swapPassDeviceEnv(next: Partial<typeof passDeviceEnv>): () => void {
  const saved = { ...passDeviceEnv };
  Object.assign(passDeviceEnv, next);
  return () => {
    Object.assign(passDeviceEnv, saved);
  };
}
