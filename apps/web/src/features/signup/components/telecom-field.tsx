import { TelecomCode, telecoms } from '@venue/contract/domain';
import { type RefObject, useId, useRef } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { ChevronRightIcon } from '../../../components/ui/icons';
import styles from './signup.module.css';

const carriers = Object.values(TelecomCode);

/**
 * Step 4 (spec 000 §4): the carrier, picked in a sheet with the six carriers of spec 000 §3
 * (SKT, KT, LG U+ and their 알뜰폰 MVNOs). The field is a button that opens the sheet.
 */
export function TelecomField({
  value,
  onOpen,
  error,
  showError,
  readOnly,
  buttonRef,
}: {
  value: TelecomCode | null;
  onOpen: () => void;
  error: string | null;
  showError: boolean;
  readOnly?: boolean;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  const labelId = useId();
  const valueId = useId();
  const helpId = useId();
  const invalid = showError && error !== null;
  return (
    <div className={styles.step}>
      <p id={labelId} className={styles.label}>
        통신사
      </p>
      <button
        ref={buttonRef}
        type="button"
        className={styles.picker}
        onClick={onOpen}
        disabled={readOnly}
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-invalid={invalid}
        aria-describedby={invalid ? helpId : undefined}
      >
        <span id={valueId} className={value ? undefined : styles.pickerPlaceholder}>
          {value ? telecoms[value].name : '통신사를 선택해 주세요'}
        </span>
        <ChevronRightIcon size={20} className={styles.chevron} />
      </button>
      {invalid ? (
        <p id={helpId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The carrier sheet: one tap picks a carrier and closes it. */
export function TelecomSheet({
  open,
  value,
  onSelect,
  onClose,
}: {
  open: boolean;
  value: TelecomCode | null;
  onSelect: (code: TelecomCode) => void;
  onClose: () => void;
}) {
  const firstRef = useRef<HTMLButtonElement>(null);
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title="통신사 선택"
      description="사용 중인 휴대폰의 통신사를 선택해 주세요."
      initialFocusRef={firstRef}
    >
      <ul className={styles.options}>
        {carriers.map((code, index) => (
          <li key={code}>
            <button
              ref={index === 0 ? firstRef : undefined}
              type="button"
              className={styles.option}
              aria-pressed={value === code}
              onClick={() => onSelect(code)}
            >
              <span>{telecoms[code].name}</span>
              {value === code ? <span aria-hidden="true">✓</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
