/**
 * The door and the entries (decision 032). Instance rosters, entry status changes
 * by operators, check-ins admitted by name, undone, and the recent scans of every desk, and each
 * program's door rule. All `POST /api/staff/...` with the staff cookie; personal data is masked
 * for STAFF and EDITOR (`domain/masking.ts`) and full for ADMIN.
 */
import { z } from 'zod';
import { entryStatus, programType } from './enums';
import { apiSuccess, idNumber, safeText, ymd } from './envelope';

// ── The booking the door found (also part of POST /api/staff/checkin's answer) ──

/** The member's booking at a program place: which instance, for how many people. */
export const doorBooking = z.object({
  reserveEntryIdx: z.number().int(),
  reserveEntryId: z.string(),
  programInstanceIdx: z.number().int().nullable(),
  /** YYYY-MM-DD of the instance, null for an entry without one */
  execDate: ymd.nullable(),
  /** HH:MM–HH:MM, '' without an instance */
  execTime: z.string(),
  participantCnt: z.number().int(),
  status: entryStatus,
  statusLabel: z.string(),
});
export type DoorBooking = z.infer<typeof doorBooking>;

// ── POST /api/staff/instances/roster ─────────────────────────────────────────

const rosterSearch = safeText('검색어를 입력해 주세요.')
  .trim()
  .max(40, { error: '검색어는 40자 이하로 입력해 주세요.' });

/**
 * A program's entries of one day, or of one of its instances. `search` matches the name (part of
 * it), the last four digits of the phone, or the booking number (reserveEntryId, exact).
 */
export const staffRosterBody = z
  .object({
    programIdx: idNumber(),
    /**
     * Absent: the program's instance day nearest today — today when it has an instance, else the
     * next, else the last (a draw's roster opens on its instance). The answer's
     * execDate says which.
     */
    execDate: ymd.optional(),
    programInstanceIdx: idNumber().optional(),
    search: rosterSearch.optional(),
  })
  .strict();
export type StaffRosterBody = z.infer<typeof staffRosterBody>;

export const rosterInstance = z.object({
  programInstanceIdx: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  /** null = unlimited */
  capacity: z.number().int().nullable(),
  reservedCount: z.number().int(),
  /** seats held for waiting-list offers (decision 063) */
  heldCount: z.number().int(),
  cancelledYn: z.enum(['Y', 'N']),
});
export type RosterInstance = z.infer<typeof rosterInstance>;

export const rosterAnswer = z.object({
  questionText: z.string(),
  /** the chosen options' texts joined with ", ", or the text written */
  answer: z.string(),
});

export const rosterEntry = z.object({
  reserveEntryIdx: z.number().int(),
  /** the booking number the member sees */
  reserveEntryId: z.string(),
  programInstanceIdx: z.number().int().nullable(),
  /** HH:MM–HH:MM of its instance */
  execTime: z.string(),
  status: entryStatus,
  statusLabel: z.string(),
  participantCnt: z.number().int(),
  /** masked (김*늘) unless the operator is ADMIN */
  name: z.string().nullable(),
  /** masked (010-****-5678) unless the operator is ADMIN */
  phoneNumber: z.string().nullable(),
  answers: z.array(rosterAnswer),
  /** the member's check-in at this program that day (Seoul ISO), null when none */
  checkedInAt: z.string().nullable(),
  /** why an operator cancelled it */
  cancelReason: z.string().nullable(),
  /** the member's answer to the visit reminder: 갈게요, 못 가요, or none yet */
  visitAnswer: z.enum(['COMING', 'NOT_COMING']).nullable(),
  regDate: z.string(),
});
export type RosterEntry = z.infer<typeof rosterEntry>;

export const staffRoster = z.object({
  program: z.object({
    programIdx: z.number().int(),
    programName: z.string(),
    programType,
    /** the door rule: minutes before an instance's start from which members need a booking; null = walk-in */
    doorWindowMinutes: z.number().int().nullable(),
  }),
  execDate: ymd,
  instances: z.array(rosterInstance),
  /** at most 500 (a day of one program); `totalCount` counts them all */
  entries: z.array(rosterEntry),
  totalCount: z.number().int(),
  /** Y when names and phones are shown in full (ADMIN) */
  fullPersonalDataYn: z.enum(['Y', 'N']),
});
export type StaffRoster = z.infer<typeof staffRoster>;
export const staffRosterResponse = apiSuccess(staffRoster);

// ── POST /api/staff/entries/status ──────────────────────────────────────────

export const entryStatusAction = z.enum(['CANCEL', 'DONE', 'NOSHOW']);
export type EntryStatusAction = z.infer<typeof entryStatusAction>;

export const cancelReason = safeText('취소 사유를 입력해 주세요.')
  .trim()
  .min(1, { error: '취소 사유를 입력해 주세요.' })
  .max(200, { error: '취소 사유는 200자 이하로 입력해 주세요.' });

/**
 * CANCEL (a reason is required; the seats go back at once and the member's history shows the
 * reason), DONE or NOSHOW by hand. Refused with 409 ENTRY_STATUS_CONFLICT when the entry is not in
 * a state that allows it (e.g. already cancelled).
 */
export const staffEntryStatusBody = z
  .object({
    reserveEntryIdx: idNumber(),
    action: entryStatusAction,
    reason: cancelReason.optional(),
  })
  .strict()
  .refine((body) => body.action !== 'CANCEL' || body.reason !== undefined, {
    error: '취소 사유를 입력해 주세요.',
    path: ['reason'],
  });
export type StaffEntryStatusBody = z.infer<typeof staffEntryStatusBody>;

export const staffEntryStatusResult = z.object({
  reserveEntryIdx: z.number().int(),
  status: entryStatus,
  statusLabel: z.string(),
  /** seats given back to the instance (a cancelled reservation), else 0 */
  freedSeats: z.number().int(),
});
export const staffEntryStatusResponse = apiSuccess(staffEntryStatusResult);

// ── POST /api/staff/checkin/undo ────────────────────────────────────────────

export const staffCheckInUndoBody = z.object({ checkInIdx: idNumber() }).strict();
export const staffCheckInUndoResult = z.object({
  checkInIdx: z.number().int(),
  /** entries the check-in had made DONE, back to booked */
  restoredEntryCount: z.number().int(),
});
export const staffCheckInUndoResponse = apiSuccess(staffCheckInUndoResult);

// ── POST /api/staff/checkin/search and /api/staff/checkin/manual ─────────────

const memberSearch = safeText('이름 또는 전화번호 뒤 4자리를 입력해 주세요.')
  .trim()
  .min(1, { error: '이름 또는 전화번호 뒤 4자리를 입력해 주세요.' })
  .max(40, { error: '검색어는 40자 이하로 입력해 주세요.' });

/** A visitor without their phone: find them by name or the last four digits of their phone. */
export const staffCheckInSearchBody = z
  .object({
    search: memberSearch,
    /** the place the desk stands at: the member's booking there is shown */
    programIdx: idNumber().optional(),
  })
  .strict();

export const doorMember = z.object({
  userIdx: z.number().int(),
  /** masked unless ADMIN */
  name: z.string(),
  phoneNumber: z.string(),
  birthYear: z.string(),
  /** the member's booking at the program asked for, today */
  booking: doorBooking.nullable(),
});
export type DoorMember = z.infer<typeof doorMember>;
export const staffCheckInSearchResponse = apiSuccess(
  z.object({ list: z.array(doorMember), moreYn: z.enum(['Y', 'N']) }),
);

/** Where a check-in is made: no place is the entrance; at most one of zoneIdx and programIdx. */
export const checkInPlaceFields = {
  zoneIdx: idNumber().optional(),
  programIdx: idNumber().optional(),
};
export const onePlaceOnly: [
  (body: { zoneIdx?: number | undefined; programIdx?: number | undefined }) => boolean,
  { error: string; path: string[] },
] = [
  (body) => body.zoneIdx === undefined || body.programIdx === undefined,
  { error: '장소는 존 또는 프로그램 중 하나만 고를 수 있어요.', path: ['programIdx'] },
];

/** Admits the member found by name: the same check-in (and door rule) as a scan. */
export const staffCheckInManualBody = z
  .object({ userIdx: idNumber(), ...checkInPlaceFields })
  .strict()
  .refine(...onePlaceOnly);
export type StaffCheckInManualBody = z.infer<typeof staffCheckInManualBody>;

// ── POST /api/staff/checkin/recent ──────────────────────────────────────────

export const staffRecentScansBody = z
  .object({
    /** only this desk's place: 'E', 'Z:{zoneIdx}' or 'P:{programIdx}' */
    placeKey: z
      .string()
      .regex(/^(E|[ZP]:\d{1,10})$/, { error: '장소가 올바르지 않아요.' })
      .optional(),
  })
  .strict()
  .optional();

export const recentScan = z.object({
  checkInIdx: z.number().int(),
  checkedInAt: z.string(),
  placeKey: z.string(),
  placeName: z.string(),
  /** masked unless ADMIN */
  memberName: z.string(),
  /** SCAN (QR or entry code) | NAME (admitted by name search) */
  method: z.enum(['SCAN', 'NAME']),
  operatorName: z.string().nullable(),
});
export type RecentScan = z.infer<typeof recentScan>;
/** The last 30 check-ins of today, newest first: every desk's, or one place's. */
export const staffRecentScansResponse = apiSuccess(z.object({ list: z.array(recentScan) }));

// ── POST /api/staff/programs/door-rule ──────────────────────────────────────

export const doorWindowMinutes = z
  .number({ error: '분을 숫자로 입력해 주세요.' })
  .int({ error: '분은 정수로 입력해 주세요.' })
  .min(0, { error: '0분 이상으로 입력해 주세요.' })
  .max(720, { error: '720분(12시간) 이하로 입력해 주세요.' })
  .nullable();

/**
 * A program's door rule (EDITOR): null = walk-in (anyone with a QR enters); N = from N minutes
 * before an instance's start to its end, only members booked for that instance enter.
 */
export const staffDoorRuleBody = z.object({ programIdx: idNumber(), doorWindowMinutes }).strict();
export type StaffDoorRuleBody = z.infer<typeof staffDoorRuleBody>;
export const staffDoorRuleResponse = apiSuccess(
  z.object({ programIdx: z.number().int(), doorWindowMinutes: z.number().int().nullable() }),
);

// ── POST /sandbox/api/noshow/run (sandbox mode only) ────────────────────────

/** Runs the NOSHOW job for one instance now, as if it had ended (the browser tests' hook). */
export const sandboxNoShowRunBody = z.object({ programInstanceIdx: idNumber() }).strict();
export const sandboxNoShowRunResponse = apiSuccess(
  z.object({ markedEntryIdxs: z.array(z.number().int()) }),
);
