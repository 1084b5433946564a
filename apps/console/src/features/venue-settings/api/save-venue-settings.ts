import { staffVenueSettingsSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { venueNameQueryKey } from '../../../lib/use-venue-name';
import { closedDayBookingsQueryKey } from './get-closed-day-bookings';
import { venueSettingsQueryKey } from './get-venue-settings';

/**
 * POST /api/staff/venue/settings/save (ADMIN): the whole settings document at once. A day closed
 * now may strand bookings already made on it; the header shows the venue's name.
 */
export function useSaveVenueSettings() {
  return useStaffWrite(staffVenueSettingsSave, [
    venueSettingsQueryKey,
    closedDayBookingsQueryKey,
    venueNameQueryKey,
  ]);
}
