import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueInfo } from '@venue/contract';
import { staffVenueSettings } from '@venue/contract/endpoints';
import { api, isApiRequestError } from '../../../lib/api-client';

export const venueSettingsQueryKey = ['staff', 'venue-settings'] as const;

/**
 * POST /api/staff/venue/settings (ADMIN): the venue's settings document, or null while the venue
 * has none yet (404: an empty production venue; the form then starts empty).
 */
export async function getVenueSettings(signal?: AbortSignal): Promise<VenueInfo | null> {
  try {
    return await api.call(staffVenueSettings, {}, { signal });
  } catch (error) {
    if (isApiRequestError(error) && error.resultCode === 404) return null;
    throw error;
  }
}

export const venueSettingsQueryOptions = () =>
  queryOptions({
    queryKey: venueSettingsQueryKey,
    queryFn: ({ signal }) => getVenueSettings(signal),
  });

export function useVenueSettings() {
  return useQuery(venueSettingsQueryOptions());
}
