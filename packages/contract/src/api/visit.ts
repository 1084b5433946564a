import { z } from 'zod';
import { okResponse } from './envelope';

/**
 * GET /api/front/visit?p=main&c={code} (spec 000 §7): counts a visit and the campaign code it was
 * forwarded with. The answer is not shown: ok.
 * Not strict: campaign links may carry utm_* and cache-busting parameters, which are dropped.
 */
export const frontVisitQuery = z.object({
  p: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,29}$/, { error: '페이지 값이 올바르지 않습니다.' })
    .default('main'),
  c: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '캠페인 코드가 올바르지 않습니다.' })
    .optional(),
});
export const frontVisitResponse = okResponse;
