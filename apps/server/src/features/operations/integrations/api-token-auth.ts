/**
 * An API token on a staff request (decision 067): `Authorization: Bearer vt_…` → the operator of
 * kind API_TOKEN it acts as. Kept apart from issuing (api-tokens.service.ts), which writes audited
 * rows: the staff-auth plugin reads this file and nothing that imports it back.
 */
import { createHash } from 'node:crypto';
import type { OperatorRole } from '@venue/contract';
import type { Database } from '../../../db/types';
import type { StaffOperator } from '../staff/staff.service';
import { findLiveToken, touchToken } from './api-tokens.repository';

export const TOKEN_PREFIX = 'vt_';

export const hashToken = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether an Authorization header carries one of our tokens; its secret, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header?.startsWith('Bearer ')) return null;
  const secret = header.slice('Bearer '.length).trim();
  return secret.startsWith(TOKEN_PREFIX) && secret.length <= 100 ? secret : null;
}

/** The operator a live token acts as, or null (unknown, revoked, expired). */
export async function authenticateApiToken(
  db: Database,
  secret: string,
  now: Date,
): Promise<StaffOperator | null> {
  const row = await findLiveToken(db, hashToken(secret), now);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await touchToken(db, row.tokenIdx, now);
  }
  return {
    operatorIdx: row.operatorIdx,
    loginId: row.loginId,
    name: row.name,
    role: row.role as OperatorRole,
    mustChangePassword: false,
    apiToken: true,
  };
}
