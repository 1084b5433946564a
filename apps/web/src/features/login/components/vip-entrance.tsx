import { digitsOnly, isVipAccessKey, VIP_ACCESS_KEY_MAX_LENGTH } from '@venue/contract/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useVenueInfo } from '../../../lib/venue-info/get-venue-info';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import type { LoginPageState } from '../login-exchange';
import { readVipAccessKey, withoutVipAccessKey } from '../vip-access-key';
import styles from './vip-entrance.module.css';

export const VIP_KEY_REQUIRED = 'VIP 입장 키를 입력해 주세요.';

/**
 * /vip (spec 001 §2 "VIP entrance"; header and footer hidden): the key from the link fills the
 * field, and leaves the address bar straight away. 입장하기 checks it at /vipredirect (expired
 * and invalid keys come back here with the server's message); what follows — identity check once,
 * then My QR at the door — is listed under the form so an invited guest knows the way in.
 */
export function VipEntrance() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, from the URL the visitor arrived with (it is cleaned right after).
  const [accessKey, setAccessKey] = useState(() => readVipAccessKey(location) ?? '');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    const cleaned = withoutVipAccessKey(location);
    if (cleaned) {
      navigate(
        { pathname: location.pathname, ...cleaned },
        { replace: true, state: location.state },
      );
    }
  }, [location, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isVipAccessKey(accessKey)) {
      setError(VIP_KEY_REQUIRED);
      return;
    }
    navigate(paths.auth.vipRedirect.getHref(accessKey), { replace: true });
  };

  const venue = useVenueIdentity();
  const hours = useVenueInfo()?.hours.summary;
  return (
    <section className={styles.page} aria-labelledby="vip-heading">
      <div className={styles.card}>
        <p className={styles.eyebrow}>{venue.nameEn} · VIP</p>
        <h1 id="vip-heading" className={styles.heading}>
          VIP 입장
        </h1>
        <p className={styles.lead}>
          초대받은 분을 위한 전용 입장이에요. 전달받은 VIP 입장 키를 입력해 주세요.
        </p>

        <form className={styles.form} onSubmit={submit} noValidate>
          <label htmlFor={inputId} className={styles.label}>
            VIP 입장 키
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={VIP_ACCESS_KEY_MAX_LENGTH}
            placeholder="숫자만 입력"
            value={accessKey}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setAccessKey(digitsOnly(event.target.value, VIP_ACCESS_KEY_MAX_LENGTH));
              setError(null);
            }}
          />
          {error ? (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          ) : null}
          <button type="submit" className={styles.submit}>
            입장하기
          </button>
        </form>
      </div>

      <section className={styles.guide} aria-labelledby="vip-guide-heading">
        <h2 id="vip-guide-heading" className={styles.guideHeading}>
          입장은 이렇게 진행돼요
        </h2>
        <ol className={styles.steps}>
          <li>
            <strong>입장 키 확인</strong>
            <span>초대 메시지의 링크로 오셨다면 키가 이미 입력되어 있어요.</span>
          </li>
          <li>
            <strong>본인 인증</strong>
            <span>처음 한 번만, 휴대폰 문자로 본인임을 확인해요.</span>
          </li>
          <li>
            <strong>My QR로 입장</strong>
            <span>
              입구에서 My QR을 보여 주시면 환영 메시지가 도착해요.
              {hours ? ` 운영 시간 ${hours}.` : null}
            </span>
          </li>
        </ol>
      </section>

      <nav className={styles.links} aria-label="다른 방법">
        <Link
          to={paths.login.getHref()}
          state={{ keepRedirect: true } satisfies LoginPageState}
          className={styles.link}
        >
          간편 로그인으로 돌아가기
        </Link>
        <Link to={paths.home.getHref()} className={styles.link}>
          홈으로
        </Link>
      </nav>
    </section>
  );
}
