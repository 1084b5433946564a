import type { APIRequestContext } from '@playwright/test';
import {
  type FaqCategory,
  type FaqItem,
  faqCategoryListResponse,
  faqListResponse,
  type NoticeDetail,
  type NoticeListItem,
  noticeDetailResponse,
  noticeListResponse,
} from '@venue/contract';

/**
 * Reads what the seeded server holds through its real API, so the specs assert against the data
 * the page should show rather than against copies of the seed.
 */
async function post<T>(
  request: APIRequestContext,
  path: string,
  schema: { parse: (value: unknown) => T },
  body: unknown = {},
): Promise<T> {
  const response = await request.post(path, { data: body });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}`);
  return schema.parse(await response.json());
}

export async function listNotices(request: APIRequestContext): Promise<NoticeListItem[]> {
  return (await post(request, '/api/notice/list', noticeListResponse)).data;
}

export async function getNotice(
  request: APIRequestContext,
  noticeIdx: number,
): Promise<NoticeDetail> {
  return (await post(request, '/api/notice/detail', noticeDetailResponse, { noticeIdx })).data;
}

export async function listFaqCategories(request: APIRequestContext): Promise<FaqCategory[]> {
  return (await post(request, '/api/faq/categorylist', faqCategoryListResponse)).data;
}

export async function listFaqs(
  request: APIRequestContext,
  faqsCategoryIdx?: number,
): Promise<FaqItem[]> {
  const body = faqsCategoryIdx === undefined ? {} : { faqsCategoryIdx };
  return (await post(request, '/api/faq/list', faqListResponse, body)).data;
}
