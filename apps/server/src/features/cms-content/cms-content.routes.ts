/**
 * The staff console's content calls, EDITOR and ADMIN only:
 * POST /api/staff/notices/list|save|delete, /api/staff/faq/list|save|delete,
 * /api/staff/faq/categories/save|delete, /api/staff/banners/list|save|delete.
 * Lists show every row (hidden, scheduled, ended); writes are audited and reach visitors on
 * their next read (cms-content.service.ts).
 */
import {
  NOTICE_STAFF_PAGE_SIZE,
  staffBannerDeleteBody,
  staffBannerDeleteResponse,
  staffBannerListBody,
  staffBannerListResponse,
  staffBannerSaveBody,
  staffBannerSaveResponse,
  staffFaqCategoryDeleteBody,
  staffFaqCategoryDeleteResponse,
  staffFaqCategorySaveBody,
  staffFaqCategorySaveResponse,
  staffFaqDeleteBody,
  staffFaqDeleteResponse,
  staffFaqListBody,
  staffFaqListResponse,
  staffFaqSaveBody,
  staffFaqSaveResponse,
  staffNoticeDeleteBody,
  staffNoticeDeleteResponse,
  staffNoticeListBody,
  staffNoticeListResponse,
  staffNoticeSaveBody,
  staffNoticeSaveResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { requireOperator } from '../../plugins/staff-auth';
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

const editor = { staff: 'EDITOR' } as const;

export const cmsContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // ── Notices ──
  app.post(
    '/api/staff/notices/list',
    {
      config: editor,
      schema: { body: staffNoticeListBody, response: { 200: staffNoticeListResponse } },
    },
    async (request) => {
      const page = request.body?.page ?? 1;
      const { list, totalCount } = await listStaffNotices(app.db, {
        keyword: request.body?.keyword || undefined,
        page,
      });
      return ok({ list, page, pageSize: NOTICE_STAFF_PAGE_SIZE, totalCount });
    },
  );
  app.post(
    '/api/staff/notices/save',
    {
      config: editor,
      schema: { body: staffNoticeSaveBody, response: { 200: staffNoticeSaveResponse } },
    },
    async (request) =>
      ok({ noticeIdx: await saveNotice(app, requireOperator(request), request.body) }),
  );
  app.post(
    '/api/staff/notices/delete',
    {
      config: editor,
      schema: { body: staffNoticeDeleteBody, response: { 200: staffNoticeDeleteResponse } },
    },
    async (request) => {
      await removeNotice(app, requireOperator(request), request.body.noticeIdx);
      return ok(null);
    },
  );

  // ── FAQ ──
  app.post(
    '/api/staff/faq/list',
    { config: editor, schema: { body: staffFaqListBody, response: { 200: staffFaqListResponse } } },
    async (request) => ok(await listStaffFaqs(app.db, request.body?.faqsCategoryIdx)),
  );
  app.post(
    '/api/staff/faq/save',
    { config: editor, schema: { body: staffFaqSaveBody, response: { 200: staffFaqSaveResponse } } },
    async (request) => ok({ faqsIdx: await saveFaq(app, requireOperator(request), request.body) }),
  );
  app.post(
    '/api/staff/faq/delete',
    {
      config: editor,
      schema: { body: staffFaqDeleteBody, response: { 200: staffFaqDeleteResponse } },
    },
    async (request) => {
      await removeFaq(app, requireOperator(request), request.body.faqsIdx);
      return ok(null);
    },
  );
  app.post(
    '/api/staff/faq/categories/save',
    {
      config: editor,
      schema: { body: staffFaqCategorySaveBody, response: { 200: staffFaqCategorySaveResponse } },
    },
    async (request) =>
      ok({
        faqsCategoryIdx: await saveFaqCategory(app, requireOperator(request), request.body),
      }),
  );
  app.post(
    '/api/staff/faq/categories/delete',
    {
      config: editor,
      schema: {
        body: staffFaqCategoryDeleteBody,
        response: { 200: staffFaqCategoryDeleteResponse },
      },
    },
    async (request) => {
      await removeFaqCategory(app, requireOperator(request), request.body.faqsCategoryIdx);
      return ok(null);
    },
  );

  // ── Banners ──
  app.post(
    '/api/staff/banners/list',
    {
      config: editor,
      schema: { body: staffBannerListBody, response: { 200: staffBannerListResponse } },
    },
    async (request) => ok(await listStaffBanners(app.db, request.body?.bannerType, new Date())),
  );
  app.post(
    '/api/staff/banners/save',
    {
      config: editor,
      schema: { body: staffBannerSaveBody, response: { 200: staffBannerSaveResponse } },
    },
    async (request) =>
      ok({ bannerIdx: await saveBanner(app, requireOperator(request), request.body) }),
  );
  app.post(
    '/api/staff/banners/delete',
    {
      config: editor,
      schema: { body: staffBannerDeleteBody, response: { 200: staffBannerDeleteResponse } },
    },
    async (request) => {
      const { bannerType, bannerIdx } = request.body;
      await removeBanner(app, requireOperator(request), bannerType, bannerIdx);
      return ok(null);
    },
  );
};
