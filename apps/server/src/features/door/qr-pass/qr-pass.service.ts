/**
 * The member's QR pass of the day (decision 017): issued inside the transaction that marks the
 * QR issue verification verified, answered by POST /api/getQrValue.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  type DecodedPassCode,
  ENTRY_CODE_ALPHABET,
  ENTRY_CODE_LENGTH,
  isStepAccepted,
  MAX_ID,
  PASS_STEP_TOLERANCE,
  type PassMode,
  parseQrInput,
  passKeyId,
  passStep,
  type QrValue,
  type RegisteredPassDevice,
  type RegisterPassDeviceBody,
  seoulToday,
  toSeoulIso,
  verifyPassSignature,
} from '@venue/contract';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/pg-errors';
import type { PassCodes } from './pass-codes';
import {
  closeDeviceGrant,
  findLatestPass,
  findLiveDevice,
  findMemberQrProfile,
  findPassForScan,
  findPassOfDay,
  findPassWithDevices,
  hasCheckedInOn,
  insertPass,
  insertPassDevice,
  lockPassOfDay,
  openDeviceGrant,
  type QrPassRow,
  releaseLiveDevice,
  type ScanDevice,
} from './qr-pass.repository';

/** 32^8 = 2^40 codes a day; a clash with one of the day's passes is retried with a new code. */
export function newEntryCode(): string {
  let code = '';
  for (let i = 0; i < ENTRY_CODE_LENGTH; i++) {
    code += ENTRY_CODE_ALPHABET[randomInt(ENTRY_CODE_ALPHABET.length)];
  }
  return code;
}

const MAX_CODE_TRIES = 5;
/** How long after a QR verification a phone may register (or move) the pass (decision 070). */
export const DEVICE_GRANT_MS = 10 * 60_000;

/**
 * The member's pass for the Seoul day of `now`: the existing one, or a new one with a fresh
 * random qrUuid and entry code. Run it inside the verification's transaction. A clash on the
 * entry code (one in a trillion) is retried inside a savepoint so the transaction survives.
 */
export async function issueQrPass(
  tx: Transaction,
  input: { userIdx: number; verificationSeq: string },
  now: Date,
): Promise<QrPassRow> {
  const issueDate = seoulToday(now);
  const grantUntil = new Date(now.getTime() + DEVICE_GRANT_MS);
  const existing = await findPassOfDay(tx, input.userIdx, issueDate);
  if (existing) {
    // A verification again (on a new phone, or after the old one lost its key) opens the grant
    // again: binding a phone always follows a fresh SMS verification.
    await openDeviceGrant(tx, existing.qrPassIdx, grantUntil);
    return { ...existing, deviceGrantUntil: grantUntil };
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await tx.transaction((savepoint) =>
        insertPass(savepoint, {
          userIdx: input.userIdx,
          verificationSeq: input.verificationSeq,
          issueDate,
          qrUuid: randomUUID(),
          entryCode: newEntryCode(),
          issuedAt: now,
          deviceGrantUntil: grantUntil,
        }),
      );
      if (row) return row;
      // The member's own pass of today was written by a parallel verification: that one counts.
      const raced = await findPassOfDay(tx, input.userIdx, issueDate);
      if (raced) {
        await openDeviceGrant(tx, raced.qrPassIdx, grantUntil);
        return { ...raced, deviceGrantUntil: grantUntil };
      }
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= MAX_CODE_TRIES) throw error;
    }
    if (attempt >= MAX_CODE_TRIES) throw new AppError(500, 'INTERNAL');
  }
}

/**
 * For the member's own answers (getuserinfo, getMainTitleInfo): the latest pass, today's pass and
 * whether the member has checked in today.
 */
export async function qrStatusOf(db: Database, userIdx: number, now: Date = new Date()) {
  const today = seoulToday(now);
  const [latest, checkedIn] = await Promise.all([
    findLatestPass(db, userIdx),
    hasCheckedInOn(db, userIdx, today),
  ]);
  return { latest, today: latest?.issueDate === today ? latest : null, checkedIn };
}

/** POST /api/getQrValue: today's pass, or qrAuthYn N when there is none. */
export async function getQrValue(
  db: Database,
  member: { userIdx: number },
  now: Date = new Date(),
): Promise<QrValue> {
  const [profile, { latest, today: valid, checkedIn }] = await Promise.all([
    findMemberQrProfile(db, member.userIdx),
    qrStatusOf(db, member.userIdx, now),
  ]);
  if (!profile) throw new AppError(401, 'UNAUTHORIZED');
  const device = valid ? await findLiveDevice(db, valid.qrPassIdx) : undefined;
  return {
    qrAuthYn: valid ? 'Y' : 'N',
    qrUuid: valid?.qrUuid ?? null,
    entryCode: valid?.entryCode ?? null,
    telecomCode: profile.telecomCode as QrValue['telecomCode'],
    marketingAgreementYn: profile.marketingAgreementYn ? 'Y' : 'N',
    lastQrIssuedDate: latest?.issueDate ?? null,
    checkedInYn: checkedIn ? 'Y' : 'N',
    qrPassIdx: valid?.qrPassIdx ?? null,
    deviceKeyId: device?.keyId ?? null,
    deviceRegistrationOpenYn: valid && grantOpen(valid, now) ? 'Y' : 'N',
    serverTime: toSeoulIso(now),
  };
}

const grantOpen = (pass: QrPassRow, now: Date) =>
  pass.deviceGrantUntil !== null && pass.deviceGrantUntil.getTime() > now.getTime();

/**
 * POST /api/qr/device (decision 070): binds today's pass to the phone whose public keys these
 * are, within 10 minutes of a QR verification. Another phone holding it is released in the same
 * transaction (the pass row is locked first, so two registrations at once end with one live
 * phone: the later one). The same phone registering its same keys again changes nothing.
 */
export async function registerPassDevice(
  db: Database,
  codes: PassCodes,
  member: { userIdx: number },
  body: RegisterPassDeviceBody,
  now: Date = new Date(),
): Promise<RegisteredPassDevice> {
  const signing = await codes.signingKey(body.signingKey);
  if (!signing) throw invalidKey('signingKey', '기기 키가 올바르지 않아요.');
  if (!codes.typedCodeSecret(body.codeKey)) {
    throw invalidKey('codeKey', '입장 코드 키가 올바르지 않아요.');
  }
  const keyId = await passKeyId(body.signingKey);
  return db.transaction(async (tx) => {
    const pass = await lockPassOfDay(tx, member.userIdx, seoulToday(now));
    if (!pass) throw new AppError(409, 'QR_NOT_ISSUED');
    const live = await findLiveDevice(tx, pass.qrPassIdx);
    const answer = (moved: boolean): RegisteredPassDevice => ({
      qrPassIdx: pass.qrPassIdx,
      deviceKeyId: keyId,
      serverCodeKey: codes.serverCodeKey,
      serverTime: toSeoulIso(now),
      movedFromOtherDeviceYn: moved ? 'Y' : 'N',
    });
    // A retry of the same phone (its answer lost on the way) is answered again, grant or not.
    if (live && live.signingKey === body.signingKey && live.codeKey === body.codeKey) {
      return answer(false);
    }
    if (!grantOpen(pass, now)) throw new AppError(409, 'QR_DEVICE_VERIFY_AGAIN');
    // One verification binds one phone: a second phone of the member (their login elsewhere)
    // cannot take the pass in the same 10 minutes without an SMS of its own.
    await closeDeviceGrant(tx, pass.qrPassIdx);
    const released = await releaseLiveDevice(tx, pass.qrPassIdx, now);
    await insertPassDevice(tx, {
      qrPassIdx: pass.qrPassIdx,
      keyId,
      signingKey: body.signingKey,
      codeKey: body.codeKey,
      registeredAt: now,
    });
    return answer(released !== undefined && released.keyId !== keyId);
  });
}

const invalidKey = (field: string, message: string) =>
  AppError.invalidFields([{ path: field, message }]);

export type ScannedPass = NonNullable<Awaited<ReturnType<typeof findPassForScan>>> & {
  /** How the pass was shown (decision 070). */
  passMode: Exclude<PassMode, 'NAME'>;
};

const refuse = (
  code:
    | 'QR_INVALID'
    | 'QR_EXPIRED'
    | 'QR_CODE_STALE'
    | 'QR_DEVICE_UNKNOWN'
    | 'QR_DEVICE_MOVED'
    | 'QR_DEVICE_REQUIRED'
    | 'QR_MEMBER_GONE',
) => new AppError(400, code);

/** The steps a value made now can carry and still count (the door's ±1). */
export function acceptedSteps(now: Date): number[] {
  const step = passStep(now.getTime());
  const steps: number[] = [];
  for (let d = -PASS_STEP_TOLERANCE; d <= PASS_STEP_TOLERANCE; d++) steps.push(step + d);
  return steps;
}

/** A phone counts for a scan at `now` unless it was released before then (the pass moved). */
const heldAt = (device: ScanDevice, now: Date) =>
  device.releasedAt === null || device.releasedAt.getTime() > now.getTime();

/**
 * The pass behind a member's QR as the staff console read it, with its member, locked for the
 * caller's transaction; used by the door's check-in, the offline door's sync (with `now` = the
 * moment of the scan) and the Draw Tour reward desk alike (decision 070):
 * - a rotating pass code: the signature of the phone holding the pass at `now`, its step within
 *   ±1 of `now`'s → DEVICE; a released phone's signature → QR_DEVICE_MOVED; any other key's →
 *   QR_DEVICE_UNKNOWN; a good signature of another step (a screenshot) → QR_CODE_STALE;
 * - a typed code: the static entry code of a pass no phone holds → UNBOUND, else the rotating
 *   typed code of a bound pass at steps −1..+1 → DEVICE_CODE;
 * - a qrUuid of a pass no phone holds → UNBOUND; it or the static code of a bound pass →
 *   QR_DEVICE_REQUIRED.
 * Garbage or unknown: QR_INVALID; a pass of an earlier day: QR_EXPIRED; a withdrawn member's:
 * QR_MEMBER_GONE.
 */
export async function findScannedPass(
  tx: Transaction,
  codes: PassCodes,
  qrValue: string,
  now: Date,
): Promise<ScannedPass> {
  const scanned = parseQrInput(qrValue);
  if (!scanned) throw refuse('QR_INVALID');
  const today = seoulToday(now);
  if (scanned.kind === 'pass') return scanPassCode(tx, codes, scanned.decoded, today, now);
  if (scanned.kind === 'uuid') {
    const found = await findPassForScan(tx, { qrUuid: scanned.qrUuid });
    if (!found) throw refuse('QR_INVALID');
    if (found.memberStatus !== 'ACTIVE') throw refuse('QR_MEMBER_GONE');
    if (found.pass.issueDate !== today) throw refuse('QR_EXPIRED');
    if (found.deviceBound) throw refuse('QR_DEVICE_REQUIRED');
    return { ...found, passMode: 'UNBOUND' };
  }
  const byStatic = await findPassForScan(tx, { entryCode: scanned.entryCode, issueDate: today });
  if (byStatic && !byStatic.deviceBound) {
    if (byStatic.memberStatus !== 'ACTIVE') throw refuse('QR_MEMBER_GONE');
    return { ...byStatic, passMode: 'UNBOUND' };
  }
  const candidates = await codes.typedCodes.find(tx, today, acceptedSteps(now), scanned.entryCode);
  let moved = false;
  for (const candidate of candidates) {
    const withDevices = await findPassWithDevices(tx, candidate.qrPassIdx);
    if (!withDevices || withDevices.pass.issueDate !== today) continue;
    const { devices, ...found } = withDevices;
    const device = devices.find((d) => d.passDeviceIdx === candidate.passDeviceIdx);
    if (!device) continue;
    if (!heldAt(device, now)) {
      moved = true;
      continue;
    }
    if (found.memberStatus !== 'ACTIVE') throw refuse('QR_MEMBER_GONE');
    return { ...found, passMode: 'DEVICE_CODE' };
  }
  if (moved) throw refuse('QR_DEVICE_MOVED');
  if (byStatic) {
    if (byStatic.memberStatus !== 'ACTIVE') throw refuse('QR_MEMBER_GONE');
    throw refuse('QR_DEVICE_REQUIRED');
  }
  throw refuse('QR_INVALID');
}

async function scanPassCode(
  tx: Transaction,
  codes: PassCodes,
  decoded: DecodedPassCode,
  today: string,
  now: Date,
): Promise<ScannedPass> {
  // A made-up value can name any 32-bit id; the table's ids stop at PostgreSQL's integer.
  if (decoded.passIdx > MAX_ID) throw refuse('QR_INVALID');
  const withDevices = await findPassWithDevices(tx, decoded.passIdx);
  if (!withDevices) throw refuse('QR_INVALID');
  const { devices, ...found } = withDevices;
  if (found.memberStatus !== 'ACTIVE') throw refuse('QR_MEMBER_GONE');
  if (found.pass.issueDate !== today) throw refuse('QR_EXPIRED');
  const signedBy = async (device: ScanDevice) => {
    const key = await codes.signingKey(device.signingKey);
    return key !== null && (await verifyPassSignature(key, decoded));
  };
  let signed = false;
  for (const device of devices) {
    if (heldAt(device, now) && (await signedBy(device))) {
      signed = true;
      break;
    }
  }
  if (!signed) {
    for (const device of devices) {
      if (!heldAt(device, now) && (await signedBy(device))) throw refuse('QR_DEVICE_MOVED');
    }
    throw refuse('QR_DEVICE_UNKNOWN');
  }
  if (!isStepAccepted(decoded.step, passStep(now.getTime()))) throw refuse('QR_CODE_STALE');
  return { ...found, passMode: 'DEVICE' };
}

/** The member's pass of `issueDate`, if any (the door admits a member by name with it). */
export function passOfDay(tx: Transaction, userIdx: number, issueDate: string) {
  return findPassOfDay(tx, userIdx, issueDate);
}
