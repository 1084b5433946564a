import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { confirmAlert, takeReturnFocus, useCurrentAlert } from '../../stores/alert-store';
import styles from './alert-modal.module.css';
import { Button } from './button';

const AlertSubtitle = lazy(() => import('./alert-subtitle'));

/**
 * The global alert of spec 000 §2 Layout: a title, an HTML subtitle and one confirm button
 * (default 확인), above the routed page. Focus moves to the confirm button and returns to where it
 * was when the alert closes. Escape confirms, as it is the only choice.
 */
export function AlertModal() {
  const alert = useCurrentAlert();
  const titleId = useId();
  const subtitleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  const alertId = alert?.id;
  useEffect(() => {
    if (alertId === undefined) return;
    wasOpen.current = true;
    confirmRef.current?.focus();
  }, [alertId]);

  useEffect(() => {
    if (alertId !== undefined || !wasOpen.current) return;
    wasOpen.current = false;
    // The page stops being inert in the same commit; focus the element the alert was opened from.
    const target = takeReturnFocus();
    if (target?.isConnected) target.focus();
  }, [alertId]);

  if (!alert) return null;
  const subtitle = alert.subtitle;

  return (
    <div className={styles.backdrop}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitle ? subtitleId : undefined}
        className={styles.dialog}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            confirmAlert(alert.id);
          }
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {alert.title}
        </h2>
        {subtitle ? (
          <div id={subtitleId}>
            <Suspense fallback={<p className={styles.subtitle}>{plainText(subtitle)}</p>}>
              <AlertSubtitle html={subtitle} className={styles.subtitle} />
            </Suspense>
          </div>
        ) : null}
        <Button
          ref={confirmRef}
          block
          className={styles.confirm}
          onClick={() => confirmAlert(alert.id)}
        >
          {alert.confirmLabel}
        </Button>
      </div>
    </div>
  );
}

/** Text-only rendering while the sanitizer loads; DOMParser never runs scripts. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
