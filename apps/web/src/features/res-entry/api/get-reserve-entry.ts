import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryProgramType } from '@venue/contract';
import { reserveEntryDetail } from '@venue/contract/endpoints';
import { api, isApiRequestError } from '../../../lib/api-client';
import { showAlert } from '../../../stores/alert-store';
import { reserveEntriesKey } from './get-reserve-entries';

/** Spec 001 §8: a failed detail fetch alerts with this text. */
export const DETAIL_LOAD_FAILED = 'api를 불러오는데 실패했습니다. 잠시 후 다시 시도해주세요.';

/**
 * POST /api/reserveentry/detail {reserveEntryIdx, programType?} (spec 001 §7). The server answers
 * 404 for an entry that is not the member's own (or does not exist); the page shows the
 * not-found screen then, so a 404 does not alert. Other failures alert with the spec's text.
 */
export async function getReserveEntry(
  reserveEntryIdx: number,
  programType: EntryProgramType | undefined,
  signal?: AbortSignal,
) {
  try {
    return await api.call(
      reserveEntryDetail,
      programType ? { reserveEntryIdx, programType } : { reserveEntryIdx },
      { signal, alert: false },
    );
  } catch (error) {
    if (isApiRequestError(error) && !error.silent && error.resultCode !== 404) {
      showAlert({ title: DETAIL_LOAD_FAILED });
    }
    throw error;
  }
}

export const reserveEntryQueryOptions = (
  reserveEntryIdx: number,
  programType: EntryProgramType | undefined,
) =>
  queryOptions({
    queryKey: [...reserveEntriesKey, 'detail', reserveEntryIdx, programType ?? null],
    queryFn: ({ signal }) => getReserveEntry(reserveEntryIdx, programType, signal),
    staleTime: 0,
    retry: false,
  });

export function useReserveEntry(
  reserveEntryIdx: number,
  programType: EntryProgramType | undefined,
  enabled = true,
) {
  return useQuery({ ...reserveEntryQueryOptions(reserveEntryIdx, programType), enabled });
}
