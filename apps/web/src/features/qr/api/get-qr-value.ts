import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQrValue as getQrValueEndpoint } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session-store';

/**
 * POST /api/getQrValue (spec 000 §7, decision 017): the member's QR pass of today. qrAuthYn Y
 * means a pass exists (qrUuid and entryCode are set); checkedInYn says whether staff have scanned
 * it today. Never alerted by the client: the QR pages show spec 000 §8's own sentence and go back
 * (use-qr-page-error.ts).
 */
export function getQrValue(signal?: AbortSignal) {
  return api.call(getQrValueEndpoint, {}, { signal, alert: false });
}

export const qrValueQueryKey = ['qr', 'value'] as const;

/** Always asked afresh when a QR page opens: a pass can be issued or expire (midnight) meanwhile. */
export const qrValueQueryOptions = () =>
  queryOptions({
    queryKey: qrValueQueryKey,
    queryFn: ({ signal }) => getQrValue(signal),
    staleTime: 0,
  });

/** The member's pass of today; idle for guests (they are sent to /login). */
export function useQrValue() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...qrValueQueryOptions(), enabled: loggedIn });
}
