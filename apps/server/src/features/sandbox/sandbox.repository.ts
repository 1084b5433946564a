import { desc, eq } from 'drizzle-orm';
import { sandboxSmsMessages } from '../../db/schema';
import type { Database } from '../../db/types';

export type SandboxSmsMessage = typeof sandboxSmsMessages.$inferSelect;

/** The inbox shows this many messages per number, newest first. */
export const SANDBOX_INBOX_LIMIT = 20;

export async function insertSandboxMessage(
  db: Database,
  row: typeof sandboxSmsMessages.$inferInsert,
): Promise<void> {
  await db.insert(sandboxSmsMessages).values(row);
}

export async function findSandboxMessageByTx(
  db: Database,
  agencyTxId: string,
): Promise<SandboxSmsMessage | undefined> {
  const [row] = await db
    .select()
    .from(sandboxSmsMessages)
    .where(eq(sandboxSmsMessages.agencyTxId, agencyTxId))
    .orderBy(desc(sandboxSmsMessages.sandboxSmsIdx))
    .limit(1);
  return row;
}

export function listSandboxInbox(db: Database, phoneNumber: string): Promise<SandboxSmsMessage[]> {
  return db
    .select()
    .from(sandboxSmsMessages)
    .where(eq(sandboxSmsMessages.phoneNumber, phoneNumber))
    .orderBy(desc(sandboxSmsMessages.createdAt), desc(sandboxSmsMessages.sandboxSmsIdx))
    .limit(SANDBOX_INBOX_LIMIT);
}
