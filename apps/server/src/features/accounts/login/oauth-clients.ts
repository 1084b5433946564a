/**
 * The app's side of OAuth 2.0 / OpenID Connect logins, on `openid-client`:
 * authorization URL with state, nonce and PKCE (S256), then the code exchange with ID-token
 * validation (signature via the provider's JWKS, issuer, audience, nonce, expiry).
 *
 * - Kakao: the real endpoints (OpenID Connect must be enabled for the app in Kakao Developers);
 *   enabled by KAKAO_REST_API_KEY (+ KAKAO_CLIENT_SECRET, KAKAO_REDIRECT_URI).
 * - T ID: any OpenID provider from TID_ISSUER (discovery) + TID_CLIENT_ID/SECRET/REDIRECT_URI.
 * - Sandbox mode, for a provider without configuration: the sandbox OpenID provider this server
 *   runs itself (features/system/sandbox-idp). Its back-channel calls (discovery, token, JWKS) go
 *   through `sandboxFetch`, i.e. into this same process, because the public origin may not be
 *   reachable from the server (a proxy, a container); the protocol is the same.
 */
import type { ProviderMode } from '@venue/contract';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../../config';
import { sandboxClientFor } from '../../system/sandbox-idp/sandbox-idp';

export type OAuthProviderName = 'kakao' | 'tid';

export const KAKAO_ISSUER = 'https://kauth.kakao.com';

export interface ProviderIdentity {
  subId: string;
  subsId: string | null;
}

export interface OAuthClient {
  readonly provider: OAuthProviderName;
  readonly sandbox: boolean;
  readonly redirectUri: string;
  authorizationUrl(input: { state: string; nonce: string; codeVerifier: string }): Promise<string>;
  /** Throws on any protocol error (bad code, reused code, wrong state, invalid ID token). */
  exchangeCode(input: {
    code: string;
    state: string;
    /** RFC 9207 `iss` of the authorization response, when the provider sends one */
    iss?: string | undefined;
    nonce: string;
    codeVerifier: string;
  }): Promise<ProviderIdentity>;
}

export class OAuthExchangeError extends Error {
  override name = 'OAuthExchangeError';
}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

interface ClientSettings {
  provider: OAuthProviderName;
  sandbox: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
  scope: string;
  fetch?: FetchLike | undefined;
}

function createOidcClient(settings: ClientSettings): OAuthClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  const configure = () => {
    configuration ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { redirect_uris: [settings.redirectUri] },
        settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
        {
          ...(settings.issuer.startsWith('http://')
            ? { execute: [oidc.allowInsecureRequests] }
            : {}),
          ...(settings.fetch ? { [oidc.customFetch]: settings.fetch } : {}),
        },
      )
      .catch((error: unknown) => {
        configuration = undefined; // try discovery again next time
        throw error;
      });
    return configuration;
  };

  return {
    provider: settings.provider,
    sandbox: settings.sandbox,
    redirectUri: settings.redirectUri,
    async authorizationUrl({ state, nonce, codeVerifier }) {
      const config = await configure();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scope,
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },
    async exchangeCode({ code, state, iss, nonce, codeVerifier }) {
      const config = await configure();
      const callback = new URL(settings.redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', state);
      // Checked against the issuer by openid-client (mix-up defence) when the provider uses it.
      if (iss) callback.searchParams.set('iss', iss);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
        // The provider's own refusal (invalid_grant for a spent code…) is what an operator needs.
        const refusal =
          error instanceof oidc.ResponseBodyError
            ? [error.error, error.error_description].filter(Boolean).join(' ')
            : null;
        throw new OAuthExchangeError(
          [error instanceof Error ? error.message : String(error), cause?.message, refusal]
            .filter(Boolean)
            .join(': '),
        );
      }
      if (!claims?.sub) throw new OAuthExchangeError('no subject in the ID token');
      const subsId = typeof claims.subs_id === 'string' ? claims.subs_id : null;
      return { subId: String(claims.sub), subsId };
    },
  };
}

/**
 * How each login is provided: CONFIGURED by its variables, the SANDBOX's provider in
 * sandbox mode, else MISSING — its login would answer 503, so the web hides its button
 * (GET /api/app/config) and the console's setup checklist names it. `createOAuthClients`
 * follows the same rules.
 */
export function loginProviderModes(
  config: Pick<AppConfig, 'kakao' | 'tid' | 'sandboxMode'>,
): Record<OAuthProviderName, ProviderMode> {
  const mode = (configured: boolean): ProviderMode =>
    configured ? 'CONFIGURED' : config.sandboxMode ? 'SANDBOX' : 'MISSING';
  return {
    kakao: mode(Boolean(config.kakao.restApiKey)),
    tid: mode(Boolean(config.tid.issuer && config.tid.clientId)),
  };
}

/**
 * The configured login providers; a provider with neither configuration nor sandbox mode is
 * absent (its login answers 503). `sandboxFetch` carries the sandbox back channel.
 */
export function createOAuthClients(
  config: AppConfig,
  sandboxFetch?: FetchLike,
): Partial<Record<OAuthProviderName, OAuthClient>> {
  const clients: Partial<Record<OAuthProviderName, OAuthClient>> = {};
  const modes = loginProviderModes(config);

  if (config.kakao.restApiKey) {
    clients.kakao = createOidcClient({
      provider: 'kakao',
      sandbox: false,
      issuer: KAKAO_ISSUER,
      clientId: config.kakao.restApiKey,
      clientSecret: config.kakao.clientSecret,
      redirectUri: config.kakao.redirectUri ?? `${config.publicOrigin}/kakao-redirect`,
      scope: 'openid',
    });
  }
  if (config.tid.issuer && config.tid.clientId) {
    clients.tid = createOidcClient({
      provider: 'tid',
      sandbox: false,
      issuer: config.tid.issuer,
      clientId: config.tid.clientId,
      clientSecret: config.tid.clientSecret,
      redirectUri: config.tid.redirectUri ?? `${config.publicOrigin}/tidredirect`,
      scope: 'openid',
    });
  }
  for (const provider of ['kakao', 'tid'] as const) {
    if (modes[provider] === 'SANDBOX') {
      const sandbox = sandboxClientFor(config, provider);
      clients[provider] = createOidcClient({
        provider,
        sandbox: true,
        issuer: sandbox.issuer,
        clientId: sandbox.clientId,
        clientSecret: sandbox.clientSecret,
        redirectUri: sandbox.redirectUri,
        scope: 'openid profile',
        fetch: sandboxFetch,
      });
    }
  }
  return clients;
}
