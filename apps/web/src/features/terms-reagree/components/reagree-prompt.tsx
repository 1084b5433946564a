import { useQueryClient } from '@tanstack/react-query';
import type { ReagreeTerms } from '@venue/contract';
import { useEffect, useState } from 'react';
import { isApiRequestError } from '../../../lib/api-client';
import { sessionStorageKeys } from '../../../lib/storage-keys';
import { userInfoQueryKey } from '../../../lib/user-info';
import { ReagreeSheet } from './reagree-sheet';

/** "나중에 하기" holds for this visit (this tab's session), like the home popup's 닫기. */
function closedThisVisit(value?: boolean): boolean {
  try {
    if (value === true) window.sessionStorage.setItem(sessionStorageKeys.reagreeClosed, 'Y');
    if (value === false) window.sessionStorage.removeItem(sessionStorageKeys.reagreeClosed);
    return window.sessionStorage.getItem(sessionStorageKeys.reagreeClosed) === 'Y';
  } catch {
    return value ?? false;
  }
}

/**
 * When the re-consent sheet shows (decision 028), for a member with `terms` to agree to: at once,
 * unless they put it off during this visit with 나중에 하기. Reservations stay refused meanwhile,
 * and a refused reservation (403 TERMS_REAGREE_REQUIRED, from any mutation) opens it again and
 * asks the member info anew. Loaded lazily by ReagreeGate.
 */
export default function ReagreePrompt({ terms }: { terms: readonly ReagreeTerms[] }) {
  const queryClient = useQueryClient();
  const [closed, setClosed] = useState(() => closedThisVisit());

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (isApiRequestError(error) && error.errorCode === 'TERMS_REAGREE_REQUIRED') {
          setClosed(closedThisVisit(false));
          void queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
        }
      }),
    [queryClient],
  );

  if (closed) return null;
  return <ReagreeSheet terms={terms} onClose={() => setClosed(closedThisVisit(true))} />;
}
