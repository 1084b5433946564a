/**
 * A member's phone for the device-bound pass (decision 070), as the web app makes it: two
 * non-extractable Web Crypto P-256 keys (ECDSA to sign the rotating QR, ECDH for the typed code),
 * registered with POST /api/qr/device. Node's Web Crypto is the browser's API, so tests read like
 * the real flow:
 *
 *   const phone = await newPhone();
 *   const registered = await phone.register(t, token);   // 200, the pass is on this phone
 *   await staffCheckIn({ qrValue: await phone.passCode(at) });
 *   await staffCheckIn({ qrValue: await phone.typedCode(at) });
 */
import {
  deriveTypedCodeKey,
  PASS_ECDH_ALGORITHM,
  PASS_KEY_ALGORITHM,
  type PassCryptoKey,
  passStep,
  signPassCode,
  toBase64Url,
  typedPassCode,
} from '@venue/contract';
import { post } from './signup-flow';
import type { TestApp } from './test-app';

type KeyPair = { publicKey: PassCryptoKey; privateKey: PassCryptoKey };

export type Phone = Awaited<ReturnType<typeof newPhone>>;

export async function newPhone() {
  const { subtle } = globalThis.crypto;
  const signing = (await subtle.generateKey(PASS_KEY_ALGORITHM, false, [
    'sign',
    'verify',
  ])) as KeyPair;
  const ecdh = (await subtle.generateKey(PASS_ECDH_ALGORITHM, false, ['deriveKey'])) as KeyPair;
  const signingKey = toBase64Url(await subtle.exportKey('raw', signing.publicKey));
  const codeKey = toBase64Url(await subtle.exportKey('raw', ecdh.publicKey));
  let passIdx: number | undefined;
  let hmacKey: PassCryptoKey | undefined;

  const mustHavePass = () => {
    if (passIdx === undefined) throw new Error('register the phone first');
    return passIdx;
  };

  return {
    signingKey,
    codeKey,
    /** POST /api/qr/device with this phone's keys; remembers the pass and the typed code's key. */
    async register(t: TestApp, token: string) {
      const response = await post(t, '/api/qr/device', { signingKey, codeKey }, token);
      if (response.statusCode === 200) {
        passIdx = response.body.data.qrPassIdx;
        hmacKey = await deriveTypedCodeKey(ecdh.privateKey, response.body.data.serverCodeKey);
      }
      return response;
    },
    /** The rotating QR's text at `at` (the step of that instant), or at an explicit step. */
    passCode(at: Date = new Date(), options: { passIdx?: number; step?: number } = {}) {
      return signPassCode(
        signing.privateKey,
        options.passIdx ?? mustHavePass(),
        options.step ?? passStep(at.getTime()),
      );
    },
    /** The typed 8-character code shown under the QR at `at`. */
    typedCode(at: Date = new Date()) {
      if (!hmacKey) throw new Error('register the phone first');
      return typedPassCode(hmacKey, mustHavePass(), passStep(at.getTime()));
    },
  };
}
