/** POST /api/staff/audit/list (ADMIN): the audit log, newest first, filtered. */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { listAuditRows } from './audit.repository';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'staffAuditList', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await listAuditRows(app.db, request.body ?? { page: 1 }));
  });
};
