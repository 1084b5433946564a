import { CODE_LENGTH, digitsOnly } from '@venue/contract/domain';
import { type RefObject, useId } from 'react';
import { formatCountdown } from '../identification-rules';
import styles from './signup.module.css';

export type CodeStatus =
  | { kind: 'idle' }
  | { kind: 'verifying' }
  | { kind: 'wrong' | 'exceeded' | 'expired'; message: string }
  | { kind: 'verified' };

/**
 * Step 6 (spec 000 §4–5): the 6-digit SMS code, verified automatically at the sixth digit (the
 * parent does it), with the 180 s countdown (mm:ss) and 재전송. A verified code locks the field.
 */
export function SmsCodeField({
  value,
  onChange,
  status,
  secondsLeft,
  onResend,
  resending,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  status: CodeStatus;
  secondsLeft: number | null;
  onResend: () => void;
  resending: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const helpId = useId();
  const verified = status.kind === 'verified';
  const message = 'message' in status ? status.message : null;
  return (
    <div className={styles.step}>
      <label htmlFor={id} className={styles.label}>
        인증번호
      </label>
      <div className={styles.control}>
        <div className={styles.codeInput}>
          <input
            ref={inputRef}
            id={id}
            className={`${styles.input} ${styles.digits}`}
            value={value}
            onChange={(event) => onChange(digitsOnly(event.target.value, CODE_LENGTH))}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={CODE_LENGTH}
            placeholder="인증번호 6자리"
            autoComplete="one-time-code"
            readOnly={verified || status.kind === 'verifying'}
            aria-invalid={message !== null}
            aria-describedby={helpId}
          />
          {!verified && secondsLeft !== null ? (
            <span className={styles.timer} role="timer" aria-label="남은 시간">
              {formatCountdown(secondsLeft)}
            </span>
          ) : null}
        </div>
        {verified ? null : (
          <button
            type="button"
            className={styles.inlineButton}
            onClick={onResend}
            disabled={resending}
          >
            재전송
          </button>
        )}
      </div>
      <p
        id={helpId}
        className={message ? styles.error : verified ? styles.success : styles.help}
        aria-live="polite"
      >
        {message ??
          (verified
            ? '본인인증이 완료되었어요.'
            : '문자로 받은 인증번호 6자리를 입력하면 자동으로 확인돼요.')}
      </p>
    </div>
  );
}
