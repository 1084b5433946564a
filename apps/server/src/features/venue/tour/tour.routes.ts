import { tourDetailResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok, sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { findCurrentTour } from './tour.repository';

export const TOUR_NOT_FOUND = '투어 코스 정보를 찾을 수 없습니다.';

/**
 * The self-guided tour of the venue page's tour tab (spec 001 §7 POST /tour/detail: empty body,
 * answer designed in contract api/tour.ts). Public and the same for everyone, so it is served
 * from the read cache; no displayed tour is a 404 NOT_FOUND, which is not cached.
 */
export const tourRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'tourDetail', async (_request, reply) => {
    const body = await app.readCache.get('tour:detail', tourDetailResponse, async () => {
      const tour = await findCurrentTour(app.db);
      if (!tour) throw AppError.notFound(TOUR_NOT_FOUND);
      return ok(tour);
    });
    return sendJsonBytes(reply, body);
  });
};
