/**
 * POST /api/checkNService (spec 000 §7). Members only, and only for their own line: the answer
 * says whether a phone number belongs to a telecom's customer, which must not be probeable for
 * other people's numbers.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import { getUserInfo } from '../members/members.service';
import {
  createNServiceProvider,
  type NServiceProvider,
  NServiceUnavailable,
} from './nservice-provider';

export const nServiceMessages = {
  notYourLine: '회원님 명의의 휴대폰 번호로만 확인할 수 있습니다.',
  unavailable: '통신사 멤버십 정보를 확인할 수 없습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export interface NServiceRoutesOptions {
  /** Replaces the provider chosen from the configuration (tests). */
  provider?: NServiceProvider | null;
}

export const nServiceRoutes: FastifyPluginAsyncZod<NServiceRoutesOptions> = async (
  app,
  options,
) => {
  const provider =
    options.provider !== undefined ? options.provider : createNServiceProvider(app.config);

  registerCall(app, 'checkNService', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const member = await getUserInfo(app.db, requireMember(request));
    const body = request.body;
    if (body.phoneNumber !== member.phoneNumber || body.telecomCode !== member.telecomCode) {
      throw new AppError(403, 'FORBIDDEN', nServiceMessages.notYourLine);
    }
    if (!provider) throw new AppError(503, 'SERVICE_UNAVAILABLE', nServiceMessages.unavailable);
    try {
      const answer = await provider.check(body);
      const content: Record<string, boolean> = { isN: answer.isN, isNSvc: answer.isNSvc };
      for (const [product, awarded] of Object.entries(answer.promotions)) {
        content[`is${product}PromotionPointAwarded`] = awarded;
      }
      return ok({ content: content as { isN: boolean; isNSvc: boolean } });
    } catch (error) {
      if (error instanceof NServiceUnavailable) {
        request.log.warn({ detail: error.message }, 'n-service check failed');
        throw new AppError(503, 'SERVICE_UNAVAILABLE', nServiceMessages.unavailable);
      }
      throw error;
    }
  });
};
