/**
 * The console's exports (issue 18 §7, decision 033), after pretix's exporters: each is a name
 * (its audit action), its filters and one `read` that answers a table; `export-file.ts` writes
 * the table as CSV or XLSX. A new export is one more entry here and one route.
 *
 * `masked` (every operator below ADMIN): names and phones as 김*늘 and 010-****-5678, e-mails as
 * k***@example.com.
 */
import {
  addDays,
  maskName,
  maskPhone,
  participationLabel,
  type StaffExportDayBody,
  type StaffExportSurveyBody,
  seoulMidnight,
  toSeoulIso,
} from '@venue/contract';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  checkIns,
  inquiries,
  operators,
  programInstances,
  programs,
  reserveEntries,
  surveyAnswers,
  surveyQuestionOptions,
  surveyQuestions,
  surveyResponses,
  surveys,
  users,
  zones,
} from '../../db/schema';
import type { Transaction } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { Cell, ExportTable } from './export-file';
import { checkInPlaceName, plainText } from './plain-text';

export interface EntriesFilter {
  programIdx?: number | undefined;
  programInstanceIdx?: number | undefined;
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

/** A session's entries, or every entry of a program (all sessions), oldest booking first. */
export async function readEntries(
  tx: Transaction,
  filter: EntriesFilter,
  masked: boolean,
): Promise<ExportTable> {
  let programIdx = filter.programIdx;
  let sessionLabel = '';
  if (filter.programInstanceIdx !== undefined) {
    const [session] = await tx
      .select({
        programIdx: programInstances.programIdx,
        execDate: programInstances.execDate,
        startTime: programInstances.startTime,
      })
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, filter.programInstanceIdx));
    if (!session || (programIdx !== undefined && session.programIdx !== programIdx)) {
      throw AppError.notFound('회차를 찾을 수 없어요.');
    }
    programIdx = session.programIdx;
    sessionLabel = ` ${session.execDate} ${session.startTime.slice(0, 5)}`;
  }
  const [program] = await tx
    .select({ programName: programs.programName })
    .from(programs)
    .where(eq(programs.programIdx, programIdx ?? 0));
  if (!program) throw AppError.notFound('프로그램을 찾을 수 없어요.');

  const rows = await tx
    .select({
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
      cancelledAt: reserveEntries.cancelledAt,
    })
    .from(reserveEntries)
    .innerJoin(users, eq(users.userIdx, reserveEntries.userIdx))
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .where(
      filter.programInstanceIdx !== undefined
        ? eq(reserveEntries.programInstanceIdx, filter.programInstanceIdx)
        : eq(reserveEntries.programIdx, programIdx ?? 0),
    )
    .orderBy(
      asc(programInstances.execDate),
      asc(programInstances.startTime),
      asc(reserveEntries.reserveEntryIdx),
    );
  const p = personal(masked);
  return {
    title: `${plainText(program.programName)}${sessionLabel} 예약·응모`,
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
      '취소 일시',
    ],
    rows: rows.map((row): Cell[] => [
      row.reserveEntryId,
      row.execDate,
      row.startTime?.slice(0, 5) ?? null,
      participationLabel(row.programType, row.status),
      row.participantCnt,
      row.userIdx,
      p.name(row.name ?? row.memberName),
      p.phone(row.phoneNumber ?? row.memberPhone),
      p.email(row.email),
      time(row.regDate),
      time(row.cancelledAt),
    ]),
  };
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
      p.phone(row.phoneNumber),
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
      row.category,
      row.title,
      row.content,
      row.status === 'ANSWERED' ? '답변완료' : '답변대기',
      row.answer,
      time(row.answeredAt),
      row.userIdx,
      p.name(row.name),
      p.phone(row.phoneNumber),
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
