/**
 * Operator roles: ADMIN does everything (operators, settings, audit log), EDITOR
 * publishes content, STAFF runs the door and the desks. Each role includes the ones ranked below
 * it. The server checks it on every staff route (plugins/staff-auth.ts) and the console shows a
 * page to exactly the operators whose calls the server would answer.
 */
export type OperatorRoleName = 'ADMIN' | 'EDITOR' | 'STAFF';

const rank: Record<OperatorRoleName, number> = { STAFF: 0, EDITOR: 1, ADMIN: 2 };

/** Whether an operator of `role` may do what needs `required`. */
export const roleAllows = (role: OperatorRoleName, required: OperatorRoleName): boolean =>
  rank[role] >= rank[required];
