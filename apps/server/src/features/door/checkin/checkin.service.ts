/**
 * Check-in at the door, a zone or a program (POST /api/staff/checkin; decision 017): one
 * transaction records the visit, counts it on the member, marks attended entries DONE and
 * publishes the welcome to the member's live stream.
 */
import {
  type DoorBooking,
  maskName,
  type PassMode,
  parseQrInput,
  participationLabel,
  type SseMessage,
  type StaffCheckInBody,
  type StaffCheckInResult,
  seoulToday,
  toSeoulIso,
  toSeoulTime,
} from '@venue/contract';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { checkDoorList } from '../door-lists/door-lists.service';
import { awardCheckInStamps } from '../frequency/frequency.service';
import type { PassCodes } from '../qr-pass/pass-codes';
import type { QrPassRow } from '../qr-pass/qr-pass.repository';
import { findScannedPass, passOfDay } from '../qr-pass/qr-pass.service';
import {
  type CheckInRow,
  countCheckIn,
  countCheckInsOfDay,
  type DoneEntry,
  deleteCheckIn,
  findCheckIn,
  findDoorBookings,
  findDoorInstances,
  findMemberForAdmit,
  findProgramPlace,
  findZonePlace,
  findZoneTutorial,
  insertCheckIn,
  lockCheckIn,
  markEntriesDone,
  recordDoneEntries,
  restoreDoneEntries,
  uncountCheckIn,
} from './checkin.repository';
import type { CheckInEvents } from './checkin-events';
import type { AfterFirstVisit } from './checkin-messages';
import {
  detectConflicts,
  findAnswer,
  RepeatedScan,
  recordScan,
  type ScanReport,
  storeAnswer,
} from './door-scans';

export type { AfterFirstVisit };

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
      /** the door rule (decision 032): null = walk-in */
      doorWindowMinutes: number | null;
    };

export const ENTRANCE_NAME = '입구';

const invalidQr = () => new AppError(400, 'QR_INVALID');

export type PlaceBody = Pick<StaffCheckInBody, 'zoneIdx' | 'programIdx'>;

/** The place key a body names, before the place is looked up (a refused scan is kept by it). */
export function placeKeyOf(body: PlaceBody): string {
  if (body.programIdx !== undefined) return `P:${body.programIdx}`;
  if (body.zoneIdx !== undefined) return `Z:${body.zoneIdx}`;
  return 'E';
}

async function resolvePlace(db: Database | Transaction, body: PlaceBody): Promise<Place> {
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
      doorWindowMinutes: program.programType === 'DEFAULT' ? null : program.doorWindowMinutes,
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

/**
 * What the member's phone is sent for a check-in at `place` (decision 017 "The message"): the
 * tutorial of the program where the member stands, at a program or its zone. The entrance is no
 * program's place, so its welcome is plain (it once offered a 1F program's tutorial).
 */
async function welcomeMessage(tx: Transaction, place: Place): Promise<SseMessage> {
  if (place.type === 'PROGRAM') {
    return place.tutorialYn && place.tutorialLink
      ? { programIdx: place.programIdx, tutorialYn: 'Y', tutorialLink: place.tutorialLink }
      : { programIdx: place.programIdx, tutorialYn: 'N', tutorialLink: null };
  }
  if (place.type === 'ZONE') return tutorialMessage(await findZoneTutorial(tx, place.zoneIdx));
  return tutorialMessage(undefined);
}

/** Who is admitted: the member of a scanned QR or typed entry code, or one found by name. */
export type Admission = { qrValue: string } | { userIdx: number };

/** Work done in a check-in's transaction on the entries it marked attended (their webhooks). */
export type AfterEntriesDone = (tx: Transaction, reserveEntryIdxs: number[]) => Promise<void>;

/** For other features (ops-entries' admit by name): the 입장 완료 message. */
export { checkInMessages } from './checkin-messages';

type Admitted = {
  result: StaffCheckInResult;
  publish: () => void;
  /** Y when a reported scan met another scanner's scan of the pass within a minute */
  conflict: boolean;
};

/** The services a scan needs besides the database: the live streams and the pass's keys. */
export type DoorServices = { events: CheckInEvents; passCodes: PassCodes };

export type ScanInput = {
  body: Pick<StaffCheckInBody, 'qrValue' | 'zoneIdx' | 'programIdx' | 'doorListIdx'>;
  operatorIdx: number;
  /** the scanner and nonce it reported (decision 070), recorded in door_scans once */
  scan?: ScanReport;
  /** in the transaction, once the scan is recorded: keep the answer for a repeated nonce */
  afterRecorded?: (tx: Transaction, result: StaffCheckInResult) => Promise<void>;
  afterFirstVisit?: AfterFirstVisit;
  afterEntriesDone?: AfterEntriesDone;
};

/**
 * One scan through the door's rules at `now` (the moment it was scanned), in its own transaction.
 * With a scanner and nonce, the scan is recorded in door_scans in that transaction: a nonce seen
 * before throws RepeatedScan (nothing applied). Used by POST /api/staff/checkin and the offline
 * door's sync (features/door/offline-door).
 */
export async function admitScan(
  db: Database,
  door: DoorServices,
  input: ScanInput,
  now: Date,
): Promise<Admitted> {
  // Garbage is refused before the place is looked up (findScannedPass checks it again).
  if (!parseQrInput(input.body.qrValue)) throw invalidQr();
  const place = await resolvePlace(db, input.body);
  const admitted = await db.transaction((tx) =>
    admitInTransaction(tx, door, {
      who: { qrValue: input.body.qrValue },
      place,
      doorListIdx: input.body.doorListIdx,
      operatorIdx: input.operatorIdx,
      scan: input.scan,
      afterRecorded: input.afterRecorded,
      now,
      afterFirstVisit: input.afterFirstVisit,
      afterEntriesDone: input.afterEntriesDone,
    }),
  );
  admitted.publish();
  return admitted;
}

/**
 * POST /api/staff/checkin. With scannerId and scanNonce the first answer to the nonce (a check-in
 * or a refusal) is kept, and a repeat of the nonce gets it again without anything applied twice.
 */
export async function checkIn(
  db: Database,
  door: DoorServices,
  input: Omit<ScanInput, 'scan' | 'body'> & { body: StaffCheckInBody },
  now: Date = new Date(),
): Promise<StaffCheckInResult> {
  const { scannerId, scanNonce } = input.body;
  if (scannerId === undefined || scanNonce === undefined) {
    return (await admitScan(db, door, input, now)).result;
  }
  const first = await findAnswer(db, scanNonce);
  if (first) return replay(first);
  const scan = { scannerId, nonce: scanNonce, offline: false };
  try {
    const { result } = await admitScan(
      db,
      door,
      {
        ...input,
        scan,
        afterRecorded: (tx, answered) =>
          storeAnswer(tx, {
            nonce: scanNonce,
            operatorIdx: input.operatorIdx,
            answer: { data: answered },
          }),
      },
      now,
    );
    return result;
  } catch (error) {
    if (error instanceof RepeatedScan) return replay(await waitForAnswer(db, scanNonce));
    if (!(error instanceof AppError)) throw error;
    const kept = await recordRefusal(db, {
      scan,
      operatorIdx: input.operatorIdx,
      placeKey: placeKeyOf(input.body),
      errorCode: error.errorCode,
      now,
    });
    if (kept) {
      await storeAnswer(db, {
        nonce: scanNonce,
        operatorIdx: input.operatorIdx,
        answer: { error: { status: error.status, code: error.errorCode, message: error.message } },
      });
      throw error;
    }
    return replay(await waitForAnswer(db, scanNonce));
  }
}

/** The first request's answer is written in its own transaction or just after: read it again. */
async function waitForAnswer(db: Database, nonce: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const found = await findAnswer(db, nonce);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new AppError(409, 'CONFLICT');
}

function replay(answer: Awaited<ReturnType<typeof findAnswer>>): StaffCheckInResult {
  if (answer && 'data' in answer) return answer.data as StaffCheckInResult;
  if (answer && 'error' in answer) {
    const { status, code, message } = answer.error;
    throw new AppError(status, code as AppError['errorCode'], message);
  }
  throw new AppError(409, 'CONFLICT');
}

/**
 * A refused scan kept under its nonce with its error code, so a retry answers the same; false
 * when the nonce was recorded already (by the request that answered first).
 */
export function recordRefusal(
  db: Database | Transaction,
  input: {
    scan: ScanReport;
    operatorIdx: number;
    placeKey: string;
    errorCode: string;
    now: Date;
    qrPassIdx?: number | null;
    userIdx?: number | null;
  },
) {
  return recordScan(db, {
    nonce: input.scan.nonce,
    scannerId: input.scan.scannerId,
    operatorIdx: input.operatorIdx,
    qrPassIdx: input.qrPassIdx ?? null,
    userIdx: input.userIdx ?? null,
    visitDate: seoulToday(input.now),
    placeKey: input.placeKey,
    scannedAt: input.now,
    offline: input.scan.offline,
    outcome: 'REFUSED',
    errorCode: input.errorCode.slice(0, 40),
    checkInIdx: null,
  });
}

/**
 * Admits a member found by name (a visitor without their phone): the same transaction
 * and door rule as a scan, recorded with method NAME and audited by the caller (`auditedWrite`).
 * Answers the result and `publish`, to call after the commit.
 */
export async function admitByName(
  tx: Transaction,
  events: CheckInEvents,
  input: {
    userIdx: number;
    place: PlaceBody;
    operatorIdx: number;
    afterFirstVisit?: AfterFirstVisit;
    afterEntriesDone?: AfterEntriesDone;
  },
  now: Date = new Date(),
): Promise<Admitted> {
  const place = await resolvePlace(tx, input.place);
  return admitInTransaction(
    tx,
    { events },
    {
      who: { userIdx: input.userIdx },
      place,
      operatorIdx: input.operatorIdx,
      now,
      afterFirstVisit: input.afterFirstVisit,
      afterEntriesDone: input.afterEntriesDone,
    },
  );
}

/** The member of a scan or a name search, with today's pass (null: admitted by name without one). */
async function findAdmitted(
  tx: Transaction,
  passCodes: PassCodes | undefined,
  who: Admission,
  now: Date,
): Promise<{
  userIdx: number;
  pass: QrPassRow | null;
  memberName: string;
  visitCount: number;
  passMode: PassMode;
}> {
  const today = seoulToday(now);
  if ('qrValue' in who) {
    if (!passCodes) throw new Error('a scan needs the pass keys');
    const found = await findScannedPass(tx, passCodes, who.qrValue, now);
    return { ...found, userIdx: found.pass.userIdx };
  }
  const member = await findMemberForAdmit(tx, who.userIdx);
  const pass = member ? await passOfDay(tx, who.userIdx, today) : undefined;
  if (member?.memberStatus !== 'ACTIVE') {
    throw new AppError(404, 'NOT_FOUND', '회원을 찾을 수 없어요.');
  }
  return { ...member, pass: pass ?? null, passMode: 'NAME' };
}

const execTime = (row: { startTime: string | null; endTime: string | null }) =>
  row.startTime && row.endTime ? `${row.startTime.slice(0, 5)}–${row.endTime.slice(0, 5)}` : '';

/**
 * The door rule of a program place (decision 032): answers the member's booking there today (the
 * one of the instance whose door is open, else the first), and refuses with 409 DOOR_NO_BOOKING a
 * member without one while an instance's door is open (from `doorWindowMinutes` before its start to
 * its end). Walk-in programs (no window) admit everyone and still show a booking if there is one.
 */
async function applyDoorRule(
  tx: Transaction,
  place: Extract<Place, { type: 'PROGRAM' }>,
  userIdx: number,
  today: string,
  now: Date,
) {
  const bookings = await findDoorBookings(tx, {
    userIdx,
    programIdx: place.programIdx,
    visitDate: today,
  });
  const open =
    place.doorWindowMinutes === null
      ? []
      : await findDoorInstances(tx, {
          programIdx: place.programIdx,
          visitDate: today,
          seoulTime: `${toSeoulTime(now)}:00`,
          windowMinutes: place.doorWindowMinutes,
        });
  const booked = bookings.find((b) =>
    open.some((instance) => instance.programInstanceIdx === b.programInstanceIdx),
  );
  const [instance] = open;
  if (instance && !booked) {
    throw new AppError(
      409,
      'DOOR_NO_BOOKING',
      `${execTime(instance)} 회차에 예약이 없는 회원이에요.`,
    );
  }
  return booked ?? bookings[0];
}

function toDoorBooking(
  row: NonNullable<Awaited<ReturnType<typeof applyDoorRule>>>,
  status: string,
): DoorBooking {
  return {
    reserveEntryIdx: row.reserveEntryIdx,
    reserveEntryId: row.reserveEntryId,
    programInstanceIdx: row.programInstanceIdx,
    execDate: row.execDate,
    execTime: execTime(row),
    participantCnt: row.participantCnt,
    status: status as DoorBooking['status'],
    statusLabel: participationLabel(row.programType, status),
  };
}

/** The member's booking at a program today, for the name search's list (no rule applied). */
export async function findDoorBooking(
  db: Database | Transaction,
  input: { userIdx: number; programIdx: number; today: string },
): Promise<DoorBooking | null> {
  const [first] = await findDoorBookings(db, {
    userIdx: input.userIdx,
    programIdx: input.programIdx,
    visitDate: input.today,
  });
  return first ? toDoorBooking(first, first.status) : null;
}

async function admitInTransaction(
  tx: Transaction,
  door: { events: CheckInEvents; passCodes?: PassCodes },
  input: {
    who: Admission;
    place: Place;
    /** the scanner's named check-in list: its rule before anything is written */
    doorListIdx?: number | undefined;
    operatorIdx: number;
    scan?: ScanReport | undefined;
    afterRecorded?: ScanInput['afterRecorded'];
    now: Date;
    afterFirstVisit?: AfterFirstVisit;
    afterEntriesDone?: AfterEntriesDone;
  },
): Promise<Admitted> {
  const { place, now, scan } = input;
  const today = seoulToday(now);
  const found = await findAdmitted(tx, door.passCodes, input.who, now);
  const { userIdx, pass, passMode } = found;
  /** Records a reported scan and looks for another scanner's scan of the pass within a minute. */
  const recorded = async (result: StaffCheckInResult): Promise<boolean> => {
    if (!scan) return false;
    const fresh = await recordScan(tx, {
      nonce: scan.nonce,
      scannerId: scan.scannerId,
      operatorIdx: input.operatorIdx,
      qrPassIdx: pass?.qrPassIdx ?? null,
      userIdx,
      visitDate: today,
      placeKey: place.key,
      scannedAt: now,
      offline: scan.offline,
      outcome: result.result,
      errorCode: null,
      checkInIdx: result.checkInIdx,
    });
    // Another request recorded this nonce first: undo everything here, answer as it did.
    if (!fresh) throw new RepeatedScan(scan.nonce);
    await input.afterRecorded?.(tx, result);
    if (!pass) return false;
    return detectConflicts(
      tx,
      { ...scan, qrPassIdx: pass.qrPassIdx, userIdx, visitDate: today, scannedAt: now },
      now,
    );
  };
  if (input.doorListIdx !== undefined) {
    await checkDoorList(tx, { doorListIdx: input.doorListIdx, place, userIdx, today });
  }
  const booking =
    place.type === 'PROGRAM' ? await applyDoorRule(tx, place, userIdx, today, now) : undefined;

  const message = await welcomeMessage(tx, place);
  const inserted = await insertCheckIn(tx, {
    userIdx,
    qrPassIdx: pass?.qrPassIdx ?? null,
    visitDate: today,
    placeType: place.type,
    placeKey: place.key,
    zoneIdx: place.type === 'ZONE' ? place.zoneIdx : null,
    programIdx: place.type === 'PROGRAM' ? place.programIdx : null,
    operatorIdx: input.operatorIdx,
    message,
    checkedInAt: now,
    method: 'qrValue' in input.who ? 'SCAN' : 'NAME',
    passMode,
    offline: scan?.offline ?? false,
  });
  if (!inserted) {
    const first = (await findCheckIn(tx, userIdx, today, place.key)) as CheckInRow;
    const base = answer('ALREADY_CHECKED_IN', first, found.memberName, found.visitCount, place);
    const result = {
      ...base,
      passMode,
      booking: booking ? toDoorBooking(booking, booking.status) : null,
    };
    return { result, publish: () => {}, conflict: await recorded(result) };
  }

  const firstOfDay = (await countCheckInsOfDay(tx, userIdx, today)) === 1;
  const visitCount = await countCheckIn(tx, userIdx, firstOfDay);
  if (firstOfDay && input.afterFirstVisit) {
    await input.afterFirstVisit(tx, { userIdx, visitDate: today, checkedInAt: now });
  }
  const done = await markEntriesDone(
    tx,
    place.type === 'PROGRAM'
      ? { userIdx, visitDate: today, programIdx: place.programIdx }
      : { userIdx, visitDate: today, runningAt: `${toSeoulTime(now)}:00` },
  );
  await recordDoneEntries(tx, inserted.checkInIdx, done);
  if (done.length > 0)
    await input.afterEntriesDone?.(
      tx,
      done.map((entry) => entry.idx),
    );
  // Draw Tour stamps (decision 020): the day's check-in and the programs attended today.
  await awardCheckInStamps(tx, { userIdx, visitDate: today, now });
  // A member admitted by name without a pass has no live stream to tell.
  const publish = pass
    ? await door.events.publish(tx, {
        qrUuid: pass.qrUuid,
        checkInIdx: inserted.checkInIdx,
        message,
      })
    : () => {};
  const bookingStatus =
    booking && done.some((d) => d.idx === booking.reserveEntryIdx) ? 'DONE' : booking?.status;
  const base = answer('CHECKED_IN', inserted, found.memberName, visitCount, place);
  const result = {
    ...base,
    passMode,
    booking: booking && bookingStatus ? toDoorBooking(booking, bookingStatus) : null,
  };
  return { result, publish, conflict: await recorded(result) };
}

/**
 * Undoes a check-in made by mistake, inside the caller's audited transaction: the row
 * goes, the member's counts go back (the visit too when it was the day's only check-in), and the
 * entries it made DONE return to their status before. Draw Tour stamps stay: a reward may have
 * been handed out against them already (decision 032).
 */
export async function undoCheckIn(tx: Transaction, checkInIdx: number) {
  const row = await lockCheckIn(tx, checkInIdx);
  if (!row) throw new AppError(404, 'CHECKIN_NOT_FOUND');
  await deleteCheckIn(tx, checkInIdx);
  const lastOfDay = (await countCheckInsOfDay(tx, row.userIdx, row.visitDate)) === 0;
  await uncountCheckIn(tx, row.userIdx, lastOfDay);
  const restoredEntryCount = await restoreDoneEntries(tx, row.doneEntries as DoneEntry[]);
  return { row, restoredEntryCount };
}

function answer(
  result: StaffCheckInResult['result'],
  row: CheckInRow,
  memberName: string,
  visitCount: number,
  place: Place,
): Omit<StaffCheckInResult, 'booking' | 'passMode'> {
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
