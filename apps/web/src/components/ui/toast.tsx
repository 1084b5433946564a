import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import styles from './toast.module.css';

/** How long the toast stays after its time is up, fading out. */
export const TOAST_EXIT_MS = 200;

export type ToastMessage = {
  text: string;
  /** ms on screen before it fades (spec 001 §9: 600 for copy, 2000 for terms and unlink) */
  duration: number;
  /** changes on every show, so the same text shown twice is announced and timed twice */
  id: number;
};

/**
 * A short confirmation at the bottom of the screen ("주소가 복사되었어요.", "URL 복사 완료").
 *
 * The `role="status"` live region is always in the page, even when empty, because screen readers
 * announce changes to a live region that already exists, not a region that appears with its
 * text. Each message is a new element inside it (keyed by id), so a repeated message is read
 * again. It never takes focus and does not block the page. The text stays `duration` ms, then
 * fades for TOAST_EXIT_MS and `onDone` clears it.
 *
 * Most callers want `useToast`, which owns the state and returns this element.
 */
export function Toast({ message, onDone }: { message: ToastMessage | null; onDone: () => void }) {
  const [leaving, setLeaving] = useState(false);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    setLeaving(false);
    if (!message) return;
    const leave = window.setTimeout(() => setLeaving(true), message.duration);
    const done = window.setTimeout(() => onDoneRef.current(), message.duration + TOAST_EXIT_MS);
    return () => {
      window.clearTimeout(leave);
      window.clearTimeout(done);
    };
  }, [message]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
      {message ? (
        <p key={message.id} className={`${styles.toast} ${leaving ? styles.leaving : ''}`}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

let nextToastId = 1;

/**
 * `const { toast, showToast } = useToast();` then render `{toast}` once in the component and call
 * `showToast('주소가 복사되었어요.', 600)`. A new message replaces the one on screen.
 */
export function useToast(defaultDuration = 2000): {
  toast: ReactNode;
  showToast: (text: string, duration?: number) => void;
} {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  const showToast = useCallback(
    (text: string, duration = defaultDuration) => setMessage({ text, duration, id: nextToastId++ }),
    [defaultDuration],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { toast: <Toast message={message} onDone={clear} />, showToast };
}
