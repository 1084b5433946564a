import { z } from 'zod';
import { apiSuccess, emptyBody, idParam, yn } from './envelope';

/** POST /api/faq/categorylist (spec 001 §7). */
export const faqCategoryListBody = emptyBody;
export const faqCategory = z.object({
  faqsCategoryIdx: z.number().int(),
  faqsCategoryName: z.string(),
});
export type FaqCategory = z.infer<typeof faqCategory>;
export const faqCategoryListResponse = apiSuccess(z.array(faqCategory));

/** POST /api/faq/list (spec 001 §7). The spec sends an empty body; a category filter is optional. */
export const faqListBody = z.object({ faqsCategoryIdx: idParam.optional() }).strict().optional();
export const faqItem = z.object({
  faqsIdx: z.number().int(),
  faqsCategoryIdx: z.number().int(),
  faqsCategoryName: z.string(),
  faqsQuestion: z.string(),
  /** Editor HTML, sanitized on the server; the client sanitizes again before rendering. */
  faqsAnswer: z.string(),
  displayYn: yn,
});
export type FaqItem = z.infer<typeof faqItem>;
export const faqListResponse = apiSuccess(z.array(faqItem));

/** POST /api/faq/detail — designed here for /FAQ/{id}. */
export const faqDetailBody = z.object({ faqsIdx: idParam });
export const faqDetailResponse = apiSuccess(faqItem);
