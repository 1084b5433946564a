import { venueInfo } from '@venue/contract/endpoints';
import { useStaffRead } from './staff-query';

/** The console's word for itself before the venue has settings (an empty production start). */
export const NEUTRAL_CONSOLE_NAME = '운영 콘솔';

/** Its query key; saving the venue settings asks it again. */
export const venueNameQueryKey = ['venue-name'] as const;

/**
 * The venue's name from its settings (the public POST /api/venue/info, so the login page has it
 * too), or null while the venue has none (404) or the call fails: the header and the login then
 * say NEUTRAL_CONSOLE_NAME, never a made-up venue.
 */
export function useVenueName(): string | null {
  const info = useStaffRead(venueNameQueryKey, venueInfo, undefined, { staleTime: 10 * 60_000 });
  return info.data?.venueName.trim() || null;
}
