import type { StaffVenueSettings } from '@venue/contract';
import { staffVenueSettings } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const venueSettingsQueryKey = ['staff', 'venue-settings'] as const;

/**
 * POST /api/staff/venue/settings (ADMIN): the venue's settings document (with what visitors are
 * not shown: the message settings), or null while the venue has none yet (404: an empty
 * production venue; the form then starts empty).
 */
export function useVenueSettings() {
  return useStaffRead<typeof staffVenueSettings, StaffVenueSettings | null>(
    venueSettingsQueryKey,
    staffVenueSettings,
    undefined,
    { nullIfMissing: true },
  );
}
