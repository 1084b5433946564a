import styles from './notices.module.css';

export type NoticeBadgeKind = 'new' | 'updated';

const badgeText: Record<NoticeBadgeKind, { short: string; label: string }> = {
  new: { short: 'N', label: '새 글' },
  updated: { short: 'UP', label: '업데이트된 글' },
};

/**
 * The 5-day badge (spec 001 §2 Notices): 'N' for a new notice, 'UP' for an updated one. The
 * letters are decorative; screen readers hear the Korean label instead.
 */
export function NoticeBadge({ kind }: { kind: NoticeBadgeKind | null }) {
  if (!kind) return null;
  const text = badgeText[kind];
  return (
    <span
      className={`${styles.badge} ${kind === 'new' ? styles.badgeNew : styles.badgeUpdated}`}
      data-badge={kind}
    >
      <span aria-hidden="true">{text.short}</span>
      <span className="sr-only">{text.label}</span>
    </span>
  );
}
