import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import buttonStyles from '../ui/button.module.css';
import { CALENDAR_GROUP_LABEL, CalendarButtons } from './calendar-buttons';

const calendar = {
  icsUrl: 'https://venue.example/api/calendar/12.0.abcdefghijklmnopqrstuv.ics',
  googleUrl:
    'https://calendar.google.com/calendar/render?action=TEMPLATE&text=%EB%8F%84%EC%9E%90%EA%B8%B0&dates=20261201T050000Z%2F20261201T060000Z&details=x&location=y',
};

describe('the calendar buttons', () => {
  it('are two links in a named group: the .ics and Google Calendar', () => {
    render(<CalendarButtons calendar={calendar} />);
    const group = screen.getByRole('group', { name: CALENDAR_GROUP_LABEL });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '캘린더에 추가 (일정 파일)',
      'Google 캘린더에 추가 (새 탭에서 열림)',
    ]);
  });

  it('opens the .ics here, as a calendar file the phone hands to its calendar', () => {
    render(<CalendarButtons calendar={calendar} />);
    const ics = screen.getByRole('link', { name: '캘린더에 추가 (일정 파일)' });
    expect(ics.getAttribute('href')).toBe(calendar.icsUrl);
    expect(ics.getAttribute('type')).toBe('text/calendar');
    expect(ics.getAttribute('target')).toBeNull();
    // The icon is decoration; the visible label starts the accessible name (label in name).
    expect(ics.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('opens Google Calendar in a new tab with neither opener nor referrer, and says so', () => {
    render(<CalendarButtons calendar={calendar} />);
    const google = screen.getByRole('link', { name: /^Google 캘린더/ });
    expect(google.getAttribute('href')).toBe(calendar.googleUrl);
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
    expect(google.textContent).toContain('새 탭');
  });

  it('look like the app’s buttons, so each keeps its 52 px height (over the 44 px target)', () => {
    render(<CalendarButtons calendar={calendar} className="extra" />);
    for (const link of screen.getAllByRole('link')) {
      expect(link.className).toContain(buttonStyles.button);
      expect(link.className).toContain(buttonStyles.secondary);
    }
    expect(screen.getByRole('group').className).toContain('extra');
  });
});
