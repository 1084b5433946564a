/**
 * Serves the sandbox OpenID providers (sandbox-idp.ts) under /sandbox/idp/{kakao,tid}:
 * - the protocol endpoints (discovery, /auth, /token, /jwks, /me …) go straight to
 *   oidc-provider, which gets the raw Node request and response;
 * - /interaction/:uid is our login page and its form.
 * Registered only in sandbox mode (app.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { venueSettings } from '../../venue/cms-venue/venue-settings';
import {
  ACCOUNT_ID_PATTERN,
  createSandboxIdp,
  SANDBOX_IDP_PROVIDERS,
  type SandboxIdp,
  type SandboxIdpProvider,
  sandboxIdpPrefix,
  sandboxPresetAccounts,
} from './sandbox-idp';
import { renderSandboxExpiredPage, renderSandboxLoginPage } from './sandbox-idp.page';

const interactionForm = z.object({
  action: z.enum(['login', 'cancel']).optional(),
  preset: z.string().max(64).optional(),
  accountId: z.string().trim().max(64).optional(),
  name: z.string().trim().max(50).optional(),
});

export const sandboxIdpRoutes: FastifyPluginAsync = async (app) => {
  const idps = new Map<SandboxIdpProvider, Promise<SandboxIdp>>();
  const idpFor = (provider: SandboxIdpProvider) => {
    let idp = idps.get(provider);
    if (!idp) {
      idp = createSandboxIdp(app.config, provider);
      idps.set(provider, idp);
    }
    return idp;
  };

  for (const provider of SANDBOX_IDP_PROVIDERS) {
    const prefix = sandboxIdpPrefix(provider);

    // Protocol endpoints: oidc-provider reads the body itself, so nothing here may parse it.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const handle = async (request: FastifyRequest, reply: FastifyReply) => {
        const { oidc } = await idpFor(provider);
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '/').slice(prefix.length) || '/';
        reply.hijack();
        oidc.callback()(raw, reply.raw);
      };
      scope.all(prefix, handle);
      scope.all(`${prefix}/*`, handle);
    });

    // The login page.
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      scope.get<{ Params: { uid: string } }>(
        `${prefix}/interaction/:uid`,
        async (request, reply) => {
          const { oidc } = await idpFor(provider);
          const details = await interactionOf(oidc, request, reply);
          if (!details) return sendExpiredPage(reply, provider);
          return sendPage(reply, provider, details.uid);
        },
      );

      scope.post<{ Params: { uid: string } }>(
        `${prefix}/interaction/:uid`,
        async (request, reply) => {
          const idp = await idpFor(provider);
          const details = await interactionOf(idp.oidc, request, reply);
          if (!details) return sendExpiredPage(reply, provider);
          const form = interactionForm.safeParse(request.body ?? {});
          const fields = form.success ? form.data : {};

          if (fields.action === 'cancel') {
            const to = await idp.oidc.interactionResult(request.raw, reply.raw, {
              error: 'access_denied',
              error_description: 'The tester cancelled the sandbox login.',
            });
            return reply.redirect(to, 303);
          }

          const preset = sandboxPresetAccounts[provider].find((a) => a.accountId === fields.preset);
          const accountId = preset?.accountId ?? fields.accountId ?? '';
          if (!ACCOUNT_ID_PATTERN.test(accountId)) {
            return sendPage(reply, provider, details.uid, '테스트 계정 ID를 확인해 주세요.', 400);
          }
          const name = preset?.name ?? (fields.name || undefined);
          if (name) idp.names.set(accountId, name);

          const clientId = String(details.params.client_id);
          const grant = new idp.oidc.Grant({ accountId, clientId });
          grant.addOIDCScope(String(details.params.scope ?? 'openid'));
          const grantId = await grant.save();
          const to = await idp.oidc.interactionResult(
            request.raw,
            reply.raw,
            { login: { accountId }, consent: { grantId } },
            { mergeWithLastSubmission: false },
          );
          return reply.redirect(to, 303);
        },
      );
    });
  }

  /**
   * The interaction this browser is in, when it is the one of the URL; null when it expired, the
   * provider restarted (its state is in memory) or the page was opened from another browser.
   */
  async function interactionOf(
    oidc: SandboxIdp['oidc'],
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
  ) {
    try {
      const details = await oidc.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : null;
    } catch (error) {
      // oidc-provider's own refusals (SessionNotFound…) are 4xx; oidc-provider itself is only
      // imported on first use (sandbox-idp.ts), so its error classes are not imported here.
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) return null;
      throw error;
    }
  }

  function sendExpiredPage(reply: FastifyReply, provider: SandboxIdpProvider) {
    return reply
      .code(400)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderSandboxExpiredPage(provider));
  }

  async function sendPage(
    reply: FastifyReply,
    provider: SandboxIdpProvider,
    uid: string,
    error?: string,
    status = 200,
  ) {
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderSandboxLoginPage({
          provider,
          uid,
          clientName: (await venueSettings(app).catch(() => null))?.venueName ?? null,
          ...(error ? { error } : {}),
        }),
      );
  }
};
