/**
 * My QR (decision 017): POST /api/getQrValue, the member's pass of the day. The pass is
 * issued by identity's verify (`issueQrPass`) and scanned at the door (features/checkin).
 */
import { getQrValueBody, getQrValueResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { requireMember } from '../../plugins/member-auth';
import { getQrValue } from './qr-pass.service';

export const qrPassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/getQrValue',
    {
      config: { auth: 'member' },
      schema: { body: getQrValueBody, response: { 200: getQrValueResponse } },
    },
    async (request, reply) => {
      const member = requireMember(request);
      reply.header('cache-control', 'private, no-store');
      return ok(await getQrValue(app.db, member));
    },
  );
};
