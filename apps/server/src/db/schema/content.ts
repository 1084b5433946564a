// Content the venue publishes: notices, FAQ, terms (TOS001–TOS006), the home and other
// banners with their click reports, and the media library of uploaded images (decision 027).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { programs } from './programs';
import { operators } from './staff';

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
