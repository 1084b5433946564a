/**
 * The staff console's content calls for notices, FAQ and banners. EDITOR and
 * ADMIN operators; every write is audited and drops the visitors' read caches. A save without an
 * id creates, with an id updates, and answers the id. Editor HTML is sanitized by the server.
 */
import { z } from 'zod';
import { withParticle } from '../domain/josa';
import { mediaPath, searchKeyword } from './cms-media';
import { mainBannerActionType, mainBannerSlotCode } from './enums';
import {
  apiSuccess,
  idNumber,
  isoDateTime,
  linkUrl,
  okResponse,
  page,
  paged,
  safeText,
  yn,
} from './envelope';
import { faqCategory, faqItem } from './faq';

// ── Shared field builders ───────────────────────────────────────────────────

/** "제목을 입력해 주세요.": the message of an empty required field, also the venue's (cms-venue.ts). */
export const requiredMessage = (label: string) => `${withParticle(label, '을/를')} 입력해 주세요.`;
/** "제목은 100자 이하로 입력해 주세요.": a console field's too-long message (also cms-venue's and staff-frequency's). */
export const tooLongMessage = (label: string, max: number) =>
  `${withParticle(label, '은/는')} ${max}자 이하로 입력해 주세요.`;

/**
 * A one-line text field: trimmed, at most `max` characters, required unless `min` is 0 (the
 * venue's optional fields, cms-venue.ts).
 */
export const cmsText = (label: string, max: number, min = 1) =>
  safeText(requiredMessage(label))
    .trim()
    .min(min, { error: requiredMessage(label) })
    .max(max, { error: tooLongMessage(label, max) });

/** Editor HTML (the console's rich-text editor): sanitized by the server when saved. */
export const editorHtml = (label: string, max = 100_000) =>
  safeText(requiredMessage(label))
    .min(1, { error: requiredMessage(label), abort: true })
    .max(max, { error: `${withParticle(label, '이/가')} 너무 길어요.`, abort: true })
    .refine((value) => value.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, {
      error: requiredMessage(label),
    });

/** Display order: smaller first. */
export const sortIndex = z
  .number({ error: '순서는 숫자로 입력해 주세요.' })
  .int({ error: '순서는 정수로 입력해 주세요.' })
  .min(0, { error: '순서는 0 이상이어야 해요.' })
  .max(9999, { error: '순서는 9999 이하로 입력해 주세요.' });

const idResponse = <K extends string>(key: K) =>
  apiSuccess(z.object({ [key]: z.number().int() } as Record<K, z.ZodNumber>));

// ── Notices ─────────────────────────────────────────────────────────────────

export const NOTICE_STAFF_PAGE_SIZE = 50;

export const staffNotice = z.object({
  noticeIdx: z.number().int(),
  noticeName: z.string(),
  noticeContent: z.string(),
  fixedYn: yn,
  displayYn: yn,
  savePath: z.string().nullable(),
  writeDate: isoDateTime,
  regDate: isoDateTime,
  modDate: isoDateTime,
});
export type StaffNotice = z.infer<typeof staffNotice>;

/** POST /api/staff/notices/list: every notice, hidden ones too, in the visitors' order. */
export const staffNoticeListBody = z.object({ keyword: searchKeyword, page }).strict().optional();
export const staffNoticeListResponse = apiSuccess(paged(staffNotice));

/**
 * POST /api/staff/notices/save. `writeDate` is the date visitors see (default: now on create,
 * unchanged on update); `savePath` an image from the media library, or null for none.
 */
export const staffNoticeSaveBody = z
  .object({
    noticeIdx: idNumber().optional(),
    noticeName: cmsText('제목', 200),
    noticeContent: editorHtml('내용'),
    fixedYn: yn.default('N'),
    displayYn: yn.default('Y'),
    savePath: mediaPath.nullable().optional(),
    writeDate: isoDateTime.optional(),
  })
  .strict();
export type StaffNoticeSaveBody = z.infer<typeof staffNoticeSaveBody>;
export const staffNoticeSaveResponse = idResponse('noticeIdx');

export const staffNoticeDeleteBody = z.object({ noticeIdx: idNumber() }).strict();
export const staffNoticeDeleteResponse = okResponse;

// ── FAQ ─────────────────────────────────────────────────────────────────────

export const staffFaqCategory = faqCategory.extend({
  sortIndex: z.number().int(),
  faqCount: z.number().int(),
});
export type StaffFaqCategory = z.infer<typeof staffFaqCategory>;

export const staffFaq = faqItem.extend({ sortIndex: z.number().int() });
export type StaffFaq = z.infer<typeof staffFaq>;

/** POST /api/staff/faq/list: the categories and every FAQ (hidden too), in display order. */
export const staffFaqListBody = z
  .object({ faqsCategoryIdx: idNumber().optional() })
  .strict()
  .optional();
export const staffFaqListResponse = apiSuccess(
  z.object({ categories: z.array(staffFaqCategory), list: z.array(staffFaq) }),
);

export const staffFaqSaveBody = z
  .object({
    faqsIdx: idNumber().optional(),
    faqsCategoryIdx: idNumber({ type: '분류를 선택해 주세요.' }),
    faqsQuestion: cmsText('질문', 500),
    faqsAnswer: editorHtml('답변', 50_000),
    displayYn: yn.default('Y'),
    sortIndex: sortIndex.default(0),
  })
  .strict();
export type StaffFaqSaveBody = z.infer<typeof staffFaqSaveBody>;
export const staffFaqSaveResponse = idResponse('faqsIdx');

export const staffFaqDeleteBody = z.object({ faqsIdx: idNumber() }).strict();
export const staffFaqDeleteResponse = okResponse;

export const staffFaqCategorySaveBody = z
  .object({
    faqsCategoryIdx: idNumber().optional(),
    faqsCategoryName: cmsText('분류 이름', 60),
    sortIndex: sortIndex.default(0),
  })
  .strict();
export type StaffFaqCategorySaveBody = z.infer<typeof staffFaqCategorySaveBody>;
export const staffFaqCategorySaveResponse = idResponse('faqsCategoryIdx');

/** Refused (409) while the category still holds questions. */
export const staffFaqCategoryDeleteBody = z.object({ faqsCategoryIdx: idNumber() }).strict();
export const staffFaqCategoryDeleteResponse = okResponse;

// ── Banners ─────────────────────────────────────────────────────────────────

/**
 * Every banner kind the console edits: MAIN is a tile of the home grid (`main_banners`, slot
 * a1…d4); the others are rows of `banners`: BANNER promotion carousel, BOTTOM bottom sheet,
 * POPUP popup (img, imageText or text by what it holds), LNB side menu, QR the My QR page.
 */
export const staffBannerType = z.enum(['MAIN', 'BANNER', 'BOTTOM', 'POPUP', 'LNB', 'QR'], {
  error: '배너 종류를 선택해 주세요.',
});
export type StaffBannerType = z.infer<typeof staffBannerType>;

/** Who sees a banner (spec 000 §6): everyone, guests (and carrier 01), or members. */
export const bannerAudience = z.enum(['ALL', 'GUEST', 'MEMBER'], {
  error: '노출 대상을 선택해 주세요.',
});
export type BannerAudience = z.infer<typeof bannerAudience>;

/** Where a banner stands now, for the console's list. */
export const bannerState = z.enum(['HIDDEN', 'SCHEDULED', 'LIVE', 'ENDED']);
export type BannerState = z.infer<typeof bannerState>;

export const staffBanner = z.object({
  bannerType: staffBannerType,
  /** mainBannerIdx for MAIN, bannerIdx otherwise */
  bannerIdx: z.number().int(),
  bannerName: z.string(),
  savePath: z.string().nullable(),
  alt: z.string(),
  audience: bannerAudience,
  /** MAIN only */
  slotCode: z.string().nullable(),
  actionType: mainBannerActionType,
  linkUrl: z.string().nullable(),
  programIdx: z.number().int().nullable(),
  /** POPUP only */
  popupDescription: z.string().nullable(),
  /** POPUP only: img, imageText or text */
  popupKind: z.enum(['img', 'imageText', 'text']).nullable(),
  sortIndex: z.number().int(),
  displayYn: yn,
  startAt: isoDateTime.nullable(),
  endAt: isoDateTime.nullable(),
  state: bannerState,
});
export type StaffBanner = z.infer<typeof staffBanner>;

/** POST /api/staff/banners/list: every banner, hidden and ended ones too, by type then order. */
export const staffBannerListBody = z
  .object({ bannerType: staffBannerType.optional() })
  .strict()
  .optional();
export const staffBannerListResponse = apiSuccess(z.array(staffBanner));

/**
 * POST /api/staff/banners/save. The type picks the table, so an existing banner keeps its table:
 * MAIN stays MAIN. Rules by type:
 * - MAIN: `slotCode` (a1…d4), an image and its alt; audience ALL (the grid is one public list).
 * - POPUP: an image, a description, or both; the others: an image.
 * - an image needs its alt; actionType PROGRAM needs `programIdx` (the click opens the program),
 *   LINK takes `linkUrl` (default `/`).
 * - `startAt`/`endAt` bound when visitors see it (open ends: no bound); end after start.
 */
export const staffBannerSaveBody = z
  .object({
    bannerType: staffBannerType,
    bannerIdx: idNumber().optional(),
    bannerName: cmsText('배너 이름', 100),
    savePath: mediaPath.nullable().optional(),
    alt: safeText('이미지 설명을 확인해 주세요.')
      .trim()
      .max(200, { error: '이미지 설명은 200자 이하로 입력해 주세요.' })
      .default(''),
    audience: bannerAudience.default('ALL'),
    slotCode: mainBannerSlotCode.nullable().optional(),
    actionType: mainBannerActionType.default('LINK'),
    linkUrl: linkUrl.nullable().optional(),
    programIdx: idNumber({ type: '프로그램을 선택해 주세요.' }).nullable().optional(),
    popupDescription: editorHtml('팝업 문구', 20_000).nullable().optional(),
    sortIndex: sortIndex.default(0),
    displayYn: yn.default('Y'),
    startAt: isoDateTime.nullable().optional(),
    endAt: isoDateTime.nullable().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const hasImage = Boolean(body.savePath);
    if (body.bannerType === 'MAIN') {
      if (!body.slotCode) issue('slotCode', '메인 배너의 슬롯(a1~d4)을 선택해 주세요.');
      if (body.audience !== 'ALL') issue('audience', '메인 배너는 모든 방문자에게 보여요.');
    } else if (body.slotCode) {
      issue('slotCode', '슬롯은 메인 배너에만 지정할 수 있어요.');
    }
    if (body.bannerType === 'POPUP') {
      if (!hasImage && !body.popupDescription) {
        issue('savePath', '팝업에는 이미지나 문구 중 하나는 있어야 해요.');
      }
    } else {
      if (!hasImage) issue('savePath', '배너 이미지를 선택해 주세요.');
      if (body.popupDescription) issue('popupDescription', '문구는 팝업 배너에만 넣을 수 있어요.');
    }
    if (hasImage && body.alt === '') issue('alt', '이미지 설명(대체 텍스트)을 입력해 주세요.');
    if (body.actionType === 'PROGRAM' && !body.programIdx) {
      issue('programIdx', '연결할 프로그램을 선택해 주세요.');
    }
    if (body.actionType === 'LINK' && body.programIdx) {
      issue('programIdx', '링크 배너에는 프로그램을 연결하지 않아요.');
    }
    if (body.startAt && body.endAt && Date.parse(body.endAt) <= Date.parse(body.startAt)) {
      issue('endAt', '종료 시각은 시작 시각보다 뒤여야 해요.');
    }
  });
export type StaffBannerSaveBody = z.infer<typeof staffBannerSaveBody>;
export const staffBannerSaveResponse = idResponse('bannerIdx');

export const staffBannerDeleteBody = z
  .object({ bannerType: staffBannerType, bannerIdx: idNumber() })
  .strict();
export const staffBannerDeleteResponse = okResponse;
