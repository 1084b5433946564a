/**
 * 1:1 inquiries (decision 018): the categories, limits, messages and the one field
 * check that both the web form (on each change) and the contract schema (on the server) run, so
 * the two can never disagree. Zod-free: the web imports it from `@venue/contract/domain`.
 */

/** Designed categories (spec 001 §4: "Form fields and statuses: not shown"), in form order. */
export const INQUIRY_CATEGORIES = [
  'PROGRAM',
  'VENUE',
  'QR',
  'ACCOUNT',
  'RESTRICTION',
  'ETC',
] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

export const inquiryCategoryLabels: Record<InquiryCategory, string> = {
  PROGRAM: '프로그램·예약',
  VENUE: '공간·시설',
  QR: '입장·QR',
  ACCOUNT: '회원·계정',
  /** a member asking to review a no-show restriction (decision 065) */
  RESTRICTION: '예약 제한 이의',
  ETC: '기타',
};

export const INQUIRY_STATUSES = ['WAITING', 'ANSWERED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const inquiryStatusLabels: Record<InquiryStatus, string> = {
  WAITING: '답변대기',
  ANSWERED: '답변완료',
};

export const INQUIRY_TITLE_MIN = 2;
export const INQUIRY_TITLE_MAX = 50;
export const INQUIRY_CONTENT_MIN = 10;
export const INQUIRY_CONTENT_MAX = 1000;
export const INQUIRY_ANSWER_MAX = 2000;
export const INQUIRY_PHOTO_MAX_COUNT = 3;
export const INQUIRY_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const INQUIRY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type InquiryPhotoType = (typeof INQUIRY_PHOTO_TYPES)[number];

/** Every Korean text of the inquiry rules, shared by form, schema and server. */
export const inquiryMessages = {
  category: '문의 유형을 선택해 주세요.',
  titleMin: `제목을 ${INQUIRY_TITLE_MIN}자 이상 입력해 주세요.`,
  titleMax: `제목은 ${INQUIRY_TITLE_MAX}자까지 입력할 수 있어요.`,
  contentMin: `문의 내용을 ${INQUIRY_CONTENT_MIN}자 이상 입력해 주세요.`,
  contentMax: `문의 내용은 ${INQUIRY_CONTENT_MAX.toLocaleString('en-US')}자까지 입력할 수 있어요.`,
  privacy: '개인정보 수집·이용에 동의해 주세요.',
  answerMin: '답변을 입력해 주세요.',
  answerMax: `답변은 ${INQUIRY_ANSWER_MAX.toLocaleString('en-US')}자까지 입력할 수 있어요.`,
  photoTooMany: `사진은 최대 ${INQUIRY_PHOTO_MAX_COUNT}장까지 첨부할 수 있어요.`,
  photoTooLarge: '사진 한 장의 크기는 5MB 이하여야 해요.',
  photoType: 'JPG, PNG, WEBP 형식의 사진만 첨부할 수 있어요.',
} as const;

export interface InquiryFormValues {
  category: string;
  title: string;
  content: string;
  /** 'Y' when the privacy consent box is ticked. */
  privacyAgreeYn: string;
}

export interface InquiryFieldError {
  path: 'category' | 'title' | 'content' | 'privacyAgreeYn';
  message: string;
}

/** Length as the counters show it and the limits count it: after trimming the ends. */
export function inquiryTextLength(value: string): number {
  return value.trim().length;
}

/** The form's field problems in form order; empty when the inquiry may be sent. */
export function inquiryFieldErrors(values: InquiryFormValues): InquiryFieldError[] {
  const errors: InquiryFieldError[] = [];
  if (!(INQUIRY_CATEGORIES as readonly string[]).includes(values.category)) {
    errors.push({ path: 'category', message: inquiryMessages.category });
  }
  const title = inquiryTextLength(values.title);
  if (title < INQUIRY_TITLE_MIN) errors.push({ path: 'title', message: inquiryMessages.titleMin });
  else if (title > INQUIRY_TITLE_MAX) {
    errors.push({ path: 'title', message: inquiryMessages.titleMax });
  }
  const content = inquiryTextLength(values.content);
  if (content < INQUIRY_CONTENT_MIN) {
    errors.push({ path: 'content', message: inquiryMessages.contentMin });
  } else if (content > INQUIRY_CONTENT_MAX) {
    errors.push({ path: 'content', message: inquiryMessages.contentMax });
  }
  if (values.privacyAgreeYn !== 'Y') {
    errors.push({ path: 'privacyAgreeYn', message: inquiryMessages.privacy });
  }
  return errors;
}

/**
 * The image type the bytes really are (their magic numbers), whatever the file claims:
 * JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP "RIFF" …. "WEBP". Null for anything else.
 * Needs the first 12 bytes.
 */
export function sniffImageType(bytes: Uint8Array): InquiryPhotoType | null {
  const at = (offset: number, expected: number[]) =>
    expected.every((value, i) => bytes[offset + i] === value);
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

/**
 * Why a photo cannot be attached, or null when it can: the count first (the member picked one
 * too many), then the size, then the bytes' type. `alreadyAttached` counts the photos before it.
 */
export function inquiryPhotoProblem(photo: {
  byteSize: number;
  head: Uint8Array;
  alreadyAttached: number;
}): string | null {
  if (photo.alreadyAttached >= INQUIRY_PHOTO_MAX_COUNT) return inquiryMessages.photoTooMany;
  if (photo.byteSize > INQUIRY_PHOTO_MAX_BYTES) return inquiryMessages.photoTooLarge;
  if (photo.byteSize === 0 || sniffImageType(photo.head) === null) return inquiryMessages.photoType;
  return null;
}
