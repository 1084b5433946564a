/** The sandbox provider's received messages (db/schema/messages.ts sandbox_provider_messages). */
import { desc, eq } from 'drizzle-orm';
import { sandboxProviderMessages } from '../../../db/schema';
import type { Database } from '../../../db/types';

export type SandboxProviderMessage = typeof sandboxProviderMessages.$inferSelect;

/** Stores a received message, or answers the one already stored under its key (`created` false). */
export async function receiveSandboxMessage(
  db: Database,
  row: Omit<typeof sandboxProviderMessages.$inferInsert, 'sandboxMessageIdx' | 'createdAt'>,
): Promise<SandboxProviderMessage & { created: boolean }> {
  const [inserted] = await db
    .insert(sandboxProviderMessages)
    .values(row)
    .onConflictDoNothing()
    .returning();
  if (inserted) return { ...inserted, created: true };
  const [existing] = await db
    .select()
    .from(sandboxProviderMessages)
    .where(eq(sandboxProviderMessages.messageKey, row.messageKey ?? ''));
  if (!existing) throw new Error('a sandbox message neither inserted nor found');
  return { ...existing, created: false };
}

/** A phone's messages, newest first. */
export function listSandboxPhone(db: Database, phoneNumber: string) {
  return db
    .select()
    .from(sandboxProviderMessages)
    .where(eq(sandboxProviderMessages.phoneNumber, phoneNumber))
    .orderBy(
      desc(sandboxProviderMessages.createdAt),
      desc(sandboxProviderMessages.sandboxMessageIdx),
    )
    .limit(100);
}
