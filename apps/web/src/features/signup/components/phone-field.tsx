import { digitsOnly, PHONE_LENGTH } from '@venue/contract/domain';
import { type RefObject, useId } from 'react';
import styles from './signup.module.css';

/**
 * Step 5 (spec 000 §5 Phone): digits only, at most 11, valid at 11. Reaching 11 valid digits opens
 * the consent sheet (the parent decides); "인증번호 받기" does the same on demand, e.g. after a
 * failed send.
 */
export function PhoneField({
  value,
  onChange,
  error,
  readOnly,
  inputRef,
  onRequestCode,
  canRequest,
  sent,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  readOnly?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  onRequestCode: () => void;
  canRequest: boolean;
  sent: boolean;
}) {
  const id = useId();
  const helpId = useId();
  return (
    <div className={styles.step}>
      <label htmlFor={id} className={styles.label}>
        휴대폰 번호
      </label>
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={id}
          type="tel"
          className={`${styles.input} ${styles.digits}`}
          value={value}
          onChange={(event) => onChange(digitsOnly(event.target.value, PHONE_LENGTH))}
          inputMode="numeric"
          maxLength={PHONE_LENGTH}
          placeholder="숫자만 입력 (01012345678)"
          autoComplete="tel-national"
          readOnly={readOnly}
          aria-invalid={error !== null}
          aria-describedby={error ? helpId : undefined}
        />
        {sent ? null : (
          <button
            type="button"
            className={styles.inlineButton}
            onClick={onRequestCode}
            disabled={!canRequest}
          >
            인증번호 받기
          </button>
        )}
      </div>
      {error ? (
        <p id={helpId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
