import { useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@venue/contract';
import { QR_NAME_FALLBACK, QR_NAME_POLL_MS, QR_NAME_WAIT_MS } from '@venue/contract/domain';
import { useEffect, useState } from 'react';
import { userInfoQueryKey, useUserInfo } from '../../lib/user-info';

/**
 * Spec 000 §4 QrComplet: wait up to 2000 ms for the member's name, looking every 50 ms, then say
 * 고객. Null while waiting, so the page can hold the space instead of flashing 고객 first.
 * `read` is asked on every poll; it must be cheap.
 */
export function useWaitedName(
  read: () => string | null | undefined,
  {
    waitMs = QR_NAME_WAIT_MS,
    pollMs = QR_NAME_POLL_MS,
    fallback = QR_NAME_FALLBACK,
  }: { waitMs?: number; pollMs?: number; fallback?: string } = {},
): string | null {
  const [name, setName] = useState<string | null>(() => read()?.trim() || null);
  const readRef = useLatest(read);

  useEffect(() => {
    if (name !== null) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const found = readRef.current()?.trim();
      if (found) setName(found);
      else if (Date.now() - started >= waitMs) setName(fallback);
      else return;
      clearInterval(timer);
    }, pollMs);
    return () => clearInterval(timer);
  }, [name, waitMs, pollMs, fallback, readRef]);

  return name;
}

function useLatest<T>(value: T): { current: T } {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}

/**
 * The member's name for the QR page: the user info in the query cache (which the session watcher
 * fetches on every navigation, and this hook asks for too), waited for as above.
 */
export function useMemberName(): string | null {
  const queryClient = useQueryClient();
  useUserInfo();
  return useWaitedName(() => queryClient.getQueryData<UserInfo>(userInfoQueryKey)?.name);
}
