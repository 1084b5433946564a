import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../db/types';

export async function findMemberProfile(db: Database, userIdx: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')))
    .limit(1);
  return row;
}
