import { createHash } from 'node:crypto';
import {
  inquiryDetailResponse,
  inquiryListResponse,
  inquiryMessages,
  staffInquiryAnswerResponse,
  staffInquiryListResponse,
} from '@venue/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories';
import { multipartBody } from '../../../../test/multipart';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { auditLog, inquiries, inquiryAttachments } from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';
import { purgeAnsweredInquiries } from './inquiries.service';

/** One app for the file; every test makes its own members and inquiries. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

async function member(name = '김하늘') {
  const row = await createMember(t.db, { name });
  const token = await signMemberToken(memberTokenKey(t.config), row);
  return { row, headers: { 'x-access-token': token } };
}

async function staffCookie() {
  const staff = await createOperator(t.db, { name: '스태프' });
  return staffLogin(t.app, staff.loginId, staff.password);
}

/** Real magic numbers followed by filler: what a phone's photo starts with. */
const png = (size = 64) => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const jpeg = (size = 64) => {
  const bytes = new Uint8Array(size).fill(9);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};
const webp = (size = 64) => {
  const bytes = new Uint8Array(size).fill(3);
  bytes.set([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
  return bytes;
};

const validFields = {
  category: 'VENUE',
  title: '유모차 보관',
  content: '3층에 유모차를 맡길 곳이 있을까요?',
  privacyAgreeYn: 'Y',
};

type Photo = { name: string; type: string; bytes: Uint8Array };

/** The inquiry form with its photos in field `photos`. */
const multipart = (fields: Record<string, string>, photos: Photo[] = []) =>
  multipartBody(
    fields,
    photos.map((photo) => ({ field: 'photos', ...photo })),
  );

async function insert(
  headers: Record<string, string>,
  fields: Record<string, string> = validFields,
  photos: Photo[] = [],
): Promise<{ statusCode: number; body: Json }> {
  const { payload, contentType } = await multipart(fields, photos);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/inquiry/insert',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

describe('POST /api/inquiry/insert', () => {
  it('keeps the inquiry with its photos, typed from their bytes and hashed', async () => {
    const { row, headers } = await member();
    const photo = png(2048);
    const sent = await insert(headers, validFields, [
      { name: 'C:\\Users\\me\\stroller.png', type: 'image/png', bytes: photo },
      // The claim says PNG, the bytes say JPEG: the bytes win.
      { name: 'door.png', type: 'image/png', bytes: jpeg() },
      { name: 'map.webp', type: 'application/octet-stream', bytes: webp() },
    ]);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    const { inquiryIdx } = sent.body.data;

    const [stored] = await t.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.inquiryIdx, inquiryIdx));
    expect(stored).toMatchObject({
      userIdx: row.userIdx,
      category: 'VENUE',
      title: '유모차 보관',
      status: 'WAITING',
      answer: null,
    });
    expect(stored?.privacyAgreedAt).toBeInstanceOf(Date);
    const photos = await t.db
      .select()
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryIdx, inquiryIdx))
      .orderBy(inquiryAttachments.attachmentIdx);
    expect(photos.map((p) => [p.fileName, p.contentType, p.byteSize])).toEqual([
      ['stroller.png', 'image/png', 2048],
      ['door.png', 'image/jpeg', 64],
      ['map.webp', 'image/webp', 64],
    ]);
    expect(photos[0]?.sha256).toBe(createHash('sha256').update(photo).digest('hex'));
  });

  it('refuses a guest with 401 and a JSON body with 415', async () => {
    expect((await insert({})).statusCode).toBe(401);
    const { headers } = await member();
    const json = await postJson(t.app, '/api/inquiry/insert', validFields, headers);
    expect(json.statusCode).toBe(415);
    expect(json.body.errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('reports every field problem in Korean with its path, and keeps nothing', async () => {
    const { row, headers } = await member();
    const sent = await insert(headers, {
      category: 'FOOD',
      title: '문',
      content: '짧아요',
      privacyAgreeYn: 'N',
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: inquiryMessages.category,
    });
    expect(sent.body.fields).toEqual([
      { path: 'category', message: inquiryMessages.category },
      { path: 'title', message: inquiryMessages.titleMin },
      { path: 'content', message: inquiryMessages.contentMin },
      { path: 'privacyAgreeYn', message: inquiryMessages.privacy },
    ]);
    const tooLong = await insert(headers, {
      ...validFields,
      title: '가'.repeat(51),
      content: '나'.repeat(1001),
    });
    expect(tooLong.body.fields).toEqual([
      { path: 'title', message: inquiryMessages.titleMax },
      { path: 'content', message: inquiryMessages.contentMax },
    ]);
    const kept = await t.db.select().from(inquiries).where(eq(inquiries.userIdx, row.userIdx));
    expect(kept).toEqual([]);
  });

  it('refuses a text file named .png, a photo over 5 MB and a 4th photo with clear messages', async () => {
    const { row, headers } = await member();
    const text = new TextEncoder().encode('this is not a picture, just text');
    const wrongType = await insert(headers, validFields, [
      { name: 'photo.png', type: 'image/png', bytes: text },
    ]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body.fields).toEqual([{ path: 'photos', message: inquiryMessages.photoType }]);
    expect(wrongType.body.message).toBe('JPG, PNG, WEBP 형식의 사진만 첨부할 수 있어요.');

    const oversized = await insert(headers, validFields, [
      { name: 'big.jpg', type: 'image/jpeg', bytes: jpeg(5 * 1024 * 1024 + 1) },
    ]);
    expect(oversized.statusCode).toBe(400);
    expect(oversized.body.fields).toEqual([
      { path: 'photos', message: inquiryMessages.photoTooLarge },
    ]);

    const photo = { name: 'a.png', type: 'image/png', bytes: png() };
    const four = await insert(headers, validFields, [photo, photo, photo, photo]);
    expect(four.statusCode).toBe(400);
    expect(four.body.fields).toEqual([{ path: 'photos', message: inquiryMessages.photoTooMany }]);

    const kept = await t.db.select().from(inquiries).where(eq(inquiries.userIdx, row.userIdx));
    expect(kept).toEqual([]);
  });

  it('leaves the other routes JSON-only', async () => {
    const { headers } = await member();
    const { payload, contentType } = await multipart({ page: '1' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/list',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('a member’s own inquiries', () => {
  it('lists only their own, newest first, and shows one in detail with its photos', async () => {
    const me = await member();
    const other = await member('이솔');
    const first = await insert(me.headers, { ...validFields, title: '첫 문의' });
    const second = await insert(me.headers, { ...validFields, title: '두 번째 문의' }, [
      { name: 'a.png', type: 'image/png', bytes: png() },
    ]);
    await insert(other.headers, { ...validFields, title: '다른 회원' });

    const list = await postJson(t.app, '/api/inquiry/list', {}, me.headers);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(inquiryListResponse.parse(list.body).data).toMatchObject({
      totalCount: 2,
      page: 1,
      list: [
        { title: '두 번째 문의', status: 'WAITING', attachmentCount: 1, answeredAt: null },
        { title: '첫 문의', status: 'WAITING', attachmentCount: 0 },
      ],
    });

    const detail = await postJson(
      t.app,
      '/api/inquiry/detail',
      { inquiryIdx: second.body.data.inquiryIdx },
      me.headers,
    );
    const data = inquiryDetailResponse.parse(detail.body).data;
    expect(data).toMatchObject({
      title: '두 번째 문의',
      content: validFields.content,
      answer: null,
      attachments: [{ fileName: 'a.png', contentType: 'image/png', byteSize: 64 }],
    });

    const notMine = await postJson(
      t.app,
      '/api/inquiry/detail',
      { inquiryIdx: first.body.data.inquiryIdx },
      other.headers,
    );
    expect(notMine.statusCode).toBe(404);
    expect(notMine.body.errorCode).toBe('NOT_FOUND');
  });

  it('serves a photo to its owner only, with safe headers; anyone else gets 404', async () => {
    const me = await member();
    const other = await member('박민수');
    const bytes = jpeg(300);
    const sent = await insert(me.headers, validFields, [
      { name: 'a.jpg', type: 'image/jpeg', bytes },
    ]);
    const detail = await postJson(
      t.app,
      '/api/inquiry/detail',
      { inquiryIdx: sent.body.data.inquiryIdx },
      me.headers,
    );
    const url = `/api/inquiry/attachment/${detail.body.data.attachments[0].attachmentIdx}`;

    const mine = await t.app.inject({ method: 'GET', url, headers: me.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': 'private, no-store',
    });
    expect(Buffer.compare(mine.rawPayload, Buffer.from(bytes))).toBe(0);

    const theirs = await t.app.inject({ method: 'GET', url, headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().errorCode).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // The staff cookie means nothing on the member's route (it reads only the token).
    const cookie = await staffCookie();
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(401);
    const staffUrl = url.replace('/api/inquiry/', '/api/staff/inquiries/');
    const staff = await t.app.inject({ method: 'GET', url: staffUrl, headers: { cookie } });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('image/jpeg');
  });
});

describe('staff answers', () => {
  it('lists waiting inquiries first, oldest first, with masked names; answers; the member sees it', async () => {
    const me = await member('김하늘');
    const cookie = await staffCookie();
    const older = await insert(me.headers, { ...validFields, title: '먼저 보낸 문의' });
    const newer = await insert(me.headers, { ...validFields, title: '나중에 보낸 문의' });

    const waiting = await postJson(
      t.app,
      '/api/staff/inquiries',
      { status: 'WAITING' },
      { cookie },
    );
    expect(waiting.statusCode).toBe(200);
    const rows = staffInquiryListResponse.parse(waiting.body).data.list;
    const mine = rows.filter((r) =>
      [older.body.data.inquiryIdx, newer.body.data.inquiryIdx].includes(r.inquiryIdx),
    );
    expect(mine.map((r) => [r.title, r.memberName])).toEqual([
      ['먼저 보낸 문의', '김*늘'],
      ['나중에 보낸 문의', '김*늘'],
    ]);

    const answered = await postJson(
      t.app,
      '/api/staff/inquiries/answer',
      { inquiryIdx: older.body.data.inquiryIdx, answer: '  3층 안내데스크에 맡겨 주세요.  ' },
      { cookie },
    );
    expect(answered.statusCode).toBe(200);
    expect(staffInquiryAnswerResponse.parse(answered.body).data).toMatchObject({
      status: 'ANSWERED',
      answer: '3층 안내데스크에 맡겨 주세요.',
      answeredByName: '스태프',
      memberName: '김*늘',
    });

    // Answering again edits the answer.
    await postJson(
      t.app,
      '/api/staff/inquiries/answer',
      { inquiryIdx: older.body.data.inquiryIdx, answer: '1층 안내데스크에 맡겨 주세요.' },
      { cookie },
    );
    const seen = await postJson(
      t.app,
      '/api/inquiry/detail',
      { inquiryIdx: older.body.data.inquiryIdx },
      me.headers,
    );
    expect(seen.body.data).toMatchObject({
      status: 'ANSWERED',
      answer: '1층 안내데스크에 맡겨 주세요.',
    });
    expect(seen.body.data.answeredAt).toEqual(expect.any(String));

    const answeredList = await postJson(
      t.app,
      '/api/staff/inquiries',
      { status: 'ANSWERED' },
      { cookie },
    );
    expect(
      answeredList.body.data.list.some(
        (r: Json) => r.inquiryIdx === older.body.data.inquiryIdx && r.status === 'ANSWERED',
      ),
    ).toBe(true);
  });

  it('keeps every answer with its author and time, audits each, and the member sees the latest', async () => {
    const me = await member('박보라');
    const first = await createOperator(t.db, { name: '첫 답변자' });
    const second = await createOperator(t.db, { name: '둘째 답변자' });
    const firstCookie = await staffLogin(t.app, first.loginId, first.password);
    const secondCookie = await staffLogin(t.app, second.loginId, second.password);
    const sent = await insert(me.headers, { ...validFields, title: '주차 문의' });
    const inquiryIdx = sent.body.data.inquiryIdx;
    const answer = (text: string, cookie: string) =>
      postJson(t.app, '/api/staff/inquiries/answer', { inquiryIdx, answer: text }, { cookie });

    expect((await answer('주차장은 없어요.', firstCookie)).statusCode).toBe(200);
    const edited = await answer('건물 뒤 공영주차장을 이용해 주세요.', secondCookie);
    expect(edited.statusCode).toBe(200);
    const detail = staffInquiryAnswerResponse.parse(edited.body).data;
    expect(detail).toMatchObject({
      answer: '건물 뒤 공영주차장을 이용해 주세요.',
      answeredByName: '둘째 답변자',
    });
    // Staff see the history, newest first; nothing was overwritten.
    expect(detail.answerHistory).toEqual([
      {
        answer: '건물 뒤 공영주차장을 이용해 주세요.',
        operatorName: '둘째 답변자',
        answeredAt: expect.any(String),
      },
      { answer: '주차장은 없어요.', operatorName: '첫 답변자', answeredAt: expect.any(String) },
    ]);
    const staffDetail = await postJson(
      t.app,
      '/api/staff/inquiries/detail',
      { inquiryIdx },
      { cookie: firstCookie },
    );
    expect(staffDetail.body.data.answerHistory).toHaveLength(2);

    // The member sees the latest answer only.
    const seen = await postJson(t.app, '/api/inquiry/detail', { inquiryIdx }, me.headers);
    expect(seen.body.data.answer).toBe('건물 뒤 공영주차장을 이용해 주세요.');
    expect(seen.body.data.answerHistory).toBeUndefined();
    expect(JSON.stringify(seen.body)).not.toContain('주차장은 없어요.');

    // Each answer is audited: who, which inquiry, the answer before and after.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'inquiry'), eq(auditLog.targetId, String(inquiryIdx))))
      .orderBy(asc(auditLog.auditIdx));
    expect(audits.map((a) => [a.action, a.operatorLoginId, a.before, a.after])).toEqual([
      ['inquiry.answer', first.loginId, null, { answer: '주차장은 없어요.' }],
      [
        'inquiry.answer-edit',
        second.loginId,
        { answer: '주차장은 없어요.' },
        { answer: '건물 뒤 공영주차장을 이용해 주세요.' },
      ],
    ]);

    // The same answer again changes nothing and leaves no trace.
    const again = await answer('건물 뒤 공영주차장을 이용해 주세요.', firstCookie);
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({
      errorCode: 'ALREADY_DONE',
      message: '지금 답변과 같아요. 바꿀 내용을 적어 주세요.',
    });
    const after = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'inquiry'), eq(auditLog.targetId, String(inquiryIdx))));
    expect(after).toHaveLength(2);
  });

  it('refuses an empty or over-long answer and an unknown inquiry', async () => {
    const cookie = await staffCookie();
    const me = await member();
    const sent = await insert(me.headers);
    const empty = await postJson(
      t.app,
      '/api/staff/inquiries/answer',
      { inquiryIdx: sent.body.data.inquiryIdx, answer: '   ' },
      { cookie },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.body.fields).toEqual([{ path: 'answer', message: inquiryMessages.answerMin }]);
    const long = await postJson(
      t.app,
      '/api/staff/inquiries/answer',
      { inquiryIdx: sent.body.data.inquiryIdx, answer: '가'.repeat(2001) },
      { cookie },
    );
    expect(long.body.fields).toEqual([{ path: 'answer', message: inquiryMessages.answerMax }]);
    const unknown = await postJson(
      t.app,
      '/api/staff/inquiries/answer',
      { inquiryIdx: 999_999, answer: '답변' },
      { cookie },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a member token on every staff inquiry route', async () => {
    const me = await member();
    const sent = await insert(me.headers, validFields, [
      { name: 'a.png', type: 'image/png', bytes: png() },
    ]);
    const inquiryIdx = sent.body.data.inquiryIdx;
    for (const [url, body] of [
      ['/api/staff/inquiries', {}],
      ['/api/staff/inquiries/detail', { inquiryIdx }],
      ['/api/staff/inquiries/answer', { inquiryIdx, answer: '제가 답할게요' }],
    ] as const) {
      const response = await postJson(t.app, url, body, me.headers);
      expect(response.statusCode, url).toBe(401);
      expect(response.body.errorCode, url).toBe('STAFF_UNAUTHORIZED');
    }
    const photo = await t.app.inject({
      method: 'GET',
      url: '/api/staff/inquiries/attachment/1',
      headers: me.headers,
    });
    expect(photo.statusCode).toBe(401);
  });
});

describe('retention of answered inquiries', () => {
  it('deletes inquiries answered more than three years ago, with their photos, and keeps the rest', async () => {
    const { row } = await member('보관기한');
    const now = new Date('2030-06-15T03:00:00Z');
    const insert = async (values: Partial<typeof inquiries.$inferInsert>) => {
      const [inquiry] = await t.db
        .insert(inquiries)
        .values({
          userIdx: row.userIdx,
          category: 'ETC',
          title: '보관 기한 확인',
          content: '보관 기한이 지나면 지워지는지 확인해요.',
          privacyAgreedAt: new Date('2027-01-01T00:00:00Z'),
          ...values,
        })
        .returning();
      if (!inquiry) throw new Error('no inquiry');
      return inquiry.inquiryIdx;
    };
    const old = await insert({
      status: 'ANSWERED',
      answer: '네',
      answeredAt: new Date('2027-06-14T03:00:00Z'),
    });
    await t.db.insert(inquiryAttachments).values({
      inquiryIdx: old,
      fileName: 'a.png',
      contentType: 'image/png',
      byteSize: 64,
      sha256: createHash('sha256').update(png()).digest('hex'),
      data: Buffer.from(png()),
    });
    const recent = await insert({
      status: 'ANSWERED',
      answer: '네',
      answeredAt: new Date('2027-06-16T03:00:00Z'),
    });
    const waiting = await insert({ regDate: new Date('2026-01-01T00:00:00Z') });

    // Other tests' inquiries, answered "now" (before 2027), are past the cutoff too.
    expect(await purgeAnsweredInquiries(t.db, now)).toBeGreaterThanOrEqual(1);
    const left = (await t.db.select({ idx: inquiries.inquiryIdx }).from(inquiries)).map(
      (r) => r.idx,
    );
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([recent, waiting]));
    const photos = await t.db
      .select()
      .from(inquiryAttachments)
      .where(eq(inquiryAttachments.inquiryIdx, old));
    expect(photos).toEqual([]);
  });
});
