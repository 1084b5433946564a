import type { OperatorRole } from '@venue/contract';

/** The one ranking of roles, the server's too (contract domain/roles.ts). */
export { roleAllows } from '@venue/contract/domain';

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

/** Who may open a page, before 쓸 수 있어요 (the 권한이 없어요 card): 편집자와 관리자만. */
export const noAccessLabels: Record<OperatorRole, string> = {
  STAFF: '모든 운영자가',
  EDITOR: '편집자와 관리자만',
  ADMIN: '관리자만',
};
