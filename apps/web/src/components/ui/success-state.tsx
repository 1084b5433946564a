import { type ReactNode, useEffect, useRef } from 'react';
import styles from './success-state.module.css';

type SuccessStateProps = {
  /** id of the heading; the section is labelled by it. */
  titleId: string;
  /** The h2's text. */
  title: ReactNode;
  /** The mark in the circle (decorative); a tick by default. */
  icon?: ReactNode;
  /**
   * Move focus to the heading when the state appears. For a state that replaces the form the
   * user was in (the survey's thank-you): the focused control is gone, and a screen reader then
   * reads the heading instead of falling back to the top of the page.
   */
  focusTitle?: boolean;
  /** The caller's class for the section, for the room around it (padding, margins). */
  className?: string;
  /** What follows the heading: a lead, a note, the way on. */
  children?: ReactNode;
};

/**
 * "It worked" after a member finishes something: a reservation or draw entry (/programComplete)
 * or a survey (/survey/{id} thank-you). A section labelled by its h2, under a round tick.
 */
export function SuccessState({
  titleId,
  title,
  icon = '✓',
  focusTitle = false,
  className,
  children,
}: SuccessStateProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <section
      className={className ? `${styles.state} ${className}` : styles.state}
      aria-labelledby={titleId}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h2
        id={titleId}
        ref={titleRef}
        className={styles.title}
        tabIndex={focusTitle ? -1 : undefined}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
