import { zoneListResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sendJsonBytes } from '../../lib/http';
import { listZonesByFloor } from './zones.repository';

/** The venue's floors and zones: side menu, venue page (spec 000 §7, 001 §7 GET /zone/list). */
export const zoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/zone/list',
    { schema: { response: { 200: zoneListResponse } } },
    async (_request, reply) => {
      const body = await app.readCache.get('zone:list', zoneListResponse, async () =>
        ok(await listZonesByFloor(app.db)),
      );
      return sendJsonBytes(reply, body);
    },
  );
};
