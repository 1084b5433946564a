import type { ReactNode } from 'react';
import type { BadgeTone } from '../zone-labels';
import styles from './tone-badge.module.css';

/** A small pill for congestion and zone state; the colour only echoes the text. */
export function ToneBadge({
  tone,
  className,
  children,
}: {
  tone: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
