import { noticeDetailResponse, noticeListResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok, sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { findNoticeDetail, listNotices } from './notices.repository';

export const NOTICE_NOT_FOUND = '공지사항을 찾을 수 없습니다.';

/** Notices (spec 001 §2 Notices, §7 POST /notice/list; detail designed for /notice/{id}). */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'noticeList', async (_request, reply) => {
    const body = await app.readCache.get('notice:list', noticeListResponse, async () =>
      ok(await listNotices(app.db)),
    );
    return sendJsonBytes(reply, body);
  });

  registerCall(app, 'noticeDetail', async (request, reply) => {
    const { noticeIdx } = request.body;
    const body = await app.readCache.get(
      `notice:detail:${noticeIdx}`,
      noticeDetailResponse,
      async () => {
        const notice = await findNoticeDetail(app.db, noticeIdx);
        if (!notice) throw AppError.notFound(NOTICE_NOT_FOUND);
        return ok(notice);
      },
    );
    return sendJsonBytes(reply, body);
  });
};
