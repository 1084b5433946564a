import { useId, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { takeLoginRedirect } from '../../../lib/login-redirect';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import { clearAuthState, useAuthState } from '../../../stores/auth-store';
import { setAccessToken } from '../../../stores/session-store';
import { useLinkAccount } from '../api/link-account';
import { signupRedirect } from '../identification-rules';
import { linkAccountBody } from '../signup-requests';
import styles from './signup.module.css';
import { SignupIntro } from './signup-intro';

const providerNames: Record<string, string> = {
  kakao: '카카오',
  tid: 'T아이디',
  vip: 'VIP 입장 키',
};

/** 010-****-5678: enough to recognise one's own number, not enough to read someone else's. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}-****-${phone.slice(7)}` : phone;
}

/**
 * /Integration (spec 000 §4): the verified person already has an account. Linking
 * joins this login to it (POST /api/auth/link/account), stores the jwt, clears the signup in
 * progress and continues to the saved login redirect, or home. A failure shows the server's
 * message (the API client's alert).
 */
export function AccountIntegration() {
  const auth = useAuthState((state) => state);
  const navigate = useNavigate();
  const headingId = useId();
  const venue = useVenueIdentity();
  const link = useLinkAccount();
  // Set on the way out: the auth store is cleared then, which must not trigger the guard below.
  const finished = useRef(false);
  if (finished.current) return null;
  const redirect = signupRedirect('integration', auth);
  if (redirect || !auth.userInfo) {
    return <Navigate to={redirect ?? paths.auth.identification.getHref()} replace />;
  }
  const user = auth.userInfo;
  const provider = (auth.authType && providerNames[auth.authType]) ?? '지금 사용한';

  const connect = () => {
    const body = linkAccountBody(auth);
    if (!body || link.isPending) return;
    link.mutate(body, {
      onSuccess: ({ jwt }) => {
        finished.current = true;
        setAccessToken(jwt);
        navigate(takeLoginRedirect(), { replace: true });
        clearAuthState();
      },
    });
  };

  const later = () => {
    finished.current = true;
    navigate(paths.home.getHref(), { replace: true });
    clearAuthState();
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <SignupIntro headingId={headingId} eyebrow="계정 연결" title="이미 가입된 계정이 있어요">
        {user.name}님 명의로 가입된 {venue.name} 계정이 있어요. {provider} 계정을 기존 계정에
        연결하면 예약 내역과 My QR을 그대로 이어서 쓸 수 있고, 다음부터는 두 방법 모두로 로그인할 수
        있어요.
      </SignupIntro>
      <div className={styles.card}>
        <dl className={styles.facts}>
          <dt>이름</dt>
          <dd>{user.name}</dd>
          <dt>휴대폰 번호</dt>
          <dd>{maskPhone(user.phoneNumber)}</dd>
          <dt>연결할 로그인</dt>
          <dd>{provider}</dd>
        </dl>
      </div>
      <div className={styles.actions}>
        <Button block onClick={connect} disabled={link.isPending} aria-busy={link.isPending}>
          {link.isPending ? '연결하는 중…' : '기존 계정에 연결하기'}
        </Button>
        <Button block variant="secondary" onClick={later}>
          다음에 할게요
        </Button>
      </div>
    </section>
  );
}
