import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VenueSettings } from '@venue/contract';
import { staffVenueSettingsSave } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { venueNameQueryKey } from '../../../lib/use-venue-name';
import { closedDayBookingsQueryKey } from './get-closed-day-bookings';
import { venueSettingsQueryKey } from './get-venue-settings';

/** POST /api/staff/venue/settings/save (ADMIN): the whole settings document at once. */
export function saveVenueSettings(body: VenueSettings) {
  return api.call(staffVenueSettingsSave, body);
}

export function useSaveVenueSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVenueSettings,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: venueSettingsQueryKey }),
        // A day closed now may strand bookings already made on it.
        queryClient.invalidateQueries({ queryKey: closedDayBookingsQueryKey }),
        // the header's name (use-venue-name.ts)
        queryClient.invalidateQueries({ queryKey: venueNameQueryKey }),
      ]),
  });
}
