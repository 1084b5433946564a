import type { VenueInfo } from '@venue/contract';
import { venue } from '../../config/venue';
import { useVenueInfo } from './get-venue-info';

export interface VenueIdentity {
  /** the venue's name as visitors read it (시그널 하우스 성수) */
  name: string;
  /** the wordmark: the English name, else the name */
  nameEn: string;
}

/**
 * The venue's name from its settings (decision 039); the neutral words of config/venue.ts while
 * the venue has none (an empty production start) or they have not arrived.
 */
export function venueIdentity(info: Pick<VenueInfo, 'venueName' | 'venueNameEn'> | undefined) {
  const name = info?.venueName.trim() || venue.name;
  const nameEn = info?.venueNameEn.trim() || info?.venueName.trim() || venue.nameEn;
  return { name, nameEn } satisfies VenueIdentity;
}

/** The venue's name for a component (the settings query, seeded by the page on a first visit). */
export function useVenueIdentity(): VenueIdentity {
  return venueIdentity(useVenueInfo());
}
