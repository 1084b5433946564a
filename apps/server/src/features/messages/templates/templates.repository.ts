import { eq } from 'drizzle-orm';
import { messageTemplates, operators } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

export type StoredTemplate = typeof messageTemplates.$inferSelect & {
  updatedByName: string | null;
};

/** Every template an operator recorded, with who recorded it. */
export async function readStoredTemplates(db: Database | Transaction): Promise<StoredTemplate[]> {
  const rows = await db
    .select({ template: messageTemplates, updatedByName: operators.name })
    .from(messageTemplates)
    .leftJoin(operators, eq(operators.operatorIdx, messageTemplates.updatedBy));
  return rows.map((row) => ({ ...row.template, updatedByName: row.updatedByName }));
}

export type TemplateWrite = Omit<typeof messageTemplates.$inferInsert, 'updatedAt'>;

/** One kind's template, as the operator saved it (insert or replace). */
export async function saveTemplate(tx: Transaction, row: TemplateWrite, now: Date): Promise<void> {
  const values = { ...row, updatedAt: now };
  await tx
    .insert(messageTemplates)
    .values(values)
    .onConflictDoUpdate({ target: messageTemplates.kind, set: values });
}
