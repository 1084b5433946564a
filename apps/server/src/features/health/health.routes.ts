import { apiSuccess } from '@venue/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/http';

/** Local schema: not part of the visitor-facing contract (for probes and scripts only). */
export const healthResponse = apiSuccess(
  z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
);

/**
 * GET /api/health: liveness and database reachability for load balancers, `npm start` scripts
 * and the browser-test harness. Never cached: it must fail as soon as the database does.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: healthResponse } } }, async (request) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError(503, 'SERVICE_UNAVAILABLE');
    }
    return ok({ status: 'ok' as const, db: app.dbKind });
  });
};
