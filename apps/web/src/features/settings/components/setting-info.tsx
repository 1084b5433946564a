import type { UserInfo } from '@venue/contract';
import { telecomName } from '@venue/contract/domain';
import { useHeaderTitle } from '../../../stores/header-store';
import { formatBirth, linkedProviders, maskPhone, providerLabels } from '../settings-rules';
import styles from './settings.module.css';

/**
 * /setting/info (spec 001 §2 Settings "Info"): what the venue knows about the member. The phone
 * number is masked; CI/DI never reach the client. Details are changed by verifying again, so the
 * page only shows them.
 */
export function SettingInfo({ user }: { user: UserInfo }) {
  useHeaderTitle('계정 정보');
  const logins = linkedProviders(user.userType).map((p) => providerLabels[p]);
  const facts: [string, string][] = [
    ['이름', user.name],
    ['휴대폰 번호', maskPhone(user.phoneNumber)],
    ['생년월일', formatBirth(user.birthYmd)],
    ['통신사', (user.telecomCode && telecomName(user.telecomCode)) || '-'],
    ['연결된 로그인', logins.length > 0 ? logins.join(', ') : '-'],
    ['가입일', formatBirth(user.regDate.slice(0, 10))],
  ];
  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        본인인증으로 확인된 정보예요. 이름이나 번호가 바뀌었다면 QR 발급 때 다시 인증해 주세요.
      </p>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
