/**
 * Content management of programs (decision 026): the staff console's calls under
 * POST /api/staff/programs/…. A program saved here starts as a draft that no visitor read shows
 * until it is published; instances are added one by one or as a series; questions that entries
 * have answered change only by a new version.
 */
import { z } from 'zod';
import { mediaPath } from './cms-media';
import {
  buttonType,
  descriptionType,
  noticeType,
  periodType,
  programStatus,
  programType,
  questionType,
  scheduleType,
} from './enums';
import {
  apiSuccess,
  idNumber,
  isoDateTime,
  linkUrl,
  page,
  paged,
  safeText,
  ymd,
  yn,
} from './envelope';
import { programButton, programDetail, programOption, relatedProgram } from './program';

// ── Field builders ──────────────────────────────────────────────────────────

const tooLong = (max: number) => ({ error: `${max}자 이하로 입력해 주세요.` });

/** Optional free text, trimmed, at most `max` characters. */
const text = (max: number) => safeText().trim().max(max, tooLong(max));

/** Text that must not be blank. */
const requiredText = (max: number, empty: string) =>
  safeText(empty).trim().min(1, { error: empty }).max(max, tooLong(max));

/** Editor HTML: sanitized by the server on write, so only its size is bounded here. */
const editorHtml = (max: number) => safeText().max(max, tooLong(max));

/** HH:MM, 00:00–23:59. */
export const clockTime = z
  .string({ error: '시간을 입력해 주세요.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: '시간은 HH:MM 형식으로 입력해 주세요.' });

/** Seats of an instance; null = unlimited. */
const capacity = z
  .number({ error: '정원은 숫자로 입력해 주세요.' })
  .int({ error: '정원은 정수로 입력해 주세요.' })
  .min(1, { error: '정원은 1명 이상이어야 해요.' })
  .max(100_000, { error: '정원은 100,000명 이하로 입력해 주세요.' })
  .nullable();

const sortIndex = z
  .number({ error: '순서는 숫자로 입력해 주세요.' })
  .int({ error: '순서는 정수로 입력해 주세요.' })
  .min(0, { error: '순서는 0 이상이어야 해요.' })
  .max(100_000, { error: '순서가 너무 커요.' });

const byProgram = z.object({ programIdx: idNumber() }).strict();

// ── Programs ────────────────────────────────────────────────────────────────

/** DRAFT never published, PUBLISHED visible, HIDDEN published once and taken down since. */
export const ProgramPublishState = {
  DRAFT: 'DRAFT',
  PUBLISHED: 'PUBLISHED',
  HIDDEN: 'HIDDEN',
} as const;
export type ProgramPublishState = (typeof ProgramPublishState)[keyof typeof ProgramPublishState];
export const programPublishState = z.enum(ProgramPublishState);

export const STAFF_PROGRAM_PAGE_SIZE = 20;

/** POST /api/staff/programs/list (EDITOR): every program, drafts too, newest first. */
export const staffProgramListBody = z
  .object({
    status: programStatus.optional(),
    programType: programType.optional(),
    programCategoryIdx: idNumber().optional(),
    publishState: programPublishState.optional(),
    /** part of the name or summary */
    search: text(100).optional(),
    page,
  })
  .strict()
  .optional();
export const staffProgramListItem = z.object({
  programIdx: z.number().int(),
  programName: z.string(),
  programType: programType,
  programCategoryIdx: z.number().int(),
  programCategoryName: z.string(),
  status: programStatus,
  publishState: programPublishState,
  /** a scheduled publication still to come (decision 068); null when none */
  publishAt: isoDateTime.nullable(),
  scheduleType: scheduleType,
  zoneName: z.string().nullable(),
  floorName: z.string().nullable(),
  /** live (not cancelled) instances, and the first of them from today on */
  instanceCount: z.number().int(),
  nextExecDate: ymd.nullable(),
  modDate: isoDateTime,
});
export type StaffProgramListItem = z.infer<typeof staffProgramListItem>;
export const staffProgramListResponse = apiSuccess(paged(staffProgramListItem));

const optionInput = z
  .object({
    optionTitle: requiredText(100, '항목 이름을 입력해 주세요.'),
    optionDescription: requiredText(2000, '항목 내용을 입력해 주세요.'),
  })
  .strict();

const buttonInput = z
  .object({
    buttonType: buttonType,
    buttonName: requiredText(100, '버튼 이름을 입력해 주세요.'),
    /** URL buttons: the address opened in a new tab */
    buttonUrl: linkUrl.nullable().default(null),
    /** FILE buttons: the file visitors download */
    savePath: mediaPath.nullable().default(null),
  })
  .strict();

const termInput = z
  .object({
    /** an existing term of this program to edit; absent = a new term */
    programTermsIdx: idNumber().optional(),
    termsName: requiredText(200, '약관 이름을 입력해 주세요.'),
    /** editor HTML */
    termsDescription: editorHtml(50_000),
    requiredYn: yn,
  })
  .strict();

const programIdxList = (max: number) =>
  z
    .array(idNumber())
    .max(max, { error: `${max}개까지 고를 수 있어요.` })
    .default([]);

/**
 * POST /api/staff/programs/save (EDITOR): every field of the program detail (spec 001 §3). No
 * programIdx creates a draft; with one, every field is replaced (lists left out become empty).
 * Status and publication have calls of their own. Answers `{ programIdx }`.
 */
export const staffProgramSaveBody = z
  .object({
    programIdx: idNumber().optional(),
    programType: programType,
    programCategoryIdx: idNumber(),
    zoneIdx: idNumber().nullable().default(null),
    /** may hold simple HTML such as <br>, sanitized on write */
    programName: requiredText(200, '프로그램 이름을 입력해 주세요.'),
    programSummary: text(500).default(''),
    /** the main image */
    savePath: mediaPath,
    descriptionType: descriptionType,
    /** descriptionType EDITOR: editor HTML, sanitized on write */
    programEditor: editorHtml(200_000).default(''),
    /** descriptionType LINK: the page shown in a frame */
    programLink: linkUrl.nullable().default(null),
    useOptionYn: yn.default('N'),
    optionList: z.array(optionInput).max(20, { error: '20개까지 넣을 수 있어요.' }).default([]),
    useButtonYn: yn.default('N'),
    buttonList: z.array(buttonInput).max(10, { error: '10개까지 넣을 수 있어요.' }).default([]),
    useRelatedProgramYn: yn.default('N'),
    relatedProgramIdxList: programIdxList(20),
    usePrevProgramYn: yn.default('N'),
    /** spec 001 §9: at most 3 previous programs */
    prevProgramIdxList: programIdxList(3),
    noticeType: noticeType.default('NONE'),
    noticeText: text(2000).default(''),
    tutorialYn: yn.default('N'),
    tutorialLink: linkUrl.nullable().default(null),
    scheduleType: scheduleType,
    periodType: periodType,
    /** ALWAYS programs: the period; dated programs take their days from their instances */
    minExecDate: ymd.nullable().default(null),
    maxExecDate: ymd.nullable().default(null),
    maxPersonCount: z
      .number({ error: '최대 인원은 숫자로 입력해 주세요.' })
      .int({ error: '최대 인원은 정수로 입력해 주세요.' })
      .min(1, { error: '최대 인원은 1명 이상이어야 해요.' })
      .max(20, { error: '최대 인원은 20명 이하로 입력해 주세요.' })
      .default(1),
    /** the entry window; null = open while the status is OPEN */
    entryStartAt: isoDateTime.nullable().default(null),
    entryEndAt: isoDateTime.nullable().default(null),
    /** APPLICATION only: winners (null = the instances' capacities decide) and the announcement */
    winnerCount: z
      .number({ error: '당첨 인원은 숫자로 입력해 주세요.' })
      .int({ error: '당첨 인원은 정수로 입력해 주세요.' })
      .min(1, { error: '당첨 인원은 1명 이상이어야 해요.' })
      .max(100_000, { error: '당첨 인원이 너무 많아요.' })
      .nullable()
      .default(null),
    winnerAnnouncementDate: isoDateTime.nullable().default(null),
    nameCollectYn: yn.default('Y'),
    nameRequiredYn: yn.default('Y'),
    contactCollectYn: yn.default('Y'),
    contactRequiredYn: yn.default('Y'),
    emailCollectYn: yn.default('N'),
    emailRequiredYn: yn.default('N'),
    programTermList: z.array(termInput).max(10, { error: '10개까지 넣을 수 있어요.' }).default([]),
    sortIndex: sortIndex.default(0),
  })
  .strict()
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.descriptionType === 'LINK' && !body.programLink) {
      issue('programLink', '설명 링크를 입력해 주세요.');
    }
    if (body.tutorialYn === 'Y' && !body.tutorialLink) {
      issue('tutorialLink', '체험방법 링크를 입력해 주세요.');
    }
    body.buttonList.forEach((button, index) => {
      if (button.buttonType === 'URL' && !button.buttonUrl) {
        ctx.addIssue({
          code: 'custom',
          path: ['buttonList', index, 'buttonUrl'],
          message: '버튼 링크를 입력해 주세요.',
        });
      }
      if (button.buttonType === 'FILE' && !button.savePath) {
        ctx.addIssue({
          code: 'custom',
          path: ['buttonList', index, 'savePath'],
          message: '내려받을 파일을 선택해 주세요.',
        });
      }
    });
    if (body.scheduleType === 'ALWAYS') {
      if (!body.minExecDate) issue('minExecDate', '운영 시작일을 입력해 주세요.');
      if (body.periodType === 'LIMIT' && !body.maxExecDate) {
        issue('maxExecDate', '운영 종료일을 입력해 주세요.');
      }
    }
    if (body.minExecDate && body.maxExecDate && body.maxExecDate < body.minExecDate) {
      issue('maxExecDate', '종료일은 시작일과 같거나 그 뒤여야 해요.');
    }
    if (
      body.entryStartAt &&
      body.entryEndAt &&
      Date.parse(body.entryEndAt) <= Date.parse(body.entryStartAt)
    ) {
      issue('entryEndAt', '신청 마감은 신청 시작보다 뒤여야 해요.');
    }
    if (body.programType === 'APPLICATION') {
      if (!body.winnerAnnouncementDate) {
        issue('winnerAnnouncementDate', '당첨자 발표 일시를 입력해 주세요.');
      }
    } else {
      if (body.winnerCount !== null) issue('winnerCount', '응모 프로그램만 당첨 인원이 있어요.');
      if (body.winnerAnnouncementDate !== null) {
        issue('winnerAnnouncementDate', '응모 프로그램만 당첨자 발표가 있어요.');
      }
    }
    for (const [collect, required] of [
      ['nameCollectYn', 'nameRequiredYn'],
      ['contactCollectYn', 'contactRequiredYn'],
      ['emailCollectYn', 'emailRequiredYn'],
    ] as const) {
      if (body[required] === 'Y' && body[collect] === 'N') {
        issue(required, '수집하지 않는 항목은 필수로 할 수 없어요.');
      }
    }
    const seen = (list: number[], path: string) => {
      if (new Set(list).size !== list.length) issue(path, '같은 프로그램을 두 번 고를 수 없어요.');
      if (body.programIdx !== undefined && list.includes(body.programIdx)) {
        issue(path, '자기 자신은 고를 수 없어요.');
      }
    };
    seen(body.relatedProgramIdxList, 'relatedProgramIdxList');
    seen(body.prevProgramIdxList, 'prevProgramIdxList');
  });
export type StaffProgramSaveBody = z.input<typeof staffProgramSaveBody>;
export const staffProgramSaveResponse = apiSuccess(z.object({ programIdx: z.number().int() }));

/** POST /api/staff/programs/detail (EDITOR): every editable field, and the program's state. */
export const staffProgramDetailBody = byProgram;
export const staffProgram = z.object({
  programIdx: z.number().int(),
  programType: programType,
  programCategoryIdx: z.number().int(),
  zoneIdx: z.number().int().nullable(),
  programName: z.string(),
  programSummary: z.string(),
  savePath: z.string(),
  descriptionType: descriptionType,
  programEditor: z.string(),
  programLink: z.string().nullable(),
  useOptionYn: yn,
  optionList: z.array(programOption),
  useButtonYn: yn,
  buttonList: z.array(programButton),
  useRelatedProgramYn: yn,
  relatedProgramIdxList: z.array(z.number().int()),
  usePrevProgramYn: yn,
  prevProgramIdxList: z.array(z.number().int()),
  noticeType: noticeType,
  noticeText: z.string(),
  tutorialYn: yn,
  tutorialLink: z.string().nullable(),
  scheduleType: scheduleType,
  periodType: periodType,
  minExecDate: ymd.nullable(),
  maxExecDate: ymd.nullable(),
  maxPersonCount: z.number().int(),
  entryStartAt: isoDateTime.nullable(),
  entryEndAt: isoDateTime.nullable(),
  winnerCount: z.number().int().nullable(),
  winnerAnnouncementDate: isoDateTime.nullable(),
  nameCollectYn: yn,
  nameRequiredYn: yn,
  contactCollectYn: yn,
  contactRequiredYn: yn,
  emailCollectYn: yn,
  emailRequiredYn: yn,
  programTermList: z.array(
    z.object({
      programTermsIdx: z.number().int(),
      termsName: z.string(),
      termsDescription: z.string(),
      requiredYn: yn,
    }),
  ),
  sortIndex: z.number().int(),
  // state, changed by the calls below
  status: programStatus,
  closedReason: z.string().nullable(),
  publishState: programPublishState,
  publishedAt: isoDateTime.nullable(),
  /** a scheduled publication still to come (decision 068) and who set it; null when none */
  publishAt: isoDateTime.nullable(),
  publishScheduledByName: z.string().nullable(),
  regDate: isoDateTime,
  modDate: isoDateTime,
});
export type StaffProgram = z.infer<typeof staffProgram>;
export const staffProgramDetailResponse = apiSuccess(staffProgram);

/**
 * POST /api/staff/programs/preview (EDITOR): what a guest would see on /program/{id}, drafts
 * included — the detail and its sub-lists in the visitor calls' shapes.
 */
export const staffProgramPreviewBody = byProgram;
export const staffProgramPreview = z.object({
  detail: programDetail,
  optionList: z.array(programOption),
  buttonList: z.array(programButton),
  relatedList: z.array(relatedProgram),
  prevList: z.array(relatedProgram),
});
export type StaffProgramPreview = z.infer<typeof staffProgramPreview>;
export const staffProgramPreviewResponse = apiSuccess(staffProgramPreview);

/** POST /api/staff/programs/publish and /unpublish (EDITOR): show or hide it to visitors. */
export const staffProgramPublishBody = byProgram;
export const staffProgramPublishResponse = apiSuccess(
  z.object({ programIdx: z.number().int(), publishState: programPublishState }),
);

// ── Program tools: duplicate and scheduled publishing (decision 068) ──

/** A scheduled publication may be at most this many days ahead. */
export const SCHEDULED_PUBLISH_MAX_DAYS = 366;

/**
 * POST /api/staff/programs/duplicate (EDITOR): a draft copy of the program — its details,
 * questions, terms, lists and image, named "… (복사본)" — with its live 회차 moved as a block so
 * the earliest falls on `firstDate` (Seoul, today or later); days the venue is closed are skipped.
 * A draw's entry window and announcement move by the same days. Entries, draws, waiting lists and
 * counts are never copied.
 */
export const staffProgramDuplicateBody = z
  .object({
    programIdx: idNumber(),
    firstDate: ymd,
  })
  .strict();
export const staffProgramDuplicate = z.object({
  /** the copy */
  programIdx: z.number().int(),
  sourceProgramIdx: z.number().int(),
  /** how many days every date moved (negative: earlier) */
  dayOffset: z.number().int(),
  instanceCount: z.number().int(),
  /** moved days the venue is closed on, whose 회차 were not made */
  skippedClosedDays: z.array(ymd),
});
export type StaffProgramDuplicate = z.infer<typeof staffProgramDuplicate>;
export const staffProgramDuplicateResponse = apiSuccess(staffProgramDuplicate);

/**
 * POST /api/staff/programs/schedule-publish (EDITOR): the program (not visible now) is published
 * by the `programs.publish` job at `publishAt` (in the future; a dated program needs a live
 * 회차, as 게시 does); null cancels the schedule.
 */
export const staffProgramSchedulePublishBody = z
  .object({
    programIdx: idNumber(),
    publishAt: isoDateTime.nullable(),
  })
  .strict();
export const staffProgramSchedulePublish = z.object({
  programIdx: z.number().int(),
  publishAt: isoDateTime.nullable(),
  publishState: programPublishState,
});
export const staffProgramSchedulePublishResponse = apiSuccess(staffProgramSchedulePublish);

/**
 * Sandbox mode only: POST /sandbox/api/programs/publish-due runs the `programs.publish` job now,
 * as at `at` (default now), so a browser test need not wait for a schedule's minute.
 */
export const sandboxProgramsPublishDueBody = z
  .object({ at: isoDateTime.optional() })
  .strict()
  .default({});
export const sandboxProgramsPublishDueResponse = apiSuccess(
  z.object({ published: z.array(z.number().int()), refused: z.array(z.number().int()) }),
);

/**
 * POST /api/staff/programs/status (EDITOR): takes effect at once. CLOSEDADMIN needs the reason
 * visitors read on the detail; other statuses clear it.
 */
export const staffProgramStatusBody = z
  .object({
    programIdx: idNumber(),
    status: programStatus,
    closedReason: text(200).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status === 'CLOSEDADMIN' && !body.closedReason) {
      ctx.addIssue({
        code: 'custom',
        path: ['closedReason'],
        message: '방문자에게 보여 줄 마감 사유를 입력해 주세요.',
      });
    }
  });
export const staffProgramStatusResponse = apiSuccess(
  z.object({ programIdx: z.number().int(), status: programStatus }),
);

// ── Instances ────────────────────────────────────────────────────────────────

export const STAFF_INSTANCE_PAGE_SIZE = 100;

/** POST /api/staff/programs/instances/list (STAFF): a program's instances by date and time. */
export const staffInstanceListBody = z
  .object({
    programIdx: idNumber(),
    from: ymd.optional(),
    to: ymd.optional(),
    includeCancelledYn: yn.default('N'),
    page,
  })
  .strict();
export const staffInstance = z.object({
  programInstanceIdx: z.number().int(),
  execDate: ymd,
  /** HH:MM */
  startTime: z.string(),
  endTime: z.string(),
  /** null = unlimited */
  capacity: z.number().int().nullable(),
  /** seats held by reservations */
  reservedCount: z.number().int(),
  /** entries still holding a place (reservations, applications, winners) */
  activeEntryCount: z.number().int(),
  cancelledYn: yn,
  cancelledAt: isoDateTime.nullable(),
});
export type StaffInstance = z.infer<typeof staffInstance>;
export const staffInstanceListResponse = apiSuccess(paged(staffInstance));

/**
 * POST /api/staff/programs/instances/save (EDITOR): no programInstanceIdx adds an instance, with
 * one edits it. Capacity may rise at any time and never fall below the seats booked; an instance
 * with bookings keeps its date and times.
 */
export const staffInstanceSaveBody = z
  .object({
    programIdx: idNumber(),
    programInstanceIdx: idNumber().optional(),
    execDate: ymd,
    startTime: clockTime,
    endTime: clockTime,
    capacity,
  })
  .strict()
  .refine((body) => body.endTime > body.startTime, {
    path: ['endTime'],
    error: '종료 시간은 시작 시간보다 뒤여야 해요.',
  });
export const staffInstanceSaveResponse = apiSuccess(
  z.object({ programInstanceIdx: z.number().int() }),
);

/** A series may span at most this many days (a year and a day). */
export const INSTANCE_SERIES_MAX_DAYS = 366;

/**
 * POST /api/staff/programs/instances/series (EDITOR): every day from..to whose weekday is chosen
 * (0 Sunday … 6 Saturday), at each start time, `durationMinutes` long, with one capacity. The
 * venue's closed days and the slots that already exist are skipped.
 */
export const staffInstanceSeriesBody = z
  .object({
    programIdx: idNumber(),
    from: ymd,
    to: ymd,
    weekdays: z
      .array(
        z
          .number({ error: '요일을 골라 주세요.' })
          .int({ error: '요일을 골라 주세요.' })
          .min(0, { error: '요일을 골라 주세요.' })
          .max(6, { error: '요일을 골라 주세요.' }),
      )
      .min(1, { error: '요일을 하나 이상 골라 주세요.' })
      .max(7, { error: '요일은 7개까지예요.' }),
    startTimes: z
      .array(clockTime)
      .min(1, { error: '시작 시간을 하나 이상 입력해 주세요.' })
      .max(24, { error: '시작 시간은 24개까지예요.' }),
    durationMinutes: z
      .number({ error: '진행 시간은 분 단위 숫자로 입력해 주세요.' })
      .int({ error: '진행 시간은 분 단위 정수로 입력해 주세요.' })
      .min(5, { error: '진행 시간은 5분 이상이어야 해요.' })
      .max(720, { error: '진행 시간은 12시간 이하로 입력해 주세요.' }),
    capacity,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.to < body.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: '종료일은 시작일과 같거나 그 뒤여야 해요.',
      });
    } else if (
      (Date.parse(`${body.to}T00:00:00Z`) - Date.parse(`${body.from}T00:00:00Z`)) / 86_400_000 >=
      INSTANCE_SERIES_MAX_DAYS
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `한 번에 ${INSTANCE_SERIES_MAX_DAYS}일까지 만들 수 있어요.`,
      });
    }
    body.startTimes.forEach((start, index) => {
      const [h = 0, m = 0] = start.split(':').map(Number);
      if (h * 60 + m + body.durationMinutes > 24 * 60 - 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['startTimes', index],
          message: '회차가 자정 전에 끝나도록 시작 시간이나 진행 시간을 줄여 주세요.',
        });
      }
    });
  });
export const staffInstanceSeries = z.object({
  createdCount: z.number().int(),
  /** slots that already had a live instance */
  skippedExistingCount: z.number().int(),
  /** chosen days the venue is closed on, none of whose slots were made */
  skippedClosedDays: z.array(ymd),
  programInstanceIdxList: z.array(z.number().int()),
});
export type StaffInstanceSeries = z.infer<typeof staffInstanceSeries>;
export const staffInstanceSeriesResponse = apiSuccess(staffInstanceSeries);

/**
 * POST /api/staff/programs/instances/cancel (EDITOR): an instance with bookings needs
 * `confirm: true` (else 409 INSTANCE_HAS_ENTRIES with the count); its entries are cancelled with
 * their seats in the same transaction.
 */
export const staffInstanceCancelBody = z
  .object({
    programInstanceIdx: idNumber(),
    confirm: z.boolean({ error: '확인 여부는 true 또는 false예요.' }).default(false),
  })
  .strict();
export const staffInstanceCancelResponse = apiSuccess(
  z.object({
    programInstanceIdx: z.number().int(),
    cancelledEntryCount: z.number().int(),
    freedSeats: z.number().int(),
  }),
);

// ── Questions ───────────────────────────────────────────────────────────────

const CHOICE_TYPES = new Set(['OBJONE', 'OBJMULTI']);

/**
 * One question of a question set as the console edits it (programs and surveys alike): type,
 * text, required, and for OBJONE / OBJMULTI 2–20 choices in order; text questions have none.
 * `optionMax` bounds a choice's length (each table's column).
 */
export const cmsQuestionFields = (optionMax: number) => ({
  questionType: questionType,
  questionText: requiredText(500, '질문을 입력해 주세요.'),
  requiredYn: yn,
  /** OBJONE / OBJMULTI: the choices in order (2–20); none for text questions */
  optionList: z
    .array(z.object({ multipleText: requiredText(optionMax, '보기를 입력해 주세요.') }).strict())
    .max(20, { error: '보기는 20개까지예요.' })
    .default([]),
});

/** Choice questions need two choices or more; text questions take none. */
export function checkQuestionChoices(
  question: { questionType: string; optionList: unknown[] },
  ctx: z.RefinementCtx,
) {
  const choice = CHOICE_TYPES.has(question.questionType);
  if (choice && question.optionList.length < 2) {
    ctx.addIssue({ code: 'custom', path: ['optionList'], message: '보기를 2개 이상 넣어 주세요.' });
  }
  if (!choice && question.optionList.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['optionList'],
      message: '주관식 질문에는 보기를 넣을 수 없어요.',
    });
  }
}

const questionInput = z
  .object({ ...cmsQuestionFields(200), duplicateYn: yn.default('N') })
  .strict()
  .superRefine(checkQuestionChoices);

/**
 * POST /api/staff/programs/questions/save (EDITOR): the whole question set, in order. When
 * entries have answered the current set, it is kept as it was and this becomes a new version.
 */
export const staffQuestionSaveBody = z
  .object({
    programIdx: idNumber(),
    questionList: z.array(questionInput).max(30, { error: '질문은 30개까지예요.' }),
  })
  .strict();
export const staffQuestionSaveResponse = apiSuccess(
  z.object({
    programIdx: z.number().int(),
    /** the version now asked */
    version: z.number().int(),
    /** Y when the answered set was kept and this one is new */
    newVersionYn: yn,
  }),
);

/** POST /api/staff/programs/questions/list (EDITOR): every version, the current one first. */
export const staffQuestionListBody = byProgram;
export const staffQuestionVersion = z.object({
  version: z.number().int(),
  currentYn: yn,
  retiredAt: isoDateTime.nullable(),
  /** entries that answered at least one question of this version */
  answeredEntryCount: z.number().int(),
  questionList: z.array(
    z.object({
      programQuestionIdx: z.number().int(),
      questionType: questionType,
      questionText: z.string(),
      requiredYn: yn,
      duplicateYn: yn,
      optionList: z.array(
        z.object({ programQuestionOptionIdx: z.number().int(), multipleText: z.string() }),
      ),
    }),
  ),
});
export type StaffQuestionVersion = z.infer<typeof staffQuestionVersion>;
export const staffQuestionListResponse = apiSuccess(
  z.object({ currentVersion: z.number().int(), versionList: z.array(staffQuestionVersion) }),
);

// ── Categories ──────────────────────────────────────────────────────────────

/** POST /api/staff/programs/categories/save (EDITOR): no id creates. Answers the id. */
export const staffCategorySaveBody = z
  .object({
    programCategoryIdx: idNumber().optional(),
    programCategoryName: requiredText(60, '분류 이름을 입력해 주세요.'),
    sortIndex: sortIndex.default(0),
  })
  .strict();
export const staffCategorySaveResponse = apiSuccess(
  z.object({ programCategoryIdx: z.number().int() }),
);

/** POST /api/staff/programs/categories/list (EDITOR): every category in order, with its use. */
export const staffCategoryListBody = z.object({}).strict();
export const staffCategory = z.object({
  programCategoryIdx: z.number().int(),
  programCategoryName: z.string(),
  sortIndex: z.number().int(),
  /** programs filed under it, drafts included: a category with any cannot go */
  programCount: z.number().int(),
});
export type StaffCategory = z.infer<typeof staffCategory>;
export const staffCategoryListResponse = apiSuccess(z.array(staffCategory));

/**
 * POST /api/staff/programs/categories/save-all (EDITOR): the whole list as the console shows it,
 * in one transaction. Rows without an id are created, rows with one renamed; the order of the
 * list is the order visitors get (10, 20, …); a saved category left out is deleted, refused
 * (409 CATEGORY_IN_USE) while programs are filed under it. Answers the list as saved.
 */
export const staffCategorySaveAllBody = z
  .object({
    categoryList: z
      .array(
        z
          .object({
            programCategoryIdx: idNumber().optional(),
            programCategoryName: requiredText(60, '분류 이름을 입력해 주세요.'),
          })
          .strict(),
      )
      .min(1, '분류를 하나 이상 남겨 주세요.')
      .max(50, '분류는 50개까지 둘 수 있어요.'),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.categoryList.forEach((category, index) => {
      if (category.programCategoryIdx === undefined) return;
      if (seen.has(category.programCategoryIdx)) {
        ctx.addIssue({
          code: 'custom',
          path: ['categoryList', index, 'programCategoryIdx'],
          message: '같은 분류가 두 번 들어 있어요.',
        });
      }
      seen.add(category.programCategoryIdx);
    });
  });
export const staffCategorySaveAllResponse = staffCategoryListResponse;
