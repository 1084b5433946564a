/**
 * POST /api/auth/authorize (designed here), /api/auth/login/{kakao,tid} and /api/auth/login/vip
 * (spec 000 §7). The one-time OAuth state is bound to the browser that started the login by an
 * HttpOnly cookie, so a code+state pair replayed from elsewhere (login CSRF) is refused.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookieValue } from '../../../lib/cookies';
import { ok } from '../../../lib/http';
import { inProcessFetch } from '../../../lib/in-process-fetch';
import { createFixedWindowLimiter, enforceIpLimit } from '../../../lib/rate-limit';
import { registerCall } from '../../../lib/register-call';
import { trackMethods } from '../../operations/providers/provider-health';
import { loginWithCode, loginWithVip, startAuthorization } from './login.service';
import { createOAuthClients, type OAuthProviderName } from './oauth-clients';

export const OAUTH_BROWSER_COOKIE = 'venue_oauth';
const COOKIE_PATH = '/api/auth';
/** VIP key guesses per IP: 10 per 10 minutes. */
export const VIP_ATTEMPTS_PER_WINDOW = 10;
export const VIP_WINDOW_MS = 10 * 60_000;

export function readCookie(request: FastifyRequest, name: string): string | null {
  const value = cookieValue(request.headers.cookie, name);
  return value !== null && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each login's calls recorded for the providers page.
  const clients = Object.fromEntries(
    Object.entries(createOAuthClients(app.config, inProcessFetch(app))).map(([name, client]) => [
      name,
      trackMethods(app.providerHealth, name as OAuthProviderName, client, {
        authorizationUrl: '로그인 주소',
        exchangeCode: '토큰 교환',
      }),
    ]),
  ) as ReturnType<typeof createOAuthClients>;
  const deps = { db: app.db, config: app.config, clients };
  const vipLimiter = createFixedWindowLimiter(app.limitStore, 'vip-login', {
    limit: VIP_ATTEMPTS_PER_WINDOW,
    windowMs: VIP_WINDOW_MS,
  });
  const secure = app.config.publicOrigin.startsWith('https://');

  const bindBrowser = (request: FastifyRequest, reply: FastifyReply) => {
    const existing = readCookie(request, OAUTH_BROWSER_COOKIE);
    const value = existing ?? randomBytes(24).toString('base64url');
    reply.header(
      'set-cookie',
      `${OAUTH_BROWSER_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=1800; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
    return value;
  };

  registerCall(app, 'authAuthorize', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const browserBinding = bindBrowser(request, reply);
    return ok(
      await startAuthorization(deps, {
        provider: request.body.provider,
        purpose: request.body.purpose,
        browserBinding,
        memberIdx: request.member?.userIdx ?? null,
      }),
    );
  });

  for (const [provider, call] of [
    ['kakao', 'authLoginKakao'],
    ['tid', 'authLoginTid'],
  ] as const satisfies [OAuthProviderName, string][]) {
    registerCall(app, call, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await loginWithCode(
        deps,
        {
          provider,
          code: request.body.code,
          state: request.body.state,
          iss: request.body.iss,
          browserBinding: readCookie(request, OAUTH_BROWSER_COOKIE),
        },
        (reason) => request.log.warn({ provider, reason }, 'login refused'),
      );
      return ok(result);
    });
  }

  registerCall(app, 'authLoginVip', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await enforceIpLimit(vipLimiter, request, reply);
    return ok(await loginWithVip(deps, request.body.code));
  });
};
