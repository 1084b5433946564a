import { seoulToday } from '@venue/contract/domain';
import { Button } from '../../../components/ui/button';
import { HtmlContent } from '../../../components/ui/html-content';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useHeaderTitle } from '../../../stores/header-store';
import { usePrivacyPolicy } from '../api/get-privacy-policy';
import styles from './settings.module.css';

/**
 * /privacy: the venue's privacy policy (개인정보처리방침), which the footer links to —
 * CMS-managed and versioned like the terms. The version in force, sanitized, with its effective
 * day; the other published versions (older, or announced ahead) each open at /terms/preview/{id}.
 */
export function PrivacyPolicy() {
  const policy = usePrivacyPolicy();
  useHeaderTitle('개인정보처리방침');

  if (policy.isError) {
    return (
      <div className={styles.page}>
        <p className={styles.message} role="alert">
          개인정보처리방침을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.
        </p>
        <Button variant="secondary" onClick={() => void policy.refetch()}>
          다시 시도
        </Button>
      </div>
    );
  }
  if (!policy.data) return <div className={styles.page} aria-busy="true" />;
  const { current, versions } = policy.data;
  if (!current) {
    return (
      <div className={styles.page}>
        <p className={styles.message}>아직 게시된 개인정보처리방침이 없어요.</p>
      </div>
    );
  }
  const today = seoulToday(new Date());
  const others = versions.filter((version) => version.termsIdx !== current.termsIdx);
  return (
    <article className={styles.page} aria-labelledby="privacy-policy-title">
      <h2 className={styles.heading} id="privacy-policy-title">
        {current.termsName}
      </h2>
      <p className={styles.policyMeta}>
        시행일 {current.effectiveDate} · {current.version}버전
      </p>
      <HtmlContent html={current.termsDescription} />
      {others.length > 0 ? (
        <nav aria-labelledby="privacy-policy-versions" className={styles.policyVersions}>
          <h3 id="privacy-policy-versions" className={styles.policyVersionsTitle}>
            다른 버전
          </h3>
          <ul aria-label="개인정보처리방침 버전">
            {others.map((version) => (
              <li key={version.termsIdx}>
                <Link to={paths.termsPreview.getHref(version.termsIdx)}>
                  {version.version}버전 ({version.effectiveDate}{' '}
                  {version.effectiveDate > today ? '시행 예정' : '시행'})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
