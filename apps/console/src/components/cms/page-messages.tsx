import { type ReactNode, useEffect, useRef } from 'react';
import styles from '../console.module.css';

/**
 * An editor's heading: when the editor opens (a row chosen far down a list), focus moves to it,
 * so the keyboard and the screen follow to the form.
 */
export function EditorHeading({ id, children }: { id: string; children: ReactNode }) {
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
