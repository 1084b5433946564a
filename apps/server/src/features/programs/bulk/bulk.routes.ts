/**
 * Bulk work: POST /api/staff/entries/bulk (STAFF) and
 * POST /api/staff/programs/bulk (EDITOR). The export of selected entries is the roster export's
 * (`/api/staff/exports/entries` with `reserveEntryIdxList`, features/operations/ops-admin).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { bulkEntries, bulkPrograms } from './bulk.service';

export const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Console answers are never cached: they hold what the operator just changed.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerCall(app, 'staffEntryBulk', async (request) =>
    ok(await bulkEntries(app, requireOperator(request), request.body)),
  );

  registerCall(app, 'staffProgramBulk', async (request) =>
    ok(await bulkPrograms(app, requireOperator(request), request.body)),
  );
};
