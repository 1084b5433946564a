import { queryOptions, useQuery } from '@tanstack/react-query';
import { frequencyPast } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { frequencyKey } from './get-frequency-now';

/** POST /api/frequency/past (decision 020): ended seasons with the member's stamp count. */
export async function getFrequencyPast(signal?: AbortSignal) {
  const data = await api.call(frequencyPast, {}, { signal });
  return data.seasonList;
}

export const frequencyPastQueryOptions = () =>
  queryOptions({
    queryKey: [...frequencyKey, 'past'],
    queryFn: ({ signal }) => getFrequencyPast(signal),
    staleTime: 0,
  });

export function useFrequencyPast() {
  return useQuery(frequencyPastQueryOptions());
}
