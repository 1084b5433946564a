import {
  addDays,
  addMonths,
  daysInMonth,
  monthGrid,
  selectedDayForMonth,
  WEEKDAY_LABELS_KO,
  weekdayLabel,
  weekdayOf,
  type Ymd,
  ymdOf,
} from '@venue/contract/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { BackIcon, ChevronRightIcon } from '../../../components/ui/icons';
import type { YearRange } from '../api/get-years';
import styles from './program-list.module.css';

/** Spec 001 §2: the date tab's title. */
export const DATE_PICKER_TITLE = '어느 날의 프로그램이 궁금하세요?';

/** "2026년 5월 3일 일요일": a day as a screen reader names it. */
export function dayLabel(ymd: Ymd): string {
  return `${Number(ymd.slice(0, 4))}년 ${Number(ymd.slice(5, 7))}월 ${Number(ymd.slice(8))}일 ${weekdayLabel(ymd)}요일`;
}

/**
 * A day button's accessible name: the day it shows first, then the full date — "3, 2026년 11월 3일
 * 화요일" (", 오늘" for today). The visible number leads the name, so voice control reaches the
 * button and axe's label-content-name-mismatch holds.
 */
export function dayButtonLabel(ymd: Ymd, today: Ymd): string {
  return `${Number(ymd.slice(8))}, ${dayLabel(ymd)}${ymd === today ? ', 오늘' : ''}`;
}

/**
 * Whether the month arrows may move from `year`-`month`: back while after January of the first
 * year, forward while before December of the last. A month outside the range can always move
 * towards it.
 */
export function monthArrows(
  year: number,
  month: number,
  range: YearRange,
): { canGoBack: boolean; canGoForward: boolean } {
  const index = year * 12 + (month - 1);
  return {
    canGoBack: index > range.first * 12,
    canGoForward: index < range.last * 12 + 11,
  };
}

/**
 * Where a key moves the keyboard's day in the grid (the ARIA grid pattern): ←/→ a day, ↑/↓ a
 * week, Home/End the week's Sunday/Saturday, PageUp/PageDown the same day a month earlier/later
 * (the month's last day when it is shorter). Other keys: null.
 */
export function dayForKey(key: string, from: Ymd): Ymd | null {
  const weekday = weekdayOf(from);
  switch (key) {
    case 'ArrowLeft':
      return addDays(from, -1);
    case 'ArrowRight':
      return addDays(from, 1);
    case 'ArrowUp':
      return addDays(from, -7);
    case 'ArrowDown':
      return addDays(from, 7);
    case 'Home':
      return addDays(from, -weekday);
    case 'End':
      return addDays(from, 6 - weekday);
    case 'PageUp':
    case 'PageDown': {
      const next = addMonths(
        Number(from.slice(0, 4)),
        Number(from.slice(5, 7)),
        key === 'PageUp' ? -1 : 1,
      );
      return ymdOf(
        next.year,
        next.month,
        Math.min(Number(from.slice(8)), daysInMonth(next.year, next.month)),
      );
    }
    default:
      return null;
  }
}

/**
 * The date tab's month calendar (spec 001 §2, §5). Folded, it shows only the week of the chosen
 * day; 달력 펼치기 shows the whole month. The month arrows move the month and, as the spec says,
 * choose today when today is in that month, else the 1st — the list follows at once. Unfolded,
 * days of the neighbouring months are shown greyed and cannot be chosen; the folded week shows
 * them as days like the others (choosing one moves to its month).
 *
 * The days are an ARIA grid: one Tab stop (the chosen day, or the day the
 * keyboard moved to), arrow keys, Home/End and PageUp/PageDown move between days (see
 * dayForKey), Enter or Space chooses. Moving within the month only moves focus; moving into
 * another month chooses that day, since the month shown is the chosen day's.
 *
 * `years` bounds the arrows to the venue's years (POST /api/getyears, see api/get-years.ts):
 * 이전 달 is disabled in January of the first year, 다음 달 in December of the last. A month
 * outside the range (a startDate from the URL) is still shown; only the arrow that would go
 * further out is disabled, the other one walks back towards the range.
 */
export function MonthCalendar({
  selected,
  today,
  years,
  onSelect,
}: {
  selected: Ymd;
  today: Ymd;
  years: YearRange;
  onSelect: (day: Ymd) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  // The day holding the grid's Tab stop once the keyboard moved off the chosen day.
  const [keyDay, setKeyDay] = useState<Ymd | null>(null);
  const dayRefs = useRef(new Map<Ymd, HTMLButtonElement>());
  const focusAfterRender = useRef<Ymd | null>(null);
  const titleId = useId();
  const gridId = useId();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const year = Number(selected.slice(0, 4));
  const month = Number(selected.slice(5, 7));
  const weeks = monthGrid(year, month);
  const shown = expanded ? weeks : weeks.filter((week) => week.some((d) => d.ymd === selected));
  const { canGoBack, canGoForward } = monthArrows(year, month, years);
  const choosable = (day: { ymd: Ymd; inMonth: boolean }) => day.inMonth || !expanded;
  const shownDays = shown.flat().filter(choosable);
  const tabStop = shownDays.some((day) => day.ymd === keyDay) ? keyDay : selected;

  useEffect(() => {
    const wanted = focusAfterRender.current;
    if (wanted === null) return;
    focusAfterRender.current = null;
    dayRefs.current.get(wanted)?.focus();
  });

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).dataset.day as Ymd | undefined;
    const to = from ? dayForKey(event.key, from) : null;
    if (!to) return;
    event.preventDefault();
    if (to.slice(0, 7) === selected.slice(0, 7)) {
      setKeyDay(to);
      if (!shownDays.some((day) => day.ymd === to)) setExpanded(true);
    } else {
      // Into another month: only within the venue's years, as the month arrows.
      const index = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7)) - 1;
      if (index < years.first * 12 || index > years.last * 12 + 11) return;
      setKeyDay(null);
      onSelect(to);
    }
    focusAfterRender.current = to;
  };

  const moveMonth = (delta: -1 | 1) => {
    const next = addMonths(year, month, delta);
    // The arrow just pressed is about to be disabled at the range's end, and a disabled button
    // drops keyboard focus to the page: hand it to the other arrow instead.
    const [pressed, other] = delta < 0 ? [previousRef, nextRef] : [nextRef, previousRef];
    const after = monthArrows(next.year, next.month, years);
    const atEnd = delta < 0 ? !after.canGoBack : !after.canGoForward;
    if (atEnd && document.activeElement === pressed.current) other.current?.focus();
    onSelect(selectedDayForMonth(next.year, next.month, today));
  };

  return (
    <section className={styles.calendar} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.filterTitle}>
        {DATE_PICKER_TITLE}
      </h2>
      <div className={styles.monthBar}>
        <button
          ref={previousRef}
          type="button"
          className={styles.monthArrow}
          onClick={() => moveMonth(-1)}
          disabled={!canGoBack}
          aria-label="이전 달"
        >
          <BackIcon size={20} />
        </button>
        <p className={styles.monthName} aria-live="polite">
          {year}년 {month}월
        </p>
        <button
          ref={nextRef}
          type="button"
          className={styles.monthArrow}
          onClick={() => moveMonth(1)}
          disabled={!canGoForward}
          aria-label="다음 달"
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA date-grid pattern is a table with role grid (its rows, headers and cells keep their table semantics) */}
      <table id={gridId} role="grid" className={styles.monthGrid} onKeyDown={onGridKeyDown}>
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
                  {choosable(day) ? (
                    <button
                      ref={(element) => {
                        if (element) dayRefs.current.set(day.ymd, element);
                        else dayRefs.current.delete(day.ymd);
                      }}
                      type="button"
                      tabIndex={day.ymd === tabStop ? 0 : -1}
                      data-day={day.ymd}
                      className={[
                        styles.day,
                        day.ymd === selected ? styles.daySelected : '',
                        day.ymd === today ? styles.dayToday : '',
                      ].join(' ')}
                      aria-pressed={day.ymd === selected}
                      aria-label={dayButtonLabel(day.ymd, today)}
                      onClick={() => {
                        setKeyDay(null);
                        onSelect(day.ymd);
                      }}
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
