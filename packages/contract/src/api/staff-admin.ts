/**
 * The staff console's day, members, VIP keys and exports (decision 033):
 * POST /api/staff/dashboard, members/search|detail|restriction, vip-keys/list|issue|revoke and
 * exports/entries|checkins|survey-responses|inquiries. Members' names and phones reach an
 * operator below ADMIN masked (김*늘, 010-****-5678; `domain/masking.ts`); `maskedYn` says which.
 */
import { z } from 'zod';
import {
  apiSuccess,
  emptyBody,
  idNumber,
  isoDateTime,
  page,
  paged,
  safeText,
  ymd,
  yn,
} from './envelope';

// ── The day (dashboard) ──────────────────────────────────────────────────────

/**
 * A member counts as in the building while their latest check-in of the day is at most this
 * old: there is no exit scan, so a visit is assumed to last at most this long (decision 033).
 */
export const PRESENCE_WINDOW_MINUTES = 120;

export const staffDashboardBody = emptyBody;

export const dashboardFloor = z.object({
  /** null: members whose latest scan was at the entrance (their floor is not known yet) */
  floorIdx: z.number().int().nullable(),
  floorLabel: z.string(),
  inBuilding: z.number().int(),
});

export const dashboardInstance = z.object({
  programInstanceIdx: z.number().int(),
  programIdx: z.number().int(),
  programName: z.string(),
  programType: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** null: unlimited */
  capacity: z.number().int().nullable(),
  /** entries holding the instance (reserved or won, checked in, no-show) */
  booked: z.number().int(),
  /** their people (party sizes added up) */
  bookedPeople: z.number().int(),
  /** entries checked in (DONE) */
  checkedIn: z.number().int(),
  noShow: z.number().int(),
  /** seats left; null when unlimited */
  free: z.number().int().nullable(),
});
export type DashboardInstance = z.infer<typeof dashboardInstance>;

export const dashboardDraw = z.object({
  programIdx: z.number().int(),
  programName: z.string(),
  winnerAnnouncementAt: isoDateTime,
  entryCount: z.number().int(),
  winnerCount: z.number().int().nullable(),
  drawnYn: yn,
});

/** One day of the dashboard's last seven (the 통계 page has every figure). */
export const dashboardDay = z.object({
  date: z.string(),
  bookings: z.number().int(),
  drawEntries: z.number().int(),
  checkIns: z.number().int(),
  noShows: z.number().int(),
  cancels: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const staffDashboard = z.object({
  /** the Seoul day counted */
  date: z.string(),
  generatedAt: isoDateTime,
  /** members checked in anywhere today */
  checkedInToday: z.number().int(),
  /** members whose first check-in of the day was in the last hour (arrivals) */
  checkedInLastHour: z.number().int(),
  presenceWindowMinutes: z.number().int(),
  inBuilding: z.number().int(),
  floors: z.array(dashboardFloor),
  instances: z.array(dashboardInstance),
  draws: z.array(dashboardDraw),
  /** inquiries waiting for an answer (any day) */
  openInquiries: z.number().int(),
  /** the waiting list (decision 063) */
  waitlist: z.object({
    /** seats of reservations cancelled today (by the member, 못 가요 or staff) */
    freedSeats: z.number().int(),
    /** seats booked again today from a waiting list (accepted offers' parties) */
    refilledSeats: z.number().int(),
    /** offers holding seats now */
    offersOpen: z.number().int(),
    /** members waiting now, across sessions */
    waiting: z.number().int(),
  }),
  /** the six days before today and today, oldest first */
  lastSevenDays: z.array(dashboardDay),
});
export type StaffDashboard = z.infer<typeof staffDashboard>;
export const staffDashboardResponse = apiSuccess(staffDashboard);

// ── Members ─────────────────────────────────────────────────────────────────

const memberQuery = safeText('검색어를 입력해 주세요.')
  .trim()
  .min(1, { error: '이름, 전화번호 뒤 4자리 또는 회원번호를 입력해 주세요.' })
  .max(50, { error: '50자 이하로 입력해 주세요.' });

/** POST /api/staff/members/search (any staff role): by name, phone (its last 4 digits) or member number. */
export const staffMemberSearchBody = z.object({ query: memberQuery, page }).strict();
export type StaffMemberSearchBody = z.input<typeof staffMemberSearchBody>;

export const staffMemberSummary = z.object({
  userIdx: z.number().int(),
  name: z.string(),
  phoneNumber: z.string(),
  birthYear: z.string(),
  /** ACTIVE | WITHDRAWN */
  status: z.string(),
  participationPossibleYn: yn,
  regDate: isoDateTime,
});
export type StaffMemberSummary = z.infer<typeof staffMemberSummary>;

export const MEMBER_SEARCH_PAGE_SIZE = 20;
export const staffMemberSearch = paged(staffMemberSummary).extend({ maskedYn: yn });
export type StaffMemberSearch = z.infer<typeof staffMemberSearch>;
export const staffMemberSearchResponse = apiSuccess(staffMemberSearch);

export const staffMemberDetailBody = z.object({ userIdx: idNumber() }).strict();

export const staffMemberDetail = z.object({
  maskedYn: yn,
  member: staffMemberSummary.extend({
    visitCount: z.number().int(),
    checkInCount: z.number().int(),
    lastLoginAt: isoDateTime.nullable(),
  }),
  /** the latest change of the restriction, from the audit log; null if never changed */
  restriction: z
    .object({
      participationPossibleYn: yn,
      reason: z.string(),
      at: isoDateTime,
      operatorLoginId: z.string().nullable(),
    })
    .nullable(),
  /** a no-show restriction in force (decision 065): until when and why; an ADMIN's lift ends it */
  bookingRestriction: z.object({ until: isoDateTime, reason: z.string() }).nullable(),
  entries: z.array(
    z.object({
      reserveEntryIdx: z.number().int(),
      reserveEntryId: z.string(),
      programIdx: z.number().int(),
      programName: z.string(),
      programType: z.string(),
      status: z.string(),
      statusLabel: z.string(),
      execDate: z.string().nullable(),
      startTime: z.string().nullable(),
      participantCnt: z.number().int(),
      regDate: isoDateTime,
    }),
  ),
  checkIns: z.array(
    z.object({
      checkInIdx: z.number().int(),
      visitDate: z.string(),
      placeType: z.string(),
      placeName: z.string(),
      checkedInAt: isoDateTime,
    }),
  ),
  inquiries: z.array(
    z.object({
      inquiryIdx: z.number().int(),
      title: z.string(),
      status: z.string(),
      regDate: isoDateTime,
    }),
  ),
});
export type StaffMemberDetail = z.infer<typeof staffMemberDetail>;
export const staffMemberDetailResponse = apiSuccess(staffMemberDetail);

/** POST /api/staff/members/restriction (ADMIN): N restricts reservations and draws, Y lifts it. */
export const staffMemberRestrictionBody = z
  .object({
    userIdx: idNumber(),
    participationPossibleYn: yn,
    reason: safeText('사유를 입력해 주세요.')
      .trim()
      .min(2, { error: '사유를 2자 이상 입력해 주세요.' })
      .max(200, { error: '사유는 200자 이하로 입력해 주세요.' }),
  })
  .strict();
export type StaffMemberRestrictionBody = z.input<typeof staffMemberRestrictionBody>;
export const staffMemberRestrictionResponse = apiSuccess(
  z.object({ userIdx: z.number().int(), participationPossibleYn: yn }),
);

// ── VIP access keys (ADMIN) ─────────────────────────────────────────────────

export const VIP_KEY_MAX_DAYS = 365;

export const staffVipKeyListBody = z.object({ page }).strict().optional();

export const vipKeyState = z.enum(['ACTIVE', 'EXPIRED', 'USED_UP', 'REVOKED']);
export type VipKeyState = z.infer<typeof vipKeyState>;

export const staffVipKey = z.object({
  vipKeyIdx: z.number().int(),
  label: z.string(),
  state: vipKeyState,
  expiresAt: isoDateTime,
  maxUses: z.number().int(),
  useCount: z.number().int(),
  lastUsedAt: isoDateTime.nullable(),
  /** the member who signed up with it */
  userIdx: z.number().int().nullable(),
  issuedBy: z.string().nullable(),
  revokedAt: isoDateTime.nullable(),
  regDate: isoDateTime,
});
export type StaffVipKey = z.infer<typeof staffVipKey>;
export const VIP_KEY_PAGE_SIZE = 30;
export const staffVipKeyList = paged(staffVipKey);
export const staffVipKeyListResponse = apiSuccess(staffVipKeyList);

export const staffVipKeyIssueBody = z
  .object({
    label: safeText('이름을 입력해 주세요.')
      .trim()
      .min(1, { error: '이름을 입력해 주세요.' })
      .max(100, { error: '100자 이하로 입력해 주세요.' }),
    /** the last Seoul day it works (until midnight) */
    expiresOn: ymd,
    maxUses: z
      .number({ error: '사용 횟수는 숫자여야 합니다.' })
      .int({ error: '사용 횟수는 정수여야 합니다.' })
      .min(1, { error: '사용 횟수는 1 이상이어야 합니다.' })
      .max(1000, { error: '사용 횟수는 1000 이하여야 합니다.' }),
  })
  .strict();
export type StaffVipKeyIssueBody = z.input<typeof staffVipKeyIssueBody>;
/** The digits are answered once, here; only their keyed hash is stored. */
export const staffVipKeyIssueResponse = apiSuccess(staffVipKey.extend({ accessKey: z.string() }));

export const staffVipKeyRevokeBody = z.object({ vipKeyIdx: idNumber() }).strict();
export const staffVipKeyRevokeResponse = apiSuccess(staffVipKey);

// ── Exports (answer a file, not JSON) ───────────────────────────────────────

export const exportFormat = z.enum(['csv', 'xlsx'], { error: '파일 형식을 골라 주세요.' });
export type ExportFormat = z.infer<typeof exportFormat>;

/**
 * POST /api/staff/exports/entries: one instance's entries, a program's entries of one day
 * (`programIdx` and `execDate`), or every entry of a program.
 */
export const staffExportEntriesBody = z
  .object({
    format: exportFormat,
    programIdx: idNumber().optional(),
    execDate: ymd.optional(),
    programInstanceIdx: idNumber().optional(),
    /** only these entries (the roster's selection), within the program or instance */
    reserveEntryIdxList: z.array(idNumber()).min(1).max(200).optional(),
  })
  .strict()
  .refine((b) => b.programIdx !== undefined || b.programInstanceIdx !== undefined, {
    error: '프로그램이나 회차를 골라 주세요.',
    path: ['programIdx'],
  });
export type StaffExportEntriesBody = z.input<typeof staffExportEntriesBody>;

/** POST /api/staff/exports/checkins and …/inquiries: one Seoul day. */
export const staffExportDayBody = z.object({ format: exportFormat, date: ymd }).strict();
export type StaffExportDayBody = z.input<typeof staffExportDayBody>;

/** POST /api/staff/exports/survey-responses: one survey's responses, a column per question. */
export const staffExportSurveyBody = z
  .object({ format: exportFormat, surveyIdx: idNumber() })
  .strict();
export type StaffExportSurveyBody = z.input<typeof staffExportSurveyBody>;

/**
 * POST /api/staff/exports/programs (any operator): every program by name, so an operator picks
 * one for an export without knowing its number; programs with the latest instances first.
 */
export const staffExportProgramsBody = emptyBody;
export const staffExportProgram = z.object({
  programIdx: z.number().int(),
  /** the name as one line of text (the editor's <br> as a space) */
  programName: z.string(),
  programType: z.enum(['DEFAULT', 'RESERVATION', 'APPLICATION']),
});
export type StaffExportProgram = z.infer<typeof staffExportProgram>;
export const staffExportProgramsResponse = apiSuccess(
  z.object({ list: z.array(staffExportProgram) }),
);

/** POST /api/staff/exports/instances (any operator): a program's instances, latest day first. */
export const staffExportInstancesBody = z.object({ programIdx: idNumber() }).strict();
export const staffExportInstance = z.object({
  programInstanceIdx: z.number().int(),
  execDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  cancelledYn: yn,
});
export type StaffExportInstance = z.infer<typeof staffExportInstance>;
export const staffExportInstancesResponse = apiSuccess(
  z.object({ instances: z.array(staffExportInstance) }),
);

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
