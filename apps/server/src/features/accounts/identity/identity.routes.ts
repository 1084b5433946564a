/**
 * POST /api/auth/phone/send and /api/auth/phone/verify (spec 000 §7). Both accept guests (the
 * visitor is usually mid-signup) and use the member token for the QR verify types. Nothing here
 * logs the body: it carries the name, the phone and, on verify, the code.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { createFixedWindowLimiter, enforceIpLimit } from '../../../lib/rate-limit';
import { registerCall } from '../../../lib/register-call';
import { sendPhoneCode, verifyPhoneCode } from './identity.service';
import type { IdentityAgency } from './identity-agency';

/**
 * SMS sends (first sends and resends) per client IP: 60 per 10 minutes. Generous on purpose:
 * visitors on the venue's Wi-Fi share one address, and the per-phone and per-verification limits
 * (identity.service.ts) already stop pumping one number. This one stops a single client from
 * walking through many numbers.
 */
export const SENDS_PER_IP = 60;
export const SENDS_PER_IP_WINDOW_MS = 10 * 60_000;
export const tooManySendsFromIp =
  '이 네트워크에서 요청한 인증번호가 너무 많습니다. 잠시 후 다시 시도해 주세요.';

export interface IdentityRoutesOptions {
  /** The agency the composition root chose from the configuration (app.ts); null: none. */
  agency: IdentityAgency | null;
}

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (
  app,
  options,
) => {
  const { agency } = options;
  const ipLimiter = createFixedWindowLimiter(app.limitStore, 'sms-send', {
    limit: SENDS_PER_IP,
    windowMs: SENDS_PER_IP_WINDOW_MS,
  });
  if (!agency) {
    app.log.warn('no identity agency: set SMS_PROVIDER_URL and SMS_PROVIDER_KEY or SANDBOX_MODE');
  }

  registerCall(app, 'authPhoneSend', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    await enforceIpLimit(ipLimiter, request, reply, tooManySendsFromIp);
    const result = await sendPhoneCode(
      app.db,
      agency,
      request.body,
      request.member,
      new Date(),
      (error) =>
        request.log.warn({ kind: error.kind, detail: error.message }, 'agency send failed'),
    );
    return ok(result);
  });

  registerCall(app, 'authPhoneVerify', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await verifyPhoneCode(app.db, agency, request.body, request.member));
  });
};
