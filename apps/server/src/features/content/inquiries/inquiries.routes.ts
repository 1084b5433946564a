/**
 * 1:1 inquiries (decision 018).
 * Members (token): POST /api/inquiry/insert (multipart: text fields + up to 3 `photos`),
 * /api/inquiry/list, /api/inquiry/detail, GET /api/inquiry/attachment/:attachmentIdx.
 * Staff (cookie, any role): POST /api/staff/inquiries, /detail, /answer and
 * GET /api/staff/inquiries/attachment/:attachmentIdx (the staff cookie's path is /api/staff, so
 * staff read photos there). Someone else's inquiry or photo answers 404 like a missing one.
 * Every answer is `private, no-store`: it is one member's question.
 */
import multipart from '@fastify/multipart';
import { INQUIRY_PHOTO_MAX_BYTES, INQUIRY_PHOTO_MAX_COUNT } from '@venue/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import { requireOperator } from '../../../plugins/staff-auth';
import { findAttachment } from './inquiries.repository';
import {
  answerInquiryAsStaff,
  createInquiry,
  memberInquiryDetail,
  memberInquiryList,
  readInquiryForm,
  staffInquiryDetail,
  staffInquiryList,
} from './inquiries.service';

/** The form's text: four short fields, none near 16 KiB even in 4-byte characters. */
const FIELD_BYTES = 16 * 1024;
/** Photos plus text plus multipart framing; anything larger is cut off before it is read. */
const INSERT_BODY_LIMIT = INQUIRY_PHOTO_MAX_COUNT * INQUIRY_PHOTO_MAX_BYTES + 256 * 1024;

const attachmentNotFound = () => AppError.notFound('첨부 사진을 찾을 수 없어요.');

function sendPhoto(reply: FastifyReply, photo: { contentType: string; data: Buffer }) {
  return reply
    .header('content-type', photo.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .send(photo.data);
}

export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // Multipart is understood by this one route only, with its own limits; every other route of
  // the app stays JSON-only under the app's 256 KiB body limit.
  await app.register(async (form) => {
    await form.register(multipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: INQUIRY_PHOTO_MAX_BYTES,
        // One more than allowed, so a 4th photo is seen and refused in the form's words.
        files: INQUIRY_PHOTO_MAX_COUNT + 1,
        fields: 8,
        parts: 12,
        fieldSize: FIELD_BYTES,
        fieldNameSize: 100,
        headerPairs: 100,
      },
    });
    registerCall(
      form,
      'inquiryInsert',
      async (request) => {
        const member = requireMember(request);
        if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
        const { fields, photos } = await readInquiryForm(request.parts());
        return ok(
          await createInquiry(app.db, { userIdx: member.userIdx, fields, photos, now: new Date() }),
        );
      },
      { bodyLimit: INSERT_BODY_LIMIT },
    );
  });

  registerCall(app, 'inquiryList', async (request) =>
    ok(await memberInquiryList(app.db, requireMember(request).userIdx, request.body?.page ?? 1)),
  );

  registerCall(app, 'inquiryDetail', async (request) =>
    ok(await memberInquiryDetail(app.db, requireMember(request).userIdx, request.body.inquiryIdx)),
  );

  registerCall(app, 'inquiryAttachment', async (request, reply) => {
    const photo = await findAttachment(
      app.db,
      request.params.attachmentIdx,
      requireMember(request).userIdx,
    );
    if (!photo) throw attachmentNotFound();
    return sendPhoto(reply, photo);
  });

  registerCall(app, 'staffInquiryList', async (request) =>
    ok(await staffInquiryList(app.db, request.body?.status, request.body?.page ?? 1)),
  );

  registerCall(app, 'staffInquiryDetail', async (request) =>
    ok(await staffInquiryDetail(app.db, request.body.inquiryIdx)),
  );

  registerCall(app, 'staffInquiryAnswer', async (request) =>
    ok(
      await answerInquiryAsStaff(app, requireOperator(request), {
        inquiryIdx: request.body.inquiryIdx,
        answer: request.body.answer,
        now: new Date(),
      }),
    ),
  );

  registerCall(app, 'staffInquiryAttachment', async (request, reply) => {
    const photo = await findAttachment(app.db, request.params.attachmentIdx);
    if (!photo) throw attachmentNotFound();
    return sendPhoto(reply, photo);
  });
};
