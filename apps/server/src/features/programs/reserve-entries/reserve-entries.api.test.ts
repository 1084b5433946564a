import {
  addDays,
  newReserveEntryId,
  reserveEntryCancelResponse,
  reserveEntryCollectInfoResponse,
  reserveEntryDetailResponse,
  reserveEntryListResponse,
  reserveEntryQuestionListResponse,
  seoulToday,
} from '@venue/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProgramInstance } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import {
  programInstances,
  reserveEntries,
  reserveEntryAnswers,
  reserveEntryTermConsents,
} from '../../../db/schema';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import { writeVenueSettings } from '../../venue/cms-venue/venue-settings';
import {
  type Bookable,
  bookableProgram,
  insertBody,
  memberWithToken,
} from './reserve-entries.test-fixtures';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const seatsOf = async (programInstanceIdx: number) => {
  const [row] = await t.db
    .select({ reservedCount: programInstances.reservedCount })
    .from(programInstances)
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx));
  return row?.reservedCount;
};
const insert = (body: unknown, headers: Record<string, string>) =>
  postJson(t.app, '/api/reserveentry/insert', body, headers);

describe('a closed day of the venue', () => {
  it('closes its instances: /schedule shows them closed and a booking is refused with 409 DAY_CLOSED', async () => {
    const b = await bookableProgram(t);
    const member = await memberWithToken(t);
    const settings = buildVenueSettings();
    await writeVenueSettings(t.db, {
      ...settings,
      closedDays: { ...settings.closedDays, weekdays: [], dates: [b.instance.execDate] },
    });

    const instances = await postJson(t.app, '/api/program/instance/list', {
      programIdx: b.program.programIdx,
    });
    expect(instances.body.data[0]).toMatchObject({
      programInstanceIdx: b.instance.programInstanceIdx,
      closedYn: 'Y',
    });
    const refused = await insert(insertBody(b, member.member.userIdx), member.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errorCode).toBe('DAY_CLOSED');
    expect(refused.body.message).toBe(
      '휴관일이라 예약할 수 없는 회차예요. 다른 날짜를 선택해 주세요.',
    );
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(0);
  });
});

describe('POST /api/reserveentry/collect/info and /question/list', () => {
  it('answer the program’s collect settings, its terms and its questions with options, to members only', async () => {
    const b = await bookableProgram(t);
    const { headers } = await memberWithToken(t);

    const guest = await postJson(t.app, '/api/reserveentry/collect/info', {
      programIdx: b.program.programIdx,
    });
    expect(guest.statusCode).toBe(401);

    const info = await postJson(
      t.app,
      '/api/reserveentry/collect/info',
      { programIdx: b.program.programIdx },
      headers,
    );
    expect(info.statusCode).toBe(200);
    expect(reserveEntryCollectInfoResponse.parse(info.body).data).toEqual({
      nameCollectYn: 'Y',
      nameRequiredYn: 'Y',
      contactCollectYn: 'Y',
      contactRequiredYn: 'Y',
      emailCollectYn: 'Y',
      emailRequiredYn: 'N',
      programTermList: [
        {
          termsIdx: b.terms[0]?.programTermsIdx,
          termsName: '참여자 개인정보 수집·이용 동의',
          requiredYn: 'Y',
          termsDescription: '<p>수집 항목: 이름, 연락처</p>',
        },
        {
          termsIdx: b.terms[1]?.programTermsIdx,
          termsName: '사진 활용 동의',
          requiredYn: 'N',
          termsDescription: '<p>사진</p>',
        },
      ],
    });

    const questions = await postJson(
      t.app,
      '/api/reserveentry/question/list',
      { programIdx: b.program.programIdx },
      headers,
    );
    const data = reserveEntryQuestionListResponse.parse(questions.body).data;
    expect(data.questionList.map((q) => [q.questionType, q.requiredYn, q.questionText])).toEqual([
      ['OBJONE', 'Y', '화풍'],
      ['OBJMULTI', 'N', '동행'],
      ['DESCRIPTIVE', 'N', '하고 싶은 말'],
    ]);
    expect(data.questionOptionsList.map((o) => o.multipleText)).toEqual([
      '수채화',
      '유화',
      '친구',
      '가족',
    ]);

    const unknown = await postJson(
      t.app,
      '/api/reserveentry/question/list',
      { programIdx: 999_999 },
      headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('프로그램 정보를 찾을 수 없습니다.');
  });
});

describe('POST /api/reserveentry/insert', () => {
  it('books a seat: CONFIRM, the seats taken, answers and term consents stored, collected fields only', async () => {
    const b = await bookableProgram(t, { program: { emailCollectYn: false } });
    const { member, headers } = await memberWithToken(t);
    const body = insertBody(b, member.userIdx, {
      participantCnt: 2,
      email: 'sky@example.com',
      programTermList: [
        { termsIdx: b.terms[0]?.programTermsIdx, agreementYn: 'Y' },
        { termsIdx: b.terms[1]?.programTermsIdx, agreementYn: 'N' },
      ],
    });

    const res = await insert(body, headers);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const reserveEntryIdx = res.body.data;
    expect(typeof reserveEntryIdx).toBe('number');
    const [entry] = await t.db
      .select()
      .from(reserveEntries)
      .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx));
    expect(entry).toMatchObject({
      reserveEntryId: body.reserveEntryId,
      userIdx: member.userIdx,
      status: 'CONFIRM',
      participantCnt: 2,
      name: '김하늘',
      phoneNumber: '01012345678',
      // The program does not collect email: what was sent is not kept.
      email: null,
      agreementYn: true,
    });
    expect(entry?.requestHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(2);
    const answers = await t.db
      .select()
      .from(reserveEntryAnswers)
      .where(eq(reserveEntryAnswers.reserveEntryIdx, reserveEntryIdx));
    expect(answers.map((a) => a.answer).sort()).toEqual(
      body.questionList.map((a) => a.answer).sort(),
    );
    const consents = await t.db
      .select()
      .from(reserveEntryTermConsents)
      .where(eq(reserveEntryTermConsents.reserveEntryIdx, reserveEntryIdx));
    expect(
      consents
        .map((c) => [c.programTermsIdx, c.termsName, c.agreed])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual([
      [b.terms[0]?.programTermsIdx, '참여자 개인정보 수집·이용 동의', true],
      [b.terms[1]?.programTermsIdx, '사진 활용 동의', false],
    ]);
    expect(consents[0]?.recordedAt).toBeInstanceOf(Date);
  });

  it('enters a draw as ATTEND without taking seats', async () => {
    const b = await bookableProgram(t, {
      program: { programType: 'APPLICATION', winnerCount: 10 },
      capacity: 1,
      questions: false,
    });
    const first = await memberWithToken(t);
    const second = await memberWithToken(t);
    for (const m of [first, second]) {
      const res = await insert(insertBody(b, m.member.userIdx), m.headers);
      expect(res.statusCode).toBe(200);
    }
    const entries = await t.db
      .select({ status: reserveEntries.status })
      .from(reserveEntries)
      .where(eq(reserveEntries.programIdx, b.program.programIdx));
    expect(entries.map((e) => e.status)).toEqual(['ATTEND', 'ATTEND']);
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(0);
  });

  it('answers a full instance with 409 CAPACITY_FULL and the Korean message, taking nothing', async () => {
    const b = await bookableProgram(t, { capacity: 3 });
    const first = await memberWithToken(t);
    expect(
      (await insert(insertBody(b, first.member.userIdx, { participantCnt: 2 }), first.headers))
        .statusCode,
    ).toBe(200);
    const second = await memberWithToken(t);

    const res = await insert(
      insertBody(b, second.member.userIdx, { participantCnt: 2 }),
      second.headers,
    );

    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      errorCode: 'CAPACITY_FULL',
      message: '선택하신 회차의 정원이 모두 찼어요. 다른 회차를 선택해 주세요.',
    });
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(2);
    // The one seat left still takes a party of one.
    const single = await insert(insertBody(b, second.member.userIdx), second.headers);
    expect(single.statusCode).toBe(200);
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(3);
  });

  it('refuses a second active entry of the same member with 이미 예약·응모 완료 되었습니다.', async () => {
    const b = await bookableProgram(t);
    const { member, headers } = await memberWithToken(t);
    expect((await insert(insertBody(b, member.userIdx), headers)).statusCode).toBe(200);

    const again = await insert(insertBody(b, member.userIdx), headers);

    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({
      errorCode: 'ALREADY_ENTERED',
      message: '이미 예약·응모 완료 되었습니다.',
    });
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(1);
  });

  it('returns the same entry to a retry with the same id and body, and refuses the id with another body or member', async () => {
    const b = await bookableProgram(t);
    const { member, headers } = await memberWithToken(t);
    const body = insertBody(b, member.userIdx);
    const first = await insert(body, headers);
    // The same answers in another order are the same request.
    const retry = await insert(
      { ...body, questionList: [...body.questionList].reverse() },
      headers,
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.body.data).toBe(first.body.data);

    const changed = await insert({ ...body, participantCnt: 2 }, headers);
    expect(changed.statusCode).toBe(409);
    expect(changed.body).toMatchObject({
      errorCode: 'RESERVE_ENTRY_ID_CONFLICT',
      message: '이미 다른 신청에 사용된 예약 번호예요. 처음부터 다시 신청해 주세요.',
    });

    const other = await memberWithToken(t);
    const stolen = await insert({ ...body, userIdx: other.member.userIdx }, other.headers);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.body.errorCode).toBe('RESERVE_ENTRY_ID_CONFLICT');
    expect(await t.db.select().from(reserveEntries)).toHaveLength(1);
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(1);
  });

  it('validates the body with Korean field messages (400), before anything is written', async () => {
    const b = await bookableProgram(t);
    const { member, headers } = await memberWithToken(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ phoneNumber: '01112345678' }, 'phoneNumber', '연락처를 확인해 주세요.'],
      [{ name: '김' }, 'name', '최소 2글자 이상 입력해 주세요.'],
      [{ email: 'sky@' }, 'email', '올바른 이메일을 입력해 주세요.'],
      [{ reserveEntryId: 'R123' }, 'reserveEntryId', '예약 번호 형식이 올바르지 않습니다.'],
      [{ participantCnt: 0 }, 'participantCnt', '인원을 확인해 주세요.'],
      [{ participantCnt: 3 }, 'participantCnt', '한 번에 최대 2명까지 신청할 수 있어요.'],
      [{ phoneNumber: undefined }, 'phoneNumber', '연락처를 확인해 주세요.'],
      [{ name: undefined }, 'name', '최소 2글자 이상 입력해 주세요.'],
      [{ programInstanceIdx: null }, 'programInstanceIdx', '회차를 다시 선택해 주세요.'],
      [{ questionList: [] }, 'questionList', '필수 질문에 답해 주세요.'],
      [
        {
          questionList: [
            {
              programQuestionIdx: b.questions.one?.programQuestionIdx,
              answer: `${b.options[0]?.programQuestionOptionIdx},${b.options[1]?.programQuestionOptionIdx}`,
            },
          ],
        },
        'questionList.0.answer',
        '하나만 선택해 주세요.',
      ],
      [
        {
          questionList: [
            {
              programQuestionIdx: b.questions.one?.programQuestionIdx,
              answer: String(b.options[2]?.programQuestionOptionIdx),
            },
          ],
        },
        'questionList.0.answer',
        '선택지를 다시 확인해 주세요.',
      ],
      [
        {
          questionList: [
            {
              programQuestionIdx: b.questions.one?.programQuestionIdx,
              answer: String(b.options[0]?.programQuestionOptionIdx),
            },
            { programQuestionIdx: b.questions.text?.programQuestionIdx, answer: 'ㄱ'.repeat(201) },
          ],
        },
        'questionList.1.answer',
        '답변은 200자 이내로 입력해 주세요.',
      ],
      [
        { programTermList: [{ termsIdx: b.terms[1]?.programTermsIdx, agreementYn: 'Y' }] },
        'programTermList',
        '필수 약관에 모두 동의해 주세요.',
      ],
      [
        { programType: 'APPLICATION', reserveEntryId: newReserveEntryId('A', new Date()) },
        'programType',
        '프로그램 유형이 올바르지 않습니다.',
      ],
    ];
    for (const [override, path, message] of cases) {
      const res = await insert(insertBody(b, member.userIdx, override), headers);
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.body.message, path).toBe(message);
      expect(
        res.body.fields.map((f: { path: string }) => f.path),
        path,
      ).toContain(path);
    }
    expect(await t.db.select().from(reserveEntries)).toHaveLength(0);
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(0);
  });

  it('refuses a restricted member, a closed program, a started instance, another member’s userIdx and guests', async () => {
    const b = await bookableProgram(t);
    const restricted = await memberWithToken(t, { participationPossibleYn: false });
    const r = await insert(insertBody(b, restricted.member.userIdx), restricted.headers);
    expect(r.statusCode).toBe(403);
    expect(r.body).toMatchObject({
      errorCode: 'PARTICIPATION_RESTRICTED',
      message: '현재 회원님은 예약 신청이 제한되어 있습니다.<br>고객센터로 문의해 주세요.',
    });

    const { member, headers } = await memberWithToken(t);
    const closed = await bookableProgram(t, { program: { status: 'CLOSED' } });
    const c = await insert(insertBody(closed, member.userIdx), headers);
    expect(c.statusCode).toBe(409);
    expect(c.body.errorCode).toBe('PROGRAM_CLOSED');

    const window = await bookableProgram(t, {
      program: { entryEndAt: new Date(Date.now() - 60_000) },
    });
    expect((await insert(insertBody(window, member.userIdx), headers)).body.errorCode).toBe(
      'PROGRAM_CLOSED',
    );

    const today = seoulToday(new Date());
    const started = await createProgramInstance(t.db, b.program.programIdx, {
      execDate: addDays(today, -1),
    });
    const s = await insert(
      insertBody(b, member.userIdx, { programInstanceIdx: started.programInstanceIdx }),
      headers,
    );
    expect(s.statusCode).toBe(409);
    expect(s.body).toMatchObject({
      errorCode: 'PROGRAM_CLOSED',
      message: '이미 시작된 회차예요. 다른 회차를 선택해 주세요.',
    });

    const other = await memberWithToken(t);
    const forOther = await insert(insertBody(b, other.member.userIdx), headers);
    expect(forOther.statusCode).toBe(403);

    const guest = await insert(insertBody(b, member.userIdx), {});
    expect(guest.statusCode).toBe(401);

    const unknown = await insert(insertBody(b, member.userIdx, { programIdx: 999_999 }), headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe('프로그램 정보를 찾을 수 없습니다.');
    expect(await t.db.select().from(reserveEntries)).toHaveLength(0);
  });

  it('writes nothing when a later step of the transaction fails: the seat comes back', async () => {
    const b = await bookableProgram(t);
    const { member, headers } = await memberWithToken(t);
    // Narrow the consent record's column so the last write of the transaction (after the seat
    // and the entry) fails: 참여자 개인정보 수집·이용 동의 does not fit in 10 characters.
    await t.db.execute(
      sql`alter table reserve_entry_term_consents alter column terms_name type varchar(10)`,
    );

    const res = await insert(insertBody(b, member.userIdx), headers);

    expect(res.statusCode).toBe(500);
    expect(res.body).toMatchObject({
      errorCode: 'INTERNAL',
      message: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
    });
    expect(await t.db.select().from(reserveEntries)).toHaveLength(0);
    expect(await t.db.select().from(reserveEntryAnswers)).toHaveLength(0);
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(0);
  });
});

describe('POST /api/reserveentry/detail and GET /api/reserveentry/list', () => {
  async function booked(b: Bookable) {
    const owner = await memberWithToken(t);
    const res = await insert(insertBody(b, owner.member.userIdx), owner.headers);
    return { ...owner, reserveEntryIdx: res.body.data as number };
  }

  it('show the owner their entry with the spec’s fields and label; anyone else gets 404', async () => {
    const b = await bookableProgram(t);
    const owner = await booked(b);

    const detail = await postJson(
      t.app,
      '/api/reserveentry/detail',
      { reserveEntryIdx: owner.reserveEntryIdx, programType: 'RESERVATION' },
      owner.headers,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('private, no-store');
    const entry = reserveEntryDetailResponse.parse(detail.body).data;
    expect(entry).toMatchObject({
      reserveEntryIdx: owner.reserveEntryIdx,
      programIdx: b.program.programIdx,
      programType: 'RESERVATION',
      status: 'CONFIRM',
      statusLabel: '예약완료',
      execDate: b.instance.execDate,
      execTime: '14:00–15:00',
      participantCnt: 1,
      name: '김하늘',
      phoneNumber: '01012345678',
      email: null,
      cancelableYn: 'Y',
    });

    const stranger = await memberWithToken(t);
    for (const [headers, body] of [
      [stranger.headers, { reserveEntryIdx: owner.reserveEntryIdx }],
      [owner.headers, { reserveEntryIdx: owner.reserveEntryIdx, programType: 'APPLICATION' }],
      [owner.headers, { reserveEntryIdx: 999_999 }],
    ] as const) {
      const res = await postJson(t.app, '/api/reserveentry/detail', body, headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatchObject({
        errorCode: 'NOT_FOUND',
        message: '예약·응모 내역을 찾을 수 없어요.',
      });
    }

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/reserveentry/list',
      headers: owner.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(
      reserveEntryListResponse.parse(list.json()).data.data.map((e) => e.reserveEntryIdx),
    ).toEqual([owner.reserveEntryIdx]);
    const strangerList = await t.app.inject({
      method: 'GET',
      url: '/api/reserveentry/list',
      headers: stranger.headers,
    });
    expect(strangerList.json().data.data).toEqual([]);
    const guest = await t.app.inject({ method: 'GET', url: '/api/reserveentry/list' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('POST /api/reserveentry/cancel', () => {
  it('cancels the owner’s reservation, frees the seats, and says so again on a second cancel', async () => {
    const b = await bookableProgram(t, { capacity: 2 });
    const owner = await memberWithToken(t);
    const booked = await insert(
      insertBody(b, owner.member.userIdx, { participantCnt: 2 }),
      owner.headers,
    );
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(2);
    const stranger = await memberWithToken(t);
    const notYours = await postJson(
      t.app,
      '/api/reserveentry/cancel',
      { reserveEntryIdx: booked.body.data },
      stranger.headers,
    );
    expect(notYours.statusCode).toBe(404);

    const res = await postJson(
      t.app,
      '/api/reserveentry/cancel',
      { reserveEntryIdx: booked.body.data },
      owner.headers,
    );

    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('예약이 취소되었어요.');
    expect(reserveEntryCancelResponse.parse(res.body).data).toMatchObject({
      status: 'CANCEL',
      statusLabel: '예약취소',
      cancelableYn: 'N',
    });
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(0);

    const twice = await postJson(
      t.app,
      '/api/reserveentry/cancel',
      { reserveEntryIdx: booked.body.data },
      owner.headers,
    );
    expect(twice.statusCode).toBe(200);
    expect(twice.body.message).toBe('이미 취소된 예약이에요.');
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(0);

    // The freed seats can be booked again, by the same member too.
    const rebook = await insert(
      insertBody(b, owner.member.userIdx, { participantCnt: 2 }),
      owner.headers,
    );
    expect(rebook.statusCode).toBe(200);
    expect(await seatsOf(b.instance.programInstanceIdx)).toBe(2);
  });

  it('refuses an instance that has started, and an application, with 409 ENTRY_NOT_CANCELLABLE', async () => {
    const b = await bookableProgram(t);
    const { member, headers } = await memberWithToken(t);
    const today = seoulToday(new Date());
    const past = await createProgramInstance(t.db, b.program.programIdx, {
      execDate: addDays(today, -1),
      reservedCount: 1,
    });
    const [entry] = await t.db
      .insert(reserveEntries)
      .values({
        reserveEntryId: newReserveEntryId('R', new Date()),
        userIdx: member.userIdx,
        programIdx: b.program.programIdx,
        programInstanceIdx: past.programInstanceIdx,
        programType: 'RESERVATION',
        status: 'CONFIRM',
      })
      .returning();

    const res = await postJson(
      t.app,
      '/api/reserveentry/cancel',
      { reserveEntryIdx: entry?.reserveEntryIdx },
      headers,
    );

    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      errorCode: 'ENTRY_NOT_CANCELLABLE',
      message: '이미 시작된 프로그램은 예약을 취소할 수 없어요.',
    });
    expect(await seatsOf(past.programInstanceIdx)).toBe(1);

    const draw = await bookableProgram(t, {
      program: { programType: 'APPLICATION' },
      questions: false,
    });
    const applied = await insert(insertBody(draw, member.userIdx), headers);
    const refused = await postJson(
      t.app,
      '/api/reserveentry/cancel',
      { reserveEntryIdx: applied.body.data },
      headers,
    );
    expect(refused.statusCode).toBe(409);
  });
});
