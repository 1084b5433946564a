import { PhoneIcon } from '../../../components/ui/icons';
import { venue } from '../../../config/venue';
import type { TermsKind } from '../api/get-terms';
import styles from './app-footer.module.css';

/** The footer of spec 000 §2 Layout: phone, privacy policy, terms, business info, copyright. */
export function AppFooter({ onOpenTerms }: { onOpenTerms: (kind: TermsKind) => void }) {
  const { company } = venue;
  return (
    <footer className={styles.footer}>
      <div className={styles.contact}>
        <p className={styles.contactLabel}>고객센터</p>
        <a href={venue.tel.href} className={styles.tel}>
          <PhoneIcon size={20} />
          {venue.tel.display}
        </a>
        <p className={styles.hours}>운영 시간 {venue.hours} (매월 셋째 주 월요일 휴관)</p>
      </div>

      <ul className={styles.policies}>
        <li>
          <button
            type="button"
            className={`${styles.policyButton} ${styles.privacy}`}
            onClick={() => onOpenTerms('privacy')}
            aria-haspopup="dialog"
          >
            개인정보처리방침
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.policyButton}
            onClick={() => onOpenTerms('first')}
            aria-haspopup="dialog"
          >
            이용약관
          </button>
        </li>
      </ul>

      <address className={styles.business}>
        <p className={styles.company}>{company.name}</p>
        <dl className={styles.facts}>
          <div>
            <dt>대표</dt>
            <dd>{company.ceo}</dd>
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
      <p className={styles.copyright}>{venue.copyright}</p>
    </footer>
  );
}
