/**
 * The media library (decision 027).
 * EDITOR (cookie): POST /api/staff/media/upload (multipart: `alt` + one `file`), /media/list,
 * /media/update (alt text), /media/delete (refused while content shows the image).
 * Visitors: GET /media/uploads/{key}.{jpg|png|webp} and /media/uploads/{key}-w{width}.webp from
 * the media storage, cached for a year: a key is never reused.
 */
import multipart from '@fastify/multipart';
import { MEDIA_MAX_BYTES, MEDIA_PAGE_SIZE } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { listMedia } from './cms-media.repository';
import {
  deleteMediaAsset,
  readUploadForm,
  updateMediaAltText,
  uploadMedia,
} from './cms-media.service';
import { isStorageKey, type MediaStorage } from './media-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded media live: the data directory or S3 (features/content/cms-media/media-storage). */
    mediaStorage: MediaStorage;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const cmsMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is understood by the upload route only, with its own limits.
  await app.register(async (form) => {
    await form.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: MEDIA_MAX_BYTES,
        // One more than allowed, so a second file is seen and refused in the form's words.
        files: 2,
        fields: 4,
        parts: 8,
        fieldSize: 4 * 1024,
        fieldNameSize: 100,
        headerPairs: 100,
      },
    });
    registerCall(form, 'staffMediaUpload', async (request) => {
      const operator = requireOperator(request);
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
      const upload = await readUploadForm(request.parts());
      return ok(await uploadMedia(app, operator, upload));
    });
  });

  registerCall(app, 'staffMediaList', async (request) => {
    const page = request.body?.page ?? 1;
    const { list, totalCount } = await listMedia(app.db, {
      keyword: request.body?.keyword || undefined,
      page,
    });
    return ok({ list, page, pageSize: MEDIA_PAGE_SIZE, totalCount });
  });

  registerCall(app, 'staffMediaUpdate', async (request) =>
    ok(await updateMediaAltText(app, requireOperator(request), request.body)),
  );

  registerCall(app, 'staffMediaDelete', async (request) => {
    await deleteMediaAsset(app, requireOperator(request), request.body.mediaIdx);
    return ok(null);
  });

  app.get<{ Params: { file: string } }>('/media/uploads/:file', async (request, reply) => {
    const key = `uploads/${request.params.file}`;
    if (!isStorageKey(key)) throw AppError.notFound();
    const etag = `"${request.params.file}"`;
    if (request.headers['if-none-match'] === etag) {
      return reply.code(304).header('cache-control', IMMUTABLE).header('etag', etag).send();
    }
    const stored = await app.mediaStorage.get(key);
    if (!stored) throw AppError.notFound();
    const extension = key.slice(key.lastIndexOf('.') + 1);
    reply
      .header('content-type', contentTypes[extension] ?? 'application/octet-stream')
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');
    if (stored.byteSize !== undefined) reply.header('content-length', stored.byteSize);
    return reply.send(stored.body);
  });
};
