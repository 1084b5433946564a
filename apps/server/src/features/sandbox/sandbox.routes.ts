/**
 * Sandbox-only HTTP routes (app.ts registers this plugin only when config.sandboxMode is on, so
 * in production these paths do not exist and answer 404). The SMS inbox is what the visitor's
 * phone would show: testers and the browser tests of issue 3 read the code from it.
 */
import { apiSuccess, isoDateTime, mobileNumber, toSeoulIso } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http';
import { listSandboxInbox } from './sandbox.repository';

const inboxMessage = z.object({
  phoneNumber: z.string(),
  code: z.string(),
  message: z.string(),
  createdAt: isoDateTime,
});
export const sandboxInboxResponse = apiSuccess(z.array(inboxMessage));

export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = async (phoneNumber: string) => {
    const rows = await listSandboxInbox(app.db, phoneNumber);
    return ok(
      rows.map((row) => ({
        phoneNumber: row.phoneNumber,
        code: row.code,
        message: row.message,
        createdAt: toSeoulIso(row.createdAt),
      })),
    );
  };

  app.get(
    '/sandbox/api/sms/inbox',
    {
      schema: {
        querystring: z.object({ mdn: mobileNumber }),
        response: { 200: sandboxInboxResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return inbox(request.query.mdn);
    },
  );

  /** The same inbox under the name issue 3 gives it (`?phone=`). */
  app.get(
    '/sandbox/api/sms',
    {
      schema: {
        querystring: z.object({ phone: mobileNumber }),
        response: { 200: sandboxInboxResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return inbox(request.query.phone);
    },
  );
};
