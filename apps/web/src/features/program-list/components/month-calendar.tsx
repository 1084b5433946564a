import {
  addMonths,
  monthGrid,
  selectedDayForMonth,
  WEEKDAY_LABELS_KO,
  weekdayLabel,
  type Ymd,
} from '@venue/contract/domain';
import { useId, useState } from 'react';
import { BackIcon, ChevronRightIcon } from '../../../components/ui/icons';
import styles from './program-list.module.css';

/** Spec 001 §2: the date tab's title. */
export const DATE_PICKER_TITLE = '어느 날의 프로그램이 궁금하세요?';

/** "2026년 5월 3일 일요일": a day as a screen reader names it. */
export function dayLabel(ymd: Ymd): string {
  return `${Number(ymd.slice(0, 4))}년 ${Number(ymd.slice(5, 7))}월 ${Number(ymd.slice(8))}일 ${weekdayLabel(ymd)}요일`;
}

/**
 * The date tab's month calendar (spec 001 §2, §5). Folded, it shows only the week of the chosen
 * day; 달력 펼치기 shows the whole month. The month arrows move the month and, as the spec says,
 * choose today when today is in that month, else the 1st — the list follows at once. Days of the
 * neighbouring months are shown greyed and cannot be chosen.
 */
export function MonthCalendar({
  selected,
  today,
  onSelect,
}: {
  selected: Ymd;
  today: Ymd;
  onSelect: (day: Ymd) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const gridId = useId();
  const year = Number(selected.slice(0, 4));
  const month = Number(selected.slice(5, 7));
  const weeks = monthGrid(year, month);
  const shown = expanded ? weeks : weeks.filter((week) => week.some((d) => d.ymd === selected));

  const moveMonth = (delta: number) => {
    const next = addMonths(year, month, delta);
    onSelect(selectedDayForMonth(next.year, next.month, today));
  };

  return (
    <section className={styles.calendar} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.filterTitle}>
        {DATE_PICKER_TITLE}
      </h2>
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.monthArrow}
          onClick={() => moveMonth(-1)}
          aria-label="이전 달"
        >
          <BackIcon size={20} />
        </button>
        <p className={styles.monthName} aria-live="polite">
          {year}년 {month}월
        </p>
        <button
          type="button"
          className={styles.monthArrow}
          onClick={() => moveMonth(1)}
          aria-label="다음 달"
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>
      <table id={gridId} className={styles.monthGrid}>
        <caption className="sr-only">
          {year}년 {month}월 달력
        </caption>
        <thead>
          <tr>
            {WEEKDAY_LABELS_KO.map((label) => (
              <th key={label} scope="col" abbr={`${label}요일`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((week) => (
            <tr key={week[0]?.ymd}>
              {week.map((day) => (
                <td key={day.ymd}>
                  {day.inMonth ? (
                    <button
                      type="button"
                      className={[
                        styles.day,
                        day.ymd === selected ? styles.daySelected : '',
                        day.ymd === today ? styles.dayToday : '',
                      ].join(' ')}
                      aria-pressed={day.ymd === selected}
                      aria-label={`${dayLabel(day.ymd)}${day.ymd === today ? ', 오늘' : ''}`}
                      onClick={() => onSelect(day.ymd)}
                    >
                      {day.day}
                    </button>
                  ) : (
                    <span className={styles.dayOutside} aria-hidden="true">
                      {day.day}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className={styles.expand}
        aria-expanded={expanded}
        aria-controls={gridId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? '달력 접기' : '달력 펼치기'}
      </button>
    </section>
  );
}
