import { z } from 'zod';
import { apiSuccess, emptyBody, idParam, isoDateTime, yn } from './envelope';

/** POST /api/notice/list (spec 001 §7): pinned (fixedYn Y) first, then newest. */
export const noticeListBody = emptyBody;
export const noticeListItem = z.object({
  noticeIdx: z.number().int(),
  noticeName: z.string(),
  fixedYn: yn,
  writeDate: isoDateTime,
  regDate: isoDateTime,
  modDate: isoDateTime,
  savePath: z.string().nullable(),
});
export type NoticeListItem = z.infer<typeof noticeListItem>;
export const noticeListResponse = apiSuccess(z.array(noticeListItem));

/** POST /api/notice/detail — not in the spec's call table; designed here for /notice/{id}. */
export const noticeDetailBody = z.object({ noticeIdx: idParam });
export const noticeDetail = noticeListItem.extend({
  /** Editor HTML, sanitized on the server; the client sanitizes again before rendering. */
  noticeContent: z.string(),
  prev: z.object({ noticeIdx: z.number().int(), noticeName: z.string() }).nullable(),
  next: z.object({ noticeIdx: z.number().int(), noticeName: z.string() }).nullable(),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;
export const noticeDetailResponse = apiSuccess(noticeDetail);
