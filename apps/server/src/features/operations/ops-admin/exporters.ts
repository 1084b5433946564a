/**
 * The console's exports (decision 033), after pretix's exporters: each is a name
 * (its audit action), its filters and one `read` that answers a table; `export-file.ts` writes
 * the table as CSV or XLSX. A new export is one more entry here and one route.
 *
 * `masked` (every operator below ADMIN): names and phones as 김*늘 and 010-****-5678, e-mails as
 * k***@example.com.
 */
import {
  addDays,
  type InquiryCategory,
  inquiryCategoryLabels,
  maskName,
  maskPhone,
  parseChoiceAnswer,
  participationLabel,
  type StaffExportDayBody,
  type StaffExportInstance,
  type StaffExportProgram,
  type StaffExportSurveyBody,
  seoulMidnight,
  toSeoulIso,
} from '@venue/contract';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  checkIns,
  inquiries,
  operators,
  programInstances,
  programQuestionOptions,
  programQuestions,
  programs,
  reserveEntries,
  reserveEntryAnswers,
  surveyAnswers,
  surveyQuestionOptions,
  surveyQuestions,
  surveyResponses,
  surveys,
  users,
  zones,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { type Cell, type ExportTable, textCell } from './export-file';
import { checkInPlaceName, plainText } from './plain-text';

export interface EntriesFilter {
  programIdx?: number | undefined;
  execDate?: string | undefined;
  programInstanceIdx?: number | undefined;
  /** only these entries: the roster's selection */
  reserveEntryIdxList?: number[] | undefined;
}

const personal = (masked: boolean) => ({
  name: (value: string | null) => (value === null ? null : masked ? maskName(value) : value),
  phone: (value: string | null) => (value === null ? null : masked ? maskPhone(value) : value),
  email: (value: string | null) => {
    if (value === null || !masked) return value;
    const [local = '', domain = ''] = value.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  },
});

const time = (value: Date | null) =>
  value === null ? null : toSeoulIso(value).slice(0, 19).replace('T', ' ');

/**
 * An instance's entries, a program's entries of one day, or every entry of a program, oldest
 * booking first; with what the roster shows: the check-in at the program that day, the cancel
 * reason and each question's answer (a column per question, versions of one text together).
 */
export async function readEntries(
  tx: Transaction,
  filter: EntriesFilter,
  masked: boolean,
): Promise<ExportTable> {
  let programIdx = filter.programIdx;
  let scopeLabel = filter.execDate ? ` ${filter.execDate}` : '';
  if (filter.programInstanceIdx !== undefined) {
    const [instance] = await tx
      .select({
        programIdx: programInstances.programIdx,
        execDate: programInstances.execDate,
        startTime: programInstances.startTime,
      })
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, filter.programInstanceIdx));
    if (
      !instance ||
      (programIdx !== undefined && instance.programIdx !== programIdx) ||
      (filter.execDate !== undefined && instance.execDate !== filter.execDate)
    ) {
      throw AppError.notFound('회차를 찾을 수 없어요.');
    }
    programIdx = instance.programIdx;
    scopeLabel = ` ${instance.execDate} ${instance.startTime.slice(0, 5)}`;
  }
  const [program] = await tx
    .select({ programName: programs.programName })
    .from(programs)
    .where(eq(programs.programIdx, programIdx ?? 0));
  if (!program) throw AppError.notFound('프로그램을 찾을 수 없어요.');

  const rows = await tx
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      reserveEntryId: reserveEntries.reserveEntryId,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      programType: reserveEntries.programType,
      status: reserveEntries.status,
      participantCnt: reserveEntries.participantCnt,
      userIdx: reserveEntries.userIdx,
      name: reserveEntries.name,
      memberName: users.name,
      phoneNumber: reserveEntries.phoneNumber,
      memberPhone: users.phoneNumber,
      email: reserveEntries.email,
      regDate: reserveEntries.regDate,
      checkedInAt: checkIns.checkedInAt,
      cancelledAt: reserveEntries.cancelledAt,
      cancelReason: reserveEntries.cancelReason,
    })
    .from(reserveEntries)
    .innerJoin(users, eq(users.userIdx, reserveEntries.userIdx))
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    // The member's check-in at this program on the instance's day (one per member, day and place).
    .leftJoin(
      checkIns,
      and(
        eq(checkIns.userIdx, reserveEntries.userIdx),
        eq(checkIns.visitDate, programInstances.execDate),
        eq(checkIns.placeKey, sql`'P:' || ${reserveEntries.programIdx}`),
      ),
    )
    .where(
      and(
        filter.programInstanceIdx !== undefined
          ? eq(reserveEntries.programInstanceIdx, filter.programInstanceIdx)
          : and(
              eq(reserveEntries.programIdx, programIdx ?? 0),
              filter.execDate === undefined
                ? undefined
                : eq(programInstances.execDate, filter.execDate),
            ),
        filter.reserveEntryIdxList === undefined
          ? undefined
          : inArray(reserveEntries.reserveEntryIdx, filter.reserveEntryIdxList),
      ),
    )
    .orderBy(
      asc(programInstances.execDate),
      asc(programInstances.startTime),
      asc(reserveEntries.reserveEntryIdx),
    );
  const answers = await readEntryAnswers(
    tx,
    rows.map((row) => row.reserveEntryIdx),
  );
  const p = personal(masked);
  return {
    title: `${plainText(program.programName)}${scopeLabel}${filter.reserveEntryIdxList ? ` 선택 ${rows.length}건` : ''} 예약·응모`,
    columns: [
      '예약번호',
      '회차 날짜',
      '시작',
      '상태',
      '인원',
      '회원번호',
      '이름',
      '전화번호',
      '이메일',
      '신청 일시',
      '체크인 시각',
      '취소 일시',
      '취소 사유',
      ...answers.questions,
    ],
    rows: rows.map((row): Cell[] => [
      row.reserveEntryId,
      row.execDate,
      row.startTime?.slice(0, 5) ?? null,
      participationLabel(row.programType, row.status),
      row.participantCnt,
      row.userIdx,
      p.name(row.name ?? row.memberName),
      textCell(p.phone(row.phoneNumber ?? row.memberPhone)),
      p.email(row.email),
      time(row.regDate),
      time(row.checkedInAt),
      time(row.cancelledAt),
      row.cancelReason,
      ...answers.questions.map(
        (question) => answers.byEntry.get(row.reserveEntryIdx)?.get(question) ?? null,
      ),
    ]),
  };
}

/**
 * The entries' answers as text (chosen options' texts joined by ", "), keyed by question text:
 * the questions in their order (a later version's new text after the ones before it).
 */
async function readEntryAnswers(tx: Transaction, reserveEntryIdxs: number[]) {
  const byEntry = new Map<number, Map<string, string>>();
  if (reserveEntryIdxs.length === 0) return { questions: [], byEntry };
  const rows = await tx
    .select({
      reserveEntryIdx: reserveEntryAnswers.reserveEntryIdx,
      programQuestionIdx: programQuestions.programQuestionIdx,
      questionType: programQuestions.questionType,
      questionText: programQuestions.questionText,
      answer: reserveEntryAnswers.answer,
    })
    .from(reserveEntryAnswers)
    .innerJoin(
      programQuestions,
      eq(programQuestions.programQuestionIdx, reserveEntryAnswers.programQuestionIdx),
    )
    .where(inArray(reserveEntryAnswers.reserveEntryIdx, reserveEntryIdxs))
    .orderBy(
      asc(programQuestions.version),
      asc(programQuestions.sortIndex),
      asc(programQuestions.programQuestionIdx),
    );
  const questionIdxs = [...new Set(rows.map((row) => row.programQuestionIdx))];
  const options =
    questionIdxs.length === 0
      ? []
      : await tx
          .select({
            idx: programQuestionOptions.programQuestionOptionIdx,
            text: programQuestionOptions.multipleText,
          })
          .from(programQuestionOptions)
          .where(inArray(programQuestionOptions.programQuestionIdx, questionIdxs));
  const optionText = new Map(options.map((option) => [option.idx, option.text]));
  const questions = new Set<string>();
  for (const row of rows) {
    const chosen = row.questionType === 'DESCRIPTIVE' ? null : parseChoiceAnswer(row.answer);
    const answer = chosen
      ? chosen.map((idx) => optionText.get(idx) ?? String(idx)).join(', ')
      : row.answer;
    questions.add(row.questionText);
    const entry = byEntry.get(row.reserveEntryIdx) ?? new Map<string, string>();
    entry.set(row.questionText, answer);
    byEntry.set(row.reserveEntryIdx, entry);
  }
  return { questions: [...questions], byEntry };
}

const PLACE_TYPE_LABELS: Record<string, string> = {
  ENTRANCE: '입구',
  ZONE: '구역',
  PROGRAM: '프로그램',
};

/** Every check-in of one Seoul day, in scan order. */
export async function readCheckIns(
  tx: Transaction,
  filter: Pick<StaffExportDayBody, 'date'>,
  masked: boolean,
): Promise<ExportTable> {
  const rows = await tx
    .select({
      checkInIdx: checkIns.checkInIdx,
      checkedInAt: checkIns.checkedInAt,
      placeType: checkIns.placeType,
      zoneName: zones.zoneName,
      programName: programs.programName,
      userIdx: checkIns.userIdx,
      name: users.name,
      phoneNumber: users.phoneNumber,
      operatorLoginId: operators.loginId,
    })
    .from(checkIns)
    .innerJoin(users, eq(users.userIdx, checkIns.userIdx))
    .leftJoin(zones, eq(zones.zoneIdx, checkIns.zoneIdx))
    .leftJoin(programs, eq(programs.programIdx, checkIns.programIdx))
    .leftJoin(operators, eq(operators.operatorIdx, checkIns.operatorIdx))
    .where(eq(checkIns.visitDate, filter.date))
    .orderBy(asc(checkIns.checkedInAt), asc(checkIns.checkInIdx));
  const p = personal(masked);
  return {
    title: `${filter.date} 체크인`,
    columns: ['번호', '시각', '장소 유형', '장소', '회원번호', '이름', '전화번호', '운영자'],
    rows: rows.map((row): Cell[] => [
      row.checkInIdx,
      time(row.checkedInAt),
      PLACE_TYPE_LABELS[row.placeType] ?? row.placeType,
      checkInPlaceName(row),
      row.userIdx,
      p.name(row.name),
      textCell(p.phone(row.phoneNumber)),
      row.operatorLoginId,
    ]),
  };
}

/** Inquiries received on one Seoul day, with their answers. */
export async function readInquiries(
  tx: Transaction,
  filter: Pick<StaffExportDayBody, 'date'>,
  masked: boolean,
): Promise<ExportTable> {
  const rows = await tx
    .select({
      inquiryIdx: inquiries.inquiryIdx,
      regDate: inquiries.regDate,
      category: inquiries.category,
      title: inquiries.title,
      content: inquiries.content,
      status: inquiries.status,
      answer: inquiries.answer,
      answeredAt: inquiries.answeredAt,
      userIdx: inquiries.userIdx,
      name: users.name,
      phoneNumber: users.phoneNumber,
    })
    .from(inquiries)
    .innerJoin(users, eq(users.userIdx, inquiries.userIdx))
    .where(
      and(
        gte(inquiries.regDate, seoulMidnight(filter.date)),
        lt(inquiries.regDate, seoulMidnight(addDays(filter.date, 1))),
      ),
    )
    .orderBy(asc(inquiries.inquiryIdx));
  const p = personal(masked);
  return {
    title: `${filter.date} 1대1 문의`,
    columns: [
      '번호',
      '접수 일시',
      '분류',
      '제목',
      '내용',
      '상태',
      '답변',
      '답변 일시',
      '회원번호',
      '이름',
      '전화번호',
    ],
    rows: rows.map((row): Cell[] => [
      row.inquiryIdx,
      time(row.regDate),
      inquiryCategoryLabels[row.category as InquiryCategory] ?? row.category,
      row.title,
      row.content,
      row.status === 'ANSWERED' ? '답변완료' : '답변대기',
      row.answer,
      time(row.answeredAt),
      row.userIdx,
      p.name(row.name),
      textCell(p.phone(row.phoneNumber)),
    ]),
  };
}

/** One survey's responses: a row per response, a column per question (choices as their text). */
export async function readSurveyResponses(
  tx: Transaction,
  filter: Pick<StaffExportSurveyBody, 'surveyIdx'>,
  masked: boolean,
): Promise<ExportTable> {
  const [survey] = await tx
    .select({ title: surveys.title })
    .from(surveys)
    .where(eq(surveys.surveyIdx, filter.surveyIdx));
  if (!survey) throw AppError.notFound('설문을 찾을 수 없어요.');
  const questions = await tx
    .select({
      surveyQuestionIdx: surveyQuestions.surveyQuestionIdx,
      questionText: surveyQuestions.questionText,
      questionType: surveyQuestions.questionType,
    })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.surveyIdx, filter.surveyIdx))
    .orderBy(asc(surveyQuestions.sortIndex), asc(surveyQuestions.surveyQuestionIdx));
  const questionIdxs = questions.map((q) => q.surveyQuestionIdx);
  const [options, responses, answers] = await Promise.all([
    questionIdxs.length === 0
      ? []
      : tx
          .select({
            id: surveyQuestionOptions.surveyQuestionOptionIdx,
            text: surveyQuestionOptions.optionText,
          })
          .from(surveyQuestionOptions)
          .where(inArray(surveyQuestionOptions.surveyQuestionIdx, questionIdxs)),
    tx
      .select({
        surveyResponseIdx: surveyResponses.surveyResponseIdx,
        answeredAt: surveyResponses.answeredAt,
        userIdx: surveyResponses.userIdx,
        name: users.name,
      })
      .from(surveyResponses)
      .leftJoin(users, eq(users.userIdx, surveyResponses.userIdx))
      .where(eq(surveyResponses.surveyIdx, filter.surveyIdx))
      .orderBy(asc(surveyResponses.surveyResponseIdx)),
    tx
      .select({
        surveyResponseIdx: surveyAnswers.surveyResponseIdx,
        surveyQuestionIdx: surveyAnswers.surveyQuestionIdx,
        answer: surveyAnswers.answer,
      })
      .from(surveyAnswers)
      .innerJoin(
        surveyResponses,
        eq(surveyResponses.surveyResponseIdx, surveyAnswers.surveyResponseIdx),
      )
      .where(eq(surveyResponses.surveyIdx, filter.surveyIdx)),
  ]);
  const optionText = new Map(options.map((o) => [String(o.id), o.text]));
  const choice = new Set(['OBJONE', 'OBJMULTI']);
  const typeOf = new Map(questions.map((q) => [q.surveyQuestionIdx, q.questionType]));
  const byResponse = new Map<number, Map<number, string>>();
  for (const a of answers) {
    const text = choice.has(typeOf.get(a.surveyQuestionIdx) ?? '')
      ? a.answer
          .split(',')
          .map((id) => optionText.get(id.trim()) ?? id)
          .join(', ')
      : a.answer;
    const map = byResponse.get(a.surveyResponseIdx) ?? new Map<number, string>();
    map.set(a.surveyQuestionIdx, text);
    byResponse.set(a.surveyResponseIdx, map);
  }
  const p = personal(masked);
  return {
    title: `${survey.title} 응답`,
    columns: [
      '응답 번호',
      '응답 일시',
      '회원번호',
      '이름',
      ...questions.map((q) => q.questionText),
    ],
    rows: responses.map((row): Cell[] => [
      row.surveyResponseIdx,
      time(row.answeredAt),
      row.userIdx,
      row.name === null ? '(탈퇴 회원)' : p.name(row.name),
      ...questions.map(
        (q) => byResponse.get(row.surveyResponseIdx)?.get(q.surveyQuestionIdx) ?? null,
      ),
    ]),
  };
}

// ── What an operator picks from (names and days, never typed numbers) ─────────

type Db = Database | Transaction;

/** Every program by name, the ones with the latest instances first (then by name). */
export async function listExportPrograms(db: Db): Promise<StaffExportProgram[]> {
  const latest = sql<string | null>`max(${programInstances.execDate})`;
  const rows = await db
    .select({
      programIdx: programs.programIdx,
      programName: programs.programName,
      programType: programs.programType,
    })
    .from(programs)
    .leftJoin(programInstances, eq(programInstances.programIdx, programs.programIdx))
    .groupBy(programs.programIdx)
    .orderBy(sql`${latest} desc nulls last`, asc(programs.programName), asc(programs.programIdx));
  return rows.map((row) => ({
    programIdx: row.programIdx,
    programName: plainText(row.programName),
    programType: row.programType as StaffExportProgram['programType'],
  }));
}

/** A program's instances, the latest day first and each day's in time order. */
export async function listExportInstances(
  db: Db,
  programIdx: number,
): Promise<StaffExportInstance[]> {
  const [program] = await db
    .select({ programIdx: programs.programIdx })
    .from(programs)
    .where(eq(programs.programIdx, programIdx));
  if (!program) throw AppError.notFound('프로그램을 찾을 수 없어요.');
  const rows = await db
    .select({
      programInstanceIdx: programInstances.programInstanceIdx,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      endTime: programInstances.endTime,
      cancelledAt: programInstances.cancelledAt,
    })
    .from(programInstances)
    .where(eq(programInstances.programIdx, programIdx))
    .orderBy(
      desc(programInstances.execDate),
      asc(programInstances.startTime),
      asc(programInstances.programInstanceIdx),
    );
  return rows.map((row) => ({
    programInstanceIdx: row.programInstanceIdx,
    execDate: row.execDate,
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
    cancelledYn: row.cancelledAt === null ? 'N' : 'Y',
  }));
}
