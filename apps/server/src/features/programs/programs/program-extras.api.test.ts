import {
  addDays,
  programButtonListResponse,
  programInstanceListResponse,
  programOptionListResponse,
  programRelatedListResponse,
  programUsePrevListResponse,
  seoulToday,
} from '@venue/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProgram, createProgramInstance, createZone } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { programButtons, programLinks, programOptions } from '../../../db/schema';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const today = () => seoulToday(new Date());

describe('POST /api/program/option/list and /button/list', () => {
  it('answer the program’s rows in the editor’s order, read-cached and public', async () => {
    const program = await createProgram(t.db, { useOptionYn: true, useButtonYn: true });
    await t.db.insert(programOptions).values([
      {
        programIdx: program.programIdx,
        optionTitle: '장소',
        optionDescription: '1층',
        sortIndex: 2,
      },
      {
        programIdx: program.programIdx,
        optionTitle: '일정',
        optionDescription: '매일',
        sortIndex: 1,
      },
    ]);
    await t.db.insert(programButtons).values([
      {
        programIdx: program.programIdx,
        buttonType: 'FILE',
        buttonName: '안내서',
        savePath: '/media/files/guide.pdf',
        sortIndex: 1,
      },
      {
        programIdx: program.programIdx,
        buttonType: 'URL',
        buttonName: '오시는 길',
        buttonUrl: '/seongsu?tab=location',
        sortIndex: 0,
      },
    ]);

    const options = await postJson(t.app, '/api/program/option/list', {
      programIdx: program.programIdx,
    });
    expect(options.statusCode).toBe(200);
    expect(programOptionListResponse.parse(options.body).data).toEqual([
      { optionTitle: '일정', optionDescription: '매일' },
      { optionTitle: '장소', optionDescription: '1층' },
    ]);

    const buttons = await postJson(t.app, '/api/program/button/list', {
      programIdx: String(program.programIdx),
    });
    expect(programButtonListResponse.parse(buttons.body).data).toEqual([
      {
        buttonType: 'URL',
        buttonName: '오시는 길',
        buttonUrl: '/seongsu?tab=location',
        savePath: null,
      },
      {
        buttonType: 'FILE',
        buttonName: '안내서',
        buttonUrl: null,
        savePath: '/media/files/guide.pdf',
      },
    ]);

    // Cached: a row written behind the cache's back is not seen until it is invalidated.
    await t.db.insert(programOptions).values({
      programIdx: program.programIdx,
      optionTitle: '새 항목',
      optionDescription: '…',
    });
    const again = await postJson(t.app, '/api/program/option/list', {
      programIdx: program.programIdx,
    });
    expect(again.body.data).toHaveLength(2);
    t.app.readCache.invalidate();
    const fresh = await postJson(t.app, '/api/program/option/list', {
      programIdx: program.programIdx,
    });
    expect(fresh.body.data).toHaveLength(3);
  });

  it.each([
    '/api/program/option/list',
    '/api/program/button/list',
    '/api/program/related/list',
    '/api/program/useprev/list',
    '/api/program/instance/list',
  ])(
    '%s answers 404 프로그램 정보를 찾을 수 없습니다. for an unknown or hidden program, 400 for a bad id',
    async (url) => {
      const hidden = await createProgram(t.db, { displayYn: false });
      for (const programIdx of [hidden.programIdx, 999_999]) {
        const res = await postJson(t.app, url, { programIdx });
        expect(res.statusCode).toBe(404);
        expect(res.body).toMatchObject({
          errorCode: 'PROGRAM_NOT_FOUND',
          message: '프로그램 정보를 찾을 수 없습니다.',
        });
      }
      const bad = await postJson(t.app, url, { programIdx: 'abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
      expect(bad.body.fields[0].path).toBe('programIdx');
      const extra = await postJson(t.app, url, { programIdx: hidden.programIdx, x: 1 });
      expect(extra.statusCode).toBe(400);
    },
  );
});

describe('POST /api/program/related/list and /useprev/list', () => {
  it('answer the linked programs as cards with an instance, hidden ones left out, previous ones at most 3', async () => {
    const zone = await createZone(t.db, { zoneName: '라운지' });
    const main = await createProgram(t.db, { zoneIdx: zone.zoneIdx });
    const upcoming = await createProgram(t.db, { programName: '다가오는', zoneIdx: zone.zoneIdx });
    await createProgramInstance(t.db, upcoming.programIdx, { execDate: addDays(today(), -3) });
    const next = await createProgramInstance(t.db, upcoming.programIdx, {
      execDate: addDays(today(), 2),
    });
    await createProgramInstance(t.db, upcoming.programIdx, { execDate: addDays(today(), 5) });
    const always = await createProgram(t.db, {
      programName: '상설',
      programType: 'DEFAULT',
      scheduleType: 'ALWAYS',
      periodType: 'UNLIMIT',
      minExecDate: addDays(today(), -10),
    });
    const hidden = await createProgram(t.db, { displayYn: false });
    const past = [];
    for (const day of [-40, -30, -20, -10]) {
      const program = await createProgram(t.db, { status: 'CLOSED', programName: `지난 ${day}` });
      await createProgramInstance(t.db, program.programIdx, { execDate: addDays(today(), day) });
      past.push({
        program,
        last: await createProgramInstance(t.db, program.programIdx, {
          execDate: addDays(today(), day + 1),
        }),
      });
    }
    await t.db.insert(programLinks).values([
      {
        programIdx: main.programIdx,
        linkedProgramIdx: always.programIdx,
        kind: 'RELATED',
        sortIndex: 1,
      },
      {
        programIdx: main.programIdx,
        linkedProgramIdx: upcoming.programIdx,
        kind: 'RELATED',
        sortIndex: 0,
      },
      {
        programIdx: main.programIdx,
        linkedProgramIdx: hidden.programIdx,
        kind: 'RELATED',
        sortIndex: 2,
      },
      ...past.map(({ program }, sortIndex) => ({
        programIdx: main.programIdx,
        linkedProgramIdx: program.programIdx,
        kind: 'PREV',
        sortIndex,
      })),
    ]);

    const related = await postJson(t.app, '/api/program/related/list', {
      programIdx: main.programIdx,
    });
    const cards = programRelatedListResponse.parse(related.body).data;
    expect(cards.map((c) => [c.programIdx, c.programInstanceIdx])).toEqual([
      [upcoming.programIdx, next.programInstanceIdx],
      [always.programIdx, null],
    ]);
    expect(cards[0]).toMatchObject({ programName: '다가오는', zoneName: '라운지' });

    const prev = await postJson(t.app, '/api/program/useprev/list', {
      programIdx: main.programIdx,
    });
    const prevCards = programUsePrevListResponse.parse(prev.body).data;
    expect(prevCards.map((c) => [c.programIdx, c.programInstanceIdx])).toEqual(
      past.slice(0, 3).map(({ program, last }) => [program.programIdx, last.programInstanceIdx]),
    );

    const none = await postJson(t.app, '/api/program/related/list', {
      programIdx: always.programIdx,
    });
    expect(none.body.data).toEqual([]);
  });
});

describe('POST /api/program/instance/list', () => {
  it('lists instances from today by date and time with seats left; full or started instances are closed', async () => {
    const program = await createProgram(t.db);
    await createProgramInstance(t.db, program.programIdx, { execDate: addDays(today(), -1) });
    const later = await createProgramInstance(t.db, program.programIdx, {
      execDate: addDays(today(), 2),
      startTime: '15:00',
      endTime: '15:40',
      capacity: 6,
      reservedCount: 4,
    });
    const full = await createProgramInstance(t.db, program.programIdx, {
      execDate: addDays(today(), 2),
      startTime: '11:00',
      endTime: '11:40',
      capacity: 6,
      reservedCount: 6,
    });
    const open = await createProgramInstance(t.db, program.programIdx, {
      execDate: addDays(today(), 3),
      capacity: null,
    });
    const started = await createProgramInstance(t.db, program.programIdx, {
      execDate: today(),
      startTime: '00:00',
      endTime: '23:59',
    });

    const res = await postJson(t.app, '/api/program/instance/list', {
      programIdx: program.programIdx,
    });
    expect(res.statusCode).toBe(200);
    expect(programInstanceListResponse.parse(res.body).data).toEqual([
      {
        programInstanceIdx: started.programInstanceIdx,
        execDate: today(),
        startTime: '00:00',
        endTime: '23:59',
        capacity: 20,
        remainingCnt: 20,
        closedYn: 'Y',
      },
      {
        programInstanceIdx: full.programInstanceIdx,
        execDate: addDays(today(), 2),
        startTime: '11:00',
        endTime: '11:40',
        capacity: 6,
        remainingCnt: 0,
        closedYn: 'Y',
      },
      {
        programInstanceIdx: later.programInstanceIdx,
        execDate: addDays(today(), 2),
        startTime: '15:00',
        endTime: '15:40',
        capacity: 6,
        remainingCnt: 2,
        closedYn: 'N',
      },
      {
        programInstanceIdx: open.programInstanceIdx,
        execDate: addDays(today(), 3),
        startTime: '14:00',
        endTime: '15:00',
        capacity: null,
        remainingCnt: null,
        closedYn: 'N',
      },
    ]);
  });
});
