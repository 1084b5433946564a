import type { OperatorRole } from '@venue/contract';

/**
 * Operator roles (issue 17): ADMIN does everything (operators, settings), EDITOR publishes
 * content, STAFF runs the door and the desks. Each role includes the ones below it, as the
 * server's staff-auth checks (apps/server/src/plugins/staff-auth.ts): the console shows a page
 * to exactly the operators whose calls the server would answer.
 */
const rank: Record<OperatorRole, number> = { STAFF: 0, EDITOR: 1, ADMIN: 2 };

export const roleAllows = (role: OperatorRole, required: OperatorRole): boolean =>
  rank[role] >= rank[required];

export const roleLabels: Record<OperatorRole, string> = {
  ADMIN: '관리자',
  EDITOR: '편집자',
  STAFF: '스태프',
};

/** Who may use a page that needs `required`, as its header says. */
export const audienceLabels: Record<OperatorRole, string> = {
  STAFF: '모든 운영자',
  EDITOR: '편집자와 관리자',
  ADMIN: '관리자만',
};
