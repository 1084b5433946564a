import { staffTermsSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { termsKey } from './get-terms';

/**
 * POST /api/staff/terms/save (EDITOR): without termsIdx a draft of the code's next version, with
 * it that draft's changes (one draft per code; a published version is 409 TERMS_PUBLISHED).
 */
export function useSaveTerms() {
  return useStaffWrite(staffTermsSave, [termsKey]);
}
