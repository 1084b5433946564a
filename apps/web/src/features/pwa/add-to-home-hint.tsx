import { type CSSProperties, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { localStorageKeys, readLocal, writeLocal } from '../../lib/storage-keys';

/**
 * Safari on iPhone and iPad (not another browser there, not the app opened from the home screen).
 * iPadOS 13+ says "Macintosh"; touch points tell it from a Mac.
 */
export function isIosSafariInBrowser(
  userAgent: string,
  { maxTouchPoints, standalone }: { maxTouchPoints: number; standalone: boolean },
): boolean {
  const apple =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const safari =
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|KAKAOTALK|NAVER|Line\//.test(userAgent);
  return apple && safari && !standalone;
}

function standaloneNow(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

// Inline, not a stylesheet: the route's stylesheet list is in the entry's preload table.
const box: CSSProperties = {
  display: 'grid',
  gap: 'var(--space-2)',
  margin: 'var(--space-4) var(--space-5) var(--space-6)',
  padding: 'var(--space-4)',
  borderRadius: 'var(--radius-m)',
  background: 'var(--color-accent-soft)',
  color: 'var(--color-text)',
};
const text: CSSProperties = {
  margin: 0,
  color: 'var(--color-text-sub)',
  fontSize: 'var(--text-s)',
  lineHeight: 1.6,
  wordBreak: 'keep-all',
};

/**
 * Safari deletes a site's storage after seven days without a visit, and with it the pass's key
 * on this phone and the kept My QR. An app added to the home screen keeps them, so My QR says
 * how, once: 닫기 is remembered on this phone.
 */
export function AddToHomeHint() {
  const titleId = useId();
  const [shown, setShown] = useState(
    () =>
      readLocal(localStorageKeys.homeHintClosed) === null &&
      isIosSafariInBrowser(navigator.userAgent, {
        maxTouchPoints: navigator.maxTouchPoints ?? 0,
        standalone: standaloneNow(),
      }),
  );
  if (!shown) return null;
  return (
    <aside style={box} aria-labelledby={titleId}>
      <p id={titleId} style={{ margin: 0, fontWeight: 700 }}>
        홈 화면에 추가해 두세요
      </p>
      <p style={text}>
        Safari에서는 7일 동안 방문하지 않으면 저장된 My{'\u00a0'}QR이 지워져요. Safari의{' '}
        <strong>공유 버튼</strong>을 누른 뒤 <strong>홈 화면에 추가</strong>를 고르면 앱처럼 바로 열
        수 있고, 저장된 QR도 지워지지 않아요.
      </p>
      <Button
        variant="secondary"
        style={{ justifySelf: 'end', minHeight: 'var(--tap)' }}
        onClick={() => {
          writeLocal(localStorageKeys.homeHintClosed, new Date().toISOString());
          setShown(false);
        }}
      >
        닫기
      </Button>
    </aside>
  );
}
