/**
 * My QR (decision 017): POST /api/getQrValue, the member's pass of the day. The pass is
 * issued by identity's verify (`issueQrPass`) and scanned at the door (features/door/checkin).
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import { getQrValue } from './qr-pass.service';

export const qrPassRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'getQrValue', async (request, reply) => {
    const member = requireMember(request);
    reply.header('cache-control', 'private, no-store');
    return ok(await getQrValue(app.db, member));
  });
};
