import { type CSSProperties, useSyncExternalStore } from 'react';

export const OFFLINE_TEXT = '오프라인 상태예요. 저장된 My QR, 오늘 예약과 지도를 볼 수 있어요.';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

// Inline, not a stylesheet: a stylesheet of this lazy module would be named in the entry's
// preload table, on every first visit. Above the shell's skip link, which waits just above the
// app (app-shell.module.css .skip) and would cover the notice's first line.
const region: CSSProperties = {
  position: 'relative',
  zIndex: 'calc(var(--z-header) + 2)',
  maxWidth: 'var(--app-max-width)',
  margin: '0 auto',
};
const banner: CSSProperties = {
  margin: 0,
  padding: 'var(--space-2) var(--space-4)',
  background: 'var(--color-text)',
  color: '#fff',
  fontSize: 'var(--text-s)',
  lineHeight: 1.5,
  wordBreak: 'keep-all',
  textWrap: 'balance',
  textAlign: 'center',
};

/**
 * Says, above the app, that the phone has no network and what still works. The live region is
 * always there (empty while online, and then no status), so a screen reader announces the
 * sentence when it appears.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div aria-live="polite" role={online ? undefined : 'status'} style={region}>
      {online ? null : <p style={banner}>{OFFLINE_TEXT}</p>}
    </div>
  );
}
