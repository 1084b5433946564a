/** The `messages` table (db/schema/messages.ts): the outbox and each message's history. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { messages, users } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;

export type MessageRow = typeof messages.$inferSelect;

type NewMessageRow = Omit<typeof messages.$inferInsert, 'messageIdx' | 'status' | 'history'>;

/** The idxs of the rows written; a (kind, cause, phone) already written is skipped. */
export async function insertMessages(
  tx: Db,
  rows: readonly NewMessageRow[],
  now: Date,
  chunk = INSERT_CHUNK,
): Promise<number[]> {
  const history = [{ status: 'QUEUED', at: now.toISOString() }];
  const idxs: number[] = [];
  // A statement takes at most 65,535 parameters (about 6,500 messages); a draw of 10,000 goes in
  // several.
  for (let start = 0; start < rows.length; start += chunk) {
    const inserted = await tx
      .insert(messages)
      .values(
        rows
          .slice(start, start + INSERT_CHUNK)
          .map((row) => ({ ...row, status: 'QUEUED', history })),
      )
      .onConflictDoNothing()
      .returning({ messageIdx: messages.messageIdx });
    idxs.push(...inserted.map((row) => row.messageIdx));
  }
  return idxs;
}

/** Messages per INSERT: each row binds 10 values, so 2,000 bind 20,000 of the 65,535 allowed. */
export const INSERT_CHUNK = 2000;
export const VALUES_PER_MESSAGE = 10;

export async function findMessage(db: Db, messageIdx: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.messageIdx, messageIdx));
  return row;
}

/**
 * Moves a message to `status`, adding the step to its history (with `detail`, never personal
 * data); with `from`, only a message in one of those states moves. Answers whether it moved.
 */
export async function setMessageStatus(
  db: Db,
  messageIdx: number,
  step: { status: string; at: Date; detail?: string },
  fields: Partial<Pick<MessageRow, 'providerMessageId' | 'channel' | 'sentAt'>> = {},
  from?: readonly string[],
): Promise<boolean> {
  const entry = {
    status: step.status,
    at: step.at.toISOString(),
    ...(step.detail ? { detail: step.detail } : {}),
  };
  const moved = await db
    .update(messages)
    .set({
      ...fields,
      status: step.status,
      history: sql`${messages.history} || ${JSON.stringify([entry])}::jsonb`,
    })
    .where(
      from
        ? and(eq(messages.messageIdx, messageIdx), inArray(messages.status, [...from]))
        : eq(messages.messageIdx, messageIdx),
    )
    .returning({ messageIdx: messages.messageIdx });
  return moved.length > 0;
}

/** Whether an active member agreed to 광고성 정보 수신 (settings' consent switch). */
export async function hasAdvertisingConsent(db: Db, userIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ agreed: users.adInfoAgreementYn })
    .from(users)
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')));
  return row?.agreed === true;
}

export async function findMessageByProviderId(
  db: Db,
  providerMessageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(eq(messages.providerMessageId, providerMessageId));
  return row;
}

export async function messagesOfCause(db: Db, causeKeys: string[]): Promise<MessageRow[]> {
  if (causeKeys.length === 0) return [];
  return db.select().from(messages).where(inArray(messages.causeKey, causeKeys));
}
