/**
 * Check-in at the door, a zone or a program (POST /api/staff/checkin; decision 017): one
 * transaction records the visit, counts it on the member, marks attended entries DONE and
 * publishes the welcome to the member's live stream.
 */
import {
  parseQrInput,
  type SseMessage,
  type StaffCheckInBody,
  type StaffCheckInResult,
  seoulToday,
  toSeoulIso,
  toSeoulTime,
} from '@venue/contract';
import type { Database, Transaction } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { awardCheckInStamps } from '../frequency/frequency.service';
import {
  type CheckInRow,
  countCheckIn,
  countCheckInsOfDay,
  findCheckIn,
  findMemberTutorialOfDay,
  findProgramPlace,
  findVenueTutorial,
  findZonePlace,
  findZoneTutorial,
  insertCheckIn,
  markEntriesDone,
} from './checkin.repository';
import type { CheckInEvents } from './checkin-events';
import { findScannedPass } from './qr-pass.service';

type Place =
  | { type: 'ENTRANCE'; key: 'E'; name: string }
  | { type: 'ZONE'; key: string; name: string; zoneIdx: number }
  | {
      type: 'PROGRAM';
      key: string;
      name: string;
      programIdx: number;
      tutorialYn: boolean;
      tutorialLink: string | null;
    };

export const ENTRANCE_NAME = '입구';

/** 김하늘 → 김*늘, 이솔 → 이*, 남궁민수 → 남**수: enough for staff to greet, little to leak. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

const invalidQr = () => new AppError(400, 'QR_INVALID');

async function resolvePlace(db: Database, body: StaffCheckInBody): Promise<Place> {
  if (body.programIdx !== undefined) {
    const program = await findProgramPlace(db, body.programIdx);
    if (!program) throw new AppError(404, 'PROGRAM_NOT_FOUND');
    return {
      type: 'PROGRAM',
      key: `P:${program.programIdx}`,
      name: program.programName,
      programIdx: program.programIdx,
      tutorialYn: program.tutorialYn,
      tutorialLink: program.tutorialLink,
    };
  }
  if (body.zoneIdx !== undefined) {
    const zone = await findZonePlace(db, body.zoneIdx);
    if (!zone) throw new AppError(404, 'NOT_FOUND', '선택한 존을 찾을 수 없어요.');
    return { type: 'ZONE', key: `Z:${zone.zoneIdx}`, name: zone.zoneName, zoneIdx: zone.zoneIdx };
  }
  return { type: 'ENTRANCE', key: 'E', name: ENTRANCE_NAME };
}

const tutorialMessage = (
  program: { programIdx: number; tutorialLink: string | null } | undefined,
): SseMessage =>
  program?.tutorialLink
    ? { programIdx: program.programIdx, tutorialYn: 'Y', tutorialLink: program.tutorialLink }
    : { programIdx: program?.programIdx ?? null, tutorialYn: 'N', tutorialLink: null };

/** What the member's phone is sent for a check-in at `place` (decision 017 "The message"). */
async function welcomeMessage(
  tx: Transaction,
  place: Place,
  userIdx: number,
  visitDate: string,
): Promise<SseMessage> {
  if (place.type === 'PROGRAM') {
    return place.tutorialYn && place.tutorialLink
      ? { programIdx: place.programIdx, tutorialYn: 'Y', tutorialLink: place.tutorialLink }
      : { programIdx: place.programIdx, tutorialYn: 'N', tutorialLink: null };
  }
  if (place.type === 'ZONE') return tutorialMessage(await findZoneTutorial(tx, place.zoneIdx));
  return tutorialMessage(
    (await findMemberTutorialOfDay(tx, userIdx, visitDate)) ?? (await findVenueTutorial(tx)),
  );
}

export async function checkIn(
  db: Database,
  events: CheckInEvents,
  input: { body: StaffCheckInBody; operatorIdx: number },
  now: Date = new Date(),
): Promise<StaffCheckInResult> {
  // Garbage is refused before the place is looked up (findScannedPass checks it again).
  if (!parseQrInput(input.body.qrValue)) throw invalidQr();
  const today = seoulToday(now);
  const place = await resolvePlace(db, input.body);

  let afterCommit: () => void = () => {};
  const result = await db.transaction(async (tx) => {
    const found = await findScannedPass(tx, input.body.qrValue, today);
    const { pass } = found;

    const message = await welcomeMessage(tx, place, pass.userIdx, today);
    const inserted = await insertCheckIn(tx, {
      userIdx: pass.userIdx,
      qrPassIdx: pass.qrPassIdx,
      visitDate: today,
      placeType: place.type,
      placeKey: place.key,
      zoneIdx: place.type === 'ZONE' ? place.zoneIdx : null,
      programIdx: place.type === 'PROGRAM' ? place.programIdx : null,
      operatorIdx: input.operatorIdx,
      message,
      checkedInAt: now,
    });
    if (!inserted) {
      const first = (await findCheckIn(tx, pass.userIdx, today, place.key)) as CheckInRow;
      return answer('ALREADY_CHECKED_IN', first, found.memberName, found.visitCount, place);
    }

    const firstOfDay = (await countCheckInsOfDay(tx, pass.userIdx, today)) === 1;
    const visitCount = await countCheckIn(tx, pass.userIdx, firstOfDay);
    await markEntriesDone(
      tx,
      place.type === 'PROGRAM'
        ? { userIdx: pass.userIdx, visitDate: today, programIdx: place.programIdx }
        : { userIdx: pass.userIdx, visitDate: today, runningAt: `${toSeoulTime(now)}:00` },
    );
    // Draw Tour stamps (decision 020): the day's check-in and the programs attended today.
    await awardCheckInStamps(tx, { userIdx: pass.userIdx, visitDate: today, now });
    afterCommit = await events.publish(tx, {
      qrUuid: pass.qrUuid,
      checkInIdx: inserted.checkInIdx,
      message,
    });
    return answer('CHECKED_IN', inserted, found.memberName, visitCount, place);
  });
  afterCommit();
  return result;
}

function answer(
  result: StaffCheckInResult['result'],
  row: CheckInRow,
  memberName: string,
  visitCount: number,
  place: Place,
): StaffCheckInResult {
  return {
    result,
    checkInIdx: row.checkInIdx,
    memberName: maskName(memberName),
    visitCount,
    checkedInAt: toSeoulIso(row.checkedInAt),
    place: { type: place.type, name: place.name },
    message: row.message as SseMessage,
  };
}
