import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueInfo } from '@venue/contract';
import { venueInfo } from '@venue/contract/endpoints';
import { api } from '../api-client';

export type { VenueInfo };

/**
 * POST /api/venue/info (designed, decision 030): the venue's name, contact, hours, closed days,
 * business information and maintenance window, as the ADMIN set them. The footer shows it on
 * every page, so the server sends it in every page (the landing pages' boot data, or a
 * #venue-info script) and the app reuses it without asking. A failure is silent (the footer leaves the facts out).
 */
export function getVenueInfo(signal?: AbortSignal) {
  return api.call(venueInfo, {}, { signal, alert: false });
}

/** Its query key; the page's #venue-info script seeds it on a first visit (main.tsx). */
export const VENUE_INFO_QUERY_KEY = ['venue-info'];

export const venueInfoQueryOptions = () =>
  queryOptions({
    queryKey: VENUE_INFO_QUERY_KEY,
    queryFn: ({ signal }) => getVenueInfo(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function useVenueInfo() {
  return useQuery(venueInfoQueryOptions()).data;
}

/** tel: link of a phone number as written (02-1599-2641 → tel:0215992641). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
