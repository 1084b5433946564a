import { regularClosedDaysPhrase } from '@venue/contract/domain';
import { PhoneIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { telHref, useVenueInfo } from '../../../lib/venue-info/get-venue-info';
import styles from './app-footer.module.css';

/**
 * The footer of spec 000 §2 Layout: phone, privacy policy, terms, business info, copyright. The
 * venue's facts come from its settings (POST /api/venue/info, decision 030); until they arrive,
 * or when the venue has none, the footer shows the policies alone.
 */
export function AppFooter({ onOpenTerms }: { onOpenTerms: () => void }) {
  const venue = useVenueInfo();
  const company = venue?.business;
  // The regular closed days from their rule, never from a free note (an operator's note
  // "…휴관해요." once read "(…휴관해요. 휴관)"); single dates are the venue page's.
  const closed = venue ? regularClosedDaysPhrase(venue.closedDays) : '';
  return (
    <footer className={styles.footer}>
      {venue ? (
        <div className={styles.contact}>
          <p className={styles.contactLabel}>고객센터</p>
          <a href={telHref(venue.phone)} className={styles.tel}>
            <PhoneIcon size={20} />
            {venue.phone}
          </a>
          <p className={styles.hours}>
            운영 시간 {venue.hours.summary}
            {closed ? ` (${closed} 휴관)` : ''}
          </p>
        </div>
      ) : null}

      <ul className={styles.policies}>
        <li>
          {venue?.privacyPolicyUrl ? (
            <a
              className={`${styles.policyButton} ${styles.privacy}`}
              href={venue.privacyPolicyUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              개인정보처리방침
            </a>
          ) : (
            // The venue's own policy, published in the console like the terms.
            <Link
              className={`${styles.policyButton} ${styles.privacy}`}
              to={paths.privacyPolicy.getHref()}
            >
              개인정보처리방침
            </Link>
          )}
        </li>
        <li>
          <button
            type="button"
            className={styles.policyButton}
            onClick={() => onOpenTerms()}
            aria-haspopup="dialog"
          >
            이용약관
          </button>
        </li>
      </ul>

      {company ? (
        <address className={styles.business}>
          <p className={styles.company}>{company.companyName}</p>
          <dl className={styles.facts}>
            <div>
              <dt>대표</dt>
              <dd>{company.ceoName}</dd>
            </div>
            <div>
              <dt>사업자등록번호</dt>
              <dd>{company.businessNumber}</dd>
            </div>
            <div>
              <dt>통신판매업신고</dt>
              <dd>{company.mailOrderNumber}</dd>
            </div>
            <div>
              <dt>주소</dt>
              <dd>{company.address}</dd>
            </div>
            <div>
              <dt>이메일</dt>
              <dd>{company.email}</dd>
            </div>
          </dl>
        </address>
      ) : null}
      {venue ? <p className={styles.copyright}>{venue.copyright}</p> : null}
    </footer>
  );
}
