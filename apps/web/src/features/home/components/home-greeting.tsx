import type { MainTitleInfo } from '@venue/contract';
import {
  type GreetingVariant,
  GUEST_GREETING_MESSAGES,
  GUEST_GREETING_STATE,
  greetingVariantFrom,
  QR_NAME_FALLBACK,
  UserState,
} from '@venue/contract/domain';
import { type ComponentProps, Suspense, useState } from 'react';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useVenueInfo } from '../../../lib/venue-info/get-venue-info';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import styles from './home-greeting.module.css';

// Members only: the greeting rules (greetingFor) and the member block are a chunk of their own,
// requested with the first render of a member's home (or before it, `preloadMemberHero`);
// guests never download them.
const MemberHero = lazyWithPreload<ComponentProps<typeof import('./member-hero').MemberHero>>(() =>
  import('./member-hero').then((m) => ({ default: m.MemberHero })),
);
export const preloadMemberHero = MemberHero.preload;

export type HomeGreetingProps = {
  /** Spec 000 §4 user state (notLoggedIn / loggedIn / checkedIn). */
  userState: UserState;
  /** getMainTitleInfo for a member: undefined while it loads or when it failed. */
  title: MainTitleInfo | undefined;
  /** The member's header block is still loading (members only). */
  loading: boolean;
  /** How many floors the venue has (the zone list's floors); the guest greeting counts them. */
  floorCount?: number;
  /** Fixed clock and variant for tests; a page view draws the variant once. */
  now?: Date;
  variant?: GreetingVariant;
};

/**
 * The home's header block (spec 000 §2 Home, §4 greetings): the personalised greeting as the
 * page's hero; for members also their visit and login counts and their next reserved program
 * (./member-hero.tsx, from getMainTitleInfo and the contract's `greetingFor`).
 *
 * The greeting is text on a CSS gradient, so the largest thing above the fold paints without an
 * image (LCP). Guest and member heroes have one height, and a member's boxes are fixed whether
 * loading, loaded or failed, so nothing moves when getMainTitleInfo answers (CLS). One of the
 * state's two messages is drawn once per page view, so re-renders never swap the text.
 */
export function HomeGreeting({
  userState,
  title,
  loading,
  floorCount = 0,
  now: fixedNow,
  variant,
}: HomeGreetingProps) {
  const info = useVenueInfo();
  const venue = useVenueIdentity();
  // The eyebrow names the venue in English when the operator gave an English name.
  const english = info?.venueNameEn.trim().toUpperCase();
  const [now] = useState(() => fixedNow ?? new Date());
  const [drawn] = useState<GreetingVariant>(() => variant ?? initialVariant());
  const member = userState !== UserState.NOT_LOGGED_IN;
  return (
    <section
      className={`${styles.hero} ${member ? styles.member : ''}`}
      aria-labelledby="home-greeting"
      aria-busy={member && loading}
    >
      <p className={styles.eyebrow} lang="en">
        {member
          ? english
            ? `MY ${english}`
            : 'MY VISIT'
          : english
            ? `WELCOME TO ${english}`
            : 'WELCOME'}
      </p>
      {member ? (
        <Suspense
          fallback={
            // The hero's height is reserved by its CSS; the skeleton comes with the chunk.
            <h2 id="home-greeting" className="sr-only">
              인사말을 불러오는 중이에요.
            </h2>
          }
        >
          <MemberHero
            userState={userState}
            title={title}
            loading={loading}
            now={now}
            variant={drawn}
            venueName={venue.name}
          />
        </Suspense>
      ) : (
        <GuestHero
          variant={drawn}
          venueName={venue.name}
          floorCount={floorCount}
          hours={info?.hours.summary}
        />
      )}
    </section>
  );
}

/**
 * The variant of this page view. A first visit to the home is drawn on the server (a guest's
 * page, docs/decisions/014) and then replaced by the app in place: the app keeps the server's
 * draw, read from that markup, so the greeting does not change its words as the scripts take
 * over. Otherwise (and on the server) a fresh draw.
 */
function initialVariant(): GreetingVariant {
  if (typeof document !== 'undefined') {
    const drawn = document.getElementById('home-greeting')?.dataset.greetingVariant;
    if (drawn === '0' || drawn === '1') return drawn === '1' ? 1 : 0;
  }
  return greetingVariantFrom(Math.random);
}

/** A guest's greeting: what `greetingFor` answers for notLoggedIn, without its member rules. */
function GuestHero({
  variant,
  venueName,
  floorCount,
  hours,
}: {
  variant: GreetingVariant;
  venueName: string;
  floorCount: number;
  /** the venue's hours from its settings (decision 030; the server render carries them) */
  hours: string | undefined;
}) {
  const message = GUEST_GREETING_MESSAGES[variant]({
    name: QR_NAME_FALLBACK,
    date: '',
    days: 0,
    place: venueName,
    time: '',
    venue: venueName,
    floors: floorCount,
  });
  return (
    <>
      <h2
        id="home-greeting"
        className={styles.greeting}
        data-greeting-state={GUEST_GREETING_STATE}
        data-greeting-variant={variant}
      >
        {message}
      </h2>
      <div className={styles.foot}>
        {hours ? (
          <p className={styles.hours}>
            <span className={styles.dot} aria-hidden="true" />
            운영 시간 {hours}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Link to={paths.login.getHref()} className={styles.primary}>
            로그인하고 예약하기
          </Link>
          <Link to={paths.seongsu.main.getHref('space')} className={styles.secondary}>
            공간 둘러보기
          </Link>
        </div>
      </div>
    </>
  );
}
