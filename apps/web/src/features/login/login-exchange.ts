import type { AuthLoginResult, LinkableLoginType, LoginType } from '@venue/contract';
import { isVipAccessKey } from '@venue/contract/domain';
import { paths } from '../../config/paths';
import { isApiRequestError } from '../../lib/api-client';
import { readLoginRedirect, takeLoginRedirect } from '../../lib/login-redirect';
import { clearAuthState, updateAuthState } from '../../stores/auth-store';
import { setAccessToken } from '../../stores/session-store';
import { loginWithProvider } from './api/login-with-provider';
import { loginWithVip } from './api/login-with-vip';

/**
 * The transitions of the redirect routes (spec 000 §4 "Login"), as plain
 * async functions: each resolves to where the visitor goes next, never rejects, and performs the
 * store writes itself, so a React component only has to show a spinner and follow the outcome.
 */

/** Spec 000 §8, verbatim. */
export const loginMessages = {
  failed: '로그인 중 에러가 발생했습니다. 다시 시도해주세요.',
  missingCode: '인증 코드가 없습니다.',
} as const;

/** Router state /login understands: keep the saved target although the URL has no ?redirect=. */
export type LoginPageState = { keepRedirect: true };

export type LoginOutcome = {
  /** Where to go next, always replacing the redirect route in history. */
  to: string;
  state?: LoginPageState;
  /** An alert to show on arrival. */
  alert?: string;
  /** A member session started: cached guest data (banners …) must reload (spec 000 §4). */
  loggedIn?: boolean;
};

/**
 * Requests in flight, by provider and code. A code is single use, and React StrictMode runs a
 * mount effect twice in development: the second run joins the first request instead of spending
 * the code again. Settled entries are dropped, so a later visit (a VIP key typed again after a
 * rate limit) asks the server again.
 */
const inFlight = new Map<string, Promise<LoginOutcome>>();

function exchangeOnce(key: string, run: () => Promise<LoginOutcome>): Promise<LoginOutcome> {
  const pending = inFlight.get(key);
  if (pending) return pending;
  const started = run().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

type LoginResult = AuthLoginResult & { vipAccesskey?: string | null };

/**
 * Applies a login answer. existYn Y: the jwt is stored, any signup in progress is cleared, and the
 * saved target is consumed. existYn N: the provider's ids and the server's login ticket start a
 * fresh signup (the auth store), which continues at /identification.
 */
export function completeLogin(
  authType: LoginType,
  result: LoginResult,
  vipAccessKey?: string,
): LoginOutcome {
  if (result.existYn === 'Y') {
    if (!result.jwt) throw new Error('existYn Y without a jwt');
    setAccessToken(result.jwt);
    clearAuthState();
    return { to: takeLoginRedirect(), loggedIn: true };
  }
  if (!result.loginTicket) throw new Error('existYn N without a login ticket');
  const ids =
    authType === 'kakao'
      ? { authId: result.kakaoSubId, authSubsId: result.kakaoSubsId }
      : authType === 'tid'
        ? { authId: result.tidSubId, authSubsId: result.tidSubsId }
        : // A VIP login has no provider subject: the key is who the visitor is.
          { authId: result.vipAccesskey ?? vipAccessKey ?? null, authSubsId: null };
  clearAuthState();
  updateAuthState({
    ...ids,
    authType,
    loginTicket: result.loginTicket,
    vipAccessKey: authType === 'vip' ? (result.vipAccesskey ?? vipAccessKey ?? null) : null,
  });
  return { to: paths.auth.identification.getHref() };
}

const loginFailed = (): LoginOutcome => ({
  to: paths.login.getHref(),
  state: { keepRedirect: true },
  alert: loginMessages.failed,
});

/**
 * /kakao-redirect and /tidredirect: `?code=…&state=…` from the provider, or `?error=…` when the
 * visitor cancelled there. Missing code → /login keeping the redirect; any failure → /login.
 */
export function resolveProviderLogin(
  provider: LinkableLoginType,
  params: { code: string | null; state: string | null; iss: string | null; error: string | null },
): Promise<LoginOutcome> {
  if (params.error !== null) return Promise.resolve(loginFailed());
  const { code, state, iss } = params;
  if (!code) {
    return Promise.resolve({
      to: paths.login.getHref(readLoginRedirect()),
      alert: loginMessages.missingCode,
    });
  }
  return exchangeOnce(`${provider}:${code}`, () =>
    loginWithProvider(provider, { code, state, iss })
      .then((result) => completeLogin(provider, result))
      .catch((error: unknown) => {
        console.warn(`[login] ${provider} code exchange failed`, error);
        return loginFailed();
      }),
  );
}

/**
 * /vipredirect?code=…: the digits-only VIP access key. Failures show the server's message (an
 * unknown or expired key, too many tries) and return to /vip to try again.
 */
export function resolveVipLogin(code: string | null): Promise<LoginOutcome> {
  if (!code || !isVipAccessKey(code)) {
    return Promise.resolve({ to: paths.auth.vip.getHref(), alert: loginMessages.missingCode });
  }
  return exchangeOnce(`vip:${code}`, () =>
    loginWithVip(code)
      .then((result) => completeLogin('vip', result, code))
      .catch((error: unknown) => {
        console.warn('[login] VIP key exchange failed', error);
        const message =
          isApiRequestError(error) && !error.silent ? error.message : loginMessages.failed;
        return { to: paths.auth.vip.getHref(), alert: message };
      }),
  );
}
