import type { LinkableLoginType } from '@venue/contract';
import { useSearchParams } from 'react-router';
import { resolveProviderLogin } from '../login-exchange';
import { useLoginOutcome } from '../use-login-outcome';
import { LoginProgress } from './login-progress';

/** /kakao-redirect and /tidredirect: the provider sent the visitor back with a code (or an error). */
export function ProviderRedirect({ provider }: { provider: LinkableLoginType }) {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss');
  const error = params.get('error');
  useLoginOutcome(`${provider}|${code}|${state}|${iss}|${error}`, () =>
    resolveProviderLogin(provider, { code, state, iss, error }),
  );
  return <LoginProgress />;
}
