import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EditorSessions,
  editorSessions,
  expectEditorOnly,
} from '../../../../test/editor-access';
import { createFaq, createFaqCategory, createProgram } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { auditLog, notices } from '../../../db/schema';

let t: TestApp;
let s: EditorSessions;
beforeAll(async () => {
  // A long TTL: what a visitor sees right after a write comes from the invalidation alone.
  t = await createTestApp({ readCache: { ttlMs: 600_000 } });
  s = await editorSessions(t);
});
afterAll(async () => {
  await t.close();
});

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

async function post(url: string, payload?: object, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { statusCode: response.statusCode, body: response.json() as Json };
}
/** A call of the console, as the EDITOR. */
const staff = (url: string, payload: object) => post(url, payload, { cookie: s.editor });
/** A visitor's read, as the web app makes it. */
async function visitor(url: string, payload: object = {}, headers: Record<string, string> = {}) {
  const response =
    url === '/api/banner/mainbannerlist'
      ? await t.app.inject({ method: 'GET', url })
      : await t.app.inject({ method: 'POST', url, payload, headers });
  return response.json().data as Json;
}

async function auditOf(action: string, targetId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.auditIdx);
}

const fieldsOf = (body: Json) => body.fields.map((field: Json) => field.path);

describe('notices', () => {
  const notice = {
    noticeName: '주차 안내',
    noticeContent: '<p>주차는 <strong>2시간</strong> 무료예요.</p><script>alert(1)</script>',
    fixedYn: 'N',
    displayYn: 'Y',
  };

  it('creates, shows it to visitors at once, updates, hides and deletes, each audited', async () => {
    expect(await visitor('/api/notice/list')).toBeInstanceOf(Array); // the cache is warm

    const created = await staff('/api/staff/notices/save', notice);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const noticeIdx = created.body.data.noticeIdx;
    expect(noticeIdx).toBeGreaterThan(0);
    const [row] = await t.db.select().from(notices).where(eq(notices.noticeIdx, noticeIdx));
    expect(row?.noticeContent).toBe('<p>주차는 <strong>2시간</strong> 무료예요.</p>');
    expect((await visitor('/api/notice/list')).map((n: Json) => n.noticeIdx)).toContain(noticeIdx);

    const updated = await staff('/api/staff/notices/save', {
      ...notice,
      noticeIdx,
      noticeName: '주차 안내 (변경)',
      fixedYn: 'Y',
      writeDate: '2026-11-20T09:00:00+09:00',
    });
    expect(updated.body.data).toEqual({ noticeIdx });
    const detail = await visitor('/api/notice/detail', { noticeIdx });
    expect(detail).toMatchObject({
      noticeName: '주차 안내 (변경)',
      fixedYn: 'Y',
      writeDate: '2026-11-20T09:00:00+09:00',
    });
    expect((await visitor('/api/notice/list'))[0].noticeIdx).toBe(noticeIdx); // pinned first

    await staff('/api/staff/notices/save', {
      ...notice,
      noticeIdx,
      noticeName: '주차 안내 (변경)',
      displayYn: 'N',
    });
    expect((await visitor('/api/notice/list')).map((n: Json) => n.noticeIdx)).not.toContain(
      noticeIdx,
    );
    const list = await staff('/api/staff/notices/list', { keyword: '주차' });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ noticeIdx, displayYn: 'N', noticeName: '주차 안내 (변경)' }),
    ]);

    const deleted = await staff('/api/staff/notices/delete', { noticeIdx });
    expect(deleted.statusCode).toBe(200);
    const gone = await post('/api/notice/detail', { noticeIdx });
    expect(gone.statusCode).toBe(404);

    const audit = await auditOf('notice.save', noticeIdx);
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({
      operatorIdx: s.editorIdx,
      targetType: 'notice',
      before: null,
      after: { noticeName: '주차 안내', displayYn: 'Y' },
    });
    expect(audit[1]).toMatchObject({
      before: { noticeName: '주차 안내' },
      after: { noticeName: '주차 안내 (변경)', fixedYn: 'Y' },
    });
    const [removal] = await auditOf('notice.delete', noticeIdx);
    expect(removal).toMatchObject({ before: { noticeIdx }, after: null });
  });

  it('refuses bad input with the fields in Korean, and unknown ids with 404', async () => {
    const empty = await staff('/api/staff/notices/save', {
      noticeName: ' ',
      noticeContent: '<p> </p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.body)).toEqual(['noticeName', 'noticeContent']);
    expect(empty.body.message).toMatch(/[가-힣]/);
    const badDate = await staff('/api/staff/notices/save', { ...notice, writeDate: '어제' });
    expect(fieldsOf(badDate.body)).toEqual(['writeDate']);
    const missing = await staff('/api/staff/notices/save', { ...notice, noticeIdx: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('공지사항을 찾을 수 없어요.');
    expect((await staff('/api/staff/notices/delete', { noticeIdx: 999999 })).statusCode).toBe(404);
  });

  it('is for EDITOR and ADMIN only', async () => {
    await expectEditorOnly(t, s, { url: '/api/staff/notices/save', payload: notice });
    await expectEditorOnly(t, s, { url: '/api/staff/notices/delete', payload: { noticeIdx: 1 } });
    await expectEditorOnly(t, s, { url: '/api/staff/notices/list', payload: {} });
  });
});

describe('FAQ', () => {
  it('saves categories and questions, shows visitors the displayed ones in order, audited', async () => {
    expect(await visitor('/api/faq/list')).toBeInstanceOf(Array);
    const category = await staff('/api/staff/faq/categories/save', {
      faqsCategoryName: '주차',
      sortIndex: 0,
    });
    expect(category.statusCode).toBe(200);
    const faqsCategoryIdx = category.body.data.faqsCategoryIdx;
    const question = {
      faqsCategoryIdx,
      faqsQuestion: '주차는 몇 시간 무료인가요?',
      faqsAnswer: '<p>2시간이에요.</p><img src=x onerror=alert(1)>',
      displayYn: 'Y',
      sortIndex: 2,
    };
    const first = await staff('/api/staff/faq/save', question);
    const second = await staff('/api/staff/faq/save', {
      ...question,
      faqsQuestion: '전기차 충전이 되나요?',
      sortIndex: 1,
    });
    const hidden = await staff('/api/staff/faq/save', {
      ...question,
      faqsQuestion: '숨긴 질문',
      displayYn: 'N',
    });
    const ids = [first, second, hidden].map((r) => r.body.data.faqsIdx);

    const shown = await visitor('/api/faq/list', { faqsCategoryIdx });
    expect(shown.map((f: Json) => f.faqsIdx)).toEqual([ids[1], ids[0]]);
    expect(shown[1].faqsAnswer).not.toContain('onerror');
    expect((await visitor('/api/faq/categorylist')).map((c: Json) => c.faqsCategoryName)).toContain(
      '주차',
    );

    const list = await staff('/api/staff/faq/list', { faqsCategoryIdx });
    expect(list.body.data.list.map((f: Json) => f.faqsIdx)).toEqual([ids[1], ids[0], ids[2]]);
    expect(list.body.data.categories).toContainEqual(
      expect.objectContaining({ faqsCategoryIdx, faqCount: 3 }),
    );

    await staff('/api/staff/faq/categories/save', {
      faqsCategoryIdx,
      faqsCategoryName: '주차·교통',
      sortIndex: 0,
    });
    expect((await visitor('/api/faq/categorylist')).map((c: Json) => c.faqsCategoryName)).toContain(
      '주차·교통',
    );

    const [created] = await auditOf('faq.save', ids[0]);
    expect(created).toMatchObject({ targetType: 'faq', before: null, after: { sortIndex: 2 } });
    const renamed = await auditOf('faq-category.save', faqsCategoryIdx);
    expect(renamed[1]).toMatchObject({
      before: { faqsCategoryName: '주차' },
      after: { faqsCategoryName: '주차·교통' },
    });
  });

  it('refuses a question in a missing category, and a category that still holds questions', async () => {
    const unknown = await staff('/api/staff/faq/save', {
      faqsCategoryIdx: 999999,
      faqsQuestion: '질문',
      faqsAnswer: '<p>답</p>',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.fields).toEqual([
      { path: 'faqsCategoryIdx', message: '없는 분류예요. 분류를 다시 선택해 주세요.' },
    ]);

    const category = await createFaqCategory(t.db);
    const faq = await createFaq(t.db, { faqsCategoryIdx: category.faqsCategoryIdx });
    const inUse = await staff('/api/staff/faq/categories/delete', {
      faqsCategoryIdx: category.faqsCategoryIdx,
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body.message).toMatch(/질문이 남아 있는 분류/);

    expect((await staff('/api/staff/faq/delete', { faqsIdx: faq.faqsIdx })).statusCode).toBe(200);
    expect((await post('/api/faq/detail', { faqsIdx: faq.faqsIdx })).statusCode).toBe(404);
    const removed = await staff('/api/staff/faq/categories/delete', {
      faqsCategoryIdx: category.faqsCategoryIdx,
    });
    expect(removed.statusCode).toBe(200);
    expect((await auditOf('faq-category.delete', category.faqsCategoryIdx))[0]).toMatchObject({
      after: null,
    });

    const empty = await staff('/api/staff/faq/save', {
      faqsCategoryIdx: 1,
      faqsQuestion: '',
      faqsAnswer: '',
      sortIndex: -1,
    });
    expect(fieldsOf(empty.body)).toEqual(['faqsQuestion', 'faqsAnswer', 'sortIndex']);
  });

  it('is for EDITOR and ADMIN only', async () => {
    const body = { faqsCategoryIdx: 1, faqsQuestion: '질문', faqsAnswer: '<p>답</p>' };
    await expectEditorOnly(t, s, { url: '/api/staff/faq/save', payload: body });
    await expectEditorOnly(t, s, { url: '/api/staff/faq/delete', payload: { faqsIdx: 1 } });
    await expectEditorOnly(t, s, {
      url: '/api/staff/faq/categories/save',
      payload: { faqsCategoryName: '분류' },
    });
    await expectEditorOnly(t, s, {
      url: '/api/staff/faq/categories/delete',
      payload: { faqsCategoryIdx: 1 },
    });
    await expectEditorOnly(t, s, { url: '/api/staff/faq/list', payload: {} });
  });
});

describe('banners', () => {
  const hour = 3_600_000;
  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  const guestList = () => visitor('/api/banner/list', {});
  const memberList = async (telecomCode: string) => {
    const member = s.member;
    return visitor('/api/login/banner/list', { telecomCode }, member);
  };
  const idsOf = (list: Json[]) => list.map((b) => b.bannerIdx);

  it('shows a popup to its audience only: members of carriers other than 01 for MEMBER', async () => {
    await guestList(); // the cache is warm
    const saved = await staff('/api/staff/banners/save', {
      bannerType: 'POPUP',
      bannerName: '회원 전용 팝업',
      audience: 'MEMBER',
      popupDescription: '<p>회원님께만 드리는 <b>혜택</b></p>',
      linkUrl: '/frequency',
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const bannerIdx = saved.body.data.bannerIdx;

    expect(idsOf(await guestList())).not.toContain(bannerIdx);
    expect(idsOf(await memberList('01'))).not.toContain(bannerIdx); // carrier 01 is a guest here
    const shown = (await memberList('02')).find((b: Json) => b.bannerIdx === bannerIdx);
    expect(shown).toMatchObject({
      bannerType: 'POPUP',
      savePath: null,
      bannerLink: '/frequency',
      popupDescription: '<p>회원님께만 드리는 <b>혜택</b></p>',
    });

    await staff('/api/staff/banners/save', {
      bannerIdx,
      bannerType: 'POPUP',
      bannerName: '모두에게 팝업',
      audience: 'GUEST',
      popupDescription: '<p>처음 오셨나요?</p>',
    });
    expect(idsOf(await guestList())).toContain(bannerIdx);
    expect(idsOf(await memberList('02'))).not.toContain(bannerIdx);

    const [listed] = (await staff('/api/staff/banners/list', { bannerType: 'POPUP' })).body.data;
    expect(listed).toMatchObject({ popupKind: 'text', audience: 'GUEST', state: 'LIVE' });
    const audit = await auditOf('banner.save', bannerIdx);
    expect(audit.map((row) => [row.before === null, (row.after as Json).audience])).toEqual([
      [true, 'MEMBER'],
      [false, 'GUEST'],
    ]);
  });

  it('keeps a banner to its start and end times, and a program target becomes its link', async () => {
    const program = await createProgram(t.db);
    await guestList();
    const later = await staff('/api/staff/banners/save', {
      bannerType: 'BANNER',
      bannerName: '다음 주 프로모션',
      savePath: '/media/banner/next-week.svg',
      alt: '다음 주 프로모션',
      actionType: 'PROGRAM',
      programIdx: program.programIdx,
      startAt: iso(24 * hour),
    });
    const bannerIdx = later.body.data.bannerIdx;
    expect(idsOf(await guestList())).not.toContain(bannerIdx);
    const ended = await staff('/api/staff/banners/save', {
      bannerType: 'LNB',
      bannerName: '지난 행사',
      savePath: '/media/lnb/last-week.svg',
      alt: '지난 행사',
      endAt: iso(-hour),
    });
    expect(idsOf(await guestList())).not.toContain(ended.body.data.bannerIdx);
    const states = (await staff('/api/staff/banners/list', {})).body.data;
    expect(
      states.find((b: Json) => b.bannerIdx === bannerIdx && b.bannerType === 'BANNER'),
    ).toMatchObject({
      state: 'SCHEDULED',
      actionType: 'PROGRAM',
      programIdx: program.programIdx,
      linkUrl: null,
    });
    expect(
      states.find((b: Json) => b.bannerIdx === ended.body.data.bannerIdx && b.bannerType === 'LNB'),
    ).toMatchObject({ state: 'ENDED' });

    await staff('/api/staff/banners/save', {
      bannerIdx,
      bannerType: 'BANNER',
      bannerName: '이번 주 프로모션',
      savePath: '/media/banner/next-week.svg',
      alt: '이번 주 프로모션',
      actionType: 'PROGRAM',
      programIdx: program.programIdx,
      startAt: iso(-hour),
      endAt: iso(24 * hour),
    });
    expect((await guestList()).find((b: Json) => b.bannerIdx === bannerIdx)).toMatchObject({
      bannerName: '이번 주 프로모션',
      bannerLink: `/program/${program.programIdx}`,
    });

    expect(
      (await staff('/api/staff/banners/delete', { bannerType: 'BANNER', bannerIdx })).statusCode,
    ).toBe(200);
    expect(idsOf(await guestList())).not.toContain(bannerIdx);
    expect((await auditOf('banner.delete', bannerIdx))[0]).toMatchObject({ after: null });
  });

  it('saves a main-grid tile into its slot with a program target, and visitors see it within its window', async () => {
    const program = await createProgram(t.db);
    await visitor('/api/banner/mainbannerlist');
    const tile = {
      bannerType: 'MAIN',
      slotCode: 'b2',
      bannerName: '가을 메인',
      savePath: '/media/main-square/autumn.svg',
      alt: '가을 축제',
      actionType: 'PROGRAM',
      programIdx: program.programIdx,
      sortIndex: 5,
    };
    const saved = await staff('/api/staff/banners/save', tile);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const mainBannerIdx = saved.body.data.bannerIdx;
    const grid = (await visitor('/api/banner/mainbannerlist')).data;
    expect(grid.find((b: Json) => b.mainBannerIdx === mainBannerIdx)).toEqual({
      mainBannerIdx,
      slotCode: 'b2',
      savePath: '/media/main-square/autumn.svg',
      linkUrl: null,
      mainBannerName: '가을 메인',
      actionType: 'PROGRAM',
      programIdx: program.programIdx,
      alt: '가을 축제',
    });

    await staff('/api/staff/banners/save', {
      ...tile,
      bannerIdx: mainBannerIdx,
      endAt: iso(-hour),
      startAt: iso(-2 * hour),
    });
    expect(
      (await visitor('/api/banner/mainbannerlist')).data.map((b: Json) => b.mainBannerIdx),
    ).not.toContain(mainBannerIdx);
    const [audit] = await auditOf('main-banner.save', mainBannerIdx);
    expect(audit).toMatchObject({ targetType: 'main-banner', after: { slotCode: 'b2' } });

    const listed = (await staff('/api/staff/banners/list', { bannerType: 'MAIN' })).body.data;
    expect(listed.every((b: Json) => b.bannerType === 'MAIN')).toBe(true);
    expect(listed.find((b: Json) => b.bannerIdx === mainBannerIdx)).toMatchObject({
      state: 'ENDED',
    });
    await staff('/api/staff/banners/delete', { bannerType: 'MAIN', bannerIdx: mainBannerIdx });
    expect(
      (await staff('/api/staff/banners/delete', { bannerType: 'MAIN', bannerIdx: mainBannerIdx }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses what a banner of its type cannot be, naming the fields in Korean', async () => {
    const cases: [object, string[]][] = [
      [
        {
          bannerType: 'MAIN',
          bannerName: '슬롯 없음',
          savePath: '/media/main-wide/x.svg',
          alt: 'x',
        },
        ['slotCode'],
      ],
      [
        {
          bannerType: 'MAIN',
          slotCode: 'a1',
          bannerName: '대상',
          savePath: '/media/main-wide/x.svg',
          alt: 'x',
          audience: 'MEMBER',
        },
        ['audience'],
      ],
      [{ bannerType: 'BANNER', bannerName: '이미지 없음' }, ['savePath']],
      [{ bannerType: 'POPUP', bannerName: '빈 팝업' }, ['savePath']],
      [
        { bannerType: 'BANNER', bannerName: '대체 텍스트 없음', savePath: '/media/banner/x.svg' },
        ['alt'],
      ],
      [
        {
          bannerType: 'QR',
          bannerName: '프로그램 없음',
          savePath: '/media/qr/x.svg',
          alt: 'x',
          actionType: 'PROGRAM',
        },
        ['programIdx'],
      ],
      [
        {
          bannerType: 'BOTTOM',
          bannerName: '시간',
          savePath: '/media/bottom/x.svg',
          alt: 'x',
          startAt: iso(hour),
          endAt: iso(0),
        },
        ['endAt'],
      ],
      [
        {
          bannerType: 'BANNER',
          bannerName: '링크',
          savePath: '/media/banner/x.svg',
          alt: 'x',
          linkUrl: 'javascript:alert(1)',
        },
        ['linkUrl'],
      ],
      [
        {
          bannerType: 'BANNER',
          bannerName: '슬롯',
          savePath: '/media/banner/x.svg',
          alt: 'x',
          slotCode: 'a1',
        },
        ['slotCode'],
      ],
      [
        {
          bannerType: 'LNB',
          bannerName: '문구',
          savePath: '/media/lnb/x.svg',
          alt: 'x',
          popupDescription: '<p>x</p>',
        },
        ['popupDescription'],
      ],
      [
        { bannerType: 'BANNER', bannerName: '', savePath: '/media/banner/x.svg', alt: 'x' },
        ['bannerName'],
      ],
      [{ bannerType: 'FLOOR', bannerName: '종류' }, ['bannerType']],
    ];
    for (const [body, fields] of cases) {
      const refused = await staff('/api/staff/banners/save', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(refused.body), JSON.stringify(body)).toEqual(fields);
      expect(refused.body.message).toMatch(/[가-힣]/);
    }
    const unknownProgram = await staff('/api/staff/banners/save', {
      bannerType: 'QR',
      bannerName: '없는 프로그램',
      savePath: '/media/qr/x.svg',
      alt: 'x',
      actionType: 'PROGRAM',
      programIdx: 999999,
    });
    expect(unknownProgram.statusCode).toBe(400);
    expect(fieldsOf(unknownProgram.body)).toEqual(['programIdx']);
    const missing = await staff('/api/staff/banners/save', {
      bannerType: 'BANNER',
      bannerIdx: 999999,
      bannerName: '없는 배너',
      savePath: '/media/banner/x.svg',
      alt: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is for EDITOR and ADMIN only', async () => {
    const body = { bannerType: 'POPUP', bannerName: '팝업', popupDescription: '<p>안녕</p>' };
    await expectEditorOnly(t, s, { url: '/api/staff/banners/save', payload: body });
    await expectEditorOnly(t, s, {
      url: '/api/staff/banners/delete',
      payload: { bannerType: 'POPUP', bannerIdx: 1 },
    });
    await expectEditorOnly(t, s, { url: '/api/staff/banners/list', payload: {} });
  });
});
