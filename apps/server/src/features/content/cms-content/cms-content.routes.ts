/**
 * The staff console's content calls, EDITOR and ADMIN only:
 * POST /api/staff/notices/list|save|delete, /api/staff/faq/list|save|delete,
 * /api/staff/faq/categories/save|delete, /api/staff/banners/list|save|delete.
 * Lists show every row (hidden, scheduled, ended); writes are audited and reach visitors on
 * their next read (cms-content.service.ts).
 */
import { NOTICE_STAFF_PAGE_SIZE } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { listStaffBanners, listStaffFaqs, listStaffNotices } from './cms-content.repository';
import {
  removeBanner,
  removeFaq,
  removeFaqCategory,
  removeNotice,
  saveBanner,
  saveFaq,
  saveFaqCategory,
  saveNotice,
} from './cms-content.service';

export const cmsContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // ── Notices ──
  registerCall(app, 'staffNoticeList', async (request) => {
    const page = request.body?.page ?? 1;
    const { list, totalCount } = await listStaffNotices(app.db, {
      keyword: request.body?.keyword || undefined,
      page,
    });
    return ok({ list, page, pageSize: NOTICE_STAFF_PAGE_SIZE, totalCount });
  });
  registerCall(app, 'staffNoticeSave', async (request) =>
    ok({ noticeIdx: await saveNotice(app, requireOperator(request), request.body) }),
  );
  registerCall(app, 'staffNoticeDelete', async (request) => {
    await removeNotice(app, requireOperator(request), request.body.noticeIdx);
    return ok(null);
  });

  // ── FAQ ──
  registerCall(app, 'staffFaqList', async (request) =>
    ok(await listStaffFaqs(app.db, request.body?.faqsCategoryIdx)),
  );
  registerCall(app, 'staffFaqSave', async (request) =>
    ok({ faqsIdx: await saveFaq(app, requireOperator(request), request.body) }),
  );
  registerCall(app, 'staffFaqDelete', async (request) => {
    await removeFaq(app, requireOperator(request), request.body.faqsIdx);
    return ok(null);
  });
  registerCall(app, 'staffFaqCategorySave', async (request) =>
    ok({
      faqsCategoryIdx: await saveFaqCategory(app, requireOperator(request), request.body),
    }),
  );
  registerCall(app, 'staffFaqCategoryDelete', async (request) => {
    await removeFaqCategory(app, requireOperator(request), request.body.faqsCategoryIdx);
    return ok(null);
  });

  // ── Banners ──
  registerCall(app, 'staffBannerList', async (request) =>
    ok(await listStaffBanners(app.db, request.body?.bannerType, new Date())),
  );
  registerCall(app, 'staffBannerSave', async (request) =>
    ok({ bannerIdx: await saveBanner(app, requireOperator(request), request.body) }),
  );
  registerCall(app, 'staffBannerDelete', async (request) => {
    const { bannerType, bannerIdx } = request.body;
    await removeBanner(app, requireOperator(request), bannerType, bannerIdx);
    return ok(null);
  });
};
