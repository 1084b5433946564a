import type { DoorList } from '@venue/contract';
import styles from '../../../components/console.module.css';

/**
 * 입장 명단 on the scanner: none, or one of the active named lists. With a list, a
 * zone on it admits any QR; the entrance and its programs admit only members booked today for
 * one of its programs; elsewhere the scan is refused with the reason on the result card.
 */
export function DoorListSelect({
  value,
  lists,
  onChange,
}: {
  value: number | null;
  lists: DoorList[] | undefined;
  onChange: (doorListIdx: number | null) => void;
}) {
  const active = (lists ?? []).filter((list) => list.activeYn === 'Y');
  const chosen = active.find((list) => list.doorListIdx === value);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="staff-door-list">
        입장 명단
      </label>
      <select
        id="staff-door-list"
        className={styles.select}
        value={chosen ? String(chosen.doorListIdx) : ''}
        aria-describedby="staff-door-list-hint"
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">명단 없이 (장소 규칙만)</option>
        {active.map((list) => (
          <option key={list.doorListIdx} value={list.doorListIdx}>
            {list.name}
          </option>
        ))}
      </select>
      <p id="staff-door-list-hint" className={styles.hint}>
        {chosen
          ? '명단의 존에서는 누구나, 입구와 명단의 프로그램에서는 그 프로그램 오늘 예약자만 입장해요.'
          : '명단을 고르면 그 명단이 허용하는 회원만 입장 처리해요.'}
      </p>
    </div>
  );
}
