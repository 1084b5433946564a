import { staffTermsList } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

export const termsKey = ['staff', 'terms'] as const;

/** POST /api/staff/terms/list (EDITOR, decision 028): every code with its versions, newest first. */
export function useStaffTerms() {
  return useStaffRead(termsKey, staffTermsList, undefined, listRead);
}
