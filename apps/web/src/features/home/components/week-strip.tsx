import type { Ymd } from '@venue/contract/domain';
import { type PointerEvent, useMemo, useRef, useState } from 'react';
import { ChevronRightIcon } from '../../../components/ui/icons';
import {
  canMoveWeek,
  DRAG_THRESHOLD_PX,
  dayButtonLabel,
  dragOffset,
  EDGE_ANIMATION_MS,
  PAGE_ANIMATION_MS,
  stripWeeks,
  weekAfterSwipe,
  weekIndexOf,
  weekMonthLabel,
  weekRangeLabel,
} from '../week-strip';
import styles from './week-strip.module.css';

type Drag = {
  pointerId: number;
  startX: number;
  startY: number;
  /** set once the pointer has moved DRAG_THRESHOLD_PX sideways */
  dragging: boolean;
  dx: number;
};

/**
 * The 3-week date strip (spec 001 §5): last week, this week and next week, one week per page.
 * Today is selected first (the parent holds the selection). The previous/next buttons turn the
 * page and are disabled at either end; a drag of 50 px or more turns it too, a shorter one springs
 * back, and nothing moves under 10 px, so a tap stays a tap. Day buttons are toggle buttons
 * (`aria-pressed`); focusing a day on another page brings that page into view, so keyboard users
 * can tab through all 21 days.
 */
export function WeekStrip({
  today,
  selected,
  onSelect,
}: {
  today: Ymd;
  selected: Ymd;
  onSelect: (ymd: Ymd) => void;
}) {
  const weeks = useMemo(() => stripWeeks(today), [today]);
  const [week, setWeek] = useState(() => Math.max(0, weekIndexOf(weeks, selected)));
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);

  const place = (page: number, dx: number, animationMs: number) => {
    const track = trackRef.current;
    if (!track) return;
    track.style.transition = animationMs ? `transform ${animationMs}ms ease-out` : 'none';
    track.style.transform = `translate3d(calc(${-page * 100}% + ${dx}px), 0, 0)`;
  };

  const goTo = (page: number, animationMs = PAGE_ANIMATION_MS) => {
    setWeek(page);
    place(page, 0, animationMs);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      dragging: false,
      dx: 0,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.dragging) {
      if (Math.abs(dx) < DRAG_THRESHOLD_PX) return;
      // A mostly vertical gesture is the page scrolling: let it go.
      if (Math.abs(dy) > Math.abs(dx)) {
        drag.current = null;
        return;
      }
      current.dragging = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    current.dx = dx;
    place(week, dragOffset(week, dx), 0);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current?.dragging || current.pointerId !== event.pointerId) return;
    // The click that follows a drag must not select the day under the pointer.
    suppressClick.current = true;
    const outcome = weekAfterSwipe(week, current.dx);
    goTo(outcome.week, outcome.edge ? EDGE_ANIMATION_MS : PAGE_ANIMATION_MS);
  };

  const cancelDrag = () => {
    if (drag.current?.dragging) goTo(week, EDGE_ANIMATION_MS);
    drag.current = null;
  };

  return (
    <div className={styles.strip}>
      <div className={styles.nav}>
        <p className={styles.month} aria-live="polite">
          {weekMonthLabel(weeks[week] ?? [])}
        </p>
        <button
          type="button"
          className={`${styles.arrow} ${styles.prev}`}
          onClick={() => goTo(week - 1)}
          disabled={!canMoveWeek(week, -1)}
          aria-label="이전 주"
        >
          <ChevronRightIcon size={20} />
        </button>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => goTo(week + 1)}
          disabled={!canMoveWeek(week, 1)}
          aria-label="다음 주"
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={cancelDrag}
        // Focus on a day of another page makes the browser scroll this clipped box to it; the
        // page is chosen by the transform instead (see the days' onFocus), so undo that scroll.
        onScroll={(event) => {
          event.currentTarget.scrollLeft = 0;
        }}
        onClickCapture={(event) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          ref={trackRef}
          className={styles.track}
          style={{ transform: `translate3d(${-week * 100}%, 0, 0)` }}
        >
          {weeks.map((days, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and borders; a group of toggle buttons is what this is
            <div
              key={days[0]?.ymd}
              role="group"
              aria-label={weekRangeLabel(days)}
              className={styles.week}
            >
              {days.map((day) => {
                const isSelected = day.ymd === selected;
                const weekend =
                  day.weekday === 0 ? styles.sunday : day.weekday === 6 ? styles.saturday : '';
                return (
                  <button
                    key={day.ymd}
                    type="button"
                    className={`${styles.day} ${weekend} ${day.ymd < today ? styles.past : ''}`}
                    aria-pressed={isSelected}
                    aria-label={dayButtonLabel(day)}
                    onClick={() => onSelect(day.ymd)}
                    onFocus={() => {
                      if (index !== week) goTo(index);
                    }}
                  >
                    <span className={styles.weekday} aria-hidden="true">
                      {day.isToday ? '오늘' : day.weekdayLabel}
                    </span>{' '}
                    <span className={styles.date} aria-hidden="true">
                      {day.day}
                    </span>
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
