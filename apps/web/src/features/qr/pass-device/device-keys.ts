import {
  deriveTypedCodeKey,
  PASS_ECDH_ALGORITHM,
  PASS_KEY_ALGORITHM,
  type PassCryptoKey,
  passKeyId,
  toBase64Url,
} from '@venue/contract/domain';
import { indexedDbPassKeyStore, type PassKeyStore } from './key-store';

/** The two key pairs a phone registers with its pass, and their public halves as the API wants them. */
export type NewDeviceKeys = {
  signingKey: PassCryptoKey;
  ecdhKey: PassCryptoKey;
  /** raw uncompressed public points, base64url (87 characters) */
  signingKeyRaw: string;
  codeKeyRaw: string;
};

type KeyPair = { privateKey: PassCryptoKey; publicKey: PassCryptoKey };

/**
 * Both key pairs, private halves non-extractable (decision 070): a script on the page can sign
 * with them while it runs but can never read or send them anywhere. Public keys are always
 * exportable in Web Crypto, which is all the server needs.
 */
export async function createDeviceKeys(): Promise<NewDeviceKeys> {
  const subtle = globalThis.crypto.subtle;
  const [signing, ecdh] = (await Promise.all([
    subtle.generateKey(PASS_KEY_ALGORITHM, false, ['sign', 'verify']),
    subtle.generateKey(PASS_ECDH_ALGORITHM, false, ['deriveKey', 'deriveBits']),
  ])) as [KeyPair, KeyPair];
  const [signingRaw, codeRaw] = await Promise.all([
    subtle.exportKey('raw', signing.publicKey),
    subtle.exportKey('raw', ecdh.publicKey),
  ]);
  return {
    signingKey: signing.privateKey,
    ecdhKey: ecdh.privateKey,
    signingKeyRaw: toBase64Url(signingRaw),
    codeKeyRaw: toBase64Url(codeRaw),
  };
}

/** The typed code's key and the key's id, once the server has answered its ECDH public key. */
export async function finishDeviceKeys(keys: NewDeviceKeys, serverCodeKey: string) {
  const [typedCodeKey, deviceKeyId] = await Promise.all([
    deriveTypedCodeKey(keys.ecdhKey, serverCodeKey),
    passKeyId(keys.signingKeyRaw),
  ]);
  return { typedCodeKey, deviceKeyId };
}

/**
 * Whether this browser can hold a device-bound pass: by doing it once (P-256 keys made without
 * export, and IndexedDB opened), not by reading the user agent. Old browsers, and some private
 * windows without IndexedDB, answer false and keep the basic daily QR.
 */
async function detectSupport(store: PassKeyStore): Promise<boolean> {
  try {
    if (!globalThis.crypto?.subtle || typeof indexedDB === 'undefined') return false;
    await createDeviceKeys();
    await store.get(0);
    return true;
  } catch {
    return false;
  }
}

let support: Promise<boolean> | null = null;

/**
 * The browser's key store and capability, in one object so component tests swap them (jsdom has
 * no IndexedDB), as lib/api-client's `apiClientEffects` does for its side effects.
 */
export const passDeviceEnv: {
  store: PassKeyStore;
  isSupported: () => Promise<boolean>;
} = {
  store: indexedDbPassKeyStore,
  isSupported: () => {
    support ??= detectSupport(indexedDbPassKeyStore);
    return support;
  },
};
