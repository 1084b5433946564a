import type { MainTitleInfo } from '@venue/contract';
import {
  type GreetingVariant,
  greetingDateText,
  greetingFor,
  seoulToday,
  type UserState,
} from '@venue/contract/domain';
import { programNameText } from '../../../components/program-card/program-card';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { dDayText, upcomingEntries } from '../home-title';
import styles from './home-greeting.module.css';
import { MemberHeroSkeleton } from './member-hero-skeleton';

/**
 * A member's part of the home hero (spec 000 §2 Home header block, §4 greetings): the greeting
 * of their state from getMainTitleInfo (`greetingFor`: visits, qrAuthYn, entries, the Seoul
 * clock), their visit and login counts, and the nearest upcoming entry with its floor. Without
 * the data (failed) the same boxes say '–' and the greeting falls back to the base state, so the
 * hero never changes size. Members only: HomeGreeting loads this lazily.
 */
export function MemberHero({
  userState,
  title,
  loading,
  now,
  variant,
  venueName,
}: {
  userState: UserState;
  title: MainTitleInfo | undefined;
  loading: boolean;
  now: Date;
  variant: GreetingVariant;
  /** the venue's name from its settings */
  venueName: string;
}) {
  if (loading) return <MemberHeroSkeleton />;
  const greeting = greetingFor({
    userState,
    userName: title?.userName,
    visitCnt: title?.visitCnt,
    qrAuthYn: title?.qrAuthYn,
    entries: title?.reserveEntryList,
    now,
    variant,
    venueName,
  });
  const today = seoulToday(now);
  const upcoming = title ? upcomingEntries(title.reserveEntryList, today) : [];
  const next = upcoming[0];
  const count = (value: number | undefined) => (title ? `${value ?? 0}회` : '–');
  return (
    <>
      <h2
        id="home-greeting"
        className={styles.greeting}
        data-greeting-state={greeting.state}
        data-greeting-variant={variant}
      >
        {greeting.message}
      </h2>
      <div className={styles.foot}>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>방문</dt>
            <dd>{count(title?.visitCnt)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>로그인</dt>
            <dd>{count(title?.loginCnt)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>다가오는 일정</dt>
            <dd>{title ? `${upcoming.length}건` : '–'}</dd>
          </div>
        </dl>
        {next?.execDate ? (
          <Link to={paths.program.detail.getHref(next.programIdx)} className={styles.next}>
            <span className={styles.nextBadge}>{dDayText(today, next.execDate)}</span>
            <span className={styles.nextText}>
              <span className={styles.nextMeta}>
                {greetingDateText(next.execDate)}
                {next.floorName ? ` · ${next.floorName}` : ''}
                {next.zoneName ? ` ${next.zoneName}` : ''}
              </span>
              <span className={styles.nextName}>{programNameText(next.programName)}</span>
            </span>
            <ChevronRightIcon size={20} className={styles.nextChevron} />
          </Link>
        ) : (
          <Link to={paths.program.list.getHref()} className={styles.next}>
            <span className={styles.nextText}>
              <span className={styles.nextMeta}>예약한 프로그램이 없어요</span>
              <span className={styles.nextName}>마음에 드는 프로그램을 찾아볼까요?</span>
            </span>
            <ChevronRightIcon size={20} className={styles.nextChevron} />
          </Link>
        )}
      </div>
    </>
  );
}
