/**
 * 1:1 inquiries (decision 018): reading the multipart form, checking photos by their
 * bytes, and shaping rows into the contract's answers. Queries are in inquiries.repository.ts.
 */
import { createHash } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import {
  INQUIRY_PAGE_SIZE,
  INQUIRY_PHOTO_MAX_BYTES,
  INQUIRY_PHOTO_MAX_COUNT,
  type InquiryDetail,
  type InquiryInsertFields,
  type InquirySummary,
  inquiryInsertFields,
  inquiryMessages,
  maskName,
  type StaffInquiryDetail,
  sniffImageType,
  toSeoulIso,
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
import { notifier } from '../../messages/notify/notify';
import { auditedWrite } from '../../operations/audit/audited-write';
import {
  answerInquiry,
  deleteInquiriesAnsweredBefore,
  findInquiry,
  type InquiryDetailRow,
  type InquirySummaryRow,
  insertInquiry,
  listInquiryAnswers,
  listMemberInquiries,
  listStaffInquiries,
  lockInquiryAnswer,
  type NewInquiryPhoto,
} from './inquiries.repository';

/** The multipart field that carries photos; every other file field is refused. */
export const PHOTO_FIELD = 'photos';

/**
 * Reads the whole multipart form: text fields validated by the contract schema (every problem,
 * with its path, in the form's words), photos counted, size-checked and typed from their bytes.
 * All problems are reported together as one 400 VALIDATION_FAILED, so the form can show each
 * next to its field while keeping what the member typed.
 */
export async function readInquiryForm(
  parts: AsyncIterableIterator<Multipart>,
): Promise<{ fields: InquiryInsertFields; photos: NewInquiryPhoto[] }> {
  const text: Record<string, string> = {};
  const photos: NewInquiryPhoto[] = [];
  let photoProblem: string | null = null;
  let fileCount = 0;

  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        keepTextField(text, part);
        continue;
      }
      fileCount += 1;
      if (part.fieldname !== PHOTO_FIELD) {
        part.file.resume();
        throw AppError.badRequest();
      }
      if (fileCount > INQUIRY_PHOTO_MAX_COUNT) {
        part.file.resume();
        photoProblem = inquiryMessages.photoTooMany;
        continue;
      }
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > INQUIRY_PHOTO_MAX_BYTES) {
        photoProblem ??= inquiryMessages.photoTooLarge;
        continue;
      }
      const contentType = sniffImageType(data.subarray(0, 12));
      if (contentType === null) {
        photoProblem ??= inquiryMessages.photoType;
        continue;
      }
      photos.push({
        fileName: cleanFileName(part.filename, 'photo'),
        contentType,
        byteSize: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data,
      });
    }
  } catch (error) {
    throw multipartFailure(error, {
      tooManyFiles: () =>
        AppError.invalidFields([{ path: PHOTO_FIELD, message: inquiryMessages.photoTooMany }]),
      fileTooLarge: () =>
        AppError.invalidFields([{ path: PHOTO_FIELD, message: inquiryMessages.photoTooLarge }]),
    });
  }

  const { data: fields, errors } = checkFormText(inquiryInsertFields, text);
  if (photoProblem !== null) errors.push({ path: PHOTO_FIELD, message: photoProblem });
  if (errors.length > 0 || fields === null) throw AppError.invalidFields(errors);
  return { fields, photos };
}

export async function createInquiry(
  db: Database,
  input: { userIdx: number; fields: InquiryInsertFields; photos: NewInquiryPhoto[]; now: Date },
): Promise<{ inquiryIdx: number }> {
  const inquiryIdx = await insertInquiry(db, {
    userIdx: input.userIdx,
    ...input.fields,
    privacyAgreedAt: input.now,
    photos: input.photos,
  });
  return { inquiryIdx };
}

function toSummary(row: InquirySummaryRow): InquirySummary {
  return {
    inquiryIdx: row.inquiryIdx,
    category: row.category as InquirySummary['category'],
    title: row.title,
    status: row.status as InquirySummary['status'],
    regDate: toSeoulIso(row.regDate),
    answeredAt: row.answeredAt ? toSeoulIso(row.answeredAt) : null,
    attachmentCount: row.attachmentCount,
  };
}

function toDetail(row: InquiryDetailRow): InquiryDetail {
  return {
    ...toSummary({ ...row, attachmentCount: row.attachments.length }),
    content: row.content,
    answer: row.answer,
    attachments: row.attachments,
  };
}

const pageOf = (page: number) => ({
  offset: (page - 1) * INQUIRY_PAGE_SIZE,
  limit: INQUIRY_PAGE_SIZE,
});

export async function memberInquiryList(db: Database, userIdx: number, page: number) {
  const { rows, totalCount } = await listMemberInquiries(db, userIdx, pageOf(page));
  return { list: rows.map(toSummary), page, pageSize: INQUIRY_PAGE_SIZE, totalCount };
}

/** One of the member's own inquiries; anyone else's is indistinguishable from none (404). */
export async function memberInquiryDetail(
  db: Database,
  userIdx: number,
  inquiryIdx: number,
): Promise<InquiryDetail> {
  const row = await findInquiry(db, inquiryIdx, userIdx);
  if (!row) throw AppError.notFound('문의 내역을 찾을 수 없어요.');
  return toDetail(row);
}

export async function staffInquiryList(db: Database, status: string | undefined, page: number) {
  const { rows, totalCount } = await listStaffInquiries(db, status, pageOf(page));
  return {
    list: rows.map((row) => ({ ...toSummary(row), memberName: maskName(row.memberName) })),
    page,
    pageSize: INQUIRY_PAGE_SIZE,
    totalCount,
  };
}

export async function staffInquiryDetail(
  db: Database,
  inquiryIdx: number,
): Promise<StaffInquiryDetail> {
  const row = await findInquiry(db, inquiryIdx);
  if (!row) throw AppError.notFound('문의 내역을 찾을 수 없어요.');
  const history = await listInquiryAnswers(db, inquiryIdx);
  return {
    ...toDetail(row),
    memberName: maskName(row.memberName),
    answeredByName: row.answeredByName,
    answerHistory: history.map((answer) => ({
      answer: answer.answer,
      operatorName: answer.operatorName,
      answeredAt: toSeoulIso(answer.answeredAt),
    })),
  };
}

/**
 * Answers, or answers again: the new answer is the one the member sees and joins the
 * history with its author; each is audited — inquiry.answer the first time, inquiry.answer-edit
 * after — with the answer before and after. The same answer again is 409 and leaves no trace.
 * The member gets a 문의 답변 message, written in the answer's transaction
 * (features/messages/notify); its cause is the inquiry, so editing the answer sends nothing more.
 */
export async function answerInquiryAsStaff(
  app: FastifyInstance,
  operator: StaffOperator,
  input: { inquiryIdx: number; answer: string; now: Date },
): Promise<StaffInquiryDetail> {
  const notify = notifier(app);
  await notify?.ready();
  await auditedWrite(app, operator, {}, async (tx, audit) => {
    const current = await lockInquiryAnswer(tx, input.inquiryIdx);
    if (!current) throw AppError.notFound('문의 내역을 찾을 수 없어요.');
    if (current.answer === input.answer) {
      throw new AppError(409, 'ALREADY_DONE', '지금 답변과 같아요. 바꿀 내용을 적어 주세요.');
    }
    await answerInquiry(tx, {
      ...input,
      operatorIdx: operator.operatorIdx,
      operatorName: operator.name,
    });
    await notify?.member(tx, 'INQUIRY_ANSWERED', {
      userIdx: current.userIdx,
      causeKey: `inquiry:${input.inquiryIdx}`,
      variables: { 제목: current.title, 문의번호: String(input.inquiryIdx) },
    });
    audit({
      action: current.answer === null ? 'inquiry.answer' : 'inquiry.answer-edit',
      targetType: 'inquiry',
      targetId: input.inquiryIdx,
      before: current.answer === null ? null : { answer: current.answer },
      after: { answer: input.answer },
    });
  });
  return staffInquiryDetail(app.db, input.inquiryIdx);
}

/** How long an answered inquiry is kept (the consent text says 3년간 보관한 뒤 삭제해요). */
export const ANSWERED_INQUIRY_RETENTION_YEARS = 3;

/** Deletes the inquiries answered more than three years before `now`; answers how many. */
export function purgeAnsweredInquiries(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ANSWERED_INQUIRY_RETENTION_YEARS);
  return deleteInquiriesAnsweredBefore(db, cutoff);
}
