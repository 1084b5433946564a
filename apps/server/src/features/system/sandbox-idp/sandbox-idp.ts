/**
 * The sandbox identity providers: one real OpenID Connect provider per login
 * (Kakao and T ID), built with `oidc-provider`, served by this server under
 * /sandbox/idp/{kakao,tid}. They speak the same OAuth 2.0 authorization-code + PKCE protocol the
 * real providers do, so the app's login code (features/accounts/login) is the production code path; only
 * the issuer differs. The login page is ours (sandbox-idp.page.ts): a tester picks or types a test
 * account and consents.
 *
 * State (sessions, codes, grants) is oidc-provider's in-memory adapter: sandbox mode is for one
 * development or test process, and a restart simply logs testers out of the fake provider.
 */
import { createHmac } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { Configuration, default as Provider } from 'oidc-provider';
import type { AppConfig } from '../../../config';
import { escapeHtml } from '../../../lib/escape-html';

export const SANDBOX_IDP_PROVIDERS = ['kakao', 'tid'] as const;
export type SandboxIdpProvider = (typeof SANDBOX_IDP_PROVIDERS)[number];

export const sandboxIdpPrefix = (provider: SandboxIdpProvider) => `/sandbox/idp/${provider}`;

/** Where the app's redirect routes live (spec 000 §2). */
export const redirectPathFor = (provider: SandboxIdpProvider) =>
  provider === 'kakao' ? '/kakao-redirect' : '/tidredirect';

/** The sandbox client the app is registered as, derived from the server secret. */
export function sandboxClientFor(
  config: Pick<AppConfig, 'jwtSecret' | 'publicOrigin'>,
  provider: SandboxIdpProvider,
) {
  return {
    issuer: `${config.publicOrigin}${sandboxIdpPrefix(provider)}`,
    clientId: `sandbox-${provider}-web`,
    clientSecret: createHmac('sha256', config.jwtSecret)
      .update(`sandbox-idp-client:${provider}`)
      .digest('base64url'),
    redirectUri: `${config.publicOrigin}${redirectPathFor(provider)}`,
  };
}

/** Test accounts the login page offers; any other id can be typed. */
export const sandboxPresetAccounts: Record<
  SandboxIdpProvider,
  { accountId: string; name: string }[]
> = {
  kakao: [
    { accountId: '3810001001', name: '김하늘' },
    { accountId: '3810001002', name: '이서준' },
    { accountId: '3810001003', name: '박지우' },
  ],
  tid: [
    { accountId: 'tid-20001', name: '최민서' },
    { accountId: 'tid-20002', name: '정도윤' },
  ],
};

export const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export interface SandboxIdp {
  provider: SandboxIdpProvider;
  oidc: Provider;
  /** account id → display name, as typed on the login page */
  names: Map<string, string>;
}

export async function createSandboxIdp(
  config: Pick<AppConfig, 'jwtSecret' | 'publicOrigin' | 'nodeEnv'>,
  provider: SandboxIdpProvider,
): Promise<SandboxIdp> {
  const client = sandboxClientFor(config, provider);
  const names = new Map<string, string>();
  // ES256: generated per process in a few milliseconds (RSA would take far longer).
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    alg: 'ES256',
    use: 'sig',
    kid: 'sandbox-1',
  };
  const cookieKey = createHmac('sha256', config.jwtSecret)
    .update(`sandbox-idp-cookies:${provider}`)
    .digest('base64url');

  // Loaded on first use: only sandbox mode needs it (docs/decisions/012).
  const { default: OidcProvider, interactionPolicy } = await import('oidc-provider');

  const configuration: Configuration = {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [cookieKey] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], profile: ['name', 'nickname', 'subs_id'] },
    // The app reads the profile claims (T ID's subs_id) from the ID token, as it does with the
    // real providers; by default oidc-provider would only serve them from /me.
    conformIdTokenClaims: false,
    ttl: { AuthorizationCode: 120, Interaction: 600, Session: 600, Grant: 600, IdToken: 600 },
    interactions: {
      policy: askEveryTime(interactionPolicy),
      url: (_ctx, interaction) => `${sandboxIdpPrefix(provider)}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx, sub) {
      if (!ACCOUNT_ID_PATTERN.test(sub)) return undefined;
      return {
        accountId: sub,
        async claims() {
          const name = names.get(sub) ?? '테스트 사용자';
          // T ID also names the member's telecom subscription; the app keeps it as tidSubsId.
          const extra =
            provider === 'tid'
              ? {
                  subs_id: `subs-${createHmac('sha256', cookieKey).update(sub).digest('hex').slice(0, 16)}`,
                }
              : {};
          return { sub, name, nickname: name, ...extra };
        },
      };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><meta charset="utf-8"><title>샌드박스 로그인 오류</title><p>샌드박스 로그인 중 오류가 발생했습니다: ${escapeHtml(String(out.error))}</p>`;
    },
  };

  const oidc = new OidcProvider(client.issuer, configuration);
  // The server runs behind a proxy in deployments; issuer URLs come from configuration anyway.
  oidc.proxy = true;
  return { provider, oidc, names };
}

/**
 * The default policy, plus: the login page on every authorization, even while the provider's
 * session is alive, so a tester can pick another test account right after logging out.
 */
function askEveryTime(interactionPolicy: typeof import('oidc-provider').interactionPolicy) {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'sandbox_account_choice',
        'the sandbox lets the tester choose the account on every login',
        (ctx) =>
          ctx.oidc.result?.login
            ? interactionPolicy.Check.NO_NEED_TO_PROMPT
            : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}
