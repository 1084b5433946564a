import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import styles from './checkbox.module.css';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children' | 'size'> & {
  children: ReactNode;
  /** The "some but not all" state of an all-check box (aria-checked="mixed"). */
  indeterminate?: boolean;
  /** 'l' for an all-check row that heads a list. */
  size?: 'm' | 'l';
};

/**
 * A native checkbox with its label, drawn as a round check. The input stays in the page (only
 * visually replaced), so the label, keyboard, forms and screen readers work as with any checkbox;
 * the whole row is the 44 px tap target.
 */
export function Checkbox({
  children,
  indeterminate = false,
  size = 'm',
  className,
  ...input
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <label className={[styles.row, styles[size], className ?? ''].filter(Boolean).join(' ')}>
      <input ref={ref} type="checkbox" className={styles.input} {...input} />
      <span className={styles.box} aria-hidden="true">
        <svg
          viewBox="0 0 20 20"
          width="20"
          height="20"
          className={styles.check}
          aria-hidden="true"
          focusable="false"
        >
          <path d="M5 10.5l3.2 3.2L15 7" fill="none" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className={styles.dash} />
      </span>
      <span className={styles.label}>{children}</span>
    </label>
  );
}
