/**
 * The tabs of /seongsu (spec 001 §1 routes, §2 Venue page): `?tab=brand|space|location|tour`,
 * brand by default, and anything else falls back to brand.
 */
export const VENUE_TABS = ['brand', 'space', 'location', 'tour'] as const;
export type VenueTab = (typeof VENUE_TABS)[number];

export const DEFAULT_VENUE_TAB: VenueTab = 'brand';

export const venueTabLabels: Record<VenueTab, string> = {
  brand: '브랜드',
  space: '공간',
  location: '오시는 길',
  tour: '투어 코스',
};

export function parseVenueTab(value: string | null | undefined): VenueTab {
  return (VENUE_TABS as readonly string[]).includes(value ?? '')
    ? (value as VenueTab)
    : DEFAULT_VENUE_TAB;
}
