import { queryOptions, useQuery } from '@tanstack/react-query';
import { frequencyDetail } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { frequencyKey } from './get-frequency-now';

/**
 * POST /api/frequency/detail {seasonIdx} (decision 020): one season's public content. An unknown
 * or not yet started season (an old or guessed link) is a 404 the page shows as not found, not
 * the global alert.
 */
export function getFrequencyDetail(seasonIdx: number, signal?: AbortSignal) {
  return api.call(
    frequencyDetail,
    { seasonIdx },
    { signal, alert: (error) => error.resultCode !== 404 },
  );
}

export const frequencyDetailQueryOptions = (seasonIdx: number) =>
  queryOptions({
    queryKey: [...frequencyKey, 'detail', seasonIdx],
    queryFn: ({ signal }) => getFrequencyDetail(seasonIdx, signal),
  });

export function useFrequencyDetail(seasonIdx: number | null) {
  return useQuery({ ...frequencyDetailQueryOptions(seasonIdx ?? 0), enabled: seasonIdx !== null });
}
