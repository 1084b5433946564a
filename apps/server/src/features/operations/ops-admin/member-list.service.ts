/**
 * The browsable member list: masked below ADMIN exactly as the member search and
 * page are (`memberSummary`), counted per operator like the search (a list is pages of
 * members too), and recorded in the audit log as `member.browse` with its filters.
 */
import {
  MEMBER_LIST_PAGE_SIZE,
  type StaffMemberBrowse,
  type StaffMemberBrowseQuery,
  toSeoulIso,
} from '@venue/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { FixedWindowLimiter } from '../../../lib/rate-limit';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { auditedWrite } from '../audit/audited-write';
import { browseMembers } from './member-list.repository';
import { memberSummary, seesPersonalData } from './ops-admin.service';

/** Pages of the list per operator: a morning's browsing, not a copy of every member. */
export const MEMBER_BROWSE_LIMIT = { limit: 60, windowMs: 5 * 60_000 };

const yn = (value: boolean) => (value ? 'Y' : 'N') as 'Y' | 'N';

export async function memberBrowse(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffMemberBrowseQuery,
  limiter: FixedWindowLimiter,
  reply: FastifyReply,
  now: Date,
): Promise<StaffMemberBrowse> {
  const retryAfter = await limiter.hit(`operator:${operator.operatorIdx}`, now.getTime());
  if (retryAfter > 0) {
    reply.header('retry-after', String(retryAfter));
    throw new AppError(
      429,
      'RATE_LIMITED',
      '회원 목록을 너무 많이 넘겼어요. 잠시 뒤에 다시 봐 주세요.',
    );
  }
  const masked = !seesPersonalData(operator);
  const { page, ...filter } = body;
  const found = await auditedWrite(app, operator, {}, async (tx, audit) => {
    const result = await browseMembers(tx, filter, now, page, MEMBER_LIST_PAGE_SIZE);
    audit({
      action: 'member.browse',
      targetType: 'member',
      targetId: null,
      after: { ...filter, page, resultCount: result.totalCount, maskedYn: yn(masked) },
    });
    return result;
  });
  return {
    list: found.list.map((row) => ({
      ...memberSummary(row, masked),
      restrictedYn: yn(row.restricted),
      noShowCount: row.noShowCount,
      lastVisitAt: row.lastVisitAt === null ? null : toSeoulIso(row.lastVisitAt),
    })),
    page,
    pageSize: MEMBER_LIST_PAGE_SIZE,
    totalCount: found.totalCount,
    maskedYn: yn(masked),
  };
}
