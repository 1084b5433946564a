import { queryOptions, useQuery } from '@tanstack/react-query';
import { reserveEntryCollectInfo } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { alertFlowLoadFailure } from './load-alert';

/**
 * POST /api/reserveentry/collect/info {programIdx} (spec 001 §7): which applicant fields the
 * program collects and requires, and its terms (spec 001 §3 Collect settings).
 */
export async function getCollectInfo(programIdx: number, signal?: AbortSignal) {
  try {
    return await api.call(reserveEntryCollectInfo, { programIdx }, { signal, alert: false });
  } catch (error) {
    alertFlowLoadFailure(error);
    throw error;
  }
}

export const collectInfoQueryOptions = (programIdx: number) =>
  queryOptions({
    queryKey: ['reserveFlow', 'collectInfo', programIdx],
    queryFn: ({ signal }) => getCollectInfo(programIdx, signal),
  });

export function useCollectInfo(programIdx: number | null) {
  return useQuery({ ...collectInfoQueryOptions(programIdx ?? 0), enabled: programIdx !== null });
}
