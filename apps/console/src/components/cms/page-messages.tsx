import { useEffect, useRef } from 'react';
import styles from '../console.module.css';

/**
 * A content page's outcome line under its header: the failure (an alert) or what was done (a
 * status). A long list may have scrolled the header away, so a new message is scrolled into view.
 */
export function PageMessages({ done, failure }: { done: string; failure: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if ((done || failure) && typeof ref.current?.scrollIntoView === 'function') {
      ref.current.scrollIntoView({ block: 'nearest' });
    }
  }, [done, failure]);
  return (
    <div ref={ref}>
      <p className={styles.formError} role="alert">
        {failure}
      </p>
      <p className={styles.status} role="status">
        {done}
      </p>
    </div>
  );
}

/**
 * An editor's heading: when the editor opens (a row chosen far down a list), focus moves to it,
 * so the keyboard and the screen follow to the form.
 */
export function EditorHeading({ id, children }: { id: string; children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={styles.cardTitle}>
      {children}
    </h2>
  );
}
