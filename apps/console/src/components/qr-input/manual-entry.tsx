import { parseQrInput } from '@venue/contract/domain';
import { type FormEvent, useState } from 'react';
import styles from '../console.module.css';

export const manualEntryMessages = {
  empty: '입장 코드를 입력해 주세요.',
  invalid: '입장 코드는 8자리예요(예: ABCD-EFGH). 회원님 QR 아래의 코드를 다시 확인해 주세요.',
} as const;

/**
 * Typing the entry code shown under the member's QR (ABCD-EFGH), or pasting a QR's text, for
 * when the camera cannot read the screen. Checked here first with the contract's parseQrInput:
 * garbage gets a message and is never sent. `onSubmit` answers whether the value was used (the
 * field then empties for the next member); a refused value stays, to be corrected.
 */
export function ManualEntry({
  onSubmit,
  busy,
}: {
  onSubmit: (value: string) => Promise<boolean>;
  busy: boolean;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!value.trim()) return setError(manualEntryMessages.empty);
    if (!parseQrInput(value)) return setError(manualEntryMessages.invalid);
    setError('');
    if (await onSubmit(value.trim())) setValue('');
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="staff-entry-code">
          입장 코드
        </label>
        <div className={styles.row}>
          <input
            id="staff-entry-code"
            className={`${styles.input} ${styles.codeInput}`}
            placeholder="ABCD-EFGH"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'staff-entry-code-error' : 'staff-entry-code-hint'}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError('');
            }}
          />
          <button type="submit" className={styles.bigButton} disabled={busy}>
            확인
          </button>
        </div>
        {error ? (
          <p id="staff-entry-code-error" className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : (
          <p id="staff-entry-code-hint" className={styles.hint}>
            회원님 QR 아래의 8자리 코드, 또는 QR 내용을 붙여 넣어도 돼요.
          </p>
        )}
      </div>
    </form>
  );
}
