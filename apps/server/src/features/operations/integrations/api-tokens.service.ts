/**
 * API tokens (decision 067). An ADMIN issues a token with a name, a role (STAFF or
 * EDITOR) and an expiry; its secret (`vt_` + 32 random bytes, base64url) is answered once and only
 * its SHA-256 is kept. Each token acts as an operator of kind API_TOKEN named after it, so every
 * audited write it makes names it; revoking deactivates that operator, and the next request is
 * refused (every request looks the token up).
 */
import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_STATE_LABELS,
  type ApiTokenItem,
  type ApiTokenRole,
  type ApiTokenState,
  toSeoulIso,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { auditedWrite } from '../audit/audited-write';
import type { StaffOperator } from '../staff/staff.service';
import { hashToken, TOKEN_PREFIX } from './api-token-auth';
import {
  findToken,
  insertToken,
  listTokens,
  revokeToken,
  type TokenRow,
} from './api-tokens.repository';

const DAY_MS = 86_400_000;

function stateOf(row: TokenRow, now: Date): ApiTokenState {
  if (row.revokedAt) return 'REVOKED';
  return row.expiresAt <= now ? 'EXPIRED' : 'ACTIVE';
}

function toItem(row: TokenRow, now: Date): ApiTokenItem {
  const state = stateOf(row, now);
  return {
    tokenIdx: row.tokenIdx,
    name: row.name,
    role: row.role === 'EDITOR' ? 'EDITOR' : 'STAFF',
    prefix: `${row.prefix}…`,
    state,
    stateLabel: API_TOKEN_STATE_LABELS[state],
    expiresAt: toSeoulIso(row.expiresAt),
    createdAt: toSeoulIso(row.createdAt),
    createdByName: row.createdByName,
    lastUsedAt: row.lastUsedAt ? toSeoulIso(row.lastUsedAt) : null,
    revokedAt: row.revokedAt ? toSeoulIso(row.revokedAt) : null,
  };
}

export async function listApiTokens(db: Database, now = new Date()): Promise<ApiTokenItem[]> {
  return (await listTokens(db)).map((row) => toItem(row, now));
}

export async function issueApiToken(
  app: FastifyInstance,
  operator: StaffOperator,
  body: { name: string; role: ApiTokenRole; expiresAt: string },
  now = new Date(),
): Promise<{ token: string; item: ApiTokenItem }> {
  const expiresAt = new Date(body.expiresAt);
  if (expiresAt <= now || expiresAt.getTime() - now.getTime() > API_TOKEN_MAX_DAYS * DAY_MS) {
    throw AppError.invalidFields([
      { path: 'expiresAt', message: '만료일은 지금부터 1년 안으로 정해 주세요.' },
    ]);
  }
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const tokenIdx = await auditedWrite(app, operator, {}, async (tx, audit) => {
    const idx = await insertToken(tx, {
      name: body.name,
      role: body.role,
      loginId: `api-token-${randomBytes(8).toString('hex')}`,
      tokenHash: hashToken(secret),
      prefix: secret.slice(0, TOKEN_PREFIX.length + 6),
      expiresAt,
      createdBy: operator.operatorIdx,
      now,
    });
    audit({
      action: 'apiToken.issue',
      targetType: 'apiToken',
      targetId: idx,
      before: null,
      after: { name: body.name, role: body.role, expiresAt: toSeoulIso(expiresAt) },
    });
    return idx;
  });
  const row = await findToken(app.db, tokenIdx);
  if (!row) throw new Error('issued token vanished');
  return { token: secret, item: toItem(row, now) };
}

export async function revokeApiToken(
  app: FastifyInstance,
  operator: StaffOperator,
  tokenIdx: number,
  now = new Date(),
): Promise<ApiTokenItem> {
  await auditedWrite(app, operator, {}, async (tx, audit) => {
    const row = await findToken(tx, tokenIdx);
    if (!row) throw new AppError(404, 'NOT_FOUND', 'API 토큰을 찾을 수 없어요.');
    if (!(await revokeToken(tx, tokenIdx, operator.operatorIdx, now))) {
      throw new AppError(409, 'ALREADY_DONE', '이미 폐기한 토큰이에요.');
    }
    audit({
      action: 'apiToken.revoke',
      targetType: 'apiToken',
      targetId: tokenIdx,
      before: { name: row.name, role: row.role },
      after: { revoked: true },
    });
  });
  const row = await findToken(app.db, tokenIdx);
  if (!row) throw new Error('revoked token vanished');
  return toItem(row, now);
}
