import {
  termsListBody,
  termsListResponse,
  termsPreviewBody,
  termsPreviewResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok, sendJsonBytes } from '../../lib/http';
import { findTermsPreview, listCurrentTerms } from './terms.repository';

/** Spec 001 §8: the preview's "no data" text. */
export const TERMS_NOT_FOUND = '약관 데이터가 없습니다.';

/** Terms (spec 000 §3 Term, §7 POST /terms/list; spec 001 §7 POST /terms/preview). */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/terms/list',
    { schema: { body: termsListBody, response: { 200: termsListResponse } } },
    async (request, reply) => {
      const codes = [...new Set(request.body?.termsCodeList ?? [])].sort();
      const body = await app.readCache.get(
        `terms:list:${codes.join(',')}`,
        termsListResponse,
        async () => ok(await listCurrentTerms(app.db, codes)),
      );
      return sendJsonBytes(reply, body);
    },
  );

  app.post(
    '/api/terms/preview',
    { schema: { body: termsPreviewBody, response: { 200: termsPreviewResponse } } },
    async (request, reply) => {
      const { termsIdx } = request.body;
      const body = await app.readCache.get(
        `terms:preview:${termsIdx}`,
        termsPreviewResponse,
        async () => {
          const preview = await findTermsPreview(app.db, termsIdx);
          if (!preview) throw AppError.notFound(TERMS_NOT_FOUND);
          return ok(preview);
        },
      );
      return sendJsonBytes(reply, body);
    },
  );
};
