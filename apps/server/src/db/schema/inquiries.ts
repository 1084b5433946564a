// 1:1 inquiries: what members ask, their attached photos (bytea), and every answer staff
// gave.
import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './members';
import { operators } from './staff';

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
