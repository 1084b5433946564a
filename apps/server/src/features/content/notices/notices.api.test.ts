import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNotice } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const at = (iso: string) => new Date(iso);

describe('POST /api/notice/list', () => {
  it('lists pinned notices first, then the newest, and leaves hidden ones out', async () => {
    const old = await createNotice(t.db, { writeDate: at('2026-11-01T00:00:00Z') });
    const pinnedOld = await createNotice(t.db, {
      fixedYn: true,
      writeDate: at('2026-10-01T00:00:00Z'),
    });
    const newest = await createNotice(t.db, { writeDate: at('2026-11-20T00:00:00Z') });
    const pinnedNew = await createNotice(t.db, {
      fixedYn: true,
      writeDate: at('2026-11-10T00:00:00Z'),
    });
    await createNotice(t.db, { displayYn: false, writeDate: at('2026-11-21T00:00:00Z') });

    const { statusCode, body } = await postJson(t.app, '/api/notice/list', {});

    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ success: true, resultCode: 200 });
    expect(body.data.map((n: { noticeIdx: number }) => n.noticeIdx)).toEqual([
      pinnedNew.noticeIdx,
      pinnedOld.noticeIdx,
      newest.noticeIdx,
      old.noticeIdx,
    ]);
  });

  it('answers the list fields with Y/N flags and Seoul-offset timestamps', async () => {
    const notice = await createNotice(t.db, {
      noticeName: '성수 운영시간 변경 안내',
      fixedYn: true,
      savePath: '/media/notices/1.png',
      writeDate: at('2026-11-22T01:00:00Z'),
    });

    const { body } = await postJson(t.app, '/api/notice/list');

    expect(body.data).toEqual([
      {
        noticeIdx: notice.noticeIdx,
        noticeName: '성수 운영시간 변경 안내',
        fixedYn: 'Y',
        writeDate: '2026-11-22T10:00:00+09:00',
        regDate: expect.stringMatching(/\+09:00$/),
        modDate: expect.stringMatching(/\+09:00$/),
        savePath: '/media/notices/1.png',
      },
    ]);
  });

  it('answers an empty list when there are no notices', async () => {
    const { statusCode, body } = await postJson(t.app, '/api/notice/list');
    expect(statusCode).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('shows a new notice once the read cache is invalidated after the write', async () => {
    await createNotice(t.db);
    expect((await postJson(t.app, '/api/notice/list')).body.data).toHaveLength(1);

    await createNotice(t.db);
    expect((await postJson(t.app, '/api/notice/list')).body.data).toHaveLength(1);

    t.app.readCache.invalidate();
    expect((await postJson(t.app, '/api/notice/list')).body.data).toHaveLength(2);
  });

  it('refuses unknown fields with 400 and a Korean message', async () => {
    const { statusCode, body } = await postJson(t.app, '/api/notice/list', { page: 2 });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      success: false,
      resultCode: 400,
      errorCode: 'VALIDATION_FAILED',
      message: '입력값을 다시 확인해 주세요.',
    });
  });
});

describe('POST /api/notice/detail', () => {
  it('answers the notice with its sanitized content and its neighbours in list order', async () => {
    const older = await createNotice(t.db, { writeDate: at('2026-11-01T00:00:00Z') });
    const middle = await createNotice(t.db, {
      writeDate: at('2026-11-05T00:00:00Z'),
      noticeContent: '<p>주차 안내</p><script>alert(1)</script>',
    });
    const newer = await createNotice(t.db, { writeDate: at('2026-11-09T00:00:00Z') });

    const { statusCode, body } = await postJson(t.app, '/api/notice/detail', {
      noticeIdx: middle.noticeIdx,
    });

    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      noticeIdx: middle.noticeIdx,
      noticeContent: '<p>주차 안내</p>',
      prev: { noticeIdx: newer.noticeIdx, noticeName: newer.noticeName },
      next: { noticeIdx: older.noticeIdx, noticeName: older.noticeName },
    });
  });

  it('answers null neighbours at both ends of the list', async () => {
    const only = await createNotice(t.db);
    const { body } = await postJson(t.app, '/api/notice/detail', { noticeIdx: only.noticeIdx });
    expect(body.data.prev).toBeNull();
    expect(body.data.next).toBeNull();
  });

  it('accepts the id as a numeric string, as some clients send it', async () => {
    const notice = await createNotice(t.db);
    const { statusCode, body } = await postJson(t.app, '/api/notice/detail', {
      noticeIdx: String(notice.noticeIdx),
    });
    expect(statusCode).toBe(200);
    expect(body.data.noticeIdx).toBe(notice.noticeIdx);
  });

  it.each([
    ['an unknown id', async () => 9999],
    ['a hidden notice', async () => (await createNotice(t.db, { displayYn: false })).noticeIdx],
  ])('answers 404 공지사항을 찾을 수 없습니다. for %s', async (_name, makeId) => {
    const { statusCode, body } = await postJson(t.app, '/api/notice/detail', {
      noticeIdx: await makeId(),
    });
    expect(statusCode).toBe(404);
    expect(body).toEqual({
      success: false,
      resultCode: 404,
      errorCode: 'NOT_FOUND',
      message: '공지사항을 찾을 수 없습니다.',
    });
  });

  it.each([
    [{ noticeIdx: 'abc' }, '번호는 숫자여야 합니다.'],
    [{ noticeIdx: 0 }, '번호는 1 이상이어야 합니다.'],
    [{ noticeIdx: 1.5 }, '번호는 정수여야 합니다.'],
    [{}, '번호는 숫자여야 합니다.'],
  ])('answers 400 with the Korean field message for %j', async (payload, message) => {
    const { statusCode, body } = await postJson(t.app, '/api/notice/detail', payload);
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ errorCode: 'VALIDATION_FAILED', message });
    expect(body.fields).toEqual([{ path: 'noticeIdx', message }]);
  });
});
