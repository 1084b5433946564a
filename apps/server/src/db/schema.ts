/**
 * Database schema (Drizzle). Migrations in ../../drizzle are generated from this file with
 * `npm run db:generate` and must stay SQL that PostgreSQL 15 accepts (PGlite reports 18).
 *
 * Conventions: serial integer ids named after the spec (`programIdx` → program_idx);
 * Y/N flags are booleans here and become 'Y'/'N' at the API edge; timestamps are timestamptz;
 * calendar days are `date` kept as 'YYYY-MM-DD' strings (venue days are Asia/Seoul days).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('reg_date', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('mod_date', { withTimezone: true }).notNull().defaultNow();

// ── Venue structure ─────────────────────────────────────────────────────────

/** floorIdx 1 B1, 2 1F, 3 2F, 4 Rooftop (spec 000 §2 Floor map). */
export const floors = pgTable('floors', {
  floorIdx: serial('floor_idx').primaryKey(),
  floorName: varchar('floor_name', { length: 40 }).notNull(),
  /** Korean label, e.g. 지하 1층. */
  floorLabel: varchar('floor_label', { length: 40 }).notNull(),
  sortIndex: integer('sort_index').notNull(),
  /** LOW | NORMAL | BUSY — shown on the venue page (spec 001 §3 Floor.congestion). */
  congestion: varchar('congestion', { length: 10 }).notNull().default('NORMAL'),
  /**
   * The floor-map plan (decision 030): an image under /media/ (or one of the demo's built-in
   * drawings) and its natural size in pixels; all three null when the floor has no plan.
   */
  planPath: text('plan_path'),
  planWidth: integer('plan_width'),
  planHeight: integer('plan_height'),
});

export const zones = pgTable(
  'zones',
  {
    zoneIdx: serial('zone_idx').primaryKey(),
    floorIdx: integer('floor_idx')
      .notNull()
      .references(() => floors.floorIdx),
    zoneName: varchar('zone_name', { length: 100 }).notNull(),
    zoneNameEn: varchar('zone_name_en', { length: 100 }).notNull(),
    zoneSummary: text('zone_summary').notNull().default(''),
    /** Editor HTML describing the zone, sanitized at write time. */
    zoneDescription: text('zone_description').notNull().default(''),
    /** OPEN | CLOSED | PREPARING */
    state: varchar('state', { length: 20 }).notNull().default('OPEN'),
    mainFileContentSavePath: text('main_image_path').notNull(),
    locationFileContentSavePath: text('location_image_path').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [index('zones_floor_idx').on(t.floorIdx)],
);

// ── Programs ────────────────────────────────────────────────────────────────

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
     * a session's start to its end, only members booked for that session are checked in. Null =
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
     * Cancelled by an operator (decision 026): its entries were cancelled with it and it holds no
     * seats. Kept (entries point at it) but invisible to every visitor read and booking.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('program_instances_program_idx').on(t.programIdx, t.execDate),
    index('program_instances_date_idx').on(t.execDate),
    // One live session per program, day and start time: a series skips the slots that exist.
    uniqueIndex('program_instances_slot_uq')
      .on(t.programIdx, t.execDate, t.startTime)
      .where(sql`${t.cancelledAt} is null`),
    // The booking's conditional UPDATE already never oversells; this makes any other writer
    // (a CMS edit, a bad migration) fail loudly instead of leaving a negative or overfull session,
    // and a booking that raced a session's cancellation fail instead of taking a seat in it.
    check(
      'program_instances_seats_ck',
      sql`${t.reservedCount} >= 0 and (${t.capacity} is null or ${t.reservedCount} <= ${t.capacity}) and (${t.cancelledAt} is null or ${t.reservedCount} = 0)`,
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

// ── Banners and map hotspots ────────────────────────────────────────────────

/** Home main banner grid: slotCode is the layout letter a–d plus 1-based position (spec 000 §3). */
export const mainBanners = pgTable('main_banners', {
  mainBannerIdx: serial('main_banner_idx').primaryKey(),
  slotCode: varchar('slot_code', { length: 4 }).notNull(),
  mainBannerName: varchar('main_banner_name', { length: 100 }).notNull(),
  savePath: text('image_path').notNull(),
  alt: varchar('alt', { length: 200 }).notNull(),
  /** LINK | PROGRAM */
  actionType: varchar('action_type', { length: 10 }).notNull().default('LINK'),
  linkUrl: text('link_url'),
  programIdx: integer('program_idx').references(() => programs.programIdx),
  sortIndex: integer('sort_index').notNull().default(0),
  displayYn: boolean('display_yn').notNull().default(true),
  /** Shown from / until (open ends: no bound); checked when the read cache fills. */
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
});

/**
 * Promotion, bottom-sheet, popup, side-menu (LNB) and QR-page banners.
 * `audience` picks the guest list (/api/banner/list) or the member list (/api/login/banner/list).
 */
export const banners = pgTable(
  'banners',
  {
    bannerIdx: serial('banner_idx').primaryKey(),
    /** BANNER | BOTTOM | POPUP | LNB | QR */
    bannerType: varchar('banner_type', { length: 10 }).notNull(),
    /** ALL | GUEST | MEMBER */
    audience: varchar('audience', { length: 10 }).notNull().default('ALL'),
    bannerName: varchar('banner_name', { length: 100 }).notNull(),
    savePath: text('image_path'),
    alt: varchar('alt', { length: 200 }).notNull().default(''),
    bannerLink: text('banner_link').notNull().default('/'),
    /** Set when the banner opens a program; `bannerLink` is then `/program/{programIdx}`. */
    programIdx: integer('program_idx').references(() => programs.programIdx, {
      onDelete: 'set null',
    }),
    /** Popup text; with an image it makes an imageText popup, alone a text popup. */
    popupDescription: text('popup_description'),
    sortIndex: integer('sort_index').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    displayYn: boolean('display_yn').notNull().default(true),
  },
  (t) => [index('banners_type_idx').on(t.bannerType, t.audience)],
);

/** Click reports (POST /api/banner/action/insert). */
export const bannerActions = pgTable('banner_actions', {
  bannerActionIdx: serial('banner_action_idx').primaryKey(),
  /** BANNER | BOTTOM | POPUP | MAIN … as sent by the client */
  bannerType: varchar('banner_type', { length: 10 }).notNull(),
  /** MAIN | LNB | QR */
  bannerDetailType: varchar('banner_detail_type', { length: 10 }).notNull(),
  bannerIdx: integer('banner_idx').notNull(),
  userIdx: integer('user_idx'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Floor-map hotspots (POST /api/checkin/banner/list): mapType codes of spec 000 §2, e.g. B1P0001.
 * Program codes (xxPnnnn) point at a program; zone codes (xxZnnnn) at a zone.
 */
export const mapHotspots = pgTable(
  'map_hotspots',
  {
    mapHotspotIdx: serial('map_hotspot_idx').primaryKey(),
    mapType: varchar('map_type', { length: 10 }).notNull(),
    floorIdx: integer('floor_idx')
      .notNull()
      .references(() => floors.floorIdx),
    programIdx: integer('program_idx').references(() => programs.programIdx),
    zoneIdx: integer('zone_idx').references(() => zones.zoneIdx),
    /** The name on the map: the room, or the spot in a room (decision 030). */
    label: varchar('label', { length: 40 }).notNull().default(''),
    labelEn: varchar('label_en', { length: 60 }),
    /** The rectangle on the floor's plan in fractions of its size; null: not placed. */
    rectX: doublePrecision('rect_x'),
    rectY: doublePrecision('rect_y'),
    rectWidth: doublePrecision('rect_width'),
    rectHeight: doublePrecision('rect_height'),
  },
  (t) => [
    uniqueIndex('map_hotspots_floor_type_uq').on(t.floorIdx, t.mapType),
    check(
      'map_hotspots_rect_ck',
      sql`(${t.rectX} IS NULL AND ${t.rectY} IS NULL AND ${t.rectWidth} IS NULL AND ${t.rectHeight} IS NULL) OR (${t.rectX} >= 0 AND ${t.rectY} >= 0 AND ${t.rectWidth} > 0 AND ${t.rectHeight} > 0 AND ${t.rectX} + ${t.rectWidth} <= 1.000001 AND ${t.rectY} + ${t.rectHeight} <= 1.000001)`,
    ),
  ],
);

// ── Content: notices, FAQ, terms ────────────────────────────────────────────

export const notices = pgTable(
  'notices',
  {
    noticeIdx: serial('notice_idx').primaryKey(),
    noticeName: varchar('notice_name', { length: 200 }).notNull(),
    /** Editor HTML, sanitized at write time. */
    noticeContent: text('notice_content').notNull(),
    fixedYn: boolean('fixed_yn').notNull().default(false),
    displayYn: boolean('display_yn').notNull().default(true),
    savePath: text('image_path'),
    writeDate: timestamp('write_date', { withTimezone: true }).notNull().defaultNow(),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [index('notices_order_idx').on(t.fixedYn, t.writeDate)],
);

export const faqCategories = pgTable('faq_categories', {
  faqsCategoryIdx: serial('faqs_category_idx').primaryKey(),
  faqsCategoryName: varchar('faqs_category_name', { length: 60 }).notNull(),
  sortIndex: integer('sort_index').notNull().default(0),
});

export const faqs = pgTable(
  'faqs',
  {
    faqsIdx: serial('faqs_idx').primaryKey(),
    faqsCategoryIdx: integer('faqs_category_idx')
      .notNull()
      .references(() => faqCategories.faqsCategoryIdx),
    faqsQuestion: text('faqs_question').notNull(),
    /** Editor HTML, sanitized at write time. */
    faqsAnswer: text('faqs_answer').notNull(),
    displayYn: boolean('display_yn').notNull().default(true),
    sortIndex: integer('sort_index').notNull().default(0),
    regDate: createdAt(),
  },
  (t) => [index('faqs_category_idx').on(t.faqsCategoryIdx)],
);

/**
 * Terms TOS001–TOS006 (decision 028). A new version is a new row; a row is a draft until an ADMIN
 * publishes it (display_yn, published_at), and a published row is never changed again, because
 * members agreed to it. Visitors see, per code, the newest published version whose
 * effective_date (a Seoul day) has come: the version in force.
 */
export const terms = pgTable(
  'terms',
  {
    termsIdx: serial('terms_idx').primaryKey(),
    termsCode: varchar('terms_code', { length: 10 }).notNull(),
    version: integer('version').notNull(),
    requiredYn: boolean('required_yn').notNull(),
    termsName: varchar('terms_name', { length: 200 }).notNull(),
    /** Editor HTML, sanitized at write time. */
    termsDescription: text('terms_description').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    /** The Seoul day the version comes into force (시행일). */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** Published: true from publication on; false for a draft. */
    displayYn: boolean('display_yn').notNull().default(true),
    /** When it was published; null for a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    regDate: createdAt(),
  },
  (t) => [
    uniqueIndex('terms_code_version_uq').on(t.termsCode, t.version),
    check('terms_published_ck', sql`${t.displayYn} = (${t.publishedAt} IS NOT NULL)`),
  ],
);

// ── Self-guided tour (POST /api/tour/detail) ────────────────────────────────

/**
 * A self-guided tour of the venue page's tour tab. The current tour is the displayed one edited
 * last (display_yn, then mod_date); drafts and old tours stay hidden with display_yn false.
 */
export const tours = pgTable(
  'tours',
  {
    tourIdx: serial('tour_idx').primaryKey(),
    tourTitle: varchar('tour_title', { length: 200 }).notNull(),
    /** Editor HTML, sanitized at write time. */
    tourIntro: text('tour_intro').notNull().default(''),
    /** Cover image, 750×400; null for none. */
    savePath: text('image_path'),
    /** Plain-text lines of the "before you go" checklist, in order. */
    checklist: text('checklist').array().notNull().default(sql`'{}'::text[]`),
    displayYn: boolean('display_yn').notNull().default(true),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [index('tours_current_idx').on(t.displayYn, t.modDate)],
);

/** The stops of a tour in `sortIndex` order; `floorIdx` null for a step not on one floor. */
export const tourStops = pgTable(
  'tour_stops',
  {
    tourStopIdx: serial('tour_stop_idx').primaryKey(),
    tourIdx: integer('tour_idx')
      .notNull()
      .references(() => tours.tourIdx, { onDelete: 'cascade' }),
    floorIdx: integer('floor_idx').references(() => floors.floorIdx),
    /** The zone the stop visits and a program at it, linked from the stop. */
    zoneIdx: integer('zone_idx').references(() => zones.zoneIdx),
    programIdx: integer('program_idx').references(() => programs.programIdx),
    label: varchar('label', { length: 40 }).notNull(),
    stopTitle: varchar('stop_title', { length: 200 }).notNull(),
    minutes: integer('minutes').notNull(),
    /** Plain text. */
    stopText: text('stop_text').notNull(),
    /** Plain-text tips, in order. */
    tips: text('tips').array().notNull().default(sql`'{}'::text[]`),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [index('tour_stops_tour_idx').on(t.tourIdx, t.sortIndex)],
);

/**
 * The venue settings (decision 030): one row (settings_idx 1) holding the document
 * the ADMIN saves, validated by the contract's `venueSettingsInput` on write and read.
 */
export const venueSettings = pgTable(
  'venue_settings',
  {
    settingsIdx: integer('settings_idx').primaryKey().default(1),
    settings: jsonb('settings').notNull(),
    modDate: updatedAt(),
  },
  (t) => [check('venue_settings_single_row_ck', sql`${t.settingsIdx} = 1`)],
);

/** Key/value facts about the installation, e.g. when the demo seed ran. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

// ── Members ─────────────────────────────────────────────────────────────────
// Resident-number digits are never stored (docs/decisions/009): only CI/DI from the identity
// agency, and the birth date, gender and foreigner flag derived from them.

export const users = pgTable(
  'users',
  {
    userIdx: serial('user_idx').primaryKey(),
    /** Connecting information from the identity agency: one person, one account. */
    ci: varchar('ci', { length: 128 }).notNull(),
    di: varchar('di', { length: 128 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    birthYmd: date('birth_ymd', { mode: 'string' }).notNull(),
    /** M | F */
    gender: varchar('gender', { length: 1 }).notNull(),
    foreignerYn: boolean('foreigner_yn').notNull().default(false),
    /** 01–06 (spec 000 §3) */
    telecomCode: varchar('telecom_code', { length: 2 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    email: varchar('email', { length: 200 }),
    /** ACTIVE | WITHDRAWN */
    status: varchar('status', { length: 12 }).notNull().default('ACTIVE'),
    /** N blocks reservations and draws (spec 001 §4 restriction alert). */
    participationPossibleYn: boolean('participation_possible_yn').notNull().default(true),
    userInfoAgreementYn: boolean('user_info_agreement_yn').notNull().default(false),
    adInfoAgreementYn: boolean('ad_info_agreement_yn').notNull().default(false),
    marketingAgreementYn: boolean('marketing_agreement_yn').notNull().default(false),
    loginCount: integer('login_count').notNull().default(0),
    visitCount: integer('visit_count').notNull().default(0),
    checkInCount: integer('check_in_count').notNull().default(0),
    /**
     * Bumped on logout, withdrawal and "log out everywhere": a token carries the version it was
     * issued with, and a token with an older version is refused (401).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [
    // Only active members must be unique per person; withdrawn rows are anonymised.
    uniqueIndex('users_active_ci_uq').on(t.ci).where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/** Easy logins linked to a member: T ID and Kakao (spec 001 §3 userType, *SubId, *SubsId). */
export const userIdentities = pgTable(
  'user_identities',
  {
    userIdentityIdx: serial('user_identity_idx').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** tid | kakao */
    provider: varchar('provider', { length: 10 }).notNull(),
    /** The provider's subject id. */
    subId: varchar('sub_id', { length: 128 }).notNull(),
    /** The provider's service-specific id, where it has one. */
    subsId: varchar('subs_id', { length: 128 }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_sub_uq').on(t.provider, t.subId),
    uniqueIndex('user_identities_user_provider_uq').on(t.userIdx, t.provider),
  ],
);

/**
 * Captcha challenges (GET /api/captcha). Only a keyed hash of the answer is kept. A challenge
 * allows a few attempts, expires, and once passed can be spent once (by phone/send).
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    uuid: varchar('uuid', { length: 36 }).primaryKey(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * SMS identity verifications (POST /api/auth/phone/send and /verify). `seq` is the handle the
 * client quotes in every later step. The code itself is checked by the identity agency (or its
 * sandbox); we keep who asked, the agency's transaction id, counters for the send and attempt
 * limits, and, once verified, the CI/DI the agency returned. Resident-number digits are never
 * here: only the derived birth date, gender and foreigner flag (decision 009).
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    seq: varchar('seq', { length: 36 }).primaryKey(),
    /** Identification | identificationguardian | qrissue | qrissueguardian */
    verifyType: varchar('verify_type', { length: 30 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    birthYmd: date('birth_ymd', { mode: 'string' }).notNull(),
    gender: varchar('gender', { length: 1 }).notNull(),
    foreignerYn: boolean('foreigner_yn').notNull(),
    telecomCode: varchar('telecom_code', { length: 2 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    /** The login in progress (provider and its subject id) when the visitor is not a member yet. */
    authType: varchar('auth_type', { length: 10 }),
    authId: varchar('auth_id', { length: 200 }),
    /** The member who asked, for the QR verify types. */
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'cascade' }),
    /** Guardian verifications: the seq of the child's own verification. */
    userSeq: varchar('user_seq', { length: 36 }),
    agencyTxId: varchar('agency_tx_id', { length: 100 }).notNull(),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The code's deadline: 180 s after the last send (spec 000 §9). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ci: varchar('ci', { length: 128 }),
    di: varchar('di', { length: 128 }),
    /** Set when signup, account linking or a guardian record spends the verification. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_verifications_phone_idx').on(t.phoneNumber, t.createdAt),
    index('phone_verifications_created_idx').on(t.createdAt),
  ],
);

/**
 * The sandbox identity agency's outbox (sandbox mode only): what a real agency would send by SMS.
 * Testers and browser tests read it through GET /sandbox/api/sms/inbox. Never used in production.
 */
export const sandboxSmsMessages = pgTable(
  'sandbox_sms_messages',
  {
    sandboxSmsIdx: serial('sandbox_sms_idx').primaryKey(),
    agencyTxId: varchar('agency_tx_id', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    birthYmd: date('birth_ymd', { mode: 'string' }).notNull(),
    gender: varchar('gender', { length: 1 }).notNull(),
    code: varchar('code', { length: 6 }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_sms_phone_idx').on(t.phoneNumber, t.createdAt),
    index('sandbox_sms_tx_idx').on(t.agencyTxId),
  ],
);

// ── Login, signup and consent ───────────────────────────────────────────────

/**
 * OAuth logins in flight (POST /api/auth/authorize → provider → /kakao-redirect). Only a hash of
 * the `state` is kept, with the PKCE verifier and a hash of the browser-binding cookie. A row is
 * spent once (used_at) and lives 10 minutes, so a replayed or foreign state is refused.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: varchar('state_hash', { length: 64 }).primaryKey(),
    /** kakao | tid */
    provider: varchar('provider', { length: 10 }).notNull(),
    /** login | link */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    browserHash: varchar('browser_hash', { length: 64 }).notNull(),
    /** purpose link: the member the provider is linked to */
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/**
 * The legal guardian of a member under 14 (spec 000 §3 Legal guardian), copied from the
 * guardian's own verified phone check. One current guardian per member; each consent is also
 * kept in consent_records.
 */
export const legalGuardians = pgTable(
  'legal_guardians',
  {
    legalGuardianIdx: serial('legal_guardian_idx').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    ci: varchar('ci', { length: 128 }).notNull(),
    di: varchar('di', { length: 128 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    birthYmd: date('birth_ymd', { mode: 'string' }).notNull(),
    gender: varchar('gender', { length: 1 }).notNull(),
    foreignerYn: boolean('foreigner_yn').notNull(),
    telecomCode: varchar('telecom_code', { length: 2 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    /** the phone verification that proved the guardian */
    verificationSeq: varchar('verification_seq', { length: 36 }).notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [uniqueIndex('legal_guardians_user_uq').on(t.userIdx)],
);

/**
 * Every consent a member (or their guardian) gave or withdrew, append-only: the terms version
 * agreed at signup, later toggles in settings and guardian consent. The flags on
 * `users` are the current state; this table is the proof of how it came to be.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    consentRecordIdx: serial('consent_record_idx').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** TERMS | GUARDIAN | USER_INFO | AD_INFO | MARKETING */
    subject: varchar('subject', { length: 12 }).notNull(),
    // The term is named by code and version, not by terms_idx: venue content (terms included)
    // can be reseeded with fresh ids, and a consent must keep saying what was agreed.
    termsCode: varchar('terms_code', { length: 10 }),
    termsVersion: integer('terms_version'),
    agreed: boolean('agreed').notNull(),
    /** signup | guardian | settings */
    source: varchar('source', { length: 10 }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_user_idx').on(t.userIdx, t.recordedAt)],
);

/**
 * VIP access keys. Only a keyed hash of the digits is stored. A key expires, has a
 * use limit, and belongs to the member who signed up with it (user_idx, set at signup).
 */
export const vipAccessKeys = pgTable(
  'vip_access_keys',
  {
    vipKeyIdx: serial('vip_key_idx').primaryKey(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    useCount: integer('use_count').notNull().default(0),
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    regDate: createdAt(),
    // Decision 033: keys issued and revoked by an ADMIN in the console.
    /** The ADMIN who issued it; null for sandbox keys and once the account is deleted. */
    issuedBy: integer('issued_by').references((): AnyPgColumn => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    /** Revoked keys log nobody in, the member bound to it included. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references((): AnyPgColumn => operators.operatorIdx, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('vip_access_keys_hash_uq').on(t.keyHash)],
);

// ── Visits ─────────────────────────────────────────────────────────────────

/**
 * Page visits (GET /api/front/visit?p=main&c={code}): the page, the campaign code the visitor was
 * forwarded with (already limited by the contract to [A-Za-z0-9_-]{1,64}) and the member when a
 * jwt was sent.
 */
export const visits = pgTable(
  'visits',
  {
    visitIdx: serial('visit_idx').primaryKey(),
    page: varchar('page', { length: 30 }).notNull(),
    campaignCode: varchar('campaign_code', { length: 64 }),
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_campaign_idx').on(t.campaignCode, t.createdAt)],
);

// ── Reservations and draw applications (greetings first; the booking flow, capacity and
// draws on top) ───────────────────────────────────────────────────────────────

/**
 * A member's reservation (RESERVATION) or draw application (APPLICATION) (spec 001 §3 Reserve
 * entry). `reserveEntryId` is the client-generated id (letter, Seoul time, random part) and is
 * unique, so a retried insert finds the entry it already wrote. `programInstanceIdx` is the
 * booked date and time; null only for programs without instances.
 */
export const reserveEntries = pgTable(
  'reserve_entries',
  {
    reserveEntryIdx: serial('reserve_entry_idx').primaryKey(),
    reserveEntryId: varchar('reserve_entry_id', { length: 40 }).notNull(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx),
    programIdx: integer('program_idx')
      .notNull()
      .references(() => programs.programIdx),
    programInstanceIdx: integer('program_instance_idx').references(
      () => programInstances.programInstanceIdx,
    ),
    /** RESERVATION | APPLICATION */
    programType: varchar('program_type', { length: 20 }).notNull(),
    /** Reservation: CONFIRM APPLY CANCEL DONE NOSHOW; application: ATTEND WIN LOSE CANCEL DONE NOSHOW ATTENDCANCEL */
    status: varchar('status', { length: 20 }).notNull(),
    participantCnt: integer('participant_cnt').notNull().default(1),
    /** Applicant fields, only those the program collects (null otherwise). */
    name: varchar('name', { length: 50 }),
    phoneNumber: varchar('phone_number', { length: 11 }),
    email: varchar('email', { length: 200 }),
    /** The overall agreement box of /infocomfirm as sent. */
    agreementYn: boolean('agreement_yn').notNull().default(false),
    /**
     * SHA-256 (hex) of the normalized insert body: a retry with the same reserveEntryId must carry
     * the same body. Null for entries made outside /reserveentry/insert (sandbox, imports).
     */
    requestHash: varchar('request_hash', { length: 64 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why an operator cancelled it; the member's history shows it. */
    cancelReason: text('cancel_reason'),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [
    uniqueIndex('reserve_entries_id_uq').on(t.reserveEntryId),
    index('reserve_entries_user_idx').on(t.userIdx, t.programIdx),
    // One entry per member per program until it is cancelled: the database, not a read-then-write
    // check, guarantees 이미 예약·응모 완료 되었습니다. under concurrency.
    uniqueIndex('reserve_entries_member_program_uq')
      .on(t.userIdx, t.programIdx)
      .where(sql`${t.status} not in ('CANCEL', 'ATTENDCANCEL')`),
    index('reserve_entries_instance_idx').on(t.programInstanceIdx),
  ],
);

/** The answers of an entry to its program's questions, in the wire format of entry-answers.ts. */
export const reserveEntryAnswers = pgTable(
  'reserve_entry_answers',
  {
    reserveEntryIdx: integer('reserve_entry_idx')
      .notNull()
      .references(() => reserveEntries.reserveEntryIdx, { onDelete: 'cascade' }),
    programQuestionIdx: integer('program_question_idx').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reserveEntryIdx, t.programQuestionIdx] })],
);

/**
 * Program-terms consents given with an entry: which term (id and name as shown), Y or N, when.
 * The name is copied so the record keeps saying what was agreed after the CMS edits the term.
 */
export const reserveEntryTermConsents = pgTable(
  'reserve_entry_term_consents',
  {
    reserveEntryIdx: integer('reserve_entry_idx')
      .notNull()
      .references(() => reserveEntries.reserveEntryIdx, { onDelete: 'cascade' }),
    programTermsIdx: integer('program_terms_idx').notNull(),
    termsName: varchar('terms_name', { length: 200 }).notNull(),
    agreed: boolean('agreed').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reserveEntryIdx, t.programTermsIdx] })],
);

// ── Draws (docs/decisions/016) ──────────────────────────────────────────────

/**
 * The one draw of an APPLICATION program and its audit record. `program_idx` is the primary key:
 * the draw claims the row with INSERT … ON CONFLICT DO NOTHING inside the transaction that also
 * writes WIN/LOSE, so two server instances can never draw the same program twice, and a crash
 * halfway leaves no row (the poller simply tries again).
 *
 * Re-deriving the winners from this row (the contract's domain/draw-order.ts): `seed` (32 random
 * bytes, hex) keys the deterministic stream, `pools` lists the candidates in draw order (one
 * entry per verified person), and a partial Fisher–Yates over each pool gives `winnerEntryIdxs`.
 * `seedSha256` is the commitment: SHA-256 of the seed bytes.
 */
export const programDraws = pgTable('program_draws', {
  programIdx: integer('program_idx')
    .primaryKey()
    .references(() => programs.programIdx, { onDelete: 'cascade' }),
  /** When the draw ran (the transaction's clock). */
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  /** The announcement instant the draw was due at (the program's, or the sandbox's "now"). */
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  /** SCHEDULED (the poller) | STAFF (지금 추첨 in the console) | SANDBOX (POST /sandbox/api/draws/run) */
  trigger: varchar('trigger', { length: 12 }).notNull(),
  /** The algorithm's name and version, e.g. hmac-sha256-fisher-yates-v1. */
  algorithm: varchar('algorithm', { length: 40 }).notNull(),
  seed: varchar('seed', { length: 64 }).notNull(),
  seedSha256: varchar('seed_sha256', { length: 64 }).notNull(),
  /** ATTEND entries of the program when the draw ran (every one ends WIN or LOSE). */
  entryCount: integer('entry_count').notNull(),
  /** Verified people in the draw: entries of active members, one per CI. */
  candidateCount: integer('candidate_count').notNull(),
  /** The program's winner count at the time (null = the sessions' capacities decide). */
  winnerLimit: integer('winner_limit'),
  winnerCount: integer('winner_count').notNull(),
  /** [{ programInstanceIdx, quota, entryIdxs }] in draw order; see the contract's domain/draw-order.ts. */
  pools: jsonb('pools').notNull(),
  winnerEntryIdxs: integer('winner_entry_idxs').array().notNull(),
});

/**
 * A cancelled win offered to the next candidate of its pool in the draw record's order
 * (decision 036). Each cancelled win is offered once, and each entry is offered at most once;
 * the record itself never changes, so the order stays verifiable.
 */
export const programDrawOffers = pgTable(
  'program_draw_offers',
  {
    drawOfferIdx: serial('draw_offer_idx').primaryKey(),
    programIdx: integer('program_idx')
      .notNull()
      .references(() => programDraws.programIdx, { onDelete: 'cascade' }),
    cancelledEntryIdx: integer('cancelled_entry_idx')
      .notNull()
      .references(() => reserveEntries.reserveEntryIdx, { onDelete: 'cascade' }),
    offeredEntryIdx: integer('offered_entry_idx')
      .notNull()
      .references(() => reserveEntries.reserveEntryIdx, { onDelete: 'cascade' }),
    operatorIdx: integer('operator_idx').references(() => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('program_draw_offers_cancelled_uq').on(t.cancelledEntryIdx),
    uniqueIndex('program_draw_offers_offered_uq').on(t.offeredEntryIdx),
    index('program_draw_offers_program_idx').on(t.programIdx),
  ],
);

// ── QR passes, check-ins and the staff console (decision 017) ───────────────

/**
 * A member's QR for one Seoul day, created when the QR issue verification succeeds. `qrUuid` is
 * what the QR encodes (random, made anew each day); `entryCode` is the short code shown under it
 * for staff to type. `guardianSeq` is set when an under-14's guardian verification issued it.
 */
export const qrPasses = pgTable(
  'qr_passes',
  {
    qrPassIdx: serial('qr_pass_idx').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    qrUuid: varchar('qr_uuid', { length: 36 }).notNull(),
    entryCode: varchar('entry_code', { length: 8 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** The verification that issued the pass (the member's, or the guardian's for under-14s). */
    verificationSeq: varchar('verification_seq', { length: 36 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qr_passes_uuid_uq').on(t.qrUuid),
    uniqueIndex('qr_passes_user_day_uq').on(t.userIdx, t.issueDate),
    uniqueIndex('qr_passes_day_code_uq').on(t.issueDate, t.entryCode),
  ],
);

/**
 * One row per member, day and place (`placeKey`: E for the entrance, Z:{zoneIdx}, P:{programIdx}):
 * a second scan at the same place on the same day finds the row and changes nothing. The id is
 * the event id of the live stream (Last-Event-ID); `message` is what was sent to the phone.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    checkInIdx: serial('check_in_idx').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** Null when staff admitted the member by name and they had no pass that day. */
    qrPassIdx: integer('qr_pass_idx').references(() => qrPasses.qrPassIdx, {
      onDelete: 'cascade',
    }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    /** ENTRANCE | ZONE | PROGRAM */
    placeType: varchar('place_type', { length: 10 }).notNull(),
    placeKey: varchar('place_key', { length: 20 }).notNull(),
    zoneIdx: integer('zone_idx').references(() => zones.zoneIdx, { onDelete: 'set null' }),
    programIdx: integer('program_idx').references(() => programs.programIdx, {
      onDelete: 'set null',
    }),
    /** The operator who scanned; null once that account is deleted. */
    operatorIdx: integer('operator_idx').references(() => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    /** The sseMessage sent: { programIdx, tutorialYn, tutorialLink }. */
    message: jsonb('message').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
    /** SCAN (a QR or a typed entry code) | NAME (admitted by name search) */
    method: varchar('method', { length: 10 }).notNull().default('SCAN'),
    /**
     * The entries this check-in made DONE with the status each had before, [{ idx, from }], so
     * undoing a mistaken check-in puts them back (decision 032).
     */
    doneEntries: jsonb('done_entries').notNull().default([]),
  },
  (t) => [
    uniqueIndex('check_ins_user_day_place_uq').on(t.userIdx, t.visitDate, t.placeKey),
    index('check_ins_pass_idx').on(t.qrPassIdx, t.checkInIdx),
    // One day's check-ins by time: the desks' recent scans (newest first), the console's
    // dashboard and the day's export. One index for all three: every check-in writes it.
    index('check_ins_day_time_idx').on(t.visitDate, t.checkedInAt, t.checkInIdx),
  ],
);

/**
 * Staff console accounts. `passwordHash` is `scrypt$N$r$p$salt$hash` (base64url); the password
 * itself is never stored or logged. Role ADMIN manages accounts; STAFF scans at the door.
 */
export const operators = pgTable(
  'operators',
  {
    operatorIdx: serial('operator_idx').primaryKey(),
    loginId: varchar('login_id', { length: 40 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    /** ADMIN | EDITOR | STAFF */
    role: varchar('role', { length: 10 }).notNull(),
    active: boolean('active').notNull().default(true),
    /** set by an ADMIN's password reset: the next login must choose a new password */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * Two-factor login (decision 035). Secrets are never kept plain: each is AES-256-GCM under a
     * key derived from the server secret (`features/staff/totp-secret-box.ts`). `totp_secret`
     * with `totp_enabled_at` set: every login asks for a code after the password.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** the RFC 6238 time step of the last code accepted: that code and older ones are refused */
    totpLastStep: integer('totp_last_step'),
    /** a secret shown by `totp/setup`, waiting for its first code (`totp/enable`) */
    totpPendingSecret: text('totp_pending_secret'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [uniqueIndex('operators_login_id_uq').on(sql`lower(${t.loginId})`)],
);

/** Staff sessions: only a SHA-256 of the cookie's random token is kept. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    operatorIdx: integer('operator_idx')
      .notNull()
      .references(() => operators.operatorIdx, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorIdx)],
);

// ── Member services ─────────────────────────────────────────────────────────

/** Raw bytes (PostgreSQL bytea): attachments live in the database, so every instance sees them. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * 1:1 inquiries (spec 001 §2 Inquiry; fields designed). A member asks, staff answer from the
 * console. `category`: the form's choice (designed codes). Deleted with the member's data on
 * withdrawal.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    inquiryIdx: serial('inquiry_idx').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    category: varchar('category', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    /** WAITING (답변대기) | ANSWERED (답변완료) */
    status: varchar('status', { length: 10 }).notNull().default('WAITING'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    /** When the member agreed to the collection of the inquiry's personal data. */
    privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }).notNull(),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [
    index('inquiries_user_idx').on(t.userIdx, t.inquiryIdx),
    index('inquiries_status_idx').on(t.status, t.regDate),
  ],
);

/** Photos attached to an inquiry; only the owner and staff can fetch them. */
export const inquiryAttachments = pgTable(
  'inquiry_attachments',
  {
    attachmentIdx: serial('attachment_idx').primaryKey(),
    inquiryIdx: integer('inquiry_idx')
      .notNull()
      .references(() => inquiries.inquiryIdx, { onDelete: 'cascade' }),
    /** The name the member's file had (cleaned), shown in the list. */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** image/jpeg | image/png | image/webp — checked from the bytes, not the upload's claim. */
    contentType: varchar('content_type', { length: 40 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    data: bytea('data').notNull(),
    regDate: createdAt(),
  },
  (t) => [index('inquiry_attachments_inquiry_idx').on(t.inquiryIdx)],
);

/**
 * Every answer staff gave to an inquiry, in order: answering again adds a row, so no
 * answer or its author is lost. `inquiries.answer`/`answered_at`/`answered_by` are the latest, the
 * one the member sees. `operator_name` is a copy, so the history keeps its author's name.
 */
export const inquiryAnswers = pgTable(
  'inquiry_answers',
  {
    inquiryAnswerIdx: serial('inquiry_answer_idx').primaryKey(),
    inquiryIdx: integer('inquiry_idx')
      .notNull()
      .references(() => inquiries.inquiryIdx, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    operatorIdx: integer('operator_idx').references(() => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    operatorName: varchar('operator_name', { length: 50 }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('inquiry_answers_inquiry_idx').on(t.inquiryIdx, t.inquiryAnswerIdx)],
);

/**
 * Draw Tour (스탬프 투어) seasons: stamps collected between start and end date (Seoul
 * days) count towards the season's rewards.
 */
export const frequencySeasons = pgTable(
  'frequency_seasons',
  {
    seasonIdx: serial('season_idx').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitized editor HTML: how the season works, shown on /frequency/method. */
    methodHtml: text('method_html').notNull().default(''),
    imagePath: text('image_path').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Squares on the stamp board. */
    stampGoal: integer('stamp_goal').notNull(),
    displayYn: boolean('display_yn').notNull().default(true),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  // Migration 0020: the console writes seasons; the database keeps them sane.
  (t) => [
    check('frequency_seasons_period_ck', sql`${t.endDate} >= ${t.startDate}`),
    check('frequency_seasons_goal_ck', sql`${t.stampGoal} >= 1`),
  ],
);

/** A season's rewards, unlocked at a number of stamps. */
export const frequencyRewards = pgTable(
  'frequency_rewards',
  {
    rewardIdx: serial('reward_idx').primaryKey(),
    seasonIdx: integer('season_idx')
      .notNull()
      .references(() => frequencySeasons.seasonIdx, { onDelete: 'cascade' }),
    requiredStamps: integer('required_stamps').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    /** How many the venue prepared (선착순); null: no limit (decision 022). */
    stock: integer('stock'),
  },
  (t) => [
    index('frequency_rewards_season_idx').on(t.seasonIdx, t.requiredStamps),
    check('frequency_rewards_stock_ck', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check('frequency_rewards_required_ck', sql`${t.requiredStamps} >= 1`),
  ],
);

/**
 * Stamps a member earned in a season. `earnKey` makes each earning happen once:
 * CHECKIN:{Seoul day}, PROGRAM:{programIdx}, NSERVICE:{Seoul day}.
 */
export const frequencyStamps = pgTable(
  'frequency_stamps',
  {
    stampIdx: serial('stamp_idx').primaryKey(),
    seasonIdx: integer('season_idx')
      .notNull()
      .references(() => frequencySeasons.seasonIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** CHECKIN | PROGRAM | NSERVICE */
    earnType: varchar('earn_type', { length: 10 }).notNull(),
    earnKey: varchar('earn_key', { length: 40 }).notNull(),
    /** The program of a PROGRAM stamp (no foreign key: venue content may be reseeded). */
    programIdx: integer('program_idx'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('frequency_stamps_once_uq').on(t.seasonIdx, t.userIdx, t.earnKey),
    index('frequency_stamps_user_idx').on(t.userIdx, t.seasonIdx),
  ],
);

/**
 * Rewards handed out at the information desk (decision 022): one row per reward and member,
 * written by the staff console; the unique index makes a second handout impossible.
 */
export const frequencyRewardClaims = pgTable(
  'frequency_reward_claims',
  {
    claimIdx: serial('claim_idx').primaryKey(),
    rewardIdx: integer('reward_idx')
      .notNull()
      .references(() => frequencyRewards.rewardIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** The operator who handed it out; null once that account is deleted. */
    operatorIdx: integer('operator_idx').references(() => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('frequency_reward_claims_once_uq').on(t.rewardIdx, t.userIdx),
    index('frequency_reward_claims_user_idx').on(t.userIdx),
  ],
);

/**
 * Surveys (decision 021): about the member's visit (VISIT) or one program (PROGRAM,
 * `programIdx` set), open between two Seoul days inclusive. Questions use the reservation
 * questions' four types and wire format.
 */
export const surveys = pgTable(
  'surveys',
  {
    surveyIdx: serial('survey_idx').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    summary: text('summary').notNull().default(''),
    /** VISIT | PROGRAM */
    targetType: varchar('target_type', { length: 10 }).notNull(),
    programIdx: integer('program_idx').references(() => programs.programIdx, {
      onDelete: 'cascade',
    }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    displayYn: boolean('display_yn').notNull().default(true),
    /**
     * The first survey of the versions this one belongs to (decision 031): an answered survey
     * whose questions change is replaced by a new survey with the same original. Null for a first
     * version. The newest of a line is current; the older ones are closed to members.
     */
    originalSurveyIdx: integer('original_survey_idx').references(
      (): AnyPgColumn => surveys.surveyIdx,
    ),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [
    index('surveys_period_idx').on(t.startDate, t.endDate),
    index('surveys_original_idx').on(t.originalSurveyIdx),
    check(
      'surveys_target_ck',
      sql`(${t.targetType} = 'VISIT' and ${t.programIdx} is null) or (${t.targetType} = 'PROGRAM' and ${t.programIdx} is not null)`,
    ),
    check('surveys_period_ck', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    surveyQuestionIdx: serial('survey_question_idx').primaryKey(),
    surveyIdx: integer('survey_idx')
      .notNull()
      .references(() => surveys.surveyIdx, { onDelete: 'cascade' }),
    /** OBJONE | OBJMULTI | SUBJECTIVE | DESCRIPTIVE */
    questionType: varchar('question_type', { length: 12 }).notNull(),
    requiredYn: boolean('required_yn').notNull().default(true),
    questionText: text('question_text').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [index('survey_questions_survey_idx').on(t.surveyIdx, t.sortIndex)],
);

export const surveyQuestionOptions = pgTable(
  'survey_question_options',
  {
    surveyQuestionOptionIdx: serial('survey_question_option_idx').primaryKey(),
    surveyQuestionIdx: integer('survey_question_idx')
      .notNull()
      .references(() => surveyQuestions.surveyQuestionIdx, { onDelete: 'cascade' }),
    optionText: varchar('option_text', { length: 100 }).notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [index('survey_question_options_question_idx').on(t.surveyQuestionIdx, t.sortIndex)],
);

/**
 * One member's answering of a survey: unique per (survey, member), so a survey is answered once
 * even when two submits race. On withdrawal `user_idx` becomes null: the answers stay as anonymous
 * results (decision 021).
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    surveyResponseIdx: serial('survey_response_idx').primaryKey(),
    surveyIdx: integer('survey_idx')
      .notNull()
      .references(() => surveys.surveyIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_responses_once_uq').on(t.surveyIdx, t.userIdx),
    index('survey_responses_user_idx').on(t.userIdx),
  ],
);

/** The answers of a response, in the wire format of entry-answers.ts (option ids joined by commas). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    surveyResponseIdx: integer('survey_response_idx')
      .notNull()
      .references(() => surveyResponses.surveyResponseIdx, { onDelete: 'cascade' }),
    surveyQuestionIdx: integer('survey_question_idx')
      .notNull()
      .references(() => surveyQuestions.surveyQuestionIdx, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyResponseIdx, t.surveyQuestionIdx] }),
    index('survey_answers_question_idx').on(t.surveyQuestionIdx),
  ],
);

// ── Content management ──────────────────────────────────────────────────────

/**
 * The operators' audit log: one row per change, append-only (a trigger refuses UPDATE and
 * DELETE). `operatorIdx` has no foreign key and `operatorLoginId` is a copy, so the row outlives
 * the account. `before`/`after` hold the target's public fields, never a password hash.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditIdx: serial('audit_idx').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** null: the server itself (bootstrap, scheduled jobs) */
    operatorIdx: integer('operator_idx'),
    operatorLoginId: varchar('operator_login_id', { length: 40 }),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 40 }).notNull(),
    targetId: varchar('target_id', { length: 60 }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_operator_idx').on(t.operatorIdx, t.at),
  ],
);

// ── Media library (decision 027) ────────────────────────────────────────────

/**
 * Images operators uploaded. The files live in the media storage (data directory or S3) under
 * `uploads/{mediaKey}.{ext}` (the image in its own format, `savePath`) and
 * `uploads/{mediaKey}-w{width}.webp` (the `sizes`); this row is their catalogue.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    mediaIdx: serial('media_idx').primaryKey(),
    /** Random lower-case hex; never reused, so its URLs can be cached for a year. */
    mediaKey: varchar('media_key', { length: 40 }).notNull(),
    savePath: text('save_path').notNull(),
    alt: varchar('alt', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 100 }).notNull(),
    /** image/jpeg | image/png | image/webp, from the bytes */
    mimeType: varchar('mime_type', { length: 20 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** The WebP sizes, narrowest first: savePath, width, height, mimeType, byteSize. */
    sizes: jsonb('sizes')
      .$type<
        { savePath: string; width: number; height: number; mimeType: string; byteSize: number }[]
      >()
      .notNull(),
    uploadedBy: integer('uploaded_by').references(() => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [
    uniqueIndex('media_assets_key_uq').on(t.mediaKey),
    uniqueIndex('media_assets_save_path_uq').on(t.savePath),
    index('media_assets_reg_idx').on(t.regDate),
  ],
);

/**
 * Every rate limit's and lockout's counting windows when the server runs on PostgreSQL
 * (decision 037; lib/limit-store.ts): shared by all instances and kept across restarts. One
 * row per key (`captcha:<address>`, `login-pair:<id>\n<address>`, …), counted by one atomic
 * upsert; finished windows are swept. PGlite keeps these windows in process memory instead.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** When the window ends; the next hit after it starts a new one. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
    /** The latest counted hit (the login id's pause runs from it). */
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
