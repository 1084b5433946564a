import { digitsOnly, NAME_MAX_LENGTH } from '@venue/contract/domain';
import { type RefObject, useId, useRef } from 'react';
import { RESIDENT_FRONT_LENGTH, residentBackMask } from '../identification-rules';
import styles from './signup.module.css';

/**
 * Step 1 of identification (spec 000 §5 Name): at least 2 characters. The help text is shown
 * until the name is long enough, in red once the visitor has moved on without fixing it.
 */
export function NameField({
  value,
  onChange,
  error,
  showError,
  readOnly,
  inputRef,
  onEnter,
  label = '이름',
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  showError: boolean;
  readOnly?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
  onEnter?: () => void;
  label?: string;
}) {
  const id = useId();
  const helpId = useId();
  const invalid = showError && error !== null;
  const help = readOnly ? null : error;
  return (
    <div className={styles.step}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, NAME_MAX_LENGTH))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onEnter?.();
          }
        }}
        placeholder="이름을 입력해 주세요"
        autoComplete="name"
        enterKeyHint="next"
        maxLength={NAME_MAX_LENGTH}
        readOnly={readOnly}
        aria-invalid={invalid}
        aria-describedby={help ? helpId : undefined}
      />
      {help ? (
        <p id={helpId} className={invalid ? styles.error : styles.help}>
          {help}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Step 2 (spec 000 §5 Resident number): the 6 front digits and the one back digit, digits only;
 * the rest of the back part is drawn as bullets (7 characters in all). The digits live only in
 * the form's state while the page is open: no `name` attribute, no autofill history, never in a
 * store, storage or URL.
 */
export function ResidentNumberField({
  front6,
  digit,
  onFrontChange,
  onDigitChange,
  error,
  showError,
  readOnly,
  frontRef,
  legend = '주민등록번호',
}: {
  front6: string;
  digit: string;
  onFrontChange: (value: string) => void;
  onDigitChange: (value: string) => void;
  error: string | null;
  showError: boolean;
  readOnly?: boolean;
  frontRef?: RefObject<HTMLInputElement | null>;
  legend?: string;
}) {
  const helpId = useId();
  const digitRef = useRef<HTMLInputElement>(null);
  const invalid = showError && error !== null;
  return (
    <fieldset className={styles.step} aria-describedby={invalid ? helpId : undefined}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.resident}>
        <input
          ref={frontRef}
          className={`${styles.input} ${styles.digits}`}
          value={front6}
          onChange={(event) => {
            const next = digitsOnly(event.target.value, RESIDENT_FRONT_LENGTH);
            onFrontChange(next);
            if (next.length === RESIDENT_FRONT_LENGTH && next !== front6) digitRef.current?.focus();
          }}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={RESIDENT_FRONT_LENGTH}
          placeholder="생년월일 6자리"
          autoComplete="off"
          readOnly={readOnly}
          aria-label={`${legend} 앞 6자리`}
          aria-invalid={invalid}
        />
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        {/* A label, so the whole box (52 px, not the one-digit input) takes a tap into the
            digit; the input's aria-label stays its name. */}
        <label
          className={styles.back}
          data-invalid={invalid ? '' : undefined}
          data-readonly={readOnly ? '' : undefined}
        >
          <input
            ref={digitRef}
            className={styles.backDigit}
            value={digit}
            onChange={(event) => onDigitChange(digitsOnly(event.target.value, 1))}
            onKeyDown={(event) => {
              // Backspace on the empty digit goes back to the front part, as in one field.
              if (event.key === 'Backspace' && digit === '' && !readOnly)
                frontRef?.current?.focus();
            }}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={1}
            autoComplete="off"
            readOnly={readOnly}
            aria-label={`${legend} 뒷자리 첫 번째 숫자`}
            aria-invalid={invalid}
          />
          <span className={styles.bullets} aria-hidden="true">
            {residentBackMask()}
          </span>
        </label>
      </div>
      {invalid ? (
        <p id={helpId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
