import {
  addDays,
  getYearsResponse,
  programCategoryListResponse,
  programDetailResponse,
  programListResponse,
  seoulToday,
} from '@venue/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFloor,
  createMember,
  createProgram,
  createProgramCategory,
  createProgramInstance,
  createReserveEntry,
  createZone,
} from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const today = () => seoulToday(new Date());

/** Two floors, a zone on each; programs of every schedule kind around `day`. */
async function venueWithPrograms(day: string) {
  const ground = await createFloor(t.db, { floorName: '1F', floorLabel: '1층' });
  const upper = await createFloor(t.db, { floorName: '2F', floorLabel: '2층' });
  const hall = await createZone(t.db, { floorIdx: ground.floorIdx, zoneName: '메인 홀' });
  const lounge = await createZone(t.db, { floorIdx: upper.floorIdx, zoneName: '라운지' });
  const talk = await createProgramCategory(t.db, { programCategoryName: '토크' });
  const show = await createProgramCategory(t.db, { programCategoryName: '공연' });

  const evening = await createProgram(t.db, {
    programName: '저녁<br>공연',
    programCategoryIdx: show.programCategoryIdx,
    zoneIdx: hall.zoneIdx,
    scheduleType: 'SINGLE',
  });
  await createProgramInstance(t.db, evening.programIdx, { execDate: day, startTime: '19:00' });

  const morning = await createProgram(t.db, {
    programName: '아침 토크',
    programCategoryIdx: talk.programCategoryIdx,
    zoneIdx: lounge.zoneIdx,
    scheduleType: 'MULTI',
  });
  for (const execDate of [addDays(day, -1), day, addDays(day, 3)]) {
    await createProgramInstance(t.db, morning.programIdx, { execDate, startTime: '11:00' });
    await createProgramInstance(t.db, morning.programIdx, { execDate, startTime: '15:00' });
  }

  const exhibition = await createProgram(t.db, {
    programName: '상설 전시',
    programCategoryIdx: show.programCategoryIdx,
    zoneIdx: hall.zoneIdx,
    programType: 'DEFAULT',
    scheduleType: 'ALWAYS',
    periodType: 'UNLIMIT',
    minExecDate: addDays(day, -30),
  });

  const tomorrowOnly = await createProgram(t.db, {
    programName: '내일만',
    programCategoryIdx: talk.programCategoryIdx,
    zoneIdx: hall.zoneIdx,
  });
  await createProgramInstance(t.db, tomorrowOnly.programIdx, { execDate: addDays(day, 1) });

  const ended = await createProgram(t.db, {
    programName: '끝난 상설',
    programCategoryIdx: show.programCategoryIdx,
    zoneIdx: hall.zoneIdx,
    scheduleType: 'ALWAYS',
    periodType: 'LIMIT',
    minExecDate: addDays(day, -30),
    maxExecDate: addDays(day, -1),
  });

  const hidden = await createProgram(t.db, {
    programName: '숨김',
    programCategoryIdx: talk.programCategoryIdx,
    zoneIdx: hall.zoneIdx,
    displayYn: false,
  });
  await createProgramInstance(t.db, hidden.programIdx, { execDate: day });

  return {
    ground,
    upper,
    hall,
    lounge,
    talk,
    show,
    evening,
    morning,
    exhibition,
    tomorrowOnly,
    ended,
  };
}

async function list(body?: unknown) {
  const response = await postJson(t.app, '/api/program/list', body);
  return {
    ...response,
    parsed: response.statusCode === 200 ? programListResponse.parse(response.body) : null,
  };
}

describe('POST /api/program/list', () => {
  it("answers the programs that run on the asked day: the day's instances by time, then all-day ones", async () => {
    const day = addDays(today(), 2);
    const v = await venueWithPrograms(day);

    const { statusCode, parsed } = await list({ startDate: day });

    expect(statusCode).toBe(200);
    expect(parsed?.data.map((p) => p.programIdx)).toEqual([
      v.morning.programIdx,
      v.evening.programIdx,
      v.exhibition.programIdx,
    ]);
    const [morning, evening, exhibition] = parsed?.data ?? [];
    expect(exhibition).toMatchObject({ execDate: day, dotExecTime: '', maxExecDate: null });
    expect(morning).toMatchObject({
      execDate: day,
      dotExecTime: '11:00',
      multiExecDate: [addDays(day, -1), day, addDays(day, 3)].join(','),
      minExecDate: addDays(day, -1),
      maxExecDate: addDays(day, 3),
      floorName: '2F',
      zoneName: '라운지',
      programCategoryName: '토크',
    });
    expect(evening).toMatchObject({
      programName: '저녁<br />공연',
      dotExecDate: `${day.slice(2, 4)}.${day.slice(5, 7)}.${day.slice(8, 10)}`,
      dotExecTime: '19:00',
      multiExecDate: null,
      tutorialYn: 'N',
    });
  });

  it('filters by floor and by categories; an empty category list means every category', async () => {
    const day = addDays(today(), 2);
    const v = await venueWithPrograms(day);

    const upper = await list({ startDate: day, floorIdx: v.upper.floorIdx });
    expect(upper.parsed?.data.map((p) => p.programIdx)).toEqual([v.morning.programIdx]);

    const shows = await list({
      startDate: day,
      programCategoryIdxList: [v.show.programCategoryIdx],
    });
    expect(shows.parsed?.data.map((p) => p.programIdx)).toEqual([
      v.evening.programIdx,
      v.exhibition.programIdx,
    ]);

    const every = await list({ startDate: day, programCategoryIdxList: [] });
    expect(every.parsed?.data).toHaveLength(3);
  });

  it('without a day answers every displayed program, dated ones at their next date', async () => {
    const day = addDays(today(), 2);
    const v = await venueWithPrograms(day);

    const { parsed } = await list({});
    const ids = parsed?.data.map((p) => p.programIdx) ?? [];
    expect(ids).toHaveLength(5);
    expect(ids).not.toContain(undefined);
    const morning = parsed?.data.find((p) => p.programIdx === v.morning.programIdx);
    // The first of its dates that is not past: yesterday-of-`day` is still ahead of today.
    expect(morning?.execDate).toBe(addDays(day, -1));
    expect(parsed?.data.find((p) => p.programIdx === v.exhibition.programIdx)?.execDate).toBeNull();

    // No body at all is the same question.
    const bare = await list();
    expect(bare.parsed?.data).toHaveLength(5);
  });

  it('leaves out ended all-day programs and days without instances', async () => {
    const day = addDays(today(), 2);
    const v = await venueWithPrograms(day);
    const nextDay = await list({ startDate: addDays(day, 1) });
    expect(nextDay.parsed?.data.map((p) => p.programIdx)).toEqual([
      v.tomorrowOnly.programIdx,
      v.exhibition.programIdx,
    ]);
    const before = await list({ startDate: addDays(day, -10) });
    expect(before.parsed?.data.map((p) => p.programIdx)).toContain(v.ended.programIdx);
  });

  it('refuses a date that does not exist and unknown fields, in Korean', async () => {
    const badDate = await postJson(t.app, '/api/program/list', { startDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: '날짜 형식이 올바르지 않습니다.',
    });
    const unknown = await postJson(t.app, '/api/program/list', { zone: 1 });
    expect(unknown.statusCode).toBe(400);
    const badFloor = await postJson(t.app, '/api/program/list', { floorIdx: -1 });
    expect(badFloor.statusCode).toBe(400);
  });
});

describe('POST /api/banner/program/list', () => {
  it("answers the floor's programs running today", async () => {
    const day = today();
    const v = await venueWithPrograms(day);

    const ground = await postJson(t.app, '/api/banner/program/list', {
      floorIdx: v.ground.floorIdx,
    });
    expect(ground.statusCode).toBe(200);
    expect(programListResponse.parse(ground.body).data.map((p) => p.programIdx)).toEqual([
      v.evening.programIdx,
      v.exhibition.programIdx,
    ]);

    const everywhere = await postJson(t.app, '/api/banner/program/list', {});
    expect(programListResponse.parse(everywhere.body).data).toHaveLength(3);
  });

  it('turns to the next day at Seoul midnight, though its keys are kept for the day', async () => {
    const day = '2026-12-01';
    const v = await venueWithPrograms(day);
    const ground = async () => {
      const { body } = await postJson(t.app, '/api/banner/program/list', {
        floorIdx: v.ground.floorIdx,
      });
      return programListResponse.parse(body).data.map((p) => p.programIdx);
    };
    // 23:59:50 in Seoul is 14:59:50 UTC; only Date is faked, the database's timers run.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 11, 1, 14, 59, 50) });
    try {
      expect(await ground()).toEqual([v.evening.programIdx, v.exhibition.programIdx]);
      vi.setSystemTime(Date.UTC(2026, 11, 1, 15, 0, 1));
      expect(await ground()).toEqual([v.tomorrowOnly.programIdx, v.exhibition.programIdx]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/program/detail', () => {
  it('answers a guest every detail field, with editor HTML sanitized', async () => {
    const day = addDays(today(), 2);
    const v = await venueWithPrograms(day);
    const program = await createProgram(t.db, {
      zoneIdx: v.hall.zoneIdx,
      programEditor: '<p>설명</p><script>alert(1)</script>',
      noticeType: 'WARNING',
      noticeText: '한 줄\n두 줄',
      tutorialYn: true,
      tutorialLink: '/media/embed/tutorial-x.html',
      maxPersonCount: 4,
    });
    await createProgramInstance(t.db, program.programIdx, { execDate: day, capacity: 2 });

    const { statusCode, body, headers } = await postJson(t.app, '/api/program/detail', {
      programIdx: program.programIdx,
    });

    expect(statusCode).toBe(200);
    expect(headers['cache-control']).toBeUndefined();
    const detail = programDetailResponse.parse(body).data;
    expect(detail).toMatchObject({
      programIdx: program.programIdx,
      programEditor: '<p>설명</p>',
      noticeType: 'WARNING',
      noticeText: '한 줄\n두 줄',
      zoneName: '메인 홀',
      floorName: '1F',
      tutorialYn: 'Y',
      closedYn: 'N',
      participationPossibleYn: 'Y',
      attendStatus: null,
      attendCnt: 0,
      reserveEntryIdx: null,
      maxPersonCount: 4,
      execDate: day,
    });
  });

  it('says closed when every future instance is full, or the program is not open', async () => {
    const day = addDays(today(), 1);
    const full = await createProgram(t.db);
    await createProgramInstance(t.db, full.programIdx, {
      execDate: day,
      capacity: 2,
      reservedCount: 2,
    });
    const pending = await createProgram(t.db, { status: 'PENDING' });
    await createProgramInstance(t.db, pending.programIdx, { execDate: day });

    for (const program of [full, pending]) {
      const { body } = await postJson(t.app, '/api/program/detail', {
        programIdx: program.programIdx,
      });
      expect(programDetailResponse.parse(body).data.closedYn).toBe('Y');
    }
  });

  it('answers a member their own entry, privately', async () => {
    const program = await createProgram(t.db);
    await createProgramInstance(t.db, program.programIdx, { execDate: addDays(today(), 3) });
    const member = await createMember(t.db, { participationPossibleYn: false });
    const entry = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
    });
    const token = await signMemberToken(memberTokenKey(t.config), member);

    const { statusCode, body, headers } = await postJson(
      t.app,
      '/api/program/detail',
      { programIdx: program.programIdx },
      { 'x-access-token': token },
    );

    expect(statusCode).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(programDetailResponse.parse(body).data).toMatchObject({
      attendStatus: 'CONFIRM',
      attendCnt: 1,
      reserveEntryIdx: entry.reserveEntryIdx,
      reserveEntryId: entry.reserveEntryId,
      participationPossibleYn: 'N',
    });

    // A guest asking about the same program sees none of it.
    const guest = await postJson(t.app, '/api/program/detail', { programIdx: program.programIdx });
    expect(programDetailResponse.parse(guest.body).data.attendStatus).toBeNull();
  });

  it('answers 404 PROGRAM_NOT_FOUND for an unknown program or a draft never published', async () => {
    const draft = await createProgram(t.db, { displayYn: false });
    for (const programIdx of [draft.programIdx, 999_999]) {
      const { statusCode, body } = await postJson(t.app, '/api/program/detail', { programIdx });
      expect(statusCode).toBe(404);
      expect(body).toMatchObject({
        errorCode: 'PROGRAM_NOT_FOUND',
        message: '프로그램 정보를 찾을 수 없습니다.',
      });
    }
    const invalid = await postJson(t.app, '/api/program/detail', { programIdx: 'abc' });
    expect(invalid.statusCode).toBe(400);
  });

  // A program visitors saw and the venue took down has ended, which is not
  // the same as a program that never existed (the page says 지금은 진행하지 않는 프로그램이에요).
  it('answers 410 PROGRAM_CLOSED for a program published and then hidden', async () => {
    const hidden = await createProgram(t.db, {
      displayYn: false,
      publishedAt: new Date('2026-01-01T10:00:00+09:00'),
    });
    for (const attempt of [1, 2]) {
      const { statusCode, body } = await postJson(t.app, '/api/program/detail', {
        programIdx: hidden.programIdx,
      });
      expect(statusCode, `attempt ${attempt}`).toBe(410);
      expect(body).toMatchObject({
        success: false,
        resultCode: 410,
        errorCode: 'PROGRAM_CLOSED',
        message: '지금은 진행하지 않는 프로그램이에요 :(',
      });
    }
  });
});

describe('POST /api/getyears', () => {
  it('answers every year a displayed program runs in, ascending, and none of a hidden one', async () => {
    await createProgram(t.db, { minExecDate: '2024-11-20', maxExecDate: '2026-01-10' });
    const withInstance = await createProgram(t.db, { minExecDate: null, maxExecDate: null });
    await createProgramInstance(t.db, withInstance.programIdx, { execDate: '2028-03-01' });
    await createProgram(t.db, {
      minExecDate: '2019-05-01',
      maxExecDate: '2019-05-02',
      displayYn: false,
    });
    const { statusCode, body } = await postJson(t.app, '/api/getyears', {});
    expect(statusCode).toBe(200);
    expect(getYearsResponse.parse(body).data).toEqual([2024, 2025, 2026, 2028]);
  });

  it('answers an empty list before the venue has programs, and refuses a body with fields', async () => {
    const empty = await postJson(t.app, '/api/getyears', {});
    expect(getYearsResponse.parse(empty.body).data).toEqual([]);
    const refused = await postJson(t.app, '/api/getyears', { year: 2026 });
    expect(refused.statusCode).toBe(400);
  });
});

describe('POST /api/program/category/list', () => {
  it('answers the categories in their display order', async () => {
    await createProgramCategory(t.db, { programCategoryName: '나중', sortIndex: 9 });
    await createProgramCategory(t.db, { programCategoryName: '먼저', sortIndex: 1 });
    const { statusCode, body } = await postJson(t.app, '/api/program/category/list', {});
    expect(statusCode).toBe(200);
    expect(programCategoryListResponse.parse(body).data.map((c) => c.programCategoryName)).toEqual([
      '먼저',
      '나중',
    ]);
  });
});
