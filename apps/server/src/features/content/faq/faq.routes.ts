import { faqCategoryListResponse, faqDetailResponse, faqListResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok, sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { findFaq, listFaqCategories, listFaqs } from './faq.repository';

export const FAQ_NOT_FOUND = '자주 묻는 질문을 찾을 수 없습니다.';

/** FAQ (spec 001 §2 FAQ, §7 POST /faq/list and /faq/categorylist; detail for /FAQ/{id}). */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'faqCategoryList', async (_request, reply) => {
    const body = await app.readCache.get('faq:categories', faqCategoryListResponse, async () =>
      ok(await listFaqCategories(app.db)),
    );
    return sendJsonBytes(reply, body);
  });

  registerCall(app, 'faqList', async (request, reply) => {
    const faqsCategoryIdx = request.body?.faqsCategoryIdx;
    const body = await app.readCache.get(
      `faq:list:${faqsCategoryIdx ?? 'all'}`,
      faqListResponse,
      async () => ok(await listFaqs(app.db, faqsCategoryIdx)),
    );
    return sendJsonBytes(reply, body);
  });

  registerCall(app, 'faqDetail', async (request, reply) => {
    const { faqsIdx } = request.body;
    const body = await app.readCache.get(`faq:detail:${faqsIdx}`, faqDetailResponse, async () => {
      const item = await findFaq(app.db, faqsIdx);
      if (!item) throw AppError.notFound(FAQ_NOT_FOUND);
      return ok(item);
    });
    return sendJsonBytes(reply, body);
  });
};
