/**
 * POST /api/auth/phone/send and /api/auth/phone/verify (spec 000 §7). Both accept guests (the
 * visitor is usually mid-signup) and use the member token for the QR verify types. Nothing here
 * logs the body: it carries the name, the phone and, on verify, the code.
 */
import {
  authPhoneSendBody,
  authPhoneSendResponse,
  authPhoneVerifyBody,
  authPhoneVerifyResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { sendPhoneCode, verifyPhoneCode } from './identity.service';
import { createIdentityAgency, type IdentityAgency } from './identity-agency';

export interface IdentityRoutesOptions {
  /** Replaces the agency chosen from the configuration (tests). */
  agency?: IdentityAgency | null;
}

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (
  app,
  options,
) => {
  const agency =
    options.agency !== undefined ? options.agency : createIdentityAgency(app.config, app.db);
  if (!agency) {
    app.log.warn('no identity agency: set SMS_PROVIDER_URL and SMS_PROVIDER_KEY or SANDBOX_MODE');
  }

  app.post(
    '/api/auth/phone/send',
    {
      config: { auth: 'optional' },
      schema: { body: authPhoneSendBody, response: { 200: authPhoneSendResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
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
    },
  );

  app.post(
    '/api/auth/phone/verify',
    {
      config: { auth: 'optional' },
      schema: { body: authPhoneVerifyBody, response: { 200: authPhoneVerifyResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await verifyPhoneCode(app.db, agency, request.body, request.member));
    },
  );
};
