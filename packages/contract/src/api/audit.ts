/**
 * The operators' audit log: every change an operator makes is one append-only row —
 * who, when, what action on which target, and the target before and after. ADMIN reads it in
 * the console through POST /api/staff/audit/list.
 */
import { z } from 'zod';
import { apiSuccess, idNumber, isoDateTime, page, paged, safeText, ymd } from './envelope';

/** Actions are `<target type>.<verb>`, e.g. `program.save`, `notice.delete`, `operator.unlock`. */
const auditName = safeText('검색어를 확인해 주세요.')
  .trim()
  .max(60, { error: '60자 이하로 입력해 주세요.' })
  .regex(/^[a-z0-9._-]*$/, { error: '영문 소문자, 숫자, . _ - 만 쓸 수 있어요.' });

export const auditEntry = z.object({
  auditIdx: z.number().int(),
  at: isoDateTime,
  /** null: the change was made by the server itself (a start-up bootstrap, a scheduled job) */
  operatorIdx: z.number().int().nullable(),
  /** the login id at the time of the change, kept when the account is later deleted */
  operatorLoginId: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const AUDIT_PAGE_SIZE = 50;

/** POST /api/staff/audit/list (ADMIN): newest first; every filter is optional. */
export const staffAuditListBody = z
  .object({
    operatorIdx: idNumber().optional(),
    /** an exact action, or a prefix ending in `.` such as `program.` */
    action: auditName.optional(),
    targetType: auditName.optional(),
    targetId: safeText().trim().max(60, { error: '60자 이하로 입력해 주세요.' }).optional(),
    /** Seoul days, inclusive */
    from: ymd.optional(),
    to: ymd.optional(),
    page,
  })
  .strict()
  .optional();
export type StaffAuditListBody = z.input<typeof staffAuditListBody>;
export const staffAuditList = paged(auditEntry);
export type StaffAuditList = z.infer<typeof staffAuditList>;
export const staffAuditListResponse = apiSuccess(staffAuditList);
