/** POST /api/staff/audit/list (ADMIN): the audit log, newest first, filtered. */
import { staffAuditListBody, staffAuditListResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { listAuditRows } from './audit.repository';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/staff/audit/list',
    {
      config: { staff: 'ADMIN' },
      schema: { body: staffAuditListBody, response: { 200: staffAuditListResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listAuditRows(app.db, request.body ?? { page: 1 }));
    },
  );
};
