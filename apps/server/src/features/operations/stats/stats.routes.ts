/**
 * 통계 and 관내 인원 (README here): every staff role reads them; the export is
 * audited like every export. Nothing here is cached.
 */
import { EXPORT_CONTENT_TYPES } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { contentDisposition } from '../ops-admin/export-file';
import { readHeadcount } from './headcount.repository';
import { exportStats, statsWithChoices } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  registerCall(app, 'staffStats', async (request) =>
    ok(await statsWithChoices(app, request.body, new Date())),
  );

  registerCall(app, 'staffStatsExport', async (request, reply) => {
    const { format, ...filter } = request.body;
    const { table, file } = await exportStats(
      app,
      requireOperator(request),
      filter,
      format,
      new Date(),
    );
    return reply
      .type(EXPORT_CONTENT_TYPES[format])
      .header('content-disposition', contentDisposition(table.title, format))
      .send(file);
  });

  registerCall(app, 'staffHeadcount', async () => ok(await readHeadcount(app.db, new Date())));
};
