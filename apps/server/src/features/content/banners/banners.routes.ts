import {
  bannerListResponse,
  checkinBannerListResponse,
  mainBannerListResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok, sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import {
  bannerAudienceOf,
  bannerExists,
  insertBannerAction,
  listBanners,
  listCheckinBanners,
  listMainBanners,
} from './banners.repository';

/**
 * Banners, the home main-banner grid, click reports and floor-map hotspots (spec 000 §7).
 * Time windows of cached lists are checked when the cache fills, so a banner may appear or
 * disappear up to one cache TTL late.
 */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The home main-banner grid (GET /api/banner/mainbannerlist); the client reads data.data. */
  registerCall(app, 'mainBannerList', async (_request, reply) => {
    const body = await app.readCache.get('banner:main', mainBannerListResponse, async () =>
      ok({ data: await listMainBanners(app.db, new Date()) }),
    );
    return sendJsonBytes(reply, body);
  });

  /**
   * Promotion, bottom-sheet, popup, side-menu (LNB) and QR banners for guests and members of
   * carrier 01 (POST /api/banner/list). The body's nServiceCheckYn is validated but changes
   * nothing; telecomCode 01 (a member of carrier 01) leaves out the 비회원 banners.
   */
  registerCall(app, 'bannerList', async (request, reply) => {
    const audience = bannerAudienceOf('GUEST', request.body?.telecomCode);
    const body = await app.readCache.get(
      audience === 'GUEST' ? 'banner:list:guest' : 'banner:list:carrier01',
      bannerListResponse,
      async () => ok(await listBanners(app.db, audience, new Date())),
    );
    return sendJsonBytes(reply, body);
  });

  /**
   * The member variant (POST /api/login/banner/list), called by the client when a jwt exists and
   * the carrier is not 01 (spec 000 §7). Rule: a member sees banners for everyone (audience ALL)
   * and banners for members (MEMBER), not the guest-only ones (GUEST). Telecom 01 is treated like
   * a guest for banner selection (spec 000 §6): a body with telecomCode 01 gets the banners for
   * everyone only (no member banners, and no 비회원 ones: they have an account).
   * nServiceCheckYn is validated but does not change the list: banners carry no N-service
   * targeting yet. The answer does not depend on who asks, but it is a member call, so it is
   * read fresh and marked private, no-store rather than shared through the read cache.
   */
  registerCall(app, 'loginBannerList', async (request, reply) => {
    requireMember(request);
    reply.header('cache-control', 'private, no-store');
    return ok(
      await listBanners(app.db, bannerAudienceOf('MEMBER', request.body?.telecomCode), new Date()),
    );
  });

  /**
   * A banner click report (POST /api/banner/action/insert), kept with the member when a valid
   * jwt is sent. Never cached.
   */
  registerCall(app, 'bannerActionInsert', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { bannerType, bannerDetailType, bannerIdx } = request.body;
    if (!(await bannerExists(app.db, bannerType, bannerIdx))) {
      throw new AppError(404, 'NOT_FOUND', '배너를 찾을 수 없습니다.');
    }
    await insertBannerAction(app.db, {
      bannerType,
      bannerDetailType,
      bannerIdx,
      userIdx: request.member?.userIdx ?? null,
    });
    return ok(null);
  });

  /** Floor-map hotspots (POST /api/checkin/banner/list): mapType and programIdx per hotspot. */
  registerCall(app, 'checkinBannerList', async (_request, reply) => {
    const body = await app.readCache.get(
      'checkin:banner:list',
      checkinBannerListResponse,
      async () => ok(await listCheckinBanners(app.db)),
    );
    return sendJsonBytes(reply, body);
  });
};
