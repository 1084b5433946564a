import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { auditLog, notices } from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';
import { auditedWrite } from './audited-write';

let t: TestApp;
let adminCookie: string;
let admin: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  t = await createTestApp({ readCache: { ttlMs: 60_000 } });
  admin = await createOperator(t.db, { role: 'ADMIN' });
  adminCookie = await staffLogin(t.app, admin.loginId, admin.password);
});
afterAll(async () => {
  await t.close();
});

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'POST', url, payload, headers });
  return { statusCode: response.statusCode, body: response.json() as Json, text: response.body };
}
const auditList = (filter: object, cookie = adminCookie) =>
  post('/api/staff/audit/list', filter, { cookie });

describe('POST /api/staff/audit/list', () => {
  it('records an operator account created by an ADMIN, with who, what and the account after, never its password', async () => {
    const created = await post(
      '/api/staff/operators/create',
      { loginId: 'audit-door', name: '감사문지기', password: 'door-pass-1234', role: 'STAFF' },
      { cookie: adminCookie },
    );
    expect(created.statusCode, created.text).toBe(200);
    const operatorIdx = created.body.data.operatorIdx;

    const list = await auditList({ action: 'operator.create', targetId: String(operatorIdx) });
    expect(list.statusCode).toBe(200);
    expect(list.body.data).toMatchObject({ page: 1, pageSize: 50, totalCount: 1 });
    const [row] = list.body.data.list;
    expect(row).toMatchObject({
      operatorIdx: admin.operatorIdx,
      operatorLoginId: admin.loginId,
      action: 'operator.create',
      targetType: 'operator',
      targetId: String(operatorIdx),
      before: null,
      after: { operatorIdx, loginId: 'audit-door', role: 'STAFF' },
    });
    expect(row.at).toMatch(/\+09:00$/);
    expect(list.text).not.toContain('door-pass-1234');
    expect(list.text).not.toContain('scrypt');
  });

  it('filters by operator, action prefix, target and Seoul day, newest first', async () => {
    const other = await createOperator(t.db, { role: 'ADMIN' });
    const otherCookie = await staffLogin(t.app, other.loginId, other.password);
    const staff = await createOperator(t.db);
    await post(
      '/api/staff/operators/update',
      { operatorIdx: staff.operatorIdx, activeYn: 'N' },
      { cookie: otherCookie },
    );
    await post(
      '/api/staff/operators/update',
      { operatorIdx: staff.operatorIdx, activeYn: 'Y' },
      { cookie: otherCookie },
    );

    const byOther = await auditList({ operatorIdx: other.operatorIdx });
    expect(byOther.body.data.list.map((r: Json) => r.action)).toEqual([
      'operator.activate',
      'operator.deactivate',
    ]);
    const prefix = await auditList({ action: 'operator.', targetId: String(staff.operatorIdx) });
    expect(prefix.body.data.totalCount).toBe(2);
    const exact = await auditList({
      action: 'operator.deactivate',
      operatorIdx: other.operatorIdx,
    });
    expect(exact.body.data.totalCount).toBe(1);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    const todays = await auditList({ operatorIdx: other.operatorIdx, from: today, to: today });
    expect(todays.body.data.totalCount).toBe(2);
    const past = await auditList({ operatorIdx: other.operatorIdx, to: '2020-01-01' });
    expect(past.body.data.totalCount).toBe(0);
  });

  it('is for ADMIN only: EDITOR and STAFF get 403, a member token or no session 401', async () => {
    for (const role of ['EDITOR', 'STAFF'] as const) {
      const operator = await createOperator(t.db, { role });
      const cookie = await staffLogin(t.app, operator.loginId, operator.password);
      const refused = await auditList({}, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toMatchObject({ errorCode: 'FORBIDDEN' });
    }
    const member = await createMember(t.db);
    const token = await signMemberToken(memberTokenKey(t.config), member, new Date());
    expect((await post('/api/staff/audit/list', {}, { 'x-access-token': token })).statusCode).toBe(
      401,
    );
    expect((await post('/api/staff/audit/list', {})).statusCode).toBe(401);
  });

  it('refuses bad filters with the Korean message and the field', async () => {
    const bad = await auditList({ action: 'DROP TABLE', from: '0000-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
    expect(bad.body.fields.map((f: Json) => f.path).sort()).toEqual(['action', 'from']);
  });
});

describe('the audit log table', () => {
  it('is append-only: the database refuses to change or delete a row', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});

describe('auditedWrite', () => {
  it('writes nothing, not even the audit row, when the change fails half-way', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    await expect(
      auditedWrite(t.app, null, { content: true }, async (tx, audit) => {
        await tx.insert(notices).values({ noticeName: '반쯤 쓴 공지', noticeContent: '<p>x</p>' });
        audit({ action: 'notice.save', targetType: 'notice', targetId: null });
        throw new Error('the second statement failed');
      }),
    ).rejects.toThrow('the second statement failed');
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after[0]?.n).toBe(before[0]?.n);
    const half = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notices)
      .where(sql`notice_name = '반쯤 쓴 공지'`);
    expect(half[0]?.n).toBe(0);
  });

  it('refuses a change that records no audit row', async () => {
    await expect(auditedWrite(t.app, null, {}, async () => 1)).rejects.toThrow(/no audit row/);
  });

  it('lets a save that may change nothing (mayBeUnchanged) commit without a row or an announcement', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    let dropped = 0;
    const invalidate = t.app.readCache.invalidate.bind(t.app.readCache);
    t.app.readCache.invalidate = () => {
      dropped += 1;
      invalidate();
    };
    try {
      const value = await auditedWrite(
        t.app,
        null,
        { content: true, mayBeUnchanged: true },
        async () => 'as it was',
      );
      expect(value).toBe('as it was');
    } finally {
      t.app.readCache.invalidate = invalidate;
    }
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(dropped).toBe(0);
  });

  it('drops the public read cache when content changes, so the next read shows it', async () => {
    const first = await post('/api/notice/list', {});
    expect(first.statusCode).toBe(200);
    await auditedWrite(t.app, null, { content: true }, async (tx, audit) => {
      const [row] = await tx
        .insert(notices)
        .values({ noticeName: '새 공지', noticeContent: '<p>안내</p>' })
        .returning();
      audit({ action: 'notice.save', targetType: 'notice', targetId: row?.noticeIdx ?? null });
    });
    const second = await post('/api/notice/list', {});
    expect(second.text).toContain('새 공지');
    expect(first.text).not.toContain('새 공지');
  });
});
