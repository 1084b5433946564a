import type { UserInfo } from '@venue/contract';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../stores/alert-store';
import { useHeaderTitle } from '../../../stores/header-store';
import { useConsentTerms } from '../api/get-terms-preview';
import { useUpdateVisitReminder } from '../api/update-notifications';
import { useUpdateTermsInfo } from '../api/update-terms-info';
import { agreementChangedText, agreementFailureText, consentToggles } from '../settings-rules';
import styles from './settings.module.css';

/**
 * /setting/terms (spec 001 §2 Settings "Terms"): one consent switch per optional
 * term the member is offered (TOS004, TOS005 for MVNO carriers only, TOS006), each named by its
 * term record exactly as signup names it. A switch changes at once (the cached member record is
 * updated optimistically), a 2000 ms toast names the term, and a failure puts it back with
 * "{label} 변경에 실패했습니다.". Each links to the current text of its own term.
 */
export function SettingTerms({ user }: { user: UserInfo }) {
  useHeaderTitle('약관 동의');
  const { toast, showToast } = useToast(2000);
  const terms = useConsentTerms();
  const update = useUpdateTermsInfo({
    onSuccess: ({ termsName, agreed }) => showToast(agreementChangedText(termsName, agreed)),
    onError: ({ termsName }) => showAlert({ title: agreementFailureText(termsName) }),
  });
  const toggles = terms.data ? consentToggles(terms.data, user) : [];
  const reminderOn = user.visitReminderYn === 'Y';
  const reminder = useUpdateVisitReminder({
    onSuccess: (on) => showToast(on ? '방문 리마인더를 켰어요.' : '방문 리마인더를 껐어요.'),
    onError: () => showAlert({ title: '방문 리마인더 변경에 실패했습니다.' }),
  });

  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        선택 동의는 언제든 바꿀 수 있어요. 동의하지 않아도 서비스 이용에는 지장이 없어요.
      </p>
      {terms.isPending ? (
        <p className={styles.lead} aria-busy="true">
          약관을 불러오는 중이에요.
        </p>
      ) : terms.isError ? (
        <div className={styles.lead}>
          <p>약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
          <Button variant="secondary" onClick={() => void terms.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : (
        <ul className={styles.rows} aria-label="동의 항목">
          {toggles.map((toggle) => {
            const on = user[toggle.flag] === 'Y';
            const titleId = `consent-${toggle.termsCode}`;
            return (
              <li key={toggle.flag} className={styles.row}>
                <div className={styles.rowText}>
                  <p className={styles.rowTitle} id={titleId}>
                    {toggle.label}
                  </p>
                  <Link
                    className={styles.textLink}
                    to={paths.termsPreview.getHref(toggle.termsIdx)}
                    aria-label={`${toggle.name} 전문 보기`}
                  >
                    전문 보기
                  </Link>
                </div>
                <button
                  type="button"
                  role="switch"
                  className={styles.switch}
                  aria-checked={on}
                  aria-labelledby={titleId}
                  onClick={() =>
                    update.mutate({
                      userIdx: user.userIdx,
                      flag: toggle.flag,
                      agreed: !on,
                      termsName: toggle.name,
                    })
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      <h3 className={styles.sectionTitle}>알림</h3>
      <ul className={styles.rows} aria-label="알림 설정">
        <li className={styles.row}>
          <div className={styles.rowText}>
            <p className={styles.rowTitle} id="visit-reminder">
              방문 리마인더 알림톡
            </p>
            <p className={styles.rowSub} id="visit-reminder-note">
              방문 전날과 시작 3시간 전에 알려 드려요. 예약 확정·취소 안내는 꺼지지 않아요.
            </p>
          </div>
          <button
            type="button"
            role="switch"
            className={styles.switch}
            aria-checked={reminderOn}
            aria-labelledby="visit-reminder"
            aria-describedby="visit-reminder-note"
            onClick={() => reminder.mutate(!reminderOn)}
          />
        </li>
      </ul>
      {toast}
    </div>
  );
}
