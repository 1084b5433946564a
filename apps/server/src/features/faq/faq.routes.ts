import {
  faqCategoryListBody,
  faqCategoryListResponse,
  faqDetailBody,
  faqDetailResponse,
  faqListBody,
  faqListResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok, sendJsonBytes } from '../../lib/http';
import { findFaq, listFaqCategories, listFaqs } from './faq.repository';

export const FAQ_NOT_FOUND = '자주 묻는 질문을 찾을 수 없습니다.';

/** FAQ (spec 001 §2 FAQ, §7 POST /faq/list and /faq/categorylist; detail for /FAQ/{id}). */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/faq/categorylist',
    { schema: { body: faqCategoryListBody, response: { 200: faqCategoryListResponse } } },
    async (_request, reply) => {
      const body = await app.readCache.get('faq:categories', faqCategoryListResponse, async () =>
        ok(await listFaqCategories(app.db)),
      );
      return sendJsonBytes(reply, body);
    },
  );

  app.post(
    '/api/faq/list',
    { schema: { body: faqListBody, response: { 200: faqListResponse } } },
    async (request, reply) => {
      const faqsCategoryIdx = request.body?.faqsCategoryIdx;
      const body = await app.readCache.get(
        `faq:list:${faqsCategoryIdx ?? 'all'}`,
        faqListResponse,
        async () => ok(await listFaqs(app.db, faqsCategoryIdx)),
      );
      return sendJsonBytes(reply, body);
    },
  );

  app.post(
    '/api/faq/detail',
    { schema: { body: faqDetailBody, response: { 200: faqDetailResponse } } },
    async (request, reply) => {
      const { faqsIdx } = request.body;
      const body = await app.readCache.get(`faq:detail:${faqsIdx}`, faqDetailResponse, async () => {
        const item = await findFaq(app.db, faqsIdx);
        if (!item) throw AppError.notFound(FAQ_NOT_FOUND);
        return ok(item);
      });
      return sendJsonBytes(reply, body);
    },
  );
};
