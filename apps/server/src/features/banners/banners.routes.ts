import { bannerListBody, bannerListResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sendJsonBytes } from '../../lib/http';
import { listGuestBanners } from './banners.repository';

/**
 * Promotion, bottom-sheet, popup, side-menu (LNB) and QR banners for guests
 * (spec 000 §7 POST /api/banner/list). The body's nServiceCheckYn and telecomCode are validated
 * but do not change a guest's list; the member variant /api/login/banner/list belongs to the
 * accounts feature. Time windows are checked when the cache fills, so a banner may appear or
 * disappear up to one cache TTL late.
 */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/banner/list',
    { schema: { body: bannerListBody, response: { 200: bannerListResponse } } },
    async (_request, reply) => {
      const body = await app.readCache.get('banner:list:guest', bannerListResponse, async () =>
        ok(await listGuestBanners(app.db, new Date())),
      );
      return sendJsonBytes(reply, body);
    },
  );
};
