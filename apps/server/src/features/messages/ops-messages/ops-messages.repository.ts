/**
 * The console's reads of `messages`: a page of a day's messages with their member
 * and, for a message about an entry (cause `entry:<idx>`), its program; one message; a day's
 * counts by state and channel. Masking and cost happen in the service, after these reads.
 */
import { phonePrefix } from '@venue/contract';
import { addDays, seoulMidnight } from '@venue/contract/domain';
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { messages, programs, reserveEntries, users } from '../../../db/schema';
import type { Database } from '../../../db/types';

/** The entry a message is about: `entry:123` → 123, any other cause → null. */
const entryIdxOfCause = sql<
  number | null
>`(case when ${messages.causeKey} ~ '^entry:[0-9]{1,9}$' then substr(${messages.causeKey}, 7)::int end)`;

/**
 * Whether a message's text takes an LMS rather than an SMS when it falls back: over 90 bytes as
 * Korean phones count them (2 a character outside ASCII), as the provider decides. The pattern is
 * a literal, not a parameter: the day's counts group by this expression, and PostgreSQL matches
 * the grouped expression only when it is written the same.
 */
const longText = sql<boolean>`(2 * char_length(${messages.text}) - char_length(regexp_replace(${messages.text}, '[^\\x01-\\x7f]', '', 'g'))) > 90`;

const withoutTemplate = sql<boolean>`(${messages.templateCode} is null)`;

const rowColumns = {
  messageIdx: messages.messageIdx,
  kind: messages.kind,
  templateCode: messages.templateCode,
  status: messages.status,
  channel: messages.channel,
  longText,
  userIdx: messages.userIdx,
  memberName: users.name,
  phoneNumber: messages.phoneNumber,
  programIdx: programs.programIdx,
  programName: programs.programName,
  createdAt: messages.createdAt,
  sentAt: messages.sentAt,
};

export type MessageListRow = {
  messageIdx: number;
  kind: string;
  templateCode: string | null;
  status: string;
  channel: string | null;
  longText: boolean;
  userIdx: number | null;
  memberName: string | null;
  phoneNumber: string;
  programIdx: number | null;
  programName: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

/**
 * What a search box query is: digits (spaces and hyphens aside) are a phone from 10 digits on,
 * the phone's last four at 4, else a member number; anything else part of a name.
 */
export type MessageQuery =
  | { searchBy: 'NAME'; text: string }
  | { searchBy: 'PHONE'; digits: string }
  | { searchBy: 'LAST4'; digits: string }
  | { searchBy: 'NUMBER'; userIdx: number };

export function parseMessageQuery(query: string): MessageQuery {
  const compact = query.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(compact)) return { searchBy: 'NAME', text: query };
  if (compact.length >= 10) return { searchBy: 'PHONE', digits: compact };
  if (compact.length === 4) return { searchBy: 'LAST4', digits: compact };
  return { searchBy: 'NUMBER', userIdx: Number(compact) };
}

/**
 * The condition of a search. A masked operator searches on what they see: a whole phone by its
 * prefix and last four digits (010-****-5678), never its hidden middle.
 */
function searchCondition(query: MessageQuery, masked: boolean): SQL | undefined {
  switch (query.searchBy) {
    case 'NAME': {
      const escaped = query.text.replace(/[\\%_]/g, (c) => `\\${c}`);
      return ilike(users.name, `%${escaped}%`);
    }
    case 'LAST4':
      return sql`right(${messages.phoneNumber}, 4) = ${query.digits}`;
    case 'NUMBER':
      return eq(messages.userIdx, query.userIdx);
    case 'PHONE': {
      if (!masked) return eq(messages.phoneNumber, query.digits);
      const prefix = phonePrefix(query.digits);
      return and(
        sql`left(${messages.phoneNumber}, ${prefix.length}) = ${prefix}`,
        sql`right(${messages.phoneNumber}, 4) = ${query.digits.slice(-4)}`,
      );
    }
  }
}

/** The instants of a Seoul day: [its midnight, the next). */
function dayCondition(day: string): SQL | undefined {
  return and(
    gte(messages.createdAt, seoulMidnight(day)),
    lt(messages.createdAt, seoulMidnight(addDays(day, 1))),
  );
}

export interface MessageFilter {
  /** a Seoul day, or null for every day */
  date: string | null;
  kind?: string | undefined;
  status?: string | undefined;
  programIdx?: number | undefined;
  userIdx?: number | undefined;
  query?: MessageQuery | undefined;
  masked: boolean;
}

function listCondition(filter: MessageFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.date) where.push(dayCondition(filter.date));
  if (filter.kind) where.push(eq(messages.kind, filter.kind));
  if (filter.status) where.push(eq(messages.status, filter.status));
  if (filter.programIdx !== undefined) where.push(eq(reserveEntries.programIdx, filter.programIdx));
  if (filter.userIdx !== undefined) where.push(eq(messages.userIdx, filter.userIdx));
  if (filter.query) where.push(searchCondition(filter.query, filter.masked));
  return where.length > 0 ? and(...where) : undefined;
}

/** A page of messages, newest first, and how many match in all. */
export async function listMessages(
  db: Database,
  filter: MessageFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: MessageListRow[]; totalCount: number }> {
  const condition = listCondition(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(messages)
      .leftJoin(users, eq(users.userIdx, messages.userIdx))
      .leftJoin(reserveEntries, eq(reserveEntries.reserveEntryIdx, entryIdxOfCause))
      .leftJoin(programs, eq(programs.programIdx, reserveEntries.programIdx))
      .where(condition)
      .orderBy(desc(messages.createdAt), desc(messages.messageIdx))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(messages)
      .leftJoin(users, eq(users.userIdx, messages.userIdx))
      .leftJoin(reserveEntries, eq(reserveEntries.reserveEntryIdx, entryIdxOfCause))
      .where(condition),
  ]);
  return { rows, totalCount: total?.value ?? 0 };
}

/** One message with its member, program, text, buttons and history. */
export async function findMessageDetail(db: Database, messageIdx: number) {
  const [row] = await db
    .select({
      ...rowColumns,
      text: messages.text,
      buttons: messages.buttons,
      history: messages.history,
    })
    .from(messages)
    .leftJoin(users, eq(users.userIdx, messages.userIdx))
    .leftJoin(reserveEntries, eq(reserveEntries.reserveEntryIdx, entryIdxOfCause))
    .leftJoin(programs, eq(programs.programIdx, reserveEntries.programIdx))
    .where(eq(messages.messageIdx, messageIdx));
  return row;
}

/** A message's state, kind and phone: what a resend checks and audits. */
export async function findMessageState(db: Database, messageIdx: number) {
  const [row] = await db
    .select({ status: messages.status, kind: messages.kind, phoneNumber: messages.phoneNumber })
    .from(messages)
    .where(eq(messages.messageIdx, messageIdx));
  return row;
}

export interface DayCount {
  status: string;
  channel: string | null;
  longText: boolean;
  templateCode: string | null;
  count: number;
}

/** A Seoul day's messages counted by state, recorded channel and length. */
export async function countDay(db: Database, day: string): Promise<DayCount[]> {
  const rows = await db
    .select({
      status: messages.status,
      channel: messages.channel,
      longText,
      // null when the group went by SMS/LMS from the start, which the grouping keeps apart
      templateCode: sql<string | null>`min(${messages.templateCode})`,
      count: count(),
    })
    .from(messages)
    .where(dayCondition(day))
    .groupBy(messages.status, messages.channel, longText, withoutTemplate);
  return rows;
}
