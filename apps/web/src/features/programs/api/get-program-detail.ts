import { queryOptions, useQuery } from '@tanstack/react-query';
import { programDetail } from '@venue/contract/endpoints';
import { api, isApiRequestError } from '../../../lib/api-client';
import { showAlert } from '../../../stores/alert-store';

/** Spec 000 §8, verbatim: the alert when a program's detail cannot be loaded. */
export const PROGRAM_DETAIL_FAILED_TEXT =
  '프로그램 정보를 불러오는데 실패했습니다. 잠시 후 다시 시도해주세요.';

/** The detail's answer for a program that never existed (or a draft never published). */
export const PROGRAM_NEVER_EXISTED = 404;
/** The detail's answer (PROGRAM_CLOSED) for a program visitors saw and the venue took down. */
export const PROGRAM_TAKEN_DOWN = 410;

/**
 * Whether a failed detail load alerts. Cancelled and no-response calls stay silent like
 * everywhere (the API client logs them). A 404 or 410 is an expected answer on the
 * /program/{id} page (an old link: the page shows its own screen), but the guide sheet has no
 * screen to show, so it alerts there.
 */
function shouldAlert(error: unknown, alertNotFound: boolean): boolean {
  if (!isApiRequestError(error)) return true;
  if (error.silent) return false;
  const expected =
    error.resultCode === PROGRAM_NEVER_EXISTED || error.resultCode === PROGRAM_TAKEN_DOWN;
  return alertNotFound || !expected;
}

/**
 * POST /api/program/detail {programIdx} (spec 000 §7, 001 §7). A failure alerts with the spec's
 * own sentence instead of the server's message (§8), once, from here, so every screen that reads
 * a program says the same thing.
 */
export async function getProgramDetail(
  programIdx: number,
  { signal, alertNotFound = false }: { signal?: AbortSignal; alertNotFound?: boolean } = {},
) {
  try {
    return await api.call(programDetail, { programIdx }, { signal, alert: false });
  } catch (error) {
    if (shouldAlert(error, alertNotFound)) showAlert({ title: PROGRAM_DETAIL_FAILED_TEXT });
    throw error;
  }
}

/**
 * One cache entry per program. A member's answer carries their own entry (attendStatus), yet the
 * key needs no user: a logout clears the cache and a login invalidates every query (shell/api/logout.ts,
 * login/use-login-outcome.ts). `alertNotFound` changes only who is told about a 404 or 410, not the
 * data.
 */
export const programDetailQueryOptions = (
  programIdx: number,
  { alertNotFound = false }: { alertNotFound?: boolean } = {},
) =>
  queryOptions({
    queryKey: ['programs', 'detail', programIdx],
    queryFn: ({ signal }) => getProgramDetail(programIdx, { signal, alertNotFound }),
  });

/** The program of /program/{id}; `programIdx` null (a malformed id) fetches nothing. */
export function useProgramDetail(programIdx: number | null) {
  return useQuery({
    ...programDetailQueryOptions(programIdx ?? 0),
    enabled: programIdx !== null,
  });
}
