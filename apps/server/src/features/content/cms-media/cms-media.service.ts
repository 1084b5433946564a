/**
 * The media library (decision 027): reading the upload form, storing an image and
 * its sizes, renaming and deleting; and, for the content features, the check that an image path
 * they save is in the library (`checkLibraryPaths`).
 */
import { randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import {
  MEDIA_FILE_FIELD,
  MEDIA_MAX_BYTES,
  type MediaItem,
  type MediaUploaded,
  mediaMessages,
  type StaffMediaUploadFields,
  staffMediaUploadFields,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import {
  checkFormText,
  cleanFileName,
  keepTextField,
  multipartFailure,
} from '../../../lib/multipart';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { auditedWrite } from '../../operations/audit/audited-write';
import {
  deleteMedia,
  findMedia,
  findMediaReferences,
  insertMedia,
  type MediaRow,
  missingUploadPaths,
  toMediaItem,
  updateMediaAlt,
} from './cms-media.repository';
import { ImageRefusal, processImage } from './media-image';

export interface UploadForm {
  fields: StaffMediaUploadFields;
  fileName: string;
  data: Buffer;
}

const fileError = (message: string) =>
  AppError.invalidFields([{ path: MEDIA_FILE_FIELD, message }]);
const fileTooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', mediaMessages.fileTooLarge, [
    { path: MEDIA_FILE_FIELD, message: mediaMessages.fileTooLarge },
  ]);

/**
 * Reads the upload form: the `alt` field checked by the contract and exactly one file in
 * `file`, at most 10 MB (413 beyond). All field problems are answered together as one 400.
 */
export async function readUploadForm(parts: AsyncIterableIterator<Multipart>): Promise<UploadForm> {
  const text: Record<string, string> = {};
  let file: { fileName: string; data: Buffer } | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        keepTextField(text, part);
        continue;
      }
      if (part.fieldname !== MEDIA_FILE_FIELD) {
        part.file.resume();
        throw AppError.badRequest();
      }
      if (file !== null) {
        part.file.resume();
        throw fileError(mediaMessages.fileTooMany);
      }
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > MEDIA_MAX_BYTES) throw fileTooLarge();
      file = { fileName: cleanFileName(part.filename, 'image'), data };
    }
  } catch (error) {
    throw multipartFailure(error, {
      tooManyFiles: () => fileError(mediaMessages.fileTooMany),
      fileTooLarge,
    });
  }

  const { data: fields, errors } = checkFormText(staffMediaUploadFields, text);
  if (file === null || file.data.length === 0) {
    errors.push({ path: MEDIA_FILE_FIELD, message: mediaMessages.fileMissing });
  }
  if (errors.length > 0 || fields === null || file === null) throw AppError.invalidFields(errors);
  return { fields, ...file };
}

const storageKey = (mediaKey: string, suffix: string, extension: string) =>
  `uploads/${mediaKey}${suffix}.${extension}`;
const pathOf = (key: string) => `/media/${key}`;

/** Every stored file of a library row, as storage keys. */
function storageKeysOf(row: MediaRow): string[] {
  return [row.savePath, ...row.sizes.map((size) => size.savePath)].map((path) =>
    path.slice('/media/'.length),
  );
}

/**
 * Checks and converts the image, stores its files, then records it (audited). If the record
 * fails, the stored files are removed again.
 */
export async function uploadMedia(
  app: FastifyInstance,
  operator: StaffOperator,
  form: UploadForm,
): Promise<MediaUploaded> {
  let image: Awaited<ReturnType<typeof processImage>>;
  try {
    image = await processImage(form.data);
  } catch (error) {
    if (error instanceof ImageRefusal) throw fileError(error.message);
    throw error;
  }

  const mediaKey = randomBytes(12).toString('hex');
  const files = [image.original, ...image.sizes].map((file) => ({
    key: storageKey(mediaKey, file.suffix, file.extension),
    file,
  }));
  await Promise.all(
    files.map(({ key, file }) => app.mediaStorage.put(key, file.data, file.mimeType)),
  );

  const sizes = files.slice(1).map(({ key, file }) => ({
    savePath: pathOf(key),
    width: file.width,
    height: file.height,
    mimeType: file.mimeType,
    byteSize: file.data.length,
  }));
  try {
    const row = await auditedWrite(app, operator, {}, async (tx, audit) => {
      const inserted = await insertMedia(tx, {
        mediaKey,
        savePath: pathOf(files[0]?.key ?? ''),
        alt: form.fields.alt,
        fileName: form.fileName,
        mimeType: image.original.mimeType,
        width: image.original.width,
        height: image.original.height,
        byteSize: image.original.data.length,
        sizes,
        uploadedBy: operator.operatorIdx,
      });
      audit({
        action: 'media.upload',
        targetType: 'media',
        targetId: inserted.mediaIdx,
        before: null,
        after: auditShape(toMediaItem(inserted, operator.name)),
      });
      return inserted;
    });
    return {
      mediaIdx: row.mediaIdx,
      savePath: row.savePath,
      width: row.width,
      height: row.height,
      mimeType: image.original.mimeType,
      byteSize: row.byteSize,
      sizes: row.sizes as MediaUploaded['sizes'],
    };
  } catch (error) {
    await app.mediaStorage.delete(files.map(({ key }) => key)).catch(() => {});
    throw error;
  }
}

/** What the audit log keeps of an image: no uploader name (the row has the operator). */
function auditShape(item: MediaItem) {
  const { uploadedBy: _uploadedBy, regDate: _regDate, modDate: _modDate, ...rest } = item;
  return rest;
}

export async function updateMediaAltText(
  app: FastifyInstance,
  operator: StaffOperator,
  input: { mediaIdx: number; alt: string },
): Promise<{ mediaIdx: number }> {
  return auditedWrite(app, operator, {}, async (tx, audit) => {
    const before = await findMedia(tx, input.mediaIdx);
    if (!before) throw AppError.notFound(mediaMessages.notFound);
    const after = await updateMediaAlt(tx, input.mediaIdx, input.alt, new Date());
    if (!after) throw AppError.notFound(mediaMessages.notFound);
    audit({
      action: 'media.update',
      targetType: 'media',
      targetId: input.mediaIdx,
      before: { alt: before.alt },
      after: { alt: after.alt },
    });
    return { mediaIdx: input.mediaIdx };
  });
}

/**
 * Deletes an image that no content shows (409 CONFLICT otherwise, naming where it is used in
 * `fields`); its files are removed from storage after the commit.
 */
export async function deleteMediaAsset(
  app: FastifyInstance,
  operator: StaffOperator,
  mediaIdx: number,
): Promise<void> {
  const removed = await auditedWrite(app, operator, {}, async (tx, audit) => {
    const row = await findMedia(tx, mediaIdx);
    if (!row) throw AppError.notFound(mediaMessages.notFound);
    const references = await findMediaReferences(tx, row.mediaKey);
    if (references.length > 0) {
      throw new AppError(
        409,
        'CONFLICT',
        mediaMessages.inUse,
        references.map((reference) => ({
          path: `${reference.targetType}:${reference.targetId}`,
          message: mediaMessages.inUse,
        })),
      );
    }
    await deleteMedia(tx, mediaIdx);
    audit({
      action: 'media.delete',
      targetType: 'media',
      targetId: mediaIdx,
      before: auditShape(toMediaItem(row, null)),
      after: null,
    });
    return row;
  });
  try {
    await app.mediaStorage.delete(storageKeysOf(removed));
  } catch (error) {
    // The row is gone; files left behind are unreachable garbage, not a failed delete.
    app.log.warn({ err: error, mediaIdx }, 'media files not removed from storage');
  }
}

/**
 * For content saves: every uploaded-image path among `paths` (field name → value) must be in
 * the library; generated artwork paths pass. 400 naming the field otherwise.
 */
export async function checkLibraryPaths(
  db: Database,
  paths: Record<string, string | null | undefined>,
): Promise<void> {
  const entries = Object.entries(paths).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const missing = new Set(
    await missingUploadPaths(
      db,
      entries.map(([, path]) => path),
    ),
  );
  const errors = entries
    .filter(([, path]) => missing.has(path))
    .map(([field]) => ({ path: field, message: mediaMessages.pathUnknown }));
  if (errors.length > 0) throw AppError.invalidFields(errors);
}
