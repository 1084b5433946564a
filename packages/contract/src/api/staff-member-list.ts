/**
 * The console's browsable member list: POST /api/staff/members/browse (any staff
 * role). Filters and a sort only: no text to match, so a masked role can never confirm a hidden
 * digit through it (finding one member stays `members/search`). Names and phones
 * are masked below ADMIN exactly as the member page masks them (김*늘, 010-****-5678).
 */
import { z } from 'zod';
import { apiSuccess, isoDateTime, page, paged, ymd, yn } from './envelope';
import { staffMemberSummary } from './staff-admin';

export const MEMBER_LIST_PAGE_SIZE = 50;

export const memberListSort = z.enum(['JOINED', 'LAST_VISIT'], {
  error: '정렬 기준을 골라 주세요.',
});
export type MemberListSort = z.infer<typeof memberListSort>;

const dayRange = (from: string | undefined, to: string | undefined) =>
  from === undefined || to === undefined || from <= to;

export const staffMemberBrowseBody = z
  .object({
    /** joined between these Seoul days, inclusive */
    joinedFrom: ymd.optional(),
    joinedTo: ymd.optional(),
    /** Y: only members restricted now (by an ADMIN, or a no-show restriction in force) */
    restrictedYn: yn.optional(),
    /** Y: only members with at least one no-show */
    noShowYn: yn.optional(),
    /** last check-in between these Seoul days, inclusive */
    lastVisitFrom: ymd.optional(),
    lastVisitTo: ymd.optional(),
    /** newest first by joining day (default) or by last visit (never visited last) */
    sort: memberListSort.default('JOINED'),
    page,
  })
  .strict()
  .refine((b) => dayRange(b.joinedFrom, b.joinedTo), {
    error: '가입일의 시작일이 종료일보다 늦어요.',
    path: ['joinedTo'],
  })
  .refine((b) => dayRange(b.lastVisitFrom, b.lastVisitTo), {
    error: '최근 방문일의 시작일이 종료일보다 늦어요.',
    path: ['lastVisitTo'],
  });
export type StaffMemberBrowseBody = z.input<typeof staffMemberBrowseBody>;
export type StaffMemberBrowseQuery = z.infer<typeof staffMemberBrowseBody>;

export const staffMemberListRow = staffMemberSummary.extend({
  /** restricted now: participation off, or a no-show restriction in force */
  restrictedYn: yn,
  /** no-shows ever recorded */
  noShowCount: z.number().int(),
  /** the latest check-in (Seoul ISO), null when never */
  lastVisitAt: isoDateTime.nullable(),
});
export type StaffMemberListRow = z.infer<typeof staffMemberListRow>;

export const staffMemberBrowse = paged(staffMemberListRow).extend({ maskedYn: yn });
export type StaffMemberBrowse = z.infer<typeof staffMemberBrowse>;
export const staffMemberBrowseResponse = apiSuccess(staffMemberBrowse);
