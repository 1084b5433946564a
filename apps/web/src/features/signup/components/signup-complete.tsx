import { safeRedirect } from '@venue/contract/domain';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { BrandHero } from '../../../components/ui/brand-hero';
import { ButtonLink } from '../../../components/ui/button';
import { QrIcon } from '../../../components/ui/icons';
import { TicketIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import styles from './signup-complete.module.css';

/**
 * What /tos hands to /complet in the history state (the auth store is cleared by then): the new
 * member's name, and the page they were on when they went to log in (`loginRedirect`).
 */
export type SignupCompleteState = { name?: string; returnTo?: string };

function nameFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const name = (state as SignupCompleteState).name;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

/** The page to go back to, checked again like every redirect; null for none or home. */
function returnFrom(state: unknown): { to: string; label: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  const to = safeRedirect((state as SignupCompleteState).returnTo, window.location.origin);
  if (to === '/') return null;
  const label = to.startsWith('/program/')
    ? '보던 프로그램으로 돌아가기'
    : '보던 화면으로 돌아가기';
  return { to, label };
}

/** /complet (spec 000 §2): signup is done; next, My QR (/qr) or home. */
export function SignupComplete() {
  const headingId = useId();
  const { state } = useLocation();
  const name = nameFrom(state);
  const back = returnFrom(state);
  const venue = useVenueIdentity();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <BrandHero
        headingId={headingId}
        markShape="round"
        mark={
          <svg width="34" height="34" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        }
        eyebrow="WELCOME"
        title={
          <>
            {name ? `${name}님, ` : ''}회원가입이
            <br />
            완료되었어요
          </>
        }
        lead={`${venue.name}의 회원이 되신 걸 환영해요. 이제 프로그램을 예약하고, 현장에서 My QR로 바로 입장할 수 있어요.`}
      />
      <ul className={styles.next}>
        <li>
          <span className={styles.icon} aria-hidden="true">
            <QrIcon size={22} />
          </span>
          <span>
            <strong>My QR 발급</strong>
            입장할 때 QR을 보여 주면 체크인이 끝나요.
          </span>
        </li>
        <li>
          <span className={styles.icon} aria-hidden="true">
            <TicketIcon size={22} />
          </span>
          <span>
            <strong>예약·응모</strong>
            층별 프로그램을 예약하고 추첨 이벤트에 응모해 보세요.
          </span>
        </li>
      </ul>
      <div className={styles.actions}>
        {back ? (
          <ButtonLink to={back.to} block replace>
            {back.label}
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.qr.getHref()} block variant={back ? 'secondary' : 'primary'} replace>
          My QR 발급하기
        </ButtonLink>
        <ButtonLink to={paths.home.getHref()} block variant="secondary" replace>
          홈으로
        </ButtonLink>
      </div>
    </section>
  );
}
