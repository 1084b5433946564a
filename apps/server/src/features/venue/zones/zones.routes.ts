import { zoneDetailResponse, zoneListResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok, sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { findZoneDetail, listZonesByFloor } from './zones.repository';

/** The venue's floors and zones: side menu, venue page (spec 000 §7, 001 §7 GET /zone/list). */
export const zoneRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'zoneList', async (_request, reply) => {
    const body = await app.readCache.get('zone:list', zoneListResponse, async () =>
      ok(await listZonesByFloor(app.db)),
    );
    return sendJsonBytes(reply, body);
  });
  /** Zone detail /seongsu/{id} (designed: POST /api/zone/detail {zoneIdx}); unknown id → 404. */
  registerCall(app, 'zoneDetail', async (request, reply) => {
    const { zoneIdx } = request.body;
    const body = await app.readCache.get(`zone:detail:${zoneIdx}`, zoneDetailResponse, async () => {
      const zone = await findZoneDetail(app.db, zoneIdx);
      if (!zone) throw AppError.notFound('공간 정보를 찾을 수 없습니다.');
      return ok(zone);
    });
    return sendJsonBytes(reply, body);
  });
};
