/**
 * 1:1 inquiries (spec 001 §2 Inquiry, §4 Inquiry: "Form fields and statuses: not
 * shown" — designed in decision 018). Members ask under /api/inquiry/*, staff answer under
 * /api/staff/inquiries/* (staff cookie only). The field rules are the zod-free ones of
 * domain/inquiry.ts, so the web form and this schema say the same thing in the same words.
 */
import { z } from 'zod';
import {
  INQUIRY_ANSWER_MAX,
  INQUIRY_CATEGORIES,
  INQUIRY_STATUSES,
  inquiryFieldErrors,
  inquiryMessages,
} from '../domain/inquiry';
import { apiSuccess, idParam, isoDateTime, page, paged, safeText } from './envelope';

export const inquiryCategory = z.enum(INQUIRY_CATEGORIES, { error: inquiryMessages.category });
export const inquiryStatus = z.enum(INQUIRY_STATUSES);

const text = safeText().default('');

/**
 * POST /api/inquiry/insert: the text fields of the multipart form (its `photos` parts are files,
 * checked by the server: count, size, type from the bytes). Every field problem is reported, each
 * with its path, in the words of `inquiryFieldErrors`.
 */
export const inquiryInsertFields = z
  .object({ category: text, title: text, content: text, privacyAgreeYn: text })
  .strict()
  .superRefine((values, ctx) => {
    for (const error of inquiryFieldErrors(values)) {
      ctx.addIssue({ code: 'custom', path: [error.path], message: error.message });
    }
  })
  .transform((values) => ({
    category: inquiryCategory.parse(values.category),
    title: values.title.trim(),
    content: values.content.trim(),
  }));
export type InquiryInsertFields = z.output<typeof inquiryInsertFields>;
export const inquiryInsertResponse = apiSuccess(z.object({ inquiryIdx: z.number().int() }));

export const inquiryAttachment = z.object({
  attachmentIdx: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
});
export type InquiryAttachment = z.infer<typeof inquiryAttachment>;

export const inquirySummary = z.object({
  inquiryIdx: z.number().int(),
  category: inquiryCategory,
  title: z.string(),
  status: inquiryStatus,
  /** when it was sent (Seoul ISO) */
  regDate: isoDateTime,
  answeredAt: isoDateTime.nullable(),
  attachmentCount: z.number().int().nonnegative(),
});
export type InquirySummary = z.infer<typeof inquirySummary>;

export const inquiryDetail = inquirySummary.extend({
  content: z.string(),
  /** plain text (shown with line breaks kept); null while WAITING */
  answer: z.string().nullable(),
  attachments: z.array(inquiryAttachment),
});
export type InquiryDetail = z.infer<typeof inquiryDetail>;

export const INQUIRY_PAGE_SIZE = 20;

/** POST /api/inquiry/list: the member's own inquiries, newest first. */
export const inquiryListBody = z.object({ page }).strict().optional();
export const inquiryList = paged(inquirySummary);
export type InquiryList = z.infer<typeof inquiryList>;
export const inquiryListResponse = apiSuccess(inquiryList);

/** POST /api/inquiry/detail: one of the member's own inquiries; another's → 404 NOT_FOUND. */
export const inquiryDetailBody = z.object({ inquiryIdx: idParam }).strict();
export const inquiryDetailResponse = apiSuccess(inquiryDetail);

/**
 * GET /api/inquiry/attachment/:attachmentIdx (member token, own inquiries only) and
 * GET /api/staff/inquiries/attachment/:attachmentIdx (staff cookie): the photo's bytes, or 404.
 */
export const inquiryAttachmentParams = z.object({ attachmentIdx: idParam }).strict();

// staff

export const staffInquirySummary = inquirySummary.extend({
  /** the member's name with the middle masked (김*늘) */
  memberName: z.string(),
});
export type StaffInquirySummary = z.infer<typeof staffInquirySummary>;
/** One answer staff gave: answering again adds one, so none is lost. */
export const inquiryAnswerRecord = z.object({
  answer: z.string(),
  /** the operator's name as it was; null for an answer whose author is unknown */
  operatorName: z.string().nullable(),
  answeredAt: isoDateTime,
});
export type InquiryAnswerRecord = z.infer<typeof inquiryAnswerRecord>;

export const staffInquiryDetail = inquiryDetail.extend({
  memberName: z.string(),
  /** the operator who answered last; null while WAITING or when that account is gone */
  answeredByName: z.string().nullable(),
  /** every answer, newest first (the first is `answer`, the one the member sees) */
  answerHistory: z.array(inquiryAnswerRecord),
});
export type StaffInquiryDetail = z.infer<typeof staffInquiryDetail>;

/**
 * POST /api/staff/inquiries: no status = all. WAITING first, oldest first within a status, so the
 * longest-waiting question is on top.
 */
export const staffInquiryListBody = z
  .object({ status: inquiryStatus.optional(), page })
  .strict()
  .optional();
export const staffInquiryList = paged(staffInquirySummary);
export type StaffInquiryList = z.infer<typeof staffInquiryList>;
export const staffInquiryListResponse = apiSuccess(staffInquiryList);

/** POST /api/staff/inquiries/detail */
export const staffInquiryDetailBody = z.object({ inquiryIdx: idParam }).strict();
export const staffInquiryDetailResponse = apiSuccess(staffInquiryDetail);

/**
 * POST /api/staff/inquiries/answer: answers or answers again (the inquiry becomes ANSWERED; the
 * earlier answers stay in the history); audited as inquiry.answer or inquiry.answer-edit. The
 * answer the inquiry already has is 409 ALREADY_DONE.
 */
export const staffInquiryAnswerBody = z
  .object({
    inquiryIdx: idParam,
    answer: safeText(inquiryMessages.answerMin)
      .trim()
      .min(1, { error: inquiryMessages.answerMin })
      .max(INQUIRY_ANSWER_MAX, { error: inquiryMessages.answerMax }),
  })
  .strict();
export type StaffInquiryAnswerBody = z.input<typeof staffInquiryAnswerBody>;
export const staffInquiryAnswerResponse = apiSuccess(staffInquiryDetail);
