/**
 * Decision 068: duplicating a program with its 회차 moved to new dates, and
 * scheduled publishing run by the `programs.publish` job at a moved clock — once, however many
 * runs race for it.
 */
import { addDays, isClosedOn, seoulToday, weekdayOf, type Ymd } from '@venue/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createReserveEntry } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  programInstances,
  programQuestions,
  programs,
  reserveEntries,
  venueSettings,
} from '../../../db/schema';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import { type ScheduledJob, scheduledJobs } from '../../../scheduled-jobs';
import {
  auditRows,
  expectEditorOnly,
  type Json,
  memberHeaders,
  operatorCookie,
  post,
  programBody,
  venueBasics,
} from './cms-programs.test-fixtures';

let t: TestApp;
let editor: Record<string, string>;
let editorOperator: Awaited<ReturnType<typeof operatorCookie>>['operator'];
let staff: Record<string, string>;
let member: Record<string, string>;
let basics: Awaited<ReturnType<typeof venueBasics>>;
let publishJob: ScheduledJob;
const settings = buildVenueSettings();

beforeAll(async () => {
  t = await createTestApp({ readCache: { ttlMs: 60_000 } });
  // The demo venue's closed days (third Mondays, January 1, 설날 and 추석).
  await t.db.insert(venueSettings).values({ settingsIdx: 1, settings });
  const asEditor = await operatorCookie(t, 'EDITOR');
  editor = asEditor.headers;
  editorOperator = asEditor.operator;
  staff = (await operatorCookie(t, 'STAFF')).headers;
  member = (await memberHeaders(t)).headers;
  basics = await venueBasics(t);
  publishJob = scheduledJobs(t.app).find((job) => job.name === 'programs.publish') as ScheduledJob;
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
/** A whole minute about `ms` from now, as the console's datetime field sends one. */
const minuteAhead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);
const today = () => seoulToday(new Date());
const closed = (day: Ymd) => isClosedOn(settings.closedDays, day);
const detail = async (programIdx: number) =>
  (await post(t, '/api/staff/programs/detail', { programIdx }, editor)).body.data as Json;
const duplicate = (body: object, headers = editor) =>
  post(t, '/api/staff/programs/duplicate', body, headers);
const schedule = (body: object, headers = editor) =>
  post(t, '/api/staff/programs/schedule-publish', body, headers);
const visitorDetail = (programIdx: number) => post(t, '/api/program/detail', { programIdx });
const liveInstances = (programIdx: number) =>
  t.db
    .select()
    .from(programInstances)
    .where(and(eq(programInstances.programIdx, programIdx), isNull(programInstances.cancelledAt)))
    .orderBy(programInstances.execDate, programInstances.startTime);

async function createDraft(overrides: Record<string, unknown> = {}) {
  const saved = await post(t, '/api/staff/programs/save', programBody(basics, overrides), editor);
  expect(saved.statusCode, saved.text).toBe(200);
  return saved.body.data.programIdx as number;
}

async function addInstance(programIdx: number, execDate: Ymd, startTime = '14:00', capacity = 8) {
  const [h = 0, m = 0] = startTime.split(':').map(Number);
  const endTime = `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  const saved = await post(
    t,
    '/api/staff/programs/instances/save',
    { programIdx, execDate, startTime, endTime, capacity },
    editor,
  );
  expect(saved.statusCode, saved.text).toBe(200);
  return saved.body.data.programInstanceIdx as number;
}

/** A third Monday (closed) at least a week ahead whose day before and week after are open. */
function closedMondayAhead(): Ymd {
  for (let day = addDays(today(), 8); ; day = addDays(day, 1)) {
    if (
      weekdayOf(day) === 1 &&
      closed(day) &&
      !closed(addDays(day, -1)) &&
      !closed(addDays(day, 6))
    )
      return day;
  }
}

describe('POST /api/staff/programs/duplicate', () => {
  it('copies the details, questions, terms, lists, image and door rule as a draft named (복사본), and no entries, counts or schedule', async () => {
    const source = await createDraft({
      relatedProgramIdxList: [],
      programTermList: [
        { termsName: '사진 촬영 동의', termsDescription: '<p>촬영해요</p>', requiredYn: 'N' },
      ],
    });
    const questions = await post(
      t,
      '/api/staff/programs/questions/save',
      {
        programIdx: source,
        questionList: [
          {
            questionType: 'OBJONE',
            questionText: '좋아하는 향은?',
            requiredYn: 'Y',
            optionList: [{ multipleText: '시트러스' }, { multipleText: '우디' }],
          },
          { questionType: 'SUBJECTIVE', questionText: '남기고 싶은 말', requiredYn: 'N' },
        ],
      },
      editor,
    );
    expect(questions.statusCode, questions.text).toBe(200);
    await t.db
      .update(programs)
      .set({ doorWindowMinutes: 20 })
      .where(eq(programs.programIdx, source));
    const base = addDays(today(), 3);
    const booked = await addInstance(source, base, '10:00', 6);
    await addInstance(source, addDays(base, 2), '14:00', null as unknown as number);
    const entrant = await createMember(t.db);
    await createReserveEntry(t.db, {
      userIdx: entrant.userIdx,
      programIdx: source,
      programInstanceIdx: booked,
      participantCnt: 2,
    });
    await t.db
      .update(programInstances)
      .set({ reservedCount: 2 })
      .where(eq(programInstances.programInstanceIdx, booked));
    // Published and scheduled things stay with the source.
    expect(
      (await post(t, '/api/staff/programs/publish', { programIdx: source }, editor)).statusCode,
    ).toBe(200);

    let firstDate = addDays(today(), 20);
    while (closed(firstDate) || closed(addDays(firstDate, 2))) firstDate = addDays(firstDate, 1);
    const copied = await duplicate({ programIdx: source, firstDate });
    expect(copied.statusCode, copied.text).toBe(200);
    const copyIdx = copied.body.data.programIdx as number;
    expect(copyIdx).not.toBe(source);
    expect(copied.body.data).toMatchObject({
      sourceProgramIdx: source,
      instanceCount: 2,
      skippedClosedDays: [],
    });

    const original = await detail(source);
    const copy = await detail(copyIdx);
    expect(copy).toMatchObject({
      programName: '봄 향수 클래스 (복사본)',
      publishState: 'DRAFT',
      publishedAt: null,
      publishAt: null,
      status: 'OPEN',
      savePath: original.savePath,
      programEditor: original.programEditor,
      optionList: original.optionList,
      buttonList: original.buttonList,
      noticeText: original.noticeText,
      tutorialLink: original.tutorialLink,
      maxPersonCount: 2,
      emailCollectYn: 'Y',
      programTermList: [
        { termsName: '사진 촬영 동의', termsDescription: '<p>촬영해요</p>', requiredYn: 'N' },
      ],
    });
    // Its own terms (consents point at ids), not the source's.
    expect(copy.programTermList[0].programTermsIdx).not.toBe(
      original.programTermList[0].programTermsIdx,
    );
    const [copyRow] = await t.db.select().from(programs).where(eq(programs.programIdx, copyIdx));
    expect(copyRow).toMatchObject({ displayYn: false, doorWindowMinutes: 20 });

    const copiedQuestions = await post(
      t,
      '/api/staff/programs/questions/list',
      { programIdx: copyIdx },
      editor,
    );
    const [version] = copiedQuestions.body.data.versionList;
    expect(version).toMatchObject({ version: 1, currentYn: 'Y', answeredEntryCount: 0 });
    expect(
      version.questionList.map((q: Json) => [
        q.questionType,
        q.questionText,
        q.requiredYn,
        q.optionList.map((o: Json) => o.multipleText),
      ]),
    ).toEqual([
      ['OBJONE', '좋아하는 향은?', 'Y', ['시트러스', '우디']],
      ['SUBJECTIVE', '남기고 싶은 말', 'N', []],
    ]);
    const sourceQuestionIds = (
      await t.db
        .select({ id: programQuestions.programQuestionIdx })
        .from(programQuestions)
        .where(eq(programQuestions.programIdx, source))
    ).map((row) => row.id);
    for (const q of version.questionList) {
      expect(sourceQuestionIds).not.toContain(q.programQuestionIdx);
    }

    // Its 회차: same times and capacities, moved, no seats taken; no entries at all.
    const instances = await liveInstances(copyIdx);
    expect(
      instances.map((i) => [i.execDate, i.startTime.slice(0, 5), i.capacity, i.reservedCount]),
    ).toEqual([
      [firstDate, '10:00', 6, 0],
      [addDays(firstDate, 2), '14:00', null, 0],
    ]);
    expect(
      await t.db.select().from(reserveEntries).where(eq(reserveEntries.programIdx, copyIdx)),
    ).toEqual([]);
    // The source is as it was.
    expect((await liveInstances(source)).map((i) => i.reservedCount)).toEqual([2, 0]);
    expect(original.publishState).toBe('PUBLISHED');
    // Invisible to visitors until published.
    expect((await visitorDetail(copyIdx)).statusCode).toBe(404);

    const [row] = await auditRows(t, 'program', copyIdx);
    expect(row).toMatchObject({
      action: 'program.duplicate',
      before: null,
      operatorLoginId: editorOperator.loginId,
    });
    expect(row?.after).toMatchObject({
      sourceProgramIdx: source,
      sourceProgramName: '봄 향수 클래스',
      programName: '봄 향수 클래스 (복사본)',
      firstDate,
      instanceCount: 2,
    });
  });

  it('moves the 회차 as a block, skipping days the venue is closed, and leaves cancelled ones behind', async () => {
    const source = await createDraft();
    const base = addDays(today(), 2);
    await addInstance(source, base, '10:00');
    await addInstance(source, base, '14:00');
    await addInstance(source, addDays(base, 1), '14:00');
    const cancelled = await addInstance(source, addDays(base, 3), '14:00');
    expect(
      (
        await post(
          t,
          '/api/staff/programs/instances/cancel',
          { programInstanceIdx: cancelled },
          editor,
        )
      ).statusCode,
    ).toBe(200);
    await addInstance(source, addDays(base, 7), '16:00', 3);

    // Day one lands on the Sunday before a third Monday: the Monday (closed) is skipped.
    const monday = closedMondayAhead();
    const firstDate = addDays(monday, -1);
    const copied = await duplicate({ programIdx: source, firstDate });
    expect(copied.statusCode, copied.text).toBe(200);
    expect(copied.body.data).toMatchObject({
      dayOffset: Math.round((Date.parse(firstDate) - Date.parse(base)) / 86_400_000),
      instanceCount: 3,
      skippedClosedDays: [monday],
    });
    const instances = await liveInstances(copied.body.data.programIdx);
    expect(instances.map((i) => [i.execDate, i.startTime.slice(0, 5), i.capacity])).toEqual([
      [firstDate, '10:00', 8],
      [firstDate, '14:00', 8],
      [addDays(firstDate, 7), '16:00', 3],
    ]);
  });

  it('gives a draw its winner count and moves its entry window and announcement by the same days', async () => {
    const base = addDays(today(), 4);
    const at = (day: Ymd, time: string) => `${day}T${time}:00+09:00`;
    const source = await createDraft({
      programType: 'APPLICATION',
      scheduleType: 'ONCE',
      winnerCount: 3,
      entryStartAt: at(addDays(base, -2), '10:00'),
      entryEndAt: at(addDays(base, -1), '18:00'),
      winnerAnnouncementDate: at(addDays(base, -1), '20:00'),
    });
    await addInstance(source, base, '15:00', 30);
    let firstDate = addDays(base, 10);
    while (closed(firstDate)) firstDate = addDays(firstDate, 1);
    const copied = await duplicate({ programIdx: source, firstDate });
    expect(copied.statusCode, copied.text).toBe(200);
    const copy = await detail(copied.body.data.programIdx);
    expect(copy).toMatchObject({
      programType: 'APPLICATION',
      winnerCount: 3,
      entryStartAt: at(addDays(firstDate, -2), '10:00'),
      entryEndAt: at(addDays(firstDate, -1), '18:00'),
      winnerAnnouncementDate: at(addDays(firstDate, -1), '20:00'),
    });

    // A first date that would put the announcement in the past is refused on the field.
    const tooEarly = await duplicate({ programIdx: source, firstDate: today() });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.body.fields).toEqual([
      {
        path: 'firstDate',
        message: '이 날짜로 옮기면 당첨자 발표 일시가 이미 지나요. 더 뒤의 날짜를 골라 주세요.',
      },
    ]);
  });

  it('refuses a first date before today, an unknown program, and anyone but EDITOR and ADMIN', async () => {
    const source = await createDraft();
    const past = await duplicate({ programIdx: source, firstDate: addDays(today(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.body.fields).toEqual([
      { path: 'firstDate', message: '오늘이나 그 뒤의 날짜를 골라 주세요.' },
    ]);
    const bad = await duplicate({ programIdx: source, firstDate: '2030-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.fields[0]).toMatchObject({ path: 'firstDate' });
    expect((await duplicate({ programIdx: 999_999, firstDate: today() })).statusCode).toBe(404);
    await expectEditorOnly(
      t,
      '/api/staff/programs/duplicate',
      { programIdx: source, firstDate: today() },
      staff,
      member,
    );
    await expectEditorOnly(
      t,
      '/api/staff/programs/schedule-publish',
      { programIdx: source, publishAt: null },
      staff,
      member,
    );
    const admin = (await operatorCookie(t, 'ADMIN')).headers;
    expect((await duplicate({ programIdx: source, firstDate: today() }, admin)).statusCode).toBe(
      200,
    );
  });
});

describe('scheduled publishing', () => {
  /** A draft with one 회차 ahead, scheduled at `publishAt`. */
  async function scheduledDraft(publishAt: Date) {
    const programIdx = await createDraft();
    await addInstance(programIdx, addDays(seoulToday(publishAt), 3));
    const scheduled = await schedule({ programIdx, publishAt: publishAt.toISOString() });
    expect(scheduled.statusCode, scheduled.text).toBe(200);
    return programIdx;
  }

  it('shows the time and who set it, then the job publishes the draft at that minute in the EDITOR’s name', async () => {
    const publishAt = minuteAhead(2 * HOUR);
    const programIdx = await scheduledDraft(publishAt);
    const shown = await detail(programIdx);
    expect(Date.parse(shown.publishAt)).toBe(publishAt.getTime());
    expect(shown).toMatchObject({
      publishState: 'DRAFT',
      publishScheduledByName: editorOperator.name,
    });
    const list = await post(t, '/api/staff/programs/list', { page: 1 }, editor);
    const item = list.body.data.list.find((p: Json) => p.programIdx === programIdx);
    expect(Date.parse(item.publishAt)).toBe(publishAt.getTime());
    const [set] = await auditRows(t, 'program', programIdx);
    expect(set).toMatchObject({ action: 'program.schedule-publish', before: { publishAt: null } });
    expect(set?.after).toMatchObject({ scheduledBy: editorOperator.name });

    // A minute before: nothing.
    await publishJob.run(new Date(publishAt.getTime() - 60_000));
    expect((await visitorDetail(programIdx)).statusCode).toBe(404);
    expect((await detail(programIdx)).publishState).toBe('DRAFT');

    // The minute it is due: published, visible and bookable, the schedule gone.
    await publishJob.run(new Date(publishAt.getTime() + 1_000));
    const visitor = await visitorDetail(programIdx);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body.data.programName).toBe('봄 향수 클래스');
    expect((await post(t, '/api/program/instance/list', { programIdx })).statusCode).toBe(200);
    const after = await detail(programIdx);
    expect(after).toMatchObject({
      publishState: 'PUBLISHED',
      publishAt: null,
      publishScheduledByName: null,
    });
    expect(Date.parse(after.publishedAt)).toBe(publishAt.getTime() + 1_000);
    const [published] = await auditRows(t, 'program', programIdx);
    expect(published).toMatchObject({
      action: 'program.publish',
      operatorIdx: editorOperator.operatorIdx,
      operatorLoginId: editorOperator.loginId,
      before: { publishState: 'DRAFT' },
    });
    expect(published?.after).toMatchObject({
      publishState: 'PUBLISHED',
      scheduled: true,
      scheduledBy: editorOperator.name,
    });

    // Later runs have nothing left to do.
    await publishJob.run(new Date(publishAt.getTime() + 5 * 60_000));
    expect(
      (await auditRows(t, 'program', programIdx)).filter((r) => r.action === 'program.publish'),
    ).toHaveLength(1);
  });

  it('publishes exactly once when two runs race for it', async () => {
    const publishAt = minuteAhead(3 * HOUR);
    const programIdx = await scheduledDraft(publishAt);
    const at = new Date(publishAt.getTime() + 30_000);
    await Promise.all([publishJob.run(at), publishJob.run(at), publishJob.run(at)]);
    const rows = await auditRows(t, 'program', programIdx);
    expect(rows.filter((r) => r.action === 'program.publish')).toHaveLength(1);
    expect((await detail(programIdx)).publishState).toBe('PUBLISHED');
  });

  it('refuses a time in the past, a program without 회차, and one already published', async () => {
    const programIdx = await createDraft();
    const past = await schedule({
      programIdx,
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.body.fields).toEqual([
      { path: 'publishAt', message: '지금보다 뒤의 시각을 골라 주세요.' },
    ]);
    const farAway = await schedule({
      programIdx,
      publishAt: new Date(Date.now() + 400 * 24 * HOUR).toISOString(),
    });
    expect(farAway.statusCode).toBe(400);

    const future = new Date(Date.now() + 4 * HOUR).toISOString();
    const noInstances = await schedule({ programIdx, publishAt: future });
    expect(noInstances.statusCode).toBe(409);
    expect(noInstances.body.errorCode).toBe('PROGRAM_HAS_NO_INSTANCES');

    await addInstance(programIdx, addDays(today(), 5));
    expect((await post(t, '/api/staff/programs/publish', { programIdx }, editor)).statusCode).toBe(
      200,
    );
    const published = await schedule({ programIdx, publishAt: future });
    expect(published.statusCode).toBe(409);
    expect(published.body.message).toBe('이미 게시된 프로그램이에요. 예약 게시가 필요 없어요.');
    expect((await detail(programIdx)).publishAt).toBeNull();
    expect((await schedule({ programIdx: 999_999, publishAt: future })).statusCode).toBe(404);
  });

  it('is cancelled by clearing it, and by publishing by hand first', async () => {
    const publishAt = minuteAhead(5 * HOUR);
    const cleared = await scheduledDraft(publishAt);
    const cancel = await schedule({ programIdx: cleared, publishAt: null });
    expect(cancel.statusCode, cancel.text).toBe(200);
    expect(cancel.body.data).toEqual({
      programIdx: cleared,
      publishAt: null,
      publishState: 'DRAFT',
    });
    const [row] = await auditRows(t, 'program', cleared);
    expect(row).toMatchObject({ action: 'program.schedule-publish', after: { publishAt: null } });
    // Clearing again changes nothing and records nothing.
    expect((await schedule({ programIdx: cleared, publishAt: null })).statusCode).toBe(200);
    expect((await auditRows(t, 'program', cleared))[0]?.auditIdx).toBe(row?.auditIdx);

    const byHand = await scheduledDraft(publishAt);
    expect(
      (await post(t, '/api/staff/programs/publish', { programIdx: byHand }, editor)).statusCode,
    ).toBe(200);
    expect((await detail(byHand)).publishAt).toBeNull();
    await post(t, '/api/staff/programs/unpublish', { programIdx: byHand }, editor);

    await publishJob.run(new Date(publishAt.getTime() + 60_000));
    expect((await detail(cleared)).publishState).toBe('DRAFT');
    expect((await detail(byHand)).publishState).toBe('HIDDEN');
  });

  it('does not publish a program whose 회차 were all cancelled meanwhile: the schedule ends and the audit row says why', async () => {
    const publishAt = minuteAhead(6 * HOUR);
    const programIdx = await scheduledDraft(publishAt);
    const [instance] = await liveInstances(programIdx);
    await post(
      t,
      '/api/staff/programs/instances/cancel',
      { programInstanceIdx: instance?.programInstanceIdx },
      editor,
    );
    await publishJob.run(new Date(publishAt.getTime() + 60_000));
    expect(await detail(programIdx)).toMatchObject({ publishState: 'DRAFT', publishAt: null });
    const [row] = await auditRows(t, 'program', programIdx);
    expect(row).toMatchObject({
      action: 'program.schedule-publish',
      operatorLoginId: editorOperator.loginId,
      after: {
        publishAt: null,
        reason: '회차가 없어 예약 게시를 하지 못했어요. 회차를 추가하고 다시 게시해 주세요.',
      },
    });
  });

  it('runs in the sandbox at a given time (POST /sandbox/api/programs/publish-due)', async () => {
    const publishAt = minuteAhead(7 * HOUR);
    const programIdx = await scheduledDraft(publishAt);
    const early = await post(t, '/sandbox/api/programs/publish-due', {});
    expect(early.statusCode, early.text).toBe(200);
    expect(early.body.data.published).not.toContain(programIdx);
    const due = await post(t, '/sandbox/api/programs/publish-due', {
      at: new Date(publishAt.getTime() + 1_000).toISOString(),
    });
    expect(due.body.data.published).toContain(programIdx);
    expect((await visitorDetail(programIdx)).statusCode).toBe(200);
    expect((await post(t, '/sandbox/api/programs/publish-due', { at: 'soon' })).statusCode).toBe(
      400,
    );
  });
});
