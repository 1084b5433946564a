import { staffTermsPublish } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { termsKey } from './get-terms';

/**
 * POST /api/staff/terms/publish (ADMIN): the draft is published and comes into force on its
 * effective day; a required term then asks every member to agree again before reserving.
 */
export function usePublishTerms() {
  return useStaffWrite(staffTermsPublish, [termsKey]);
}
