import { addDays, seoulToday } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgram, createProgramInstance } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { programs } from '../../../db/schema';
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
let staff: Record<string, string>;
let member: Record<string, string>;
let basics: Awaited<ReturnType<typeof venueBasics>>;

beforeAll(async () => {
  // A long TTL: a visitor read right after a write can only be fresh if the write dropped it.
  t = await createTestApp({ readCache: { ttlMs: 60_000 } });
  editor = (await operatorCookie(t, 'EDITOR')).headers;
  staff = (await operatorCookie(t, 'STAFF')).headers;
  member = (await memberHeaders(t)).headers;
  basics = await venueBasics(t);
});
afterAll(async () => {
  await t.close();
});

const today = () => seoulToday(new Date());
const save = (body: object, headers = editor) => post(t, '/api/staff/programs/save', body, headers);
const visitorList = () => post(t, '/api/program/list', {});
const visitorDetail = (programIdx: number) => post(t, '/api/program/detail', { programIdx });
/** A 14:00–15:00 instance of 5 seats, `days` from today. */
const addInstance = (programIdx: number, days: number) =>
  post(
    t,
    '/api/staff/programs/instances/save',
    {
      programIdx,
      execDate: addDays(today(), days),
      startTime: '14:00',
      endTime: '15:00',
      capacity: 5,
    },
    editor,
  );

async function createDraft(overrides: Record<string, unknown> = {}) {
  const saved = await save(programBody(basics, overrides));
  expect(saved.statusCode, saved.text).toBe(200);
  return saved.body.data.programIdx as number;
}

describe('roles', () => {
  it('every program write is for EDITOR and ADMIN: STAFF 403, a member token or no session 401', async () => {
    const programIdx = await createDraft();
    const writes: [string, object][] = [
      ['/api/staff/programs/save', programBody(basics)],
      ['/api/staff/programs/publish', { programIdx }],
      ['/api/staff/programs/unpublish', { programIdx }],
      ['/api/staff/programs/status', { programIdx, status: 'CLOSED' }],
      ['/api/staff/programs/categories/save', { programCategoryName: '새 분류' }],
      ['/api/staff/programs/categories/list', {}],
      [
        '/api/staff/programs/categories/save-all',
        { categoryList: [{ programCategoryName: '새 분류' }] },
      ],
      ['/api/staff/programs/list', {}],
      ['/api/staff/programs/detail', { programIdx }],
      ['/api/staff/programs/preview', { programIdx }],
    ];
    for (const [url, payload] of writes) await expectEditorOnly(t, url, payload, staff, member);
    const admin = (await operatorCookie(t, 'ADMIN')).headers;
    expect((await save(programBody(basics), admin)).statusCode).toBe(200);
  });
});

describe('POST /api/staff/programs/save', () => {
  it('creates a draft with every field, sanitizes the editor HTML and records the audit row', async () => {
    const programIdx = await createDraft();
    const detail = await post(t, '/api/staff/programs/detail', { programIdx }, editor);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data).toMatchObject({
      programIdx,
      programType: 'RESERVATION',
      programName: '봄 향수 클래스',
      status: 'OPEN',
      publishState: 'DRAFT',
      publishedAt: null,
      optionList: [{ optionTitle: '소요 시간', optionDescription: '60분' }],
      buttonList: [
        { buttonType: 'URL', buttonUrl: 'https://example.com/brand', savePath: null },
        { buttonType: 'FILE', buttonUrl: null, savePath: '/media/uploads/guide.pdf' },
      ],
      noticeType: 'WARNING',
      maxPersonCount: 2,
      emailCollectYn: 'Y',
      programTermList: [{ termsName: '개인정보 수집·이용 동의', requiredYn: 'Y' }],
    });
    expect(detail.body.data.programEditor).toContain('<strong>고르고</strong>');
    expect(detail.body.data.programEditor).not.toContain('script');

    const [row] = await auditRows(t, 'program', programIdx);
    expect(row).toMatchObject({ action: 'program.save', before: null });
    expect(row?.after).toMatchObject({ programIdx, publishState: 'DRAFT' });
  });

  it('updates every field, keeping a term id that consents point at', async () => {
    const programIdx = await createDraft();
    const first = await post(t, '/api/staff/programs/detail', { programIdx }, editor);
    const termsIdx = first.body.data.programTermList[0].programTermsIdx;
    const updated = await save(
      programBody(basics, {
        programIdx,
        programName: '여름 향수 클래스',
        optionList: [],
        buttonList: [],
        programTermList: [
          {
            programTermsIdx: termsIdx,
            termsName: '개인정보 동의(개정)',
            termsDescription: '<p>x</p>',
            requiredYn: 'Y',
          },
          { termsName: '사진 활용 동의', termsDescription: '<p>사진</p>', requiredYn: 'N' },
        ],
      }),
    );
    expect(updated.statusCode, updated.text).toBe(200);
    expect(updated.body.data.programIdx).toBe(programIdx);
    const after = await post(t, '/api/staff/programs/detail', { programIdx }, editor);
    expect(after.body.data).toMatchObject({
      programName: '여름 향수 클래스',
      optionList: [],
      buttonList: [],
    });
    expect(after.body.data.programTermList).toHaveLength(2);
    expect(after.body.data.programTermList[0]).toMatchObject({
      programTermsIdx: termsIdx,
      termsName: '개인정보 동의(개정)',
    });
    const [row] = await auditRows(t, 'program', programIdx);
    expect(row?.before).toMatchObject({ programName: '봄 향수 클래스' });
    expect(row?.after).toMatchObject({ programName: '여름 향수 클래스' });
  });

  it('answers 400 with the fields and Korean messages, and writes nothing', async () => {
    const count = async () =>
      (await t.db.select({ id: programs.programIdx }).from(programs)).length;
    const before = await count();
    const bad = await save(
      programBody(basics, {
        programName: '   ',
        savePath: 'https://evil.example/x.png',
        descriptionType: 'LINK',
        programLink: null,
        buttonList: [{ buttonType: 'FILE', buttonName: '파일' }],
        scheduleType: 'ALWAYS',
        minExecDate: null,
        winnerCount: 3,
        nameCollectYn: 'N',
        nameRequiredYn: 'Y',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
    const paths = bad.body.fields.map((f: Json) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['programName', 'savePath']));
    expect(bad.body.message).toMatch(/[가-힣]/);
    // The cross-field rules run once the fields themselves are valid.
    const rules = await save(
      programBody(basics, {
        descriptionType: 'LINK',
        buttonList: [{ buttonType: 'FILE', buttonName: '파일' }],
        scheduleType: 'ALWAYS',
        winnerCount: 3,
        nameCollectYn: 'N',
        nameRequiredYn: 'Y',
      }),
    );
    expect(rules.statusCode).toBe(400);
    expect(rules.body.fields.map((f: Json) => f.path).sort()).toEqual(
      [
        'buttonList.0.savePath',
        'maxExecDate',
        'minExecDate',
        'nameRequiredYn',
        'programLink',
        'winnerCount',
      ].sort(),
    );
    for (const field of rules.body.fields) expect(field.message).toMatch(/[가-힣]/);
    // Ids the contract accepts but the database does not have: a field error, not a 500.
    const unknown = await save(
      programBody(basics, {
        programCategoryIdx: 999_999,
        zoneIdx: 999_998,
        relatedProgramIdxList: [999_997],
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.fields.map((f: Json) => f.path).sort()).toEqual([
      'programCategoryIdx',
      'relatedProgramIdxList',
      'zoneIdx',
    ]);
    const missing = await save(programBody(basics, { programIdx: 999_999 }));
    expect(missing.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('APPLICATION programs need the announcement; the winner count is theirs only', async () => {
    const noAnnouncement = await save(programBody(basics, { programType: 'APPLICATION' }));
    expect(noAnnouncement.statusCode).toBe(400);
    expect(noAnnouncement.body.fields[0].path).toBe('winnerAnnouncementDate');
    const programIdx = await createDraft({
      programType: 'APPLICATION',
      winnerCount: 5,
      winnerAnnouncementDate: `${addDays(today(), 10)}T18:00:00+09:00`,
    });
    const detail = await post(t, '/api/staff/programs/detail', { programIdx }, editor);
    expect(detail.body.data).toMatchObject({
      winnerCount: 5,
      winnerAnnouncementDate: `${addDays(today(), 10)}T18:00:00+09:00`,
    });
  });

  it('after the draw, keeps the winner count and announcement the record was made with, but saves the rest', async () => {
    const announcement = `${addDays(today(), 10)}T18:00:00+09:00`;
    const draw = {
      programType: 'APPLICATION',
      winnerCount: 5,
      winnerAnnouncementDate: announcement,
    };
    const programIdx = await createDraft(draw);
    const drawn = await post(t, '/api/staff/draws/run', { programIdx }, editor);
    expect(drawn.statusCode, drawn.text).toBe(200);
    const detail = await post(t, '/api/staff/programs/detail', { programIdx }, editor);
    const now = detail.body.data.winnerAnnouncementDate as string;

    const more = await save(
      programBody(basics, { ...draw, programIdx, winnerAnnouncementDate: now, winnerCount: 9 }),
    );
    expect(more.statusCode).toBe(409);
    expect(more.body.errorCode).toBe('DRAW_ALREADY_RUN');
    const later = await save(
      programBody(basics, { ...draw, programIdx, winnerAnnouncementDate: announcement }),
    );
    expect(later.statusCode).toBe(409);

    const renamed = await save(
      programBody(basics, {
        ...draw,
        programIdx,
        winnerAnnouncementDate: now,
        programName: '새 이름',
      }),
    );
    expect(renamed.statusCode, renamed.text).toBe(200);
  });

  it('refuses to change the type of a program that has entries', async () => {
    const program = await createProgram(t.db, {
      programCategoryIdx: basics.category.programCategoryIdx,
    });
    const { member: m } = await memberHeaders(t);
    const { createReserveEntry } = await import('../../../../test/factories');
    await createReserveEntry(t.db, { userIdx: m.userIdx, programIdx: program.programIdx });
    const changed = await save(
      programBody(basics, { programIdx: program.programIdx, programType: 'DEFAULT' }),
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.body.message).toContain('유형을 바꿀 수 없어요');
  });
});

describe('drafts and publication', () => {
  it('a draft is invisible to every visitor read until published; then the next read shows it', async () => {
    const day = addDays(today(), 3);
    const related = await createProgram(t.db, {
      programCategoryIdx: basics.category.programCategoryIdx,
    });
    const programIdx = await createDraft({ useRelatedProgramYn: 'Y' });
    // The visitor reads fill the cache before and while the program is a draft.
    await post(
      t,
      '/api/staff/programs/instances/save',
      { programIdx, execDate: day, startTime: '14:00', endTime: '15:00', capacity: 10 },
      editor,
    );
    await save(
      programBody(basics, {
        programIdx,
        useRelatedProgramYn: 'Y',
        relatedProgramIdxList: [related.programIdx],
      }),
    );
    // A published program that lists the draft as related: the draft's card stays out.
    await t.db.insert((await import('../../../db/schema')).programLinks).values({
      programIdx: related.programIdx,
      linkedProgramIdx: programIdx,
      kind: 'RELATED',
    });
    // A draft never published does not exist for a visitor (404); one taken down was (410).
    const hidden = async (detailStatus: 404 | 410) => {
      expect((await visitorList()).body.data.map((p: Json) => p.programIdx)).not.toContain(
        programIdx,
      );
      const onDay = await post(t, '/api/program/list', { startDate: day });
      expect(onDay.body.data.map((p: Json) => p.programIdx)).not.toContain(programIdx);
      expect((await visitorDetail(programIdx)).statusCode).toBe(detailStatus);
      expect((await post(t, '/api/program/instance/list', { programIdx })).statusCode).toBe(404);
      expect((await post(t, '/api/program/option/list', { programIdx })).statusCode).toBe(404);
      const relatedList = await post(t, '/api/program/related/list', {
        programIdx: related.programIdx,
      });
      expect(relatedList.body.data.map((p: Json) => p.programIdx)).not.toContain(programIdx);
      expect(
        (await post(t, '/api/reserveentry/collect/info', { programIdx }, member)).statusCode,
      ).toBe(404);
    };
    await hidden(404);

    const published = await post(t, '/api/staff/programs/publish', { programIdx }, editor);
    expect(published.statusCode, published.text).toBe(200);
    expect(published.body.data).toEqual({ programIdx, publishState: 'PUBLISHED' });
    expect((await visitorList()).body.data.map((p: Json) => p.programIdx)).toContain(programIdx);
    const onDay = await post(t, '/api/program/list', { startDate: day });
    expect(onDay.body.data.map((p: Json) => p.programIdx)).toContain(programIdx);
    const detail = await visitorDetail(programIdx);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data).toMatchObject({ programName: '봄 향수 클래스', closedReason: null });
    const relatedList = await post(t, '/api/program/related/list', {
      programIdx: related.programIdx,
    });
    expect(relatedList.body.data.map((p: Json) => p.programIdx)).toContain(programIdx);

    const [row] = await auditRows(t, 'program', programIdx);
    expect(row).toMatchObject({
      action: 'program.publish',
      before: { publishState: 'DRAFT', publishedAt: null },
      after: { publishState: 'PUBLISHED' },
    });

    const unpublished = await post(t, '/api/staff/programs/unpublish', { programIdx }, editor);
    expect(unpublished.body.data.publishState).toBe('HIDDEN');
    await hidden(410);
  });

  it('refuses to publish a dated program without a live instance (409 PROGRAM_HAS_NO_INSTANCES); always-open and information programs need none', async () => {
    const programIdx = await createDraft();
    const refused = await post(t, '/api/staff/programs/publish', { programIdx }, editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errorCode).toBe('PROGRAM_HAS_NO_INSTANCES');
    expect(refused.body.message).toBe(
      '회차가 없는 프로그램은 게시할 수 없어요. 회차를 먼저 추가해 주세요.',
    );
    expect((await visitorDetail(programIdx)).statusCode).toBe(404);
    expect(await auditRows(t, 'program', programIdx)).toHaveLength(1); // the save only

    // A cancelled instance is no instance.
    const saved = await addInstance(programIdx, 3);
    expect(saved.statusCode, saved.text).toBe(200);
    const [live] = (await post(t, '/api/staff/programs/instances/list', { programIdx }, editor))
      .body.data.list;
    await post(
      t,
      '/api/staff/programs/instances/cancel',
      { programInstanceIdx: live.programInstanceIdx },
      editor,
    );
    expect((await post(t, '/api/staff/programs/publish', { programIdx }, editor)).statusCode).toBe(
      409,
    );
    await addInstance(programIdx, 4);
    expect((await post(t, '/api/staff/programs/publish', { programIdx }, editor)).statusCode).toBe(
      200,
    );

    const always = await createDraft({
      scheduleType: 'ALWAYS',
      periodType: 'UNLIMIT',
      minExecDate: today(),
    });
    expect(
      (await post(t, '/api/staff/programs/publish', { programIdx: always }, editor)).statusCode,
    ).toBe(200);
    const info = await createDraft({ programType: 'DEFAULT' });
    expect(
      (await post(t, '/api/staff/programs/publish', { programIdx: info }, editor)).statusCode,
    ).toBe(200);
  });

  it('the seeded-style programs that visitors already see count as published', async () => {
    const program = await createProgram(t.db, {
      programCategoryIdx: basics.category.programCategoryIdx,
    });
    const list = await post(t, '/api/staff/programs/list', { publishState: 'PUBLISHED' }, editor);
    expect(list.body.data.list.map((p: Json) => p.programIdx)).toContain(program.programIdx);
  });

  it('the preview answers the visitor detail of a draft, with its sub-lists', async () => {
    const programIdx = await createDraft();
    const preview = await post(t, '/api/staff/programs/preview', { programIdx }, editor);
    expect(preview.statusCode, preview.text).toBe(200);
    expect(preview.body.data.detail).toMatchObject({
      programIdx,
      programName: '봄 향수 클래스',
      noticeType: 'WARNING',
      attendStatus: null,
    });
    expect(preview.body.data.detail.programEditor).not.toContain('script');
    expect(preview.body.data.optionList).toEqual([
      { optionTitle: '소요 시간', optionDescription: '60분' },
    ]);
    expect(preview.body.data.buttonList).toHaveLength(2);
    expect(
      (await post(t, '/api/staff/programs/preview', { programIdx: 999_999 }, editor)).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/staff/programs/list', () => {
  it('lists drafts too, filtered by status, type, category, publication and search, paged', async () => {
    const category = (
      await post(
        t,
        '/api/staff/programs/categories/save',
        { programCategoryName: '필터 분류' },
        editor,
      )
    ).body.data.programCategoryIdx;
    const a = await createDraft({
      programCategoryIdx: category,
      programName: '검색되는 100%_클래스',
    });
    const b = await createDraft({
      programCategoryIdx: category,
      programType: 'DEFAULT',
      programName: '상설',
    });
    await post(t, '/api/staff/programs/status', { programIdx: b, status: 'CLOSED' }, editor);
    await createProgramInstance(t.db, a, { execDate: addDays(today(), 5) });

    const byCategory = await post(
      t,
      '/api/staff/programs/list',
      { programCategoryIdx: category },
      editor,
    );
    expect(byCategory.body.data).toMatchObject({ page: 1, pageSize: 20, totalCount: 2 });
    expect(byCategory.body.data.list.map((p: Json) => p.programIdx)).toEqual([b, a]);
    expect(byCategory.body.data.list[0]).toMatchObject({ instanceCount: 0, nextExecDate: null });
    expect(byCategory.body.data.list[1]).toMatchObject({
      publishState: 'DRAFT',
      instanceCount: 1,
      nextExecDate: addDays(today(), 5),
      programCategoryName: '필터 분류',
    });
    const closed = await post(
      t,
      '/api/staff/programs/list',
      { programCategoryIdx: category, status: 'CLOSED' },
      editor,
    );
    expect(closed.body.data.list.map((p: Json) => p.programIdx)).toEqual([b]);
    const type = await post(
      t,
      '/api/staff/programs/list',
      { programCategoryIdx: category, programType: 'RESERVATION' },
      editor,
    );
    expect(type.body.data.list.map((p: Json) => p.programIdx)).toEqual([a]);
    const search = await post(t, '/api/staff/programs/list', { search: '100%_' }, editor);
    expect(search.body.data.list.map((p: Json) => p.programIdx)).toEqual([a]);
    const page9 = await post(t, '/api/staff/programs/list', { page: 9 }, editor);
    expect(page9.body.data.list).toEqual([]);
  });
});

describe('POST /api/staff/programs/status', () => {
  it('takes effect at once; CLOSEDADMIN needs a reason, which the visitor detail carries', async () => {
    const programIdx = await createDraft();
    await addInstance(programIdx, 3);
    await post(t, '/api/staff/programs/publish', { programIdx }, editor);
    expect((await visitorDetail(programIdx)).body.data.status).toBe('OPEN');

    const noReason = await post(
      t,
      '/api/staff/programs/status',
      { programIdx, status: 'CLOSEDADMIN' },
      editor,
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.fields[0]).toMatchObject({ path: 'closedReason' });

    const closed = await post(
      t,
      '/api/staff/programs/status',
      { programIdx, status: 'CLOSEDADMIN', closedReason: '시설 점검으로 운영을 멈춰요.' },
      editor,
    );
    expect(closed.statusCode, closed.text).toBe(200);
    const detail = await visitorDetail(programIdx);
    expect(detail.body.data).toMatchObject({
      status: 'CLOSEDADMIN',
      closedYn: 'Y',
      closedReason: '시설 점검으로 운영을 멈춰요.',
    });
    const [row] = await auditRows(t, 'program', programIdx);
    expect(row).toMatchObject({
      action: 'program.status',
      before: { status: 'OPEN', closedReason: null },
      after: { status: 'CLOSEDADMIN', closedReason: '시설 점검으로 운영을 멈춰요.' },
    });

    await post(
      t,
      '/api/staff/programs/status',
      { programIdx, status: 'OPEN', closedReason: '남은 사유' },
      editor,
    );
    expect((await visitorDetail(programIdx)).body.data).toMatchObject({
      status: 'OPEN',
      closedReason: null,
    });
    const [stored] = await t.db.select().from(programs).where(eq(programs.programIdx, programIdx));
    expect(stored?.closedReason).toBeNull();
    expect(
      (await post(t, '/api/staff/programs/status', { programIdx: 999_999, status: 'OPEN' }, editor))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/staff/programs/categories/save', () => {
  it('creates and renames a category; the visitor list shows it at once', async () => {
    await post(t, '/api/program/category/list', {});
    const created = await post(
      t,
      '/api/staff/programs/categories/save',
      { programCategoryName: '전시', sortIndex: 0 },
      editor,
    );
    expect(created.statusCode, created.text).toBe(200);
    const programCategoryIdx = created.body.data.programCategoryIdx;
    const renamed = await post(
      t,
      '/api/staff/programs/categories/save',
      { programCategoryIdx, programCategoryName: '기획 전시', sortIndex: 0 },
      editor,
    );
    expect(renamed.body.data.programCategoryIdx).toBe(programCategoryIdx);
    const list = await post(t, '/api/program/category/list', {});
    expect(list.body.data).toContainEqual({ programCategoryIdx, programCategoryName: '기획 전시' });
    const [row] = await auditRows(t, 'programCategory', programCategoryIdx);
    expect(row).toMatchObject({
      action: 'category.save',
      before: { programCategoryName: '전시' },
      after: { programCategoryName: '기획 전시' },
    });
    const bad = await post(
      t,
      '/api/staff/programs/categories/save',
      { programCategoryName: '' },
      editor,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.fields[0]).toMatchObject({
      path: 'programCategoryName',
      message: '분류 이름을 입력해 주세요.',
    });
    const missing = await post(
      t,
      '/api/staff/programs/categories/save',
      { programCategoryIdx: 999_999, programCategoryName: '없음' },
      editor,
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/staff/programs/categories/save-all', () => {
  type Category = { programCategoryIdx: number; programCategoryName: string; programCount: number };
  const staffList = async (): Promise<Category[]> =>
    (await post(t, '/api/staff/programs/categories/list', {}, editor)).body.data;
  const saveAll = (categoryList: object[]) =>
    post(t, '/api/staff/programs/categories/save-all', { categoryList }, editor);
  const keep = (list: Category[]) =>
    list.map(({ programCategoryIdx, programCategoryName }) => ({
      programCategoryIdx,
      programCategoryName,
    }));

  it('saves the list as shown: a new one first, the order 10 apart, audit rows only for what changed', async () => {
    const before = await staffList();
    expect(before.length).toBeGreaterThan(1);
    const inUse = before.find((c) => c.programCount > 0)!;
    expect(inUse).toBeDefined();
    const last = before.at(-1)!;
    await visitorList(); // cached before the write
    const saved = await saveAll([{ programCategoryName: '맨 앞 분류' }, ...keep(before).reverse()]);
    expect(saved.statusCode, saved.text).toBe(200);
    const after: (Category & { sortIndex: number })[] = saved.body.data;
    expect(after[0]).toMatchObject({
      programCategoryName: '맨 앞 분류',
      sortIndex: 10,
      programCount: 0,
    });
    expect(after.slice(1).map((c) => c.programCategoryIdx)).toEqual(
      before.map((c) => c.programCategoryIdx).reverse(),
    );
    expect(after.map((c) => c.sortIndex)).toEqual(after.map((_, i) => (i + 1) * 10));
    expect(after.find((c) => c.programCategoryIdx === inUse.programCategoryIdx)?.programCount).toBe(
      inUse.programCount,
    );
    // Visitors get the new order at once (the cache was dropped by the write).
    const visitor = await post(t, '/api/program/category/list', {});
    expect(visitor.body.data.map((c: Json) => c.programCategoryIdx)).toEqual(
      after.map((c) => c.programCategoryIdx),
    );
    const [moved] = await auditRows(t, 'programCategory', last.programCategoryIdx);
    expect(moved).toMatchObject({ action: 'category.save', after: { sortIndex: 20 } });

    // Saving the same list again changes nothing and writes no audit row.
    const rows = (await auditRows(t, 'programCategory', last.programCategoryIdx)).length;
    expect((await saveAll(keep(after))).statusCode).toBe(200);
    expect(await auditRows(t, 'programCategory', last.programCategoryIdx)).toHaveLength(rows);
  });

  it('deletes a saved category left out, and refuses the whole save while one left out holds programs', async () => {
    const list = await staffList();
    const empty = list.find((c) => c.programCount === 0)!;
    const inUse = list.find((c) => c.programCount > 0)!;

    const refused = await saveAll([
      { programCategoryName: '남으면 안 되는 분류' },
      ...keep(list.filter((c) => c.programCategoryIdx !== inUse.programCategoryIdx)),
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'CONFLICT' });
    expect(refused.body.message).toContain(`'${inUse.programCategoryName}' 분류에 프로그램이`);
    const unchanged = await staffList();
    expect(unchanged).toEqual(list);

    const saved = await saveAll(
      keep(list.filter((c) => c.programCategoryIdx !== empty.programCategoryIdx)),
    );
    expect(saved.statusCode, saved.text).toBe(200);
    expect(saved.body.data.map((c: Json) => c.programCategoryIdx)).not.toContain(
      empty.programCategoryIdx,
    );
    const [row] = await auditRows(t, 'programCategory', empty.programCategoryIdx);
    expect(row).toMatchObject({
      action: 'category.delete',
      before: { programCategoryName: empty.programCategoryName },
      after: null,
    });
  });

  it('refuses an unknown id (404) and the same category twice (400 on its row)', async () => {
    const list = await staffList();
    const unknown = await saveAll([
      ...keep(list),
      { programCategoryIdx: 999_999, programCategoryName: '없는 분류' },
    ]);
    expect(unknown.statusCode).toBe(404);
    const twice = await saveAll([...keep(list), keep(list)[0]!]);
    expect(twice.statusCode).toBe(400);
    expect(twice.body.fields[0]).toMatchObject({
      path: `categoryList.${list.length}.programCategoryIdx`,
      message: '같은 분류가 두 번 들어 있어요.',
    });
    expect((await saveAll([])).body.fields[0]).toMatchObject({
      path: 'categoryList',
      message: '분류를 하나 이상 남겨 주세요.',
    });
    expect(await staffList()).toEqual(list);
  });
});
