import type { MainTitleInfo } from '@venue/contract';
import {
  type GreetingOffer,
  type GreetingVariant,
  greetingDateText,
  greetingDeadlineText,
  greetingFor,
  greetingOffersFrom,
  seoulToday,
  type UserState,
} from '@venue/contract/domain';
import { programNameText } from '../../../components/program-card/program-card';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useDrawOfferEntries } from '../api/get-draw-offer-entries';
import { useWaitlistOffers } from '../api/get-waitlist-offers';
import { dDayText, upcomingEntries } from '../home-title';
import styles from './home-greeting.module.css';
import { MemberHeroSkeleton } from './member-hero-skeleton';

/** Where an offer is answered: the 예약 제안's page, or the entry's page with its 당첨 기회. */
function offerHref(offer: GreetingOffer): string {
  // /waitlist/{id} lives with the waiting list's pages (features/waitlist/waitlist-paths.ts),
  // which the home may not import: the area's path and the place's id.
  return offer.kind === 'waitlist'
    ? `${paths.waitlist.getHref()}/${offer.id}`
    : paths.resEntryDetail.getHref(offer.id);
}

/** The offer link's badge, and the words that tell a screen reader where it leads. */
const OFFER_WORDS = {
  waitlist: { badge: '예약 제안', action: '예약하러 가기' },
  draw: { badge: '당첨 기회', action: '당첨 받으러 가기' },
} as const;

/**
 * A member's part of the home hero (spec 000 §2 Home header block, §4 greetings): the greeting
 * of their state from getMainTitleInfo (`greetingFor`: visits, qrAuthYn, entries, the Seoul
 * clock), their visit and login counts, and the nearest upcoming entry with its floor. Without
 * the data (failed) the same boxes say '–' and the greeting falls back to the base state, so the
 * hero never changes size. Members only: HomeGreeting loads this lazily.
 *
 * An open offer (a waiting list's 예약 제안, a draw's 당첨 기회) comes first: the
 * greeting names it with its deadline, and the link below goes where it is answered instead of
 * to the next entry. The member's places in line and entries are asked with the header block and
 * the placeholders stay until all three have answered, so the greeting never changes its words
 * in front of the member; a failed one just leaves its offers out.
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
  const waitlist = useWaitlistOffers();
  const entries = useDrawOfferEntries();
  if (loading || waitlist.isLoading || entries.isLoading) return <MemberHeroSkeleton />;
  const greeting = greetingFor({
    userState,
    userName: title?.userName,
    visitCnt: title?.visitCnt,
    qrAuthYn: title?.qrAuthYn,
    entries: title?.reserveEntryList,
    offers: greetingOffersFrom(waitlist.data?.list, entries.data).map((offer) => ({
      ...offer,
      programName: programNameText(offer.programName),
    })),
    now,
    variant,
    venueName,
  });
  const offer = greeting.offer;
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
        {offer ? (
          <Link to={offerHref(offer)} className={`${styles.next} ${styles.offer}`}>
            {/* The spaces keep the words apart in the link's name: "예약 제안 12월 3일 (목)
                18:00까지 {program} 예약하러 가기". */}
            <span className={styles.nextBadge}>{OFFER_WORDS[offer.kind].badge}</span>{' '}
            <span className={styles.nextText}>
              <span className={styles.nextMeta}>
                {greetingDeadlineText(new Date(offer.deadline))}까지
              </span>{' '}
              <span className={styles.nextName}>{offer.programName}</span>{' '}
              <span className="sr-only">{OFFER_WORDS[offer.kind].action}</span>
            </span>
            <ChevronRightIcon size={20} className={styles.nextChevron} />
          </Link>
        ) : next?.execDate ? (
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
