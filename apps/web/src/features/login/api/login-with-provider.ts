import type { CallInput } from '@venue/client';
import type { AuthLoginResult, LinkableLoginType } from '@venue/contract';
import { authLoginKakao, authLoginTid } from '@venue/contract/endpoints';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The redirect route each provider sends the code back to. */
export const providerRedirectPath: Record<LinkableLoginType, string> = {
  kakao: paths.auth.kakaoRedirect.path,
  tid: paths.auth.tidRedirect.path,
};

/** Each provider's login call. */
const providerLogin = { kakao: authLoginKakao, tid: authLoginTid } as const;

/** What the provider put on the redirect URL. */
export type ProviderCallback = { code: string; state: string | null; iss: string | null };

/**
 * POST /api/auth/login/kakao or /api/auth/login/tid {code, state, iss?, url}: exchanges the
 * one-time code the provider returned. `iss` is the provider's issuer when it sends one
 * (RFC 9207); `url` is the redirect URI the code was issued for. The redirect route shows the
 * spec's login-failure alert itself, so the client's alert is off.
 */
export function loginWithProvider(
  provider: LinkableLoginType,
  { code, state, iss }: ProviderCallback,
): Promise<AuthLoginResult> {
  const body = {
    code,
    ...(state === null ? {} : { state }),
    ...(iss === null ? {} : { iss }),
    url: `${window.location.origin}${providerRedirectPath[provider]}`,
  };
  // A redirect without a state is still sent: the server refuses it in its own words.
  return api.call(providerLogin[provider], body as CallInput<typeof authLoginKakao>, {
    alert: false,
  });
}
