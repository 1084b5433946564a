import type { UserInfo } from '@venue/contract';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../stores/alert-store';
import { useHeaderTitle } from '../../../stores/header-store';
import { useConsentTerms } from '../api/get-terms-preview';
import { useUpdateTermsInfo } from '../api/update-terms-info';
import {
  type AgreementFlag,
  agreementChangedText,
  agreementFailureText,
  agreementToggles,
} from '../settings-rules';
import styles from './settings.module.css';

const labelOf = (flag: AgreementFlag) =>
  agreementToggles.find((toggle) => toggle.flag === flag)?.label ?? '';

/**
 * /setting/terms (spec 001 §2 Settings "Terms"): three consent switches. A switch changes at once
 * (the cached member record is updated optimistically), a 2000 ms toast confirms, and a failure
 * puts it back with "{label} 변경에 실패했습니다.". Each links to the current text of its term.
 */
export function SettingTerms({ user }: { user: UserInfo }) {
  useHeaderTitle('약관 동의');
  const { toast, showToast } = useToast(2000);
  const terms = useConsentTerms();
  const update = useUpdateTermsInfo({
    onSuccess: (flag, agreed) => showToast(agreementChangedText(labelOf(flag), agreed)),
    onError: (flag) => showAlert({ title: agreementFailureText(labelOf(flag)) }),
  });

  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        선택 동의는 언제든 바꿀 수 있어요. 동의하지 않아도 시그널 하우스 이용에는 지장이 없어요.
      </p>
      <ul className={styles.rows} aria-label="동의 항목">
        {agreementToggles.map((toggle) => {
          const on = user[toggle.flag] === 'Y';
          const term = terms.data?.find((item) => item.termsCode === toggle.termsCode);
          const descriptionId = `consent-${toggle.flag}`;
          return (
            <li key={toggle.flag} className={styles.row}>
              <div className={styles.rowText}>
                <p className={styles.rowTitle}>{toggle.label}</p>
                <p className={styles.rowSub} id={descriptionId}>
                  {toggle.description}
                </p>
                {term ? (
                  <Link className={styles.textLink} to={paths.termsPreview.getHref(term.termsIdx)}>
                    {toggle.label} 약관 보기
                  </Link>
                ) : null}
              </div>
              <button
                type="button"
                role="switch"
                className={styles.switch}
                aria-checked={on}
                aria-label={toggle.label}
                aria-describedby={descriptionId}
                onClick={() =>
                  update.mutate({ userIdx: user.userIdx, flag: toggle.flag, agreed: !on })
                }
              />
            </li>
          );
        })}
      </ul>
      {toast}
    </div>
  );
}
