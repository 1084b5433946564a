/**
 * Settings calls (spec 001 §7; decision 019): POST /api/updateTermsInfo, /api/settings/notifications
 * (the visit reminder's switch),
 * /api/auth/unlink/account and /api/withdraw for members, and Kakao's unlink callback
 * POST /api/kakao/unlink (server to server, signed with the app's admin key; 404 unless
 * KAKAO_ADMIN_KEY is configured). Linking another provider is /api/auth/authorize with
 * purpose 'link' (features/accounts/login).
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { constantTimeEqual } from '../../../lib/constant-time';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { toYn } from '../../../lib/yn';
import { NEW_ACCESS_TOKEN_HEADER, requireMember } from '../../../plugins/member-auth';
import { setVisitReminder } from './settings.repository';
import {
  handleKakaoUnlink,
  unlinkAccount,
  updateTermsInfo,
  withdrawMember,
} from './settings.service';

/** The fields of Kakao's 연결 끊기 알림 we read (it sends them as a form, or as a query). */
const kakaoUnlinkFields = z.object({
  app_id: z.string().max(40).optional(),
  user_id: z.string().regex(/^\d{1,40}$/),
  referrer_type: z.string().max(40).optional(),
});

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'updateTermsInfo', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await updateTermsInfo(app.db, requireMember(request), request.body));
  });

  registerCall(app, 'updateNotificationSettings', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const member = requireMember(request);
    const row = await setVisitReminder(
      app.db,
      member.userIdx,
      request.body.visitReminderYn === 'Y',
    );
    if (!row) throw new AppError(404, 'NOT_FOUND', '회원 정보를 찾을 수 없어요.');
    return ok({ visitReminderYn: toYn(row.visitReminderYn) });
  });

  registerCall(app, 'authUnlinkAccount', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await unlinkAccount(app.db, requireMember(request), request.body));
  });

  registerCall(app, 'withdraw', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const done = await withdrawMember(app.db, requireMember(request).userIdx);
    if (!done) throw new AppError(401, 'UNAUTHORIZED');
    // A renewal minted for this request carries the old version and is dead already.
    reply.removeHeader(NEW_ACCESS_TOKEN_HEADER);
    request.log.info({ userIdx: requireMember(request).userIdx }, 'member withdrew');
    return ok(null);
  });

  // Kakao posts application/x-www-form-urlencoded; only this plugin's routes accept it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  registerCall(app, 'kakaoUnlink', async (request, reply) => {
    const adminKey = app.config.kakao.adminKey;
    if (!adminKey) throw new AppError(404, 'API_NOT_FOUND');
    const authorization = request.headers.authorization ?? '';
    if (!constantTimeEqual(authorization, `KakaoAK ${adminKey}`)) {
      throw new AppError(401, 'UNAUTHORIZED', '인증 정보가 올바르지 않습니다.');
    }
    const fields = kakaoUnlinkFields.safeParse({
      ...(request.query as object),
      ...(typeof request.body === 'object' && request.body !== null ? request.body : {}),
    });
    if (!fields.success) throw new AppError(400, 'VALIDATION_FAILED');
    const outcome = await handleKakaoUnlink(app.db, fields.data.user_id);
    request.log.info(
      { outcome, referrerType: fields.data.referrer_type },
      'kakao unlink callback handled',
    );
    reply.header('cache-control', 'no-store');
    return ok(null);
  });
};
