import type { VenueInfo } from '@venue/contract';
import { staffVenueSettings } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const venueSettingsQueryKey = ['staff', 'venue-settings'] as const;

/**
 * POST /api/staff/venue/settings (ADMIN): the venue's settings document, or null while the venue
 * has none yet (404: an empty production venue; the form then starts empty).
 */
export function useVenueSettings() {
  return useStaffRead<typeof staffVenueSettings, VenueInfo | null>(
    venueSettingsQueryKey,
    staffVenueSettings,
    undefined,
    { nullIfMissing: true },
  );
}
