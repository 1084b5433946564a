import { type ReactNode, useId } from 'react';
import { useSolidHeader } from '../../stores/header-store';
import styles from './error-screen.module.css';

/**
 * The shared layout of every error page (404, 500, server delay, program unavailable,
 * maintenance): a mark, the spec's sentence as the heading, a short explanation and a way out.
 */
export function ErrorScreen({
  icon,
  code,
  title,
  description,
  children,
  actions,
  standalone,
}: {
  icon: ReactNode;
  code?: string;
  title: string;
  description?: ReactNode;
  /** Extra content between the text and the actions, e.g. the maintenance window. */
  children?: ReactNode;
  actions: ReactNode;
  /** Shown without header and footer: fill the whole viewport. */
  standalone?: boolean;
}) {
  const titleId = useId();
  // On a page whose header floats over a hero (program, zone), there is no hero here.
  useSolidHeader(!standalone);
  return (
    <section
      className={`${styles.screen} ${standalone ? styles.standalone : ''}`}
      aria-labelledby={titleId}
    >
      <div className={styles.mark}>{icon}</div>
      <div>
        {code ? <p className={styles.code}>{code}</p> : null}
        {standalone ? (
          // Without the app header there is no page <h1>, so the message is the page heading.
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
        ) : (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {children ? <div className={styles.extra}>{children}</div> : null}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
