import { floorsListResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { listFloors } from './floors.repository';

/** Floor tabs of the maps and the program list (spec 000 §7 POST /api/floors/list). */
export const floorRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'floorsList', async (_request, reply) => {
    const body = await app.readCache.get('floors:list', floorsListResponse, async () =>
      ok(await listFloors(app.db)),
    );
    return sendJsonBytes(reply, body);
  });
};
