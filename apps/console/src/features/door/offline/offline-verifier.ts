import type { DoorKeys, DoorPassKey, PassMode } from '@venue/contract';
import { errorMessages } from '@venue/contract';
import {
  type DecodedPassCode,
  entryCodeHash,
  importPassSigningKey,
  importTypedCodeSecret,
  isStepAccepted,
  type PassCryptoKey,
  parseQrInput,
  passStep,
  qrUuidHash,
  toYmd,
  typedPassCode,
  verifyPassSignature,
} from '@venue/contract/domain';

/**
 * The door's own check of a scanned value while the server cannot be reached (decision 070),
 * with the day's keys the scanner downloaded (POST /api/staff/door/keys): the same rules and the
 * same Korean refusals as the server, so staff read one answer whichever side gave it.
 *
 * - a pass code: the live signing key's signature (a released key's: QR_DEVICE_MOVED; anyone
 *   else's: QR_DEVICE_UNKNOWN), then its step against the door's clock (QR_CODE_STALE);
 * - an 8-character code: the static entry code of a pass no phone holds (by its hash), else a
 *   device pass's rotating typed code at the steps now−1..now+1, else a bound pass's static code
 *   (QR_DEVICE_REQUIRED: the phone's live code is needed);
 * - a UUID: the daily QR of a pass no phone holds (by its hash); a bound pass's is
 *   QR_DEVICE_REQUIRED.
 * A withdrawn member's pass is QR_MEMBER_GONE whichever way it is shown: by its index for a pass
 * code, by the hashes of its daily QR and static code otherwise.
 *
 * A pass the download does not know was issued after it: the scanner cannot tell, and says so.
 * Admitting once per place is the caller's (the queue knows what it admitted).
 */

export type LocalRefusalCode =
  | 'QR_INVALID'
  | 'QR_CODE_STALE'
  | 'QR_DEVICE_UNKNOWN'
  | 'QR_DEVICE_MOVED'
  | 'QR_DEVICE_REQUIRED'
  | 'QR_MEMBER_GONE'
  | 'OFFLINE_PASS_UNKNOWN'
  | 'OFFLINE_NO_KEYS';

export const offlineRefusalMessages: Record<LocalRefusalCode, string> = {
  QR_INVALID: errorMessages.QR_INVALID,
  QR_CODE_STALE: errorMessages.QR_CODE_STALE,
  QR_DEVICE_UNKNOWN: errorMessages.QR_DEVICE_UNKNOWN,
  QR_DEVICE_MOVED: errorMessages.QR_DEVICE_MOVED,
  QR_DEVICE_REQUIRED: errorMessages.QR_DEVICE_REQUIRED,
  QR_MEMBER_GONE: errorMessages.QR_MEMBER_GONE,
  OFFLINE_PASS_UNKNOWN: '오프라인이 된 뒤 발급된 QR이라 확인할 수 없어요',
  OFFLINE_NO_KEYS:
    '오늘의 입장 키를 아직 받지 못해 오프라인으로 확인할 수 없어요. 연결되면 다시 스캔해 주세요.',
};

/** How a pass can be shown to a scanner (by name is the server's only). */
export type ScannedPassMode = Extract<PassMode, 'DEVICE' | 'DEVICE_CODE' | 'UNBOUND'>;

export type LocalVerdict =
  | { ok: true; qrPassIdx: number; memberName: string; passMode: ScannedPassMode }
  | { ok: false; code: LocalRefusalCode; message: string };

const refuse = (code: LocalRefusalCode): LocalVerdict => ({
  ok: false,
  code,
  message: offlineRefusalMessages[code],
});

export type OfflineVerifier = {
  /** `nowMs`: the door's clock, corrected by the server's offset. */
  verify(text: string, nowMs: number): Promise<LocalVerdict>;
  /**
   * Which of the day's passes a value names, admissible or not; null when the download cannot
   * tell. The door remembers a pass the server admitted online by it (once per place offline).
   */
  passIdxOf(text: string, nowMs: number): Promise<number | null>;
  visitDate: string;
};

/** The pass a signed pass code names: readable without any keys (its payload is plain). */
export function passIdxOfPassCode(text: string): number | null {
  const parsed = parseQrInput(text);
  return parsed?.kind === 'pass' ? parsed.decoded.passIdx : null;
}

/** How many steps' typed codes stay computed (the window moves by one every 15 s). */
const TYPED_STEPS_KEPT = 6;

export function createOfflineVerifier(keys: DoorKeys): OfflineVerifier {
  const byIdx = new Map<number, DoorPassKey>(keys.passes.map((pass) => [pass.qrPassIdx, pass]));
  const revoked = new Set(keys.revokedPassIdxs);
  // Absent in a download kept from before they came: such a download can only say it does not know.
  const revokedCodeHashes = new Set(keys.revokedCodeHashes ?? []);
  const byQrUuidHash = new Map<string, DoorPassKey>();
  const byEntryCodeHash = new Map<string, DoorPassKey>();
  for (const pass of keys.passes) {
    if (pass.qrUuidHash) byQrUuidHash.set(pass.qrUuidHash, pass);
    if (pass.entryCodeHash) byEntryCodeHash.set(pass.entryCodeHash, pass);
  }

  // Importing a key costs more than checking with it: each key is imported once.
  const signingKeys = new Map<string, Promise<PassCryptoKey | null>>();
  const signingKey = (raw: string) => {
    let key = signingKeys.get(raw);
    if (!key) {
      key = importPassSigningKey(raw);
      signingKeys.set(raw, key);
    }
    return key;
  };
  const codeKeys = new Map<number, Promise<PassCryptoKey | null>>();
  const codeKey = (pass: DoorPassKey) => {
    let key = codeKeys.get(pass.qrPassIdx);
    if (!key) {
      key = pass.codeSecret ? importTypedCodeSecret(pass.codeSecret) : Promise.resolve(null);
      codeKeys.set(pass.qrPassIdx, key);
    }
    return key;
  };

  // A typed code is looked up among every device pass's code of a step: computed when a code is
  // first typed in that step, then kept for the steps around it.
  const typedCodes = new Map<number, Promise<Map<string, number>>>();
  const typedCodesOf = (step: number) => {
    let codes = typedCodes.get(step);
    if (!codes) {
      codes = (async () => {
        // All at once: Web Crypto works off the main thread, so they run side by side.
        const pairs = await Promise.all(
          keys.passes
            .filter((pass) => pass.signingKey)
            .map(async (pass) => {
              const key = await codeKey(pass);
              return key
                ? ([await typedPassCode(key, pass.qrPassIdx, step), pass.qrPassIdx] as const)
                : null;
            }),
        );
        return new Map(pairs.filter((pair) => pair !== null));
      })();
      typedCodes.set(step, codes);
      for (const kept of typedCodes.keys()) {
        if (Math.abs(kept - step) > TYPED_STEPS_KEPT / 2) typedCodes.delete(kept);
      }
    }
    return codes;
  };

  const admit = (pass: DoorPassKey, passMode: ScannedPassMode): LocalVerdict =>
    revoked.has(pass.qrPassIdx)
      ? refuse('QR_MEMBER_GONE')
      : { ok: true, qrPassIdx: pass.qrPassIdx, memberName: pass.memberName, passMode };

  async function verifyPassCode(decoded: DecodedPassCode, nowMs: number): Promise<LocalVerdict> {
    if (revoked.has(decoded.passIdx)) return refuse('QR_MEMBER_GONE');
    const pass = byIdx.get(decoded.passIdx);
    if (!pass) return refuse('OFFLINE_PASS_UNKNOWN');
    const live = pass.signingKey ? await signingKey(pass.signingKey) : null;
    if (!live || !(await verifyPassSignature(live, decoded))) {
      for (const former of pass.formerSigningKeys) {
        const key = await signingKey(former);
        if (key && (await verifyPassSignature(key, decoded))) return refuse('QR_DEVICE_MOVED');
      }
      return refuse('QR_DEVICE_UNKNOWN');
    }
    if (!isStepAccepted(decoded.step, passStep(nowMs))) return refuse('QR_CODE_STALE');
    return admit(pass, 'DEVICE');
  }

  /** A typed code's pass in the server's order: a static code, a rotating one, a bound static. */
  async function findTypedCode(
    code: string,
    nowMs: number,
    staticHash: string,
  ): Promise<{ pass: DoorPassKey; shown: 'UNBOUND' | 'DEVICE_CODE' | 'BOUND_STATIC' } | null> {
    const byStatic = byEntryCodeHash.get(staticHash);
    if (byStatic && !byStatic.signingKey) return { pass: byStatic, shown: 'UNBOUND' };
    const step = passStep(nowMs);
    for (const candidate of [step, step - 1, step + 1]) {
      const passIdx = (await typedCodesOf(candidate)).get(code);
      const pass = passIdx === undefined ? undefined : byIdx.get(passIdx);
      if (pass) return { pass, shown: 'DEVICE_CODE' };
    }
    return byStatic ? { pass: byStatic, shown: 'BOUND_STATIC' } : null;
  }

  async function verifyTypedCode(code: string, nowMs: number): Promise<LocalVerdict> {
    const staticHash = await entryCodeHash(code);
    // The server finds a withdrawn member's static code before any rotating one, and so here.
    if (revokedCodeHashes.has(staticHash)) return refuse('QR_MEMBER_GONE');
    const found = await findTypedCode(code, nowMs, staticHash);
    if (!found) return refuse('QR_INVALID');
    // A bound pass's static code is a copy anyone could hold: its phone's live code is needed.
    if (found.shown === 'BOUND_STATIC') return refuse('QR_DEVICE_REQUIRED');
    return admit(found.pass, found.shown);
  }

  async function verifyQrUuid(qrUuid: string): Promise<LocalVerdict> {
    const hash = await qrUuidHash(qrUuid);
    const pass = byQrUuidHash.get(hash);
    if (!pass)
      return refuse(revokedCodeHashes.has(hash) ? 'QR_MEMBER_GONE' : 'OFFLINE_PASS_UNKNOWN');
    // The daily QR of a pass a phone holds: a screenshot's way in, refused as the server does.
    if (pass.signingKey) return refuse('QR_DEVICE_REQUIRED');
    return admit(pass, 'UNBOUND');
  }

  return {
    visitDate: keys.visitDate,
    async verify(text, nowMs) {
      if (toYmd(new Date(nowMs)) !== keys.visitDate) return refuse('OFFLINE_NO_KEYS');
      const parsed = parseQrInput(text);
      if (!parsed) return refuse('QR_INVALID');
      if (parsed.kind === 'pass') return verifyPassCode(parsed.decoded, nowMs);
      if (parsed.kind === 'entryCode') return verifyTypedCode(parsed.entryCode, nowMs);
      return verifyQrUuid(parsed.qrUuid);
    },
    async passIdxOf(text, nowMs) {
      const parsed = parseQrInput(text);
      if (!parsed) return null;
      if (parsed.kind === 'pass') return parsed.decoded.passIdx;
      if (parsed.kind === 'uuid') {
        return byQrUuidHash.get(await qrUuidHash(parsed.qrUuid))?.qrPassIdx ?? null;
      }
      const staticHash = await entryCodeHash(parsed.entryCode);
      return (await findTypedCode(parsed.entryCode, nowMs, staticHash))?.pass.qrPassIdx ?? null;
    },
  };
}
