/**
 * The staff console's media library (decision 027): operators upload JPEG, PNG or
 * WebP images (checked by their bytes, at most 10 MB, alt text required); the server stores the
 * image in its own format with EXIF removed and rotation applied, plus WebP copies 480, 960 and
 * 1920 wide (never wider than the image), and serves them under /media/uploads/ for a year.
 * Content forms then name an image by its `savePath`.
 */
import { z } from 'zod';
import { withParticle } from '../domain/josa';
import { apiSuccess, idNumber, isoDateTime, okResponse, page, paged, safeText } from './envelope';

/** The largest file an operator may upload. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Decoded size limit: a small file may still unpack into a huge bitmap. */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** WebP widths made from every upload that is wider than them. */
export const MEDIA_WIDTHS = [480, 960, 1920] as const;
export const MEDIA_PAGE_SIZE = 40;
/** Multipart field names of POST /api/staff/media/upload. */
export const MEDIA_FILE_FIELD = 'file';

export const mediaMimeType = z.enum(['image/jpeg', 'image/png', 'image/webp']);
export type MediaMimeType = z.infer<typeof mediaMimeType>;

export const mediaMessages = {
  fileMissing: '올릴 이미지 파일을 선택해 주세요.',
  fileType: 'JPEG, PNG, WebP 이미지만 올릴 수 있어요.',
  fileBroken: '이미지 파일이 손상되어 열 수 없어요. 다른 파일을 올려 주세요.',
  fileTooLarge: '이미지는 10MB 이하로 올려 주세요.',
  pixelsTooMany: '이미지 해상도가 너무 커요. 4,000만 화소 이하로 올려 주세요.',
  fileTooMany: '이미지는 한 번에 하나씩 올려 주세요.',
  altRequired: '이미지 설명(대체 텍스트)을 입력해 주세요.',
  altTooLong: '이미지 설명은 200자 이하로 입력해 주세요.',
  notFound: '미디어를 찾을 수 없어요.',
  inUse: '사용 중인 이미지는 삭제할 수 없어요. 사용하는 곳에서 먼저 다른 이미지로 바꿔 주세요.',
  pathInvalid: '이미지 경로가 올바르지 않아요. 미디어 라이브러리에서 선택해 주세요.',
  pathUnknown: '미디어 라이브러리에 없는 이미지예요. 다시 선택해 주세요.',
} as const;

/** Alt text: what the image shows, for screen readers. Required on upload. */
export const mediaAlt = safeText(mediaMessages.altRequired)
  .trim()
  .min(1, { error: mediaMessages.altRequired })
  .max(200, { error: mediaMessages.altTooLong });

/**
 * An image path a content form may save: an uploaded image (`/media/uploads/{key}.{ext}` or one
 * of its sizes) or, for the demo venue, the server's generated artwork (`/media/{kind}/{key}.svg`).
 * The server also checks that an uploaded one is in the library.
 */
export const mediaPath = mediaPathText().refine(isMediaPath, { error: mediaMessages.pathInvalid });

/** A required image, named in its message when none is chosen: "대표 이미지를 골라 주세요." */
export const requiredMediaPath = (label: string) =>
  mediaPathText()
    .min(1, { error: `${withParticle(label, '을/를')} 골라 주세요.`, abort: true })
    .refine(isMediaPath, { error: mediaMessages.pathInvalid });

/** An optional image kept as a string: '' when none is chosen (the visitor then sees none). */
export const optionalMediaPath = mediaPathText().refine(
  (value) => value === '' || isMediaPath(value),
  { error: mediaMessages.pathInvalid },
);

/** The text every image path is before its shape is checked: no control character, trimmed. */
function mediaPathText() {
  return safeText(mediaMessages.pathInvalid).trim().max(500, { error: mediaMessages.pathInvalid });
}

function isMediaPath(value: string): boolean {
  return (
    /^\/media\/[A-Za-z0-9._~%-]+(?:\/[A-Za-z0-9._~%-]+)*$/.test(value) &&
    !value.split('/').includes('..')
  );
}

/** The folder of uploaded media under /media/. */
export const MEDIA_UPLOAD_PREFIX = '/media/uploads/';

/** One stored size of an upload. */
export const mediaSize = z.object({
  savePath: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mimeType: mediaMimeType,
  byteSize: z.number().int(),
});
export type MediaSize = z.infer<typeof mediaSize>;

/** What `media/upload` answers: the image in its own format, and its WebP sizes, narrowest first. */
export const mediaUploaded = z.object({
  mediaIdx: z.number().int(),
  /** the path pages save and show: the image in its own format at its own size */
  savePath: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  mimeType: mediaMimeType,
  byteSize: z.number().int(),
  sizes: z.array(mediaSize),
});
export type MediaUploaded = z.infer<typeof mediaUploaded>;

export const mediaItem = mediaUploaded.extend({
  alt: z.string(),
  /** the uploaded file's name, without folders */
  fileName: z.string(),
  uploadedBy: z.string().nullable(),
  regDate: isoDateTime,
  modDate: isoDateTime,
});
export type MediaItem = z.infer<typeof mediaItem>;

/**
 * POST /api/staff/media/upload (EDITOR): multipart/form-data with one file in field `file` and
 * the text field `alt`. 400 with `fields` for a missing alt or a file that is no JPEG/PNG/WebP
 * by its bytes, 413 for a file over 10 MB.
 */
export const staffMediaUploadFields = z.object({ alt: mediaAlt }).strict();
export type StaffMediaUploadFields = z.infer<typeof staffMediaUploadFields>;
export const staffMediaUploadResponse = apiSuccess(mediaUploaded);

/** The console lists' search box: optional, at most 100 characters. */
export const searchKeyword = safeText('검색어를 확인해 주세요.')
  .trim()
  .max(100, { error: '검색어는 100자 이하로 입력해 주세요.' })
  .optional();

/** POST /api/staff/media/list (EDITOR): newest first; `keyword` searches alt text and file name. */
export const staffMediaListBody = z.object({ keyword: searchKeyword, page }).strict().optional();
export type StaffMediaListBody = z.input<typeof staffMediaListBody>;
export const staffMediaListResponse = apiSuccess(paged(mediaItem));

/** POST /api/staff/media/update (EDITOR): the alt text. */
export const staffMediaUpdateBody = z.object({ mediaIdx: idNumber(), alt: mediaAlt }).strict();
export const staffMediaUpdateResponse = apiSuccess(z.object({ mediaIdx: z.number().int() }));

/** POST /api/staff/media/delete (EDITOR): refused (409) while content still shows the image. */
export const staffMediaDeleteBody = z.object({ mediaIdx: idNumber() }).strict();
export const staffMediaDeleteResponse = okResponse;
