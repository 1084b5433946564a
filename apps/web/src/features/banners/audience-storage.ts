import { localStorageKeys, writeLocal } from '../../lib/storage-keys';

/**
 * A guest has no carrier: telecomCode and nServiceCheckYn (spec 000 §3) are removed, so a member
 * who logged out leaves nothing behind and the next login checks again. Kept apart from
 * use-banner-audience.ts so a guest's home does this without loading the member's part.
 */
export function forgetMemberAudience(): void {
  writeLocal(localStorageKeys.telecomCode, null);
  writeLocal(localStorageKeys.nServiceCheckYn, null);
}
