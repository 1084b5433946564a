/**
 * Fixtures for the reservation tests: a bookable program with an instance, questions and terms,
 * members with tokens, and a valid insert body to vary one field at a time.
 */
import { addDays, newReserveEntryId, seoulToday } from '@venue/contract';
import {
  createBulkMembers,
  createMember,
  createProgram,
  createProgramInstance,
} from '../../../../test/factories';
import type { TestApp } from '../../../../test/test-app';
import {
  programQuestionOptions,
  programQuestions,
  type programs,
  programTerms,
} from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';

export async function memberWithToken(
  t: TestApp,
  overrides: Parameters<typeof createMember>[1] = {},
) {
  const member = await createMember(t.db, overrides);
  const token = await signMemberToken(memberTokenKey(t.config), member);
  return { member, token, headers: { 'x-access-token': token } };
}

/** `count` ACTIVE members made in one statement (createBulkMembers), each with a token. */
export async function bulkMembersWithTokens(t: TestApp, count: number, tag: string) {
  const key = memberTokenKey(t.config);
  const members = await createBulkMembers(t.db, count, tag);
  return Promise.all(
    members.map(async (member) => ({
      userIdx: member.userIdx,
      headers: { 'x-access-token': await signMemberToken(key, member) },
    })),
  );
}

/**
 * An OPEN RESERVATION program with one instance the day after tomorrow (capacity 20 unless given),
 * up to 2 people per entry, name and contact required, email optional; questions OBJONE
 * (required), OBJMULTI, DESCRIPTIVE; a required and an optional program term.
 */
export async function bookableProgram(
  t: TestApp,
  options: {
    program?: Partial<typeof programs.$inferInsert>;
    capacity?: number | null;
    questions?: boolean;
  } = {},
) {
  const program = await createProgram(t.db, {
    maxPersonCount: 2,
    emailCollectYn: true,
    emailRequiredYn: false,
    ...options.program,
  });
  const instance = await createProgramInstance(t.db, program.programIdx, {
    execDate: addDays(seoulToday(new Date()), 2),
    startTime: '14:00',
    endTime: '15:00',
    capacity: options.capacity === undefined ? 20 : options.capacity,
  });
  const withQuestions = options.questions ?? true;
  const questions = withQuestions
    ? await t.db
        .insert(programQuestions)
        .values([
          {
            programIdx: program.programIdx,
            questionType: 'OBJONE',
            requiredYn: true,
            questionText: '화풍',
            sortIndex: 0,
          },
          {
            programIdx: program.programIdx,
            questionType: 'OBJMULTI',
            requiredYn: false,
            questionText: '동행',
            sortIndex: 1,
          },
          {
            programIdx: program.programIdx,
            questionType: 'DESCRIPTIVE',
            requiredYn: false,
            questionText: '하고 싶은 말',
            sortIndex: 2,
          },
        ])
        .returning()
    : [];
  const [one, multi, text] = questions;
  const options1 =
    one && multi
      ? await t.db
          .insert(programQuestionOptions)
          .values([
            { programQuestionIdx: one.programQuestionIdx, multipleText: '수채화', sortIndex: 0 },
            { programQuestionIdx: one.programQuestionIdx, multipleText: '유화', sortIndex: 1 },
            { programQuestionIdx: multi.programQuestionIdx, multipleText: '친구', sortIndex: 0 },
            { programQuestionIdx: multi.programQuestionIdx, multipleText: '가족', sortIndex: 1 },
          ])
          .returning()
      : [];
  const terms = await t.db
    .insert(programTerms)
    .values([
      {
        programIdx: program.programIdx,
        termsName: '참여자 개인정보 수집·이용 동의',
        termsDescription: '<p>수집 항목: 이름, 연락처</p>',
        requiredYn: true,
        sortIndex: 0,
      },
      {
        programIdx: program.programIdx,
        termsName: '사진 활용 동의',
        termsDescription: '<p>사진</p>',
        requiredYn: false,
        sortIndex: 1,
      },
    ])
    .returning();
  return { program, instance, questions: { one, multi, text }, options: options1, terms };
}

export type Bookable = Awaited<ReturnType<typeof bookableProgram>>;

/** A complete, valid insert body for `userIdx` on the bookable program. */
export function insertBody(b: Bookable, userIdx: number, overrides: Record<string, unknown> = {}) {
  const [watercolor, , friend, family] = b.options;
  const answers =
    b.questions.one && b.questions.multi && watercolor && friend && family
      ? [
          {
            programQuestionIdx: b.questions.one.programQuestionIdx,
            answer: String(watercolor.programQuestionOptionIdx),
          },
          {
            programQuestionIdx: b.questions.multi.programQuestionIdx,
            answer: `${friend.programQuestionOptionIdx},${family.programQuestionOptionIdx}`,
          },
        ]
      : [];
  return {
    programIdx: b.program.programIdx,
    programInstanceIdx: b.instance.programInstanceIdx,
    programType: b.program.programType,
    participantCnt: 1,
    programCategoryIdx: b.program.programCategoryIdx,
    userIdx,
    name: '김하늘',
    phoneNumber: '01012345678',
    agreementYn: 'Y',
    questionList: answers,
    reserveEntryId: newReserveEntryId(
      b.program.programType === 'APPLICATION' ? 'A' : 'R',
      new Date(),
    ),
    programTermList: b.terms.map((term) => ({ termsIdx: term.programTermsIdx, agreementYn: 'Y' })),
    ...overrides,
  };
}
