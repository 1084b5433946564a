import styles from './home-placeholders.module.css';

/**
 * What holds a part of the home's space while its code or its deciding data loads: a quiet block
 * of about the part's height, so the footer stays out of view and nothing on screen moves when
 * the part arrives. Used below a member's greeting while getMainTitleInfo decides between the two
 * homes, for the below-the-fold sections (Programs, Space, Notice) and for the in-venue Now
 * section while their chunks load.
 */
export function HomePlaceholder({ label, minHeight }: { label: string; minHeight: number }) {
  return (
    <div className={styles.placeholder} style={{ minHeight }} aria-busy="true">
      <span className="sr-only">{label}</span>
    </div>
  );
}
