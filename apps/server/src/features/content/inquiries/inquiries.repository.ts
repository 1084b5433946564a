/**
 * Every query of 1:1 inquiries (decision 018): `inquiries` and their photos in
 * `inquiry_attachments` (bytes in bytea, so every instance serves them). Owner checks are part of
 * the queries (`userIdx`), so another member's row is simply not found.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  inquiries,
  inquiryAnswers,
  inquiryAttachments,
  operators,
  users,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;

export interface NewInquiry {
  userIdx: number;
  category: string;
  title: string;
  content: string;
  privacyAgreedAt: Date;
  photos: NewInquiryPhoto[];
}

export interface NewInquiryPhoto {
  fileName: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  data: Buffer;
}

/** The inquiry and its photos in one transaction: either all of it is kept or none. */
export async function insertInquiry(db: Database, inquiry: NewInquiry): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({
        userIdx: inquiry.userIdx,
        category: inquiry.category,
        title: inquiry.title,
        content: inquiry.content,
        privacyAgreedAt: inquiry.privacyAgreedAt,
      })
      .returning({ inquiryIdx: inquiries.inquiryIdx });
    if (!row) throw new Error('inquiry insert returned no row');
    if (inquiry.photos.length > 0) {
      await tx
        .insert(inquiryAttachments)
        .values(inquiry.photos.map((photo) => ({ ...photo, inquiryIdx: row.inquiryIdx })));
    }
    return row.inquiryIdx;
  });
}

// Spelled out: Drizzle writes columns unqualified inside sql``, which would make the correlated
// subquery compare the attachments table with itself.
const attachmentCount = sql<number>`(
  select count(*)::int from inquiry_attachments a where a.inquiry_idx = "inquiries"."inquiry_idx"
)`;

const summaryColumns = {
  inquiryIdx: inquiries.inquiryIdx,
  userIdx: inquiries.userIdx,
  category: inquiries.category,
  title: inquiries.title,
  status: inquiries.status,
  regDate: inquiries.regDate,
  answeredAt: inquiries.answeredAt,
  attachmentCount,
};

export type InquirySummaryRow = {
  inquiryIdx: number;
  userIdx: number;
  category: string;
  title: string;
  status: string;
  regDate: Date;
  answeredAt: Date | null;
  attachmentCount: number;
};

/** A member's own inquiries, newest first, and how many there are in all. */
export async function listMemberInquiries(
  db: Db,
  userIdx: number,
  page: { offset: number; limit: number },
): Promise<{ rows: InquirySummaryRow[]; totalCount: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(inquiries)
      .where(eq(inquiries.userIdx, userIdx))
      .orderBy(desc(inquiries.inquiryIdx))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(inquiries)
      .where(eq(inquiries.userIdx, userIdx)),
  ]);
  return { rows, totalCount: count?.count ?? 0 };
}

/**
 * Every member's inquiries for staff, with the member's name: WAITING before ANSWERED, oldest
 * first within each (the longest wait on top).
 */
export async function listStaffInquiries(
  db: Db,
  status: string | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: (InquirySummaryRow & { memberName: string })[]; totalCount: number }> {
  const where = status === undefined ? undefined : eq(inquiries.status, status);
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...summaryColumns, memberName: users.name })
      .from(inquiries)
      .innerJoin(users, eq(users.userIdx, inquiries.userIdx))
      .where(where)
      .orderBy(
        sql`case when ${inquiries.status} = 'WAITING' then 0 else 1 end`,
        asc(inquiries.regDate),
        asc(inquiries.inquiryIdx),
      )
      .offset(page.offset)
      .limit(page.limit),
    db.select({ count: sql<number>`count(*)::int` }).from(inquiries).where(where),
  ]);
  return { rows, totalCount: count?.count ?? 0 };
}

export type InquiryDetailRow = InquirySummaryRow & {
  content: string;
  answer: string | null;
  memberName: string;
  answeredByName: string | null;
  attachments: { attachmentIdx: number; fileName: string; contentType: string; byteSize: number }[];
};

/** One inquiry with its photos' descriptions (not their bytes); `userIdx` limits it to an owner. */
export async function findInquiry(
  db: Db,
  inquiryIdx: number,
  ownerIdx?: number,
): Promise<InquiryDetailRow | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      content: inquiries.content,
      answer: inquiries.answer,
      memberName: users.name,
      answeredByName: operators.name,
    })
    .from(inquiries)
    .innerJoin(users, eq(users.userIdx, inquiries.userIdx))
    .leftJoin(operators, eq(operators.operatorIdx, inquiries.answeredBy))
    .where(
      ownerIdx === undefined
        ? eq(inquiries.inquiryIdx, inquiryIdx)
        : and(eq(inquiries.inquiryIdx, inquiryIdx), eq(inquiries.userIdx, ownerIdx)),
    )
    .limit(1);
  if (!row) return null;
  const attachments = await db
    .select({
      attachmentIdx: inquiryAttachments.attachmentIdx,
      fileName: inquiryAttachments.fileName,
      contentType: inquiryAttachments.contentType,
      byteSize: inquiryAttachments.byteSize,
    })
    .from(inquiryAttachments)
    .where(eq(inquiryAttachments.inquiryIdx, inquiryIdx))
    .orderBy(asc(inquiryAttachments.attachmentIdx));
  return { ...row, attachments };
}

/**
 * The inquiry's current answer with its member and title, locked until the transaction ends;
 * undefined when there is no such inquiry.
 */
export async function lockInquiryAnswer(tx: Transaction, inquiryIdx: number) {
  const [row] = await tx
    .select({ answer: inquiries.answer, userIdx: inquiries.userIdx, title: inquiries.title })
    .from(inquiries)
    .where(eq(inquiries.inquiryIdx, inquiryIdx))
    .for('update');
  return row;
}

/** Makes `answer` the inquiry's latest answer and adds it to the history. */
export async function answerInquiry(
  tx: Transaction,
  input: {
    inquiryIdx: number;
    operatorIdx: number;
    operatorName: string;
    answer: string;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(inquiries)
    .set({
      answer: input.answer,
      status: 'ANSWERED',
      answeredAt: input.now,
      answeredBy: input.operatorIdx,
      modDate: input.now,
    })
    .where(eq(inquiries.inquiryIdx, input.inquiryIdx));
  await tx.insert(inquiryAnswers).values({
    inquiryIdx: input.inquiryIdx,
    answer: input.answer,
    operatorIdx: input.operatorIdx,
    operatorName: input.operatorName,
    answeredAt: input.now,
  });
}

/** Every answer of the inquiry, newest first. */
export async function listInquiryAnswers(db: Db, inquiryIdx: number) {
  return db
    .select({
      answer: inquiryAnswers.answer,
      operatorName: inquiryAnswers.operatorName,
      answeredAt: inquiryAnswers.answeredAt,
    })
    .from(inquiryAnswers)
    .where(eq(inquiryAnswers.inquiryIdx, inquiryIdx))
    .orderBy(desc(inquiryAnswers.inquiryAnswerIdx));
}

/** A photo's bytes with its owner, or null; `ownerIdx` limits it to that member's inquiries. */
export async function findAttachment(
  db: Db,
  attachmentIdx: number,
  ownerIdx?: number,
): Promise<{ contentType: string; data: Buffer; sha256: string } | null> {
  const [row] = await db
    .select({
      contentType: inquiryAttachments.contentType,
      data: inquiryAttachments.data,
      sha256: inquiryAttachments.sha256,
    })
    .from(inquiryAttachments)
    .innerJoin(inquiries, eq(inquiries.inquiryIdx, inquiryAttachments.inquiryIdx))
    .where(
      ownerIdx === undefined
        ? eq(inquiryAttachments.attachmentIdx, attachmentIdx)
        : and(eq(inquiryAttachments.attachmentIdx, attachmentIdx), eq(inquiries.userIdx, ownerIdx)),
    )
    .limit(1);
  return row ?? null;
}

/** Deletes inquiries answered before `cutoff` (their photos go with them); answers how many. */
export async function deleteInquiriesAnsweredBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(inquiries)
    .where(and(eq(inquiries.status, 'ANSWERED'), sql`${inquiries.answeredAt} < ${cutoff}`))
    .returning({ inquiryIdx: inquiries.inquiryIdx });
  return rows.length;
}
