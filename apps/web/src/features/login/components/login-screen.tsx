import type { LinkableLoginType } from '@venue/contract';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import {
  clearLoginRedirect,
  loginRedirectTarget,
  readLoginRedirect,
  saveLoginRedirect,
} from '../../../lib/login-redirect';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import { showAlert } from '../../../stores/alert-store';
import { useIsLoggedIn } from '../../../stores/session-store';
// The server's runtime settings, shared with the venue page's map (features/seongsu's query).
import { useAppConfig } from '../../seongsu/api/get-app-config';
import { useAuthorizeLogin } from '../api/authorize';
import { type LoginPageState, loginMessages } from '../login-exchange';
import styles from './login.module.css';

/** Leaving for the provider's page; swappable in tests (jsdom cannot navigate). */
export const loginNavigation = {
  assign: (url: string): void => window.location.assign(url),
};

/**
 * /login (spec 000 §2 "Login and redirects"): T ID and Kakao, and the VIP path. `?redirect=` is
 * kept (when safe) for after the provider; a member who opens /login goes straight there.
 */
export function LoginScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  const raw = params.get('redirect');
  // A failed login comes back to a bare /login but keeps the target it had saved.
  const keep = (location.state as LoginPageState | null)?.keepRedirect === true;

  useEffect(() => {
    if (loggedIn) return;
    if (raw !== null) saveLoginRedirect(raw);
    else if (!keep) clearLoginRedirect();
  }, [loggedIn, raw, keep]);

  // Only the logins the server can complete; until it answers, or if it cannot, both.
  const config = useAppConfig();
  const offered = config.data?.loginProviders ?? { kakao: true, tid: true };

  const authorize = useAuthorizeLogin({
    onSuccess: (url) => loginNavigation.assign(url),
    onError: () => {
      showAlert({ title: loginMessages.failed });
    },
  });

  // Back from the provider's page, the browser may restore this page as it was left (bfcache):
  // the buttons must not stay disabled.
  const { reset } = authorize;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const venue = useVenueIdentity();
  if (loggedIn) {
    const target = raw !== null ? loginRedirectTarget(raw) : keep ? readLoginRedirect() : '/';
    return <Navigate to={target} replace />;
  }

  // Still disabled after success, while the browser leaves for the provider.
  const busy = authorize.isPending || authorize.isSuccess;
  const start = (provider: LinkableLoginType) => {
    if (!busy) authorize.mutate(provider);
  };
  const pendingProvider = busy ? authorize.variables : undefined;

  return (
    <section className={styles.login} aria-labelledby="login-heading">
      <div className={styles.intro}>
        <p className={styles.eyebrow}>WELCOME</p>
        <h2 id="login-heading" className={styles.heading}>
          {venue.name}에
          <br />
          오신 걸 환영해요
        </h2>
        <p className={styles.lead}>
          로그인하면 프로그램 예약과 응모, 입장용 My{'\u00a0'}QR까지 한 번에 이용할 수 있어요.
        </p>
      </div>

      <div className={styles.providers}>
        {offered.tid ? (
          <button
            type="button"
            className={`${styles.provider} ${styles.tid}`}
            onClick={() => start('tid')}
            disabled={busy}
            aria-busy={pendingProvider === 'tid' || undefined}
          >
            <span className={styles.mark} aria-hidden="true">
              <span className={styles.tidMark}>T</span>
            </span>
            <span className={styles.providerLabel}>T아이디로 계속하기</span>
            {pendingProvider === 'tid' ? (
              <span className={styles.buttonSpinner} aria-hidden />
            ) : null}
          </button>
        ) : null}
        {offered.kakao ? (
          <button
            type="button"
            className={`${styles.provider} ${styles.kakao}`}
            onClick={() => start('kakao')}
            disabled={busy}
            aria-busy={pendingProvider === 'kakao' || undefined}
          >
            <span className={styles.mark} aria-hidden="true">
              <KakaoSymbol />
            </span>
            <span className={styles.providerLabel}>카카오로 계속하기</span>
            {pendingProvider === 'kakao' ? (
              <span className={styles.buttonSpinner} aria-hidden />
            ) : null}
          </button>
        ) : null}
        <p className={styles.status} role="status">
          {pendingProvider ? '로그인 화면으로 이동하고 있어요.' : ''}
        </p>
        <p className={styles.note}>
          {offered.tid || offered.kakao
            ? '처음 오셨나요? 간편 로그인 후 휴대폰 본인인증을 마치면 바로 가입돼요.'
            : '지금은 간편 로그인을 이용할 수 없어요. 잠시 후 다시 찾아 주세요.'}
        </p>
      </div>

      <div className={styles.vip}>
        <Link to={paths.auth.vip.getHref()} className={styles.vipLink}>
          VIP 입장 키가 있으신가요?
        </Link>
      </div>
    </section>
  );
}

/** Kakao's speech-bubble symbol, drawn in black as its login-button guide asks. */
function KakaoSymbol() {
  return (
    <svg width="22" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#000"
        d="M12 3C6.48 3 2 6.5 2 10.82c0 2.8 1.88 5.26 4.7 6.64l-.96 3.5c-.09.32.28.58.56.39l4.18-2.77c.5.05 1 .08 1.52.08 5.52 0 10-3.5 10-7.84S17.52 3 12 3Z"
      />
    </svg>
  );
}
