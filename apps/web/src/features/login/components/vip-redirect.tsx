import { useSearchParams } from 'react-router';
import { resolveVipLogin } from '../login-exchange';
import { useLoginOutcome } from '../use-login-outcome';
import { LoginProgress } from './login-progress';

/** /vipredirect?code=…: checks the VIP access key typed on /vip. */
export function VipRedirect() {
  const [params] = useSearchParams();
  const code = params.get('code');
  useLoginOutcome(`vip|${code}`, () => resolveVipLogin(code));
  return <LoginProgress />;
}
