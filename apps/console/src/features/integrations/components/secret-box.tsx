import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from '../../../components/console.module.css';
import css from './integrations.module.css';

/**
 * A secret shown once (an API token's `vt_…`, a webhook's `whsec_…`): the server keeps only its
 * hash or never answers it again, so the box says so, offers 복사, says how it is used, and stays
 * until the operator dismisses it. It takes focus when it appears, so a screen reader reads it
 * and the keyboard is beside 복사.
 */
export function SecretBox({
  title,
  label,
  secret,
  children,
  onDismiss,
}: {
  title: string;
  /** What the value is, for its accessible name ('발급한 API 토큰'). */
  label: string;
  secret: string;
  /** How it is used. */
  children: ReactNode;
  onDismiss: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const valueId = useId();
  const [copied, setCopied] = useState('');
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('복사했어요.');
    } catch {
      setCopied('복사하지 못했어요. 값을 직접 선택해 복사해 주세요.');
    }
  };

  return (
    <section className={css.secret} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={css.secretTitle}>
        {title}
      </h3>
      <p className={css.secretWarning}>이 값은 지금 한 번만 보여요. 안전한 곳에 보관해 주세요.</p>
      <label className={styles.label} htmlFor={valueId}>
        {label}
      </label>
      <div className={css.secretRow}>
        <input
          id={valueId}
          className={css.secretValue}
          value={secret}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className={styles.smallButton}
          aria-label={`${label} 복사`}
          onClick={() => void copy()}
        >
          복사
        </button>
      </div>
      <p className={styles.status} role="status">
        {copied}
      </p>
      <div className={css.secretHelp}>{children}</div>
      <div>
        <button type="button" className={styles.smallButton} onClick={onDismiss}>
          보관했어요, 닫기
        </button>
      </div>
    </section>
  );
}
