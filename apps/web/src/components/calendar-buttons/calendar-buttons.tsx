import type { EntryCalendarLinks } from '@venue/contract';
import { ButtonAnchor } from '../ui/button';
import { Icon, type IconProps } from '../ui/icons';
import styles from './calendar-buttons.module.css';

/** The group's name, read before its two links. */
export const CALENDAR_GROUP_LABEL = '내 캘린더에 일정 추가';

const CalendarPlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 9.5h17M8 3v4M16 3v4M12 12.5v5M9.5 15h5" />
  </Icon>
);

/**
 * Add to calendar: the entry's .ics, which the phone hands to its calendar (the
 * link opens without a login), and Google Calendar's event form in a new tab. Shown by the
 * history detail (res-entry) and the completion page (reserve-flow), so it lives here rather
 * than in either feature. Both links are the server's (the detail's `calendar`): nothing about
 * the visit is worked out here, and no library comes with it.
 */
export function CalendarButtons({
  calendar,
  className,
}: {
  calendar: EntryCalendarLinks;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; these are two links, named together
    <div
      role="group"
      aria-label={CALENDAR_GROUP_LABEL}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      <ButtonAnchor
        href={calendar.icsUrl}
        type="text/calendar"
        variant="secondary"
        className={styles.button}
      >
        <CalendarPlusIcon size={18} />
        캘린더에 추가 <span className="sr-only">(일정 파일)</span>
      </ButtonAnchor>
      <ButtonAnchor
        href={calendar.googleUrl}
        target="_blank"
        // No opener and no referrer: the entry's page is nobody else's business.
        rel="noopener noreferrer"
        variant="secondary"
        className={styles.button}
      >
        Google 캘린더<span className="sr-only">에 추가 (새 탭에서 열림)</span>
      </ButtonAnchor>
    </div>
  );
}
