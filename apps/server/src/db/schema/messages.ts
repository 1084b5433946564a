// Messages that reach a visitor outside the app (decision 059): each 알림톡 or SMS the venue
// sends, with its state history, and the sandbox provider's own record of what it received.

import {
  boolean,
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
import { users } from './members';
import { operators } from './staff';

/** A link button of a message: its label and the web address it opens. */
export interface MessageButtonRow {
  name: string;
  url: string;
}

/** One step of a message's life: the state it entered and when. */
export interface MessageStepRow {
  status: string;
  at: string;
  detail?: string;
}

/**
 * One message to one phone. `kind` + `cause_key` + `phone_number` is unique: a cause (an entry's
 * confirmation, a draw's result) sends each kind once to each recipient, however often the
 * code that causes it runs. `message_key` is what the provider is given to refuse a duplicate.
 */
export const messages = pgTable(
  'messages',
  {
    messageIdx: serial('message_idx').primaryKey(),
    messageKey: varchar('message_key', { length: 40 }).notNull(),
    /** RESERVATION_CONFIRMED, … (contract's MESSAGE_KINDS) */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** what caused it: `entry:123` */
    causeKey: varchar('cause_key', { length: 80 }).notNull(),
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    /** the 알림톡 template it went by; null when it went by SMS/LMS (template not approved, or 광고성) */
    templateCode: varchar('template_code', { length: 40 }),
    text: text('text').notNull(),
    /** 광고성 (its template's class): sent only with the member's consent, never 21:00–08:00 */
    advertising: boolean('advertising').notNull().default(false),
    buttons: jsonb('buttons').$type<MessageButtonRow[]>().notNull().default([]),
    /** QUEUED → SENDING → SENT → DELIVERED | FAILED (the provider's report) */
    status: varchar('status', { length: 20 }).notNull().default('QUEUED'),
    /** the channel it reached the phone by: ALIMTALK, or SMS / LMS after a fallback */
    channel: varchar('channel', { length: 10 }),
    providerMessageId: varchar('provider_message_id', { length: 60 }),
    history: jsonb('history').$type<MessageStepRow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_cause_uq').on(t.kind, t.causeKey, t.phoneNumber),
    uniqueIndex('messages_key_uq').on(t.messageKey),
    index('messages_created_idx').on(t.createdAt),
    index('messages_user_idx').on(t.userIdx),
  ],
);

/**
 * A kind's 알림톡 template as an operator registered it at the provider: its code,
 * text, review state and class. No row: the built-in template (features/messages/templates).
 */
export const messageTemplates = pgTable('message_templates', {
  kind: varchar('kind', { length: 40 }).primaryKey(),
  templateCode: varchar('template_code', { length: 40 }).notNull(),
  text: text('text').notNull(),
  /** PENDING | INSPECTING | APPROVED | REJECTED (contract's TEMPLATE_REVIEW_STATUSES) */
  reviewStatus: varchar('review_status', { length: 20 }).notNull(),
  reviewComment: text('review_comment'),
  /** INFORMATION | ADVERTISING */
  messageClass: varchar('message_class', { length: 20 }).notNull().default('INFORMATION'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => operators.operatorIdx, {
    onDelete: 'set null',
  }),
});

/**
 * Sandbox mode only: what the sandbox SOLAPI received (features/system/sandbox-solapi), read by
 * the sandbox inbox. It stands for the phone, as sandbox_sms_messages does for identity SMS.
 */
export const sandboxProviderMessages = pgTable(
  'sandbox_provider_messages',
  {
    sandboxMessageIdx: serial('sandbox_message_idx').primaryKey(),
    providerMessageId: varchar('provider_message_id', { length: 60 }).notNull(),
    /** the sender's duplicate guard (customFields.messageKey); null when none was given */
    messageKey: varchar('message_key', { length: 60 }),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    /** ALIMTALK | SMS | LMS */
    channel: varchar('channel', { length: 10 }).notNull(),
    templateCode: varchar('template_code', { length: 40 }),
    kind: varchar('kind', { length: 40 }),
    text: text('text').notNull(),
    buttons: jsonb('buttons').$type<MessageButtonRow[]>().notNull().default([]),
    status: varchar('status', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_provider_messages_key_uq').on(t.messageKey),
    index('sandbox_provider_messages_phone_idx').on(t.phoneNumber, t.createdAt),
  ],
);
