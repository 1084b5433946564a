import { useEffect, useId, useRef } from 'react';
import styles from './bulk-bar.module.css';
import type { BulkSummary } from './bulk-summary';
import consoleStyles from './console.module.css';

export interface BulkAction {
  key: string;
  label: string;
  danger?: boolean;
}

/**
 * The bar of a list whose rows can be chosen together (the roster and the program
 * list): 전체 선택, how many are chosen (announced as it changes), the actions on the choice and
 * the last action's result — what was done and, by name, what was left out and why. Every target
 * is at least 44 px; the actions wait for a choice.
 */
export function BulkBar({
  label,
  total,
  selectedCount,
  onSelectAll,
  actions,
  onAction,
  busy = false,
  summary,
}: {
  /** names the bar, e.g. 선택한 예약 */
  label: string;
  /** rows shown that can be chosen */
  total: number;
  selectedCount: number;
  onSelectAll: (all: boolean) => void;
  actions: BulkAction[];
  onAction: (key: string) => void;
  busy?: boolean;
  summary?: BulkSummary | null | undefined;
}) {
  const allId = useId();
  const all = total > 0 && selectedCount >= total;
  return (
    <section className={styles.bar} aria-label={label}>
      <div className={styles.row}>
        <label className={styles.selectAll} htmlFor={allId}>
          <IndeterminateBox
            id={allId}
            checked={all}
            indeterminate={selectedCount > 0 && !all}
            disabled={total === 0}
            onChange={(checked) => onSelectAll(checked)}
          />
          전체 선택
        </label>
        {/* Announced as it changes; a live region without the status role, so a page's own
            status message stays the one status on the page. */}
        <p className={styles.count} aria-live="polite">
          {selectedCount > 0 ? `${selectedCount}건 선택됨` : '선택한 항목 없음'}
        </p>
        <div className={styles.actions}>
          {actions.map((action) => (
            <button
              key={action.key}
              type="button"
              className={
                action.danger
                  ? `${consoleStyles.smallButton} ${consoleStyles.dangerButton}`
                  : consoleStyles.smallButton
              }
              disabled={selectedCount === 0 || busy}
              onClick={() => onAction(action.key)}
            >
              {action.label}
            </button>
          ))}
        </div>
      </div>
      {/* Always there, so what fills it is announced. */}
      <div className={summary ? styles.result : undefined} aria-live="polite">
        {summary ? (
          <>
            <p className={styles.headline}>{summary.headline}</p>
            {summary.refused.length > 0 ? (
              <ul className={styles.refused}>
                {summary.refused.map((item) => (
                  <li key={item.idx}>{item.text}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

function IndeterminateBox({
  id,
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  id: string;
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      id={id}
      type="checkbox"
      className={styles.box}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** One row's checkbox, in a 44 px target, named by the row (`label`, e.g. the member and booking). */
export function SelectBox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.selectOne}>
      <input
        type="checkbox"
        className={styles.box}
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}

/** What a bulk action's question names: the first five chosen, one a line, and how many more. */
export function ChosenNames({ names, unit = '건' }: { names: string[]; unit?: string }) {
  const shown = names.slice(0, 5);
  return (
    <ul className={styles.chosen}>
      {shown.map((name) => (
        <li key={name}>{name}</li>
      ))}
      {names.length > shown.length ? (
        <li>
          외 {names.length - shown.length}
          {unit}
        </li>
      ) : null}
    </ul>
  );
}
