/**
 * The member's QR pass of the day (decision 017): issued inside the transaction that marks the
 * QR issue verification verified, answered by POST /api/getQrValue.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  ENTRY_CODE_ALPHABET,
  ENTRY_CODE_LENGTH,
  parseQrInput,
  type QrValue,
  seoulToday,
} from '@venue/contract';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/pg-errors';
import {
  findLatestPass,
  findMemberQrProfile,
  findPassForScan,
  findPassOfDay,
  hasCheckedInOn,
  insertPass,
  type QrPassRow,
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
  const existing = await findPassOfDay(tx, input.userIdx, issueDate);
  if (existing) return existing;
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
        }),
      );
      if (row) return row;
      // The member's own pass of today was written by a parallel verification: that one counts.
      const raced = await findPassOfDay(tx, input.userIdx, issueDate);
      if (raced) return raced;
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
  return {
    qrAuthYn: valid ? 'Y' : 'N',
    qrUuid: valid?.qrUuid ?? null,
    entryCode: valid?.entryCode ?? null,
    telecomCode: profile.telecomCode as QrValue['telecomCode'],
    marketingAgreementYn: profile.marketingAgreementYn ? 'Y' : 'N',
    lastQrIssuedDate: latest?.issueDate ?? null,
    checkedInYn: checkedIn ? 'Y' : 'N',
  };
}

/**
 * The pass behind a member's QR as the staff console read it (a scanned QR or a typed entry
 * code), with its member, locked for the caller's transaction. Unknown text, garbage or a
 * withdrawn member: 400 QR_INVALID; a pass of an earlier day: 400 QR_EXPIRED. Used by the door's
 * check-in and the Draw Tour reward desk alike.
 */
export async function findScannedPass(tx: Transaction, qrValue: string, today: string) {
  const scanned = parseQrInput(qrValue);
  if (!scanned) throw new AppError(400, 'QR_INVALID');
  const found = await findPassForScan(
    tx,
    scanned.kind === 'uuid'
      ? { qrUuid: scanned.qrUuid }
      : { entryCode: scanned.entryCode, issueDate: today },
  );
  if (found?.memberStatus !== 'ACTIVE') throw new AppError(400, 'QR_INVALID');
  if (found.pass.issueDate !== today) throw new AppError(400, 'QR_EXPIRED');
  return found;
}

/** The member's pass of `issueDate`, if any (the door admits a member by name with it). */
export function passOfDay(tx: Transaction, userIdx: number, issueDate: string) {
  return findPassOfDay(tx, userIdx, issueDate);
}
