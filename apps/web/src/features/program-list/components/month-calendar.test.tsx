import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ymd } from '@venue/contract/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { YearRange } from '../api/get-years';
import { MonthCalendar, monthArrows } from './month-calendar';

const today = '2026-11-26';
const years: YearRange = { first: 2024, last: 2026 };

function Calendar({
  start,
  range = years,
  onSelect = () => {},
}: {
  start: Ymd;
  range?: YearRange;
  onSelect?: (day: Ymd) => void;
}) {
  const [selected, setSelected] = useState(start);
  return (
    <MonthCalendar
      selected={selected}
      today={today}
      years={range}
      onSelect={(day) => {
        onSelect(day);
        setSelected(day);
      }}
    />
  );
}

const previous = () => screen.getByRole('button', { name: '이전 달' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: '다음 달' }) as HTMLButtonElement;
const monthName = () => screen.getByText(/^\d{4}년 \d{1,2}월$/).textContent;

describe('the month arrows stay inside the venue years', () => {
  it('disables 이전 달 in January of the first year, keeping its name', async () => {
    render(<Calendar start="2024-01-15" />);
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    await userEvent.click(previous());
    expect(monthName()).toBe('2024년 1월');
  });

  it('disables 다음 달 in December of the last year, keeping its name', async () => {
    render(<Calendar start="2026-12-05" />);
    expect(next().disabled).toBe(true);
    expect(previous().disabled).toBe(false);
    await userEvent.click(next());
    expect(monthName()).toBe('2026년 12월');
  });

  it('moves both ways inside the range, choosing today in its month and else the 1st', async () => {
    const onSelect = vi.fn();
    render(<Calendar start="2025-12-10" onSelect={onSelect} />);
    expect(previous().disabled).toBe(false);
    expect(next().disabled).toBe(false);
    await userEvent.click(next());
    expect(onSelect).toHaveBeenLastCalledWith('2026-01-01');
    await userEvent.click(previous());
    await userEvent.click(previous());
    expect(onSelect).toHaveBeenLastCalledWith('2025-11-01');
    expect(monthName()).toBe('2025년 11월');
  });

  it('walks from February to January of the first year and then stops', async () => {
    render(<Calendar start="2024-02-01" />);
    await userEvent.click(previous());
    expect(monthName()).toBe('2024년 1월');
    expect(previous().disabled).toBe(true);
  });

  it('shows a month outside the range and lets only the arrow towards it move', async () => {
    render(<Calendar start="2030-05-01" />);
    expect(monthName()).toBe('2030년 5월');
    expect(next().disabled).toBe(true);
    expect(previous().disabled).toBe(false);
    await userEvent.click(previous());
    expect(monthName()).toBe('2030년 4월');
  });

  it('hands keyboard focus to the other arrow when the pressed one reaches the end', async () => {
    render(<Calendar start="2026-11-26" />);
    next().focus();
    await userEvent.keyboard('{Enter}');
    expect(monthName()).toBe('2026년 12월');
    expect(next().disabled).toBe(true);
    expect(document.activeElement).toBe(previous());
  });
});

describe('monthArrows', () => {
  it.each([
    [2024, 1, false, true],
    [2024, 2, true, true],
    [2026, 11, true, true],
    [2026, 12, true, false],
    [2023, 6, false, true],
    [2027, 1, true, false],
  ])('%i-%i: back %s, forward %s', (year, month, canGoBack, canGoForward) => {
    expect(monthArrows(year, month, years)).toEqual({ canGoBack, canGoForward });
  });
});

describe('the days are a grid: one Tab stop, arrow keys, Home/End, PageUp/PageDown', () => {
  const day = (name: RegExp) => screen.getByRole('button', { name });
  const tabStops = () =>
    screen.getByRole('grid').querySelectorAll<HTMLButtonElement>('button:not([tabindex="-1"])');

  it('is one Tab stop, the chosen day', () => {
    render(<Calendar start="2026-11-18" />);
    expect(tabStops()).toHaveLength(1);
    expect(tabStops()[0]?.getAttribute('aria-label')).toBe('18, 2026년 11월 18일 수요일');
  });

  it('moves focus by a day with ←/→, by a week with ↑/↓ (unfolding), to the week ends with Home/End, without choosing', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Calendar start="2026-11-18" onSelect={onSelect} />);
    day(/^18, /).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day(/^19, /));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day(/^26, /));
    expect(screen.getByRole('button', { name: '달력 접기' })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(day(/^22, /));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(day(/^28, /));
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toBe(day(/^20, /));
    expect(tabStops()).toHaveLength(1);
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-11-20');
  });

  it('PageDown and PageUp choose the same day of the next and the previous month', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Calendar start="2026-10-31" onSelect={onSelect} />);
    day(/^31, /).focus();
    await user.keyboard('{PageDown}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-11-30');
    expect(document.activeElement).toBe(day(/^30, 2026년 11월/));
    await user.keyboard('{PageUp}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-10-30');
    expect(document.activeElement).toBe(day(/^30, 2026년 10월/));
  });

  it('shows the days of the neighbouring month in the folded week as days to choose', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Calendar start="2026-11-30" onSelect={onSelect} />);
    await user.click(day(/^2, 2026년 12월 2일/));
    expect(onSelect).toHaveBeenCalledWith('2026-12-02');
    expect(monthName()).toBe('2026년 12월');
  });
});
