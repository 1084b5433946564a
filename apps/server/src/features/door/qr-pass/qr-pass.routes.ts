/**
 * My QR (decisions 017, 070): POST /api/getQrValue, the member's pass of the day, and
 * POST /api/qr/device, binding it to the phone's keys. The pass is issued by identity's verify
 * (`issueQrPass`) and scanned at the door (features/door/checkin).
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import { getQrValue, registerPassDevice } from './qr-pass.service';

export type QrPassRoutesOptions = {
  /** The door's clock (tests move it); default: the real time. */
  now?: () => Date;
};

export const qrPassRoutes: FastifyPluginAsyncZod<QrPassRoutesOptions> = async (app, options) => {
  const clock = options.now ?? (() => new Date());

  registerCall(app, 'getQrValue', async (request, reply) => {
    const member = requireMember(request);
    reply.header('cache-control', 'private, no-store');
    return ok(await getQrValue(app.db, member, clock()));
  });

  // Nothing of the body is logged (the access log has the method and url only): keys stay out.
  registerCall(app, 'registerPassDevice', async (request, reply) => {
    const member = requireMember(request);
    reply.header('cache-control', 'private, no-store');
    return ok(await registerPassDevice(app.db, app.passCodes, member, request.body, clock()));
  });
};
