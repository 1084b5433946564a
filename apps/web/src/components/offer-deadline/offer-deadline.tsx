import { ClockIcon } from '../ui/page-icons';
import { deadlineText, timeLeftText } from './offer-deadline-rules';

/**
 * "12월 3일 (목) 14:20까지 예약해 주세요 · 1시간 20분 남았어요": an offer's deadline and what to
 * do before it, with the minutes left. Quiet on purpose: not a live region, so the countdown
 * never interrupts a screen reader. The look is the caller's (`className` for the line,
 * `timeLeftClassName` for the minutes left, from its own CSS module): a stylesheet of its own
 * would be one more file in the entry chunk's preload map, on every first visit.
 */
export function OfferDeadline({
  deadline,
  now,
  action,
  className,
  timeLeftClassName,
}: {
  deadline: string;
  now: Date;
  /** what the member does before it: 예약해 주세요, 받아 주세요 */
  action: string;
  className?: string;
  timeLeftClassName?: string;
}) {
  const left = timeLeftText(deadline, now);
  return (
    <p className={className}>
      <ClockIcon size={18} />
      <span>
        <strong>{deadlineText(deadline)}</strong> {action}
      </span>
      {left ? <span className={timeLeftClassName}>{left}</span> : null}
    </p>
  );
}
