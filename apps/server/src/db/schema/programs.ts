// Programs: categories, programs, their bookable instances (instances), options, buttons, links,
// participation questions and own terms. Entries are in reserve-entries.ts, draws in draws.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { zones } from './venue';

export const programCategories = pgTable('program_categories', {
  programCategoryIdx: serial('program_category_idx').primaryKey(),
  programCategoryName: varchar('program_category_name', { length: 60 }).notNull(),
  sortIndex: integer('sort_index').notNull().default(0),
});

export const programs = pgTable(
  'programs',
  {
    programIdx: serial('program_idx').primaryKey(),
    programCategoryIdx: integer('program_category_idx')
      .notNull()
      .references(() => programCategories.programCategoryIdx),
    zoneIdx: integer('zone_idx').references(() => zones.zoneIdx),
    /** May contain simple HTML (e.g. <br>), sanitized at write time. */
    programName: text('program_name').notNull(),
    programSummary: text('program_summary').notNull().default(''),
    savePath: text('image_path').notNull(),
    /** DEFAULT | RESERVATION | APPLICATION */
    programType: varchar('program_type', { length: 20 }).notNull(),
    /** PENDING | OPEN | CLOSED | CLOSEDADMIN */
    status: varchar('status', { length: 20 }).notNull(),
    /** ALWAYS | SINGLE | ONCE | MULTI (spec: anything else is multi-date) */
    scheduleType: varchar('schedule_type', { length: 20 }).notNull(),
    /** LIMIT | UNLIMIT */
    periodType: varchar('period_type', { length: 20 }).notNull(),
    minExecDate: date('min_exec_date', { mode: 'string' }),
    maxExecDate: date('max_exec_date', { mode: 'string' }),
    /** Application (draw) programs only. */
    winnerAnnouncementDate: timestamp('winner_announcement_at', { withTimezone: true }),
    winnerCount: integer('winner_count'),
    /** Entry window; null means open while status is OPEN. */
    entryStartAt: timestamp('entry_start_at', { withTimezone: true }),
    entryEndAt: timestamp('entry_end_at', { withTimezone: true }),
    /** Most people one entry may bring (person count on /schedule); 1 means no choice. */
    maxPersonCount: integer('max_person_count').notNull().default(1),
    /** EDITOR | LINK */
    descriptionType: varchar('description_type', { length: 10 }).notNull().default('EDITOR'),
    programEditor: text('program_editor').notNull().default(''),
    programLink: text('program_link'),
    useOptionYn: boolean('use_option_yn').notNull().default(false),
    useButtonYn: boolean('use_button_yn').notNull().default(false),
    useRelatedProgramYn: boolean('use_related_program_yn').notNull().default(false),
    usePrevProgramYn: boolean('use_prev_program_yn').notNull().default(false),
    /** NONE | WARNING | INFO */
    noticeType: varchar('notice_type', { length: 10 }).notNull().default('NONE'),
    noticeText: text('notice_text').notNull().default(''),
    tutorialYn: boolean('tutorial_yn').notNull().default(false),
    tutorialLink: text('tutorial_link'),
    /**
     * The door rule at this program's place (decision 032): from this many minutes before
     * an instance's start to its end, only members booked for that instance are checked in. Null =
     * walk-in: anyone with a QR enters.
     */
    doorWindowMinutes: integer('door_window_minutes'),
    /**
     * Collect settings (spec 001 §3, POST /api/reserveentry/collect/info): which applicant fields
     * /infocomfirm shows and which it requires. A field that is not collected is never stored.
     * The name is the member's own (read-only on screen); contact and email are typed.
     */
    nameCollectYn: boolean('name_collect_yn').notNull().default(true),
    nameRequiredYn: boolean('name_required_yn').notNull().default(true),
    contactCollectYn: boolean('contact_collect_yn').notNull().default(true),
    contactRequiredYn: boolean('contact_required_yn').notNull().default(true),
    emailCollectYn: boolean('email_collect_yn').notNull().default(false),
    emailRequiredYn: boolean('email_required_yn').notNull().default(false),
    /**
     * Visible to visitors. A program created in the console starts hidden: a draft until
     * POST /api/staff/programs/publish (decision 026). Every visitor read filters on it.
     */
    displayYn: boolean('display_yn').notNull().default(true),
    /** First publication; null while the program is a draft that was never published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Scheduled publication: the `programs.publish` job publishes the program at
     * this instant, once, on one instance; null when none is scheduled.
     */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** The EDITOR who scheduled it (the audit row names them). */
    publishScheduledBy: integer('publish_scheduled_by'),
    /** Why the venue closed it (status CLOSEDADMIN), shown on the visitor's detail. */
    closedReason: text('closed_reason'),
    sortIndex: integer('sort_index').notNull().default(0),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [
    index('programs_zone_idx').on(t.zoneIdx),
    index('programs_category_idx').on(t.programCategoryIdx),
    index('programs_exec_range_idx').on(t.minExecDate, t.maxExecDate),
  ],
);

/**
 * A bookable occurrence of a program: one date and time slot with its own capacity.
 * ALWAYS programs have none. `reservedCount` is only changed inside the transaction that
 * writes the entry, guarded by `reserved_count + n <= capacity` (see the reservations feature).
 */
export const programInstances = pgTable(
  'program_instances',
  {
    programInstanceIdx: serial('program_instance_idx').primaryKey(),
    programIdx: integer('program_idx')
      .notNull()
      .references(() => programs.programIdx, { onDelete: 'cascade' }),
    execDate: date('exec_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    /** null = unlimited */
    capacity: integer('capacity'),
    /** Seats taken by active reservations (sum of their participantCnt). */
    reservedCount: integer('reserved_count').notNull().default(0),
    /**
     * Seats held for waiting-list offers still open (decision 063): they count against capacity
     * like booked ones, so nobody else can take them until the offer is accepted or ends.
     */
    heldCount: integer('held_count').notNull().default(0),
    /**
     * Cancelled by an operator (decision 026): its entries were cancelled with it and it holds no
     * seats. Kept (entries point at it) but invisible to every visitor read and booking.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Raised by one each time an EDITOR moves the instance (another day, start or end): the
     * SEQUENCE of its entries' calendar files (features/programs/calendar), so a
     * calendar that imported the old time takes the new one.
     */
    scheduleVersion: integer('schedule_version').notNull().default(0),
  },
  (t) => [
    index('program_instances_program_idx').on(t.programIdx, t.execDate),
    index('program_instances_date_idx').on(t.execDate),
    // One live instance per program, day and start time: a series skips the slots that exist.
    uniqueIndex('program_instances_slot_uq')
      .on(t.programIdx, t.execDate, t.startTime)
      .where(sql`${t.cancelledAt} is null`),
    // The booking's conditional UPDATE already never oversells; this makes any other writer
    // (a CMS edit, a bad migration) fail loudly instead of leaving a negative or overfull instance,
    // and a booking that raced an instance's cancellation fail instead of taking a seat in it.
    check(
      'program_instances_seats_ck',
      sql`${t.reservedCount} >= 0 and ${t.heldCount} >= 0 and (${t.capacity} is null or ${t.reservedCount} + ${t.heldCount} <= ${t.capacity}) and (${t.cancelledAt} is null or ${t.reservedCount} + ${t.heldCount} = 0)`,
    ),
  ],
);

export const programOptions = pgTable('program_options', {
  programOptionIdx: serial('program_option_idx').primaryKey(),
  programIdx: integer('program_idx')
    .notNull()
    .references(() => programs.programIdx, { onDelete: 'cascade' }),
  optionTitle: varchar('option_title', { length: 100 }).notNull(),
  optionDescription: text('option_description').notNull(),
  sortIndex: integer('sort_index').notNull().default(0),
});

export const programButtons = pgTable('program_buttons', {
  programButtonIdx: serial('program_button_idx').primaryKey(),
  programIdx: integer('program_idx')
    .notNull()
    .references(() => programs.programIdx, { onDelete: 'cascade' }),
  /** URL | FILE */
  buttonType: varchar('button_type', { length: 10 }).notNull(),
  buttonName: varchar('button_name', { length: 100 }).notNull(),
  buttonUrl: text('button_url'),
  savePath: text('file_path'),
  sortIndex: integer('sort_index').notNull().default(0),
});

/** Related (`kind` RELATED) and previous (`kind` PREV, at most 3 shown) programs. */
export const programLinks = pgTable(
  'program_links',
  {
    programIdx: integer('program_idx')
      .notNull()
      .references(() => programs.programIdx, { onDelete: 'cascade' }),
    linkedProgramIdx: integer('linked_program_idx')
      .notNull()
      .references(() => programs.programIdx, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.programIdx, t.kind, t.linkedProgramIdx] })],
);

/**
 * Participation questions of a program (spec 001 §3 Question, POST /api/reserveentry/question/list),
 * asked on /participy. questionType OBJONE | OBJMULTI | SUBJECTIVE | DESCRIPTIVE.
 */
export const programQuestions = pgTable(
  'program_questions',
  {
    programQuestionIdx: serial('program_question_idx').primaryKey(),
    programIdx: integer('program_idx')
      .notNull()
      .references(() => programs.programIdx, { onDelete: 'cascade' }),
    questionType: varchar('question_type', { length: 12 }).notNull(),
    requiredYn: boolean('required_yn').notNull().default(false),
    questionText: text('question_text').notNull(),
    /** Spec field, passed through for the client; the answer rules do not depend on it. */
    duplicateYn: boolean('duplicate_yn').notNull().default(false),
    sortIndex: integer('sort_index').notNull().default(0),
    /**
     * The question set this row belongs to (decision 026): editing questions that entries have
     * answered makes a new version; the old rows stay, retired, so old answers keep their text.
     */
    version: integer('version').notNull().default(1),
    /** null: the program's current version, the one /participy asks */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('program_questions_program_idx').on(t.programIdx, t.sortIndex)],
);

/** The choices of an OBJONE / OBJMULTI question (spec 001 §3 question options). */
export const programQuestionOptions = pgTable(
  'program_question_options',
  {
    programQuestionOptionIdx: serial('program_question_option_idx').primaryKey(),
    programQuestionIdx: integer('program_question_idx')
      .notNull()
      .references(() => programQuestions.programQuestionIdx, { onDelete: 'cascade' }),
    multipleText: varchar('multiple_text', { length: 200 }).notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [index('program_question_options_question_idx').on(t.programQuestionIdx, t.sortIndex)],
);

/**
 * A program's own terms, agreed on /infocomfirm (spec 001 §3 programTermList). They belong to the
 * program (e.g. a photo-use consent for one studio), so they are not rows of `terms`; the API's
 * termsIdx is program_terms_idx.
 */
export const programTerms = pgTable(
  'program_terms',
  {
    programTermsIdx: serial('program_terms_idx').primaryKey(),
    programIdx: integer('program_idx')
      .notNull()
      .references(() => programs.programIdx, { onDelete: 'cascade' }),
    termsName: varchar('terms_name', { length: 200 }).notNull(),
    /** Editor HTML, sanitized at write time. */
    termsDescription: text('terms_description').notNull(),
    requiredYn: boolean('required_yn').notNull().default(true),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [index('program_terms_program_idx').on(t.programIdx, t.sortIndex)],
);

/**
 * Seats an operator holds on a session for a group: they count against capacity in
 * `program_instances.held_count` with the waiting list's offers until an EDITOR releases them.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    holdIdx: serial('hold_idx').primaryKey(),
    programInstanceIdx: integer('program_instance_idx')
      .notNull()
      .references(() => programInstances.programInstanceIdx, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    /** who the seats are for, e.g. 성수중학교 2학년 3반 */
    label: varchar('label', { length: 100 }).notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedBy: integer('released_by'),
  },
  (t) => [
    index('seat_holds_instance_idx').on(t.programInstanceIdx),
    check('seat_holds_seats_ck', sql`${t.seats} >= 1`),
  ],
);
