/**
 * The console's 메시지 calls through HTTP: the list and its filters, masking by role,
 * a message's history, the day's totals and cost, and 재발송 — only a FAILED message, once, audited,
 * and sent again by a worker through the real SOLAPI client to the sandbox provider, under the
 * same key. Retries are shortened as in outbox.api.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { seoulToday } from '@venue/contract';
import { addDays } from '@venue/contract/domain';
import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { chooseMessageProvider } from '../../../app';
import { auditLog, messages } from '../../../db/schema';
import { createJobQueue } from '../../../lib/job-queue';
import { sandboxPhoneMessagesResponse } from '../../system/sandbox-solapi/sandbox-solapi.routes';
import { enqueueMessage, MESSAGE_SEND_QUEUE, startMessageWorkers } from '../outbox/outbox';

type Roles = { staff: string; editor: string; admin: string; editorLoginId: string };

async function operatorsOf(t: TestApp): Promise<Roles> {
  const [staff, editor, admin] = await Promise.all(
    (['STAFF', 'EDITOR', 'ADMIN'] as const).map((role) => createOperator(t.db, { role })),
  );
  if (!staff || !editor || !admin) throw new Error('operators not created');
  return {
    staff: await staffLogin(t.app, staff.loginId, staff.password),
    editor: await staffLogin(t.app, editor.loginId, editor.password),
    admin: await staffLogin(t.app, admin.loginId, admin.password),
    editorLoginId: editor.loginId,
  };
}

const call = (t: TestApp, cookie: string, path: string, body: object = {}) =>
  postJson(t.app, `/api/staff/messages/${path}`, body, { cookie });

/** A Seoul wall-clock time of `day` as an instant. */
const seoulAt = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`);

type MessageFields = Partial<typeof messages.$inferInsert> & {
  kind: string;
  phoneNumber: string;
  createdAt: Date;
};

/** A message row as the outbox leaves it, in any state (no send job). */
async function insertMessage(t: TestApp, fields: MessageFields) {
  const status = fields.status ?? 'DELIVERED';
  const [row] = await t.db
    .insert(messages)
    .values({
      messageKey: randomUUID().replaceAll('-', ''),
      causeKey: `test:${randomUUID()}`,
      templateCode: `VENUE_${fields.kind}`,
      text: '[시그널 하우스] 안내',
      history: [{ status, at: fields.createdAt.toISOString() }],
      status,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('insert returned no message');
  return row;
}

describe('the message list, detail and totals', () => {
  let t: TestApp;
  let as: Roles;
  const today = seoulToday(new Date());
  const yesterday = addDays(today, -1);
  const ids = { confirmed: 0, cancelled: 0, answered: 0, old: 0 };
  let programA = 0;
  let member1 = 0;

  beforeAll(async () => {
    t = await createTestApp();
    as = await operatorsOf(t);
    const hanul = await createMember(t.db, { name: '김하늘', phoneNumber: '01012345678' });
    const sol = await createMember(t.db, { name: '이솔', phoneNumber: '01098765432' });
    member1 = hanul.userIdx;
    const a = await createProgram(t.db, { programName: '루프탑<br>티타임' });
    const b = await createProgram(t.db, { programName: '향수 클래스' });
    programA = a.programIdx;
    const instance = await createProgramInstance(t.db, a.programIdx, { execDate: today });
    const entryA = await createReserveEntry(t.db, {
      userIdx: hanul.userIdx,
      programIdx: a.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
    });
    const entryB = await createReserveEntry(t.db, {
      userIdx: sol.userIdx,
      programIdx: b.programIdx,
    });
    const confirmed = await insertMessage(t, {
      kind: 'RESERVATION_CONFIRMED',
      causeKey: `entry:${entryA.reserveEntryIdx}`,
      userIdx: hanul.userIdx,
      phoneNumber: '01012345678',
      status: 'DELIVERED',
      channel: 'ALIMTALK',
      createdAt: seoulAt(today, '00:10'),
      sentAt: seoulAt(today, '00:10'),
      text: '[시그널 하우스] 김하늘님, 예약이 확정되었어요.',
      buttons: [
        { name: '예약 확인', url: 'http://localhost/res-entry/detail/reservation/1' },
        {
          name: '캘린더에 추가',
          url: 'http://localhost/api/calendar/12.0.abcdefghijklmnopqrstuv.ics',
        },
      ],
      history: [
        { status: 'QUEUED', at: seoulAt(today, '00:10').toISOString() },
        { status: 'SENDING', at: seoulAt(today, '00:10').toISOString() },
        { status: 'SENT', at: seoulAt(today, '00:10').toISOString() },
        { status: 'DELIVERED', at: seoulAt(today, '00:11').toISOString() },
      ],
    });
    const cancelled = await insertMessage(t, {
      kind: 'ENTRY_CANCELLED',
      causeKey: `entry:${entryB.reserveEntryIdx}`,
      userIdx: sol.userIdx,
      phoneNumber: '01098765432',
      status: 'FAILED',
      createdAt: seoulAt(today, '00:20'),
    });
    const answered = await insertMessage(t, {
      kind: 'INQUIRY_ANSWERED',
      causeKey: 'inquiry:1',
      userIdx: hanul.userIdx,
      phoneNumber: '01012345678',
      status: 'SENT',
      createdAt: seoulAt(today, '00:30'),
    });
    const old = await insertMessage(t, {
      kind: 'RESERVATION_CONFIRMED',
      userIdx: hanul.userIdx,
      phoneNumber: '01012345678',
      createdAt: seoulAt(yesterday, '12:00'),
    });
    Object.assign(ids, {
      confirmed: confirmed.messageIdx,
      cancelled: cancelled.messageIdx,
      answered: answered.messageIdx,
      old: old.messageIdx,
    });
  });
  afterAll(() => t.close());

  const listed = async (cookie: string, body: object = {}) => {
    const response = await call(t, cookie, 'list', body);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const idxs = (data: { list: { messageIdx: number }[] }) => data.list.map((m) => m.messageIdx);

  it("lists today's messages newest first, masked below ADMIN, each with its kind, template, channel, state, cost and times", async () => {
    const data = await listed(as.staff);
    expect(data.date).toBe(today);
    expect(data.maskedYn).toBe('Y');
    expect(idxs(data)).toEqual([ids.answered, ids.cancelled, ids.confirmed]);
    expect(data.list[2]).toMatchObject({
      kind: 'RESERVATION_CONFIRMED',
      kindLabel: '예약 확정',
      templateCode: 'VENUE_RESERVATION_CONFIRMED',
      channel: 'ALIMTALK',
      status: 'DELIVERED',
      statusLabel: '전달됨',
      costKrw: 13,
      memberName: '김*늘',
      phoneNumber: '010-****-5678',
      programIdx: programA,
      programName: '루프탑 티타임',
      createdAt: `${today}T00:10:00+09:00`,
      sentAt: `${today}T00:10:00+09:00`,
    });
    // Not sent: no channel, no cost; about an inquiry: no program.
    expect(data.list[1]).toMatchObject({ status: 'FAILED', channel: null, costKrw: 0 });
    expect(data.list[0]).toMatchObject({ programIdx: null, channel: 'ALIMTALK', costKrw: 13 });

    const full = await listed(as.admin);
    expect(full.maskedYn).toBe('N');
    expect(full.list[2]).toMatchObject({ memberName: '김하늘', phoneNumber: '010-1234-5678' });
  });

  it('filters by day (or every day), kind, state, program and member', async () => {
    expect(idxs(await listed(as.staff, { date: yesterday }))).toEqual([ids.old]);
    expect(await listed(as.staff, { date: null })).toMatchObject({ date: null, totalCount: 4 });
    expect(idxs(await listed(as.staff, { kind: 'RESERVATION_CONFIRMED' }))).toEqual([
      ids.confirmed,
    ]);
    expect(idxs(await listed(as.staff, { status: 'FAILED', date: null }))).toEqual([ids.cancelled]);
    expect(idxs(await listed(as.staff, { programIdx: programA, date: null }))).toEqual([
      ids.confirmed,
    ]);
    expect(idxs(await listed(as.staff, { userIdx: member1 }))).toEqual([
      ids.answered,
      ids.confirmed,
    ]);
    // A name, the last four digits, a member number, a whole phone.
    expect(idxs(await listed(as.staff, { search: '하늘' }))).toEqual([ids.answered, ids.confirmed]);
    expect(idxs(await listed(as.staff, { search: '5432' }))).toEqual([ids.cancelled]);
    expect(idxs(await listed(as.staff, { search: String(member1) }))).toEqual([
      ids.answered,
      ids.confirmed,
    ]);
    expect(idxs(await listed(as.admin, { search: '010-1234-5678' }))).toEqual([
      ids.answered,
      ids.confirmed,
    ]);
    // Below ADMIN a phone matches on what is shown (prefix and last four), never its middle.
    expect(idxs(await listed(as.staff, { search: '01099995678' }))).toEqual([
      ids.answered,
      ids.confirmed,
    ]);
    expect(idxs(await listed(as.admin, { search: '01099995678' }))).toEqual([]);
    // A search with LIKE's wildcards finds them literally.
    expect(idxs(await listed(as.staff, { search: '%' }))).toEqual([]);
  });

  it('pages 30 at a time', async () => {
    const day = addDays(today, -10);
    for (let i = 0; i < 31; i += 1) {
      await insertMessage(t, {
        kind: 'CHECKED_IN',
        phoneNumber: '01055550000',
        createdAt: new Date(seoulAt(day, '10:00').getTime() + i * 1000),
      });
    }
    const first = await listed(as.staff, { date: day });
    expect(first).toMatchObject({ page: 1, pageSize: 30, totalCount: 31 });
    expect(first.list).toHaveLength(30);
    const second = await listed(as.staff, { date: day, page: 2 });
    expect(second.list).toHaveLength(1);
    expect(second.list[0].createdAt).toBe(`${day}T10:00:00+09:00`);
  });

  it('answers a message with its text, buttons and state history; the name masked below ADMIN and signed links never', async () => {
    const response = await call(t, as.staff, 'detail', { messageIdx: ids.confirmed });
    expect(response.statusCode).toBe(200);
    const detail = response.body.data;
    expect(detail.text).toBe('[시그널 하우스] 김*늘님, 예약이 확정되었어요.');
    expect(detail.buttons).toEqual([
      { name: '예약 확인', url: 'http://localhost/res-entry/detail/reservation/1' },
      { name: '캘린더에 추가', url: 'http://localhost/api/calendar/(서명된 링크).ics' },
    ]);
    expect(
      detail.history.map((step: { statusLabel: string; at: string }) => [
        step.statusLabel,
        step.at,
      ]),
    ).toEqual([
      ['대기', `${today}T00:10:00+09:00`],
      ['발송 중', `${today}T00:10:00+09:00`],
      ['발송됨', `${today}T00:10:00+09:00`],
      ['전달됨', `${today}T00:11:00+09:00`],
    ]);
    const full = (await call(t, as.admin, 'detail', { messageIdx: ids.confirmed })).body.data;
    expect(full.text).toContain('김하늘님');
    expect(full.phoneNumber).toBe('010-1234-5678');
    const missing = await call(t, as.staff, 'detail', { messageIdx: 999_999 });
    expect(missing.statusCode).toBe(404);
  });

  it("counts a day's messages by state and channel, and charges what reached SENT or beyond at the list prices", async () => {
    const day = addDays(today, -11);
    const at = seoulAt(day, '11:00');
    const long = '가'.repeat(46); // 92 bytes: past an SMS
    const rows: Omit<MessageFields, 'createdAt' | 'phoneNumber'>[] = [
      { kind: 'RESERVATION_CONFIRMED', status: 'DELIVERED', channel: 'ALIMTALK' },
      { kind: 'RESERVATION_CONFIRMED', status: 'DELIVERED', channel: 'ALIMTALK' },
      { kind: 'RESERVATION_CONFIRMED', status: 'DELIVERED', channel: 'SMS' },
      { kind: 'RESERVATION_CONFIRMED', status: 'DELIVERED', channel: 'LMS' },
      { kind: 'DRAW_WON', status: 'FALLBACK_SENT', text: '짧은 안내' },
      { kind: 'DRAW_WON', status: 'FALLBACK_SENT', text: long },
      { kind: 'DRAW_LOST', status: 'SENT' },
      { kind: 'DRAW_LOST', status: 'FAILED', channel: 'SMS' },
      { kind: 'DRAW_LOST', status: 'FAILED' },
      { kind: 'DRAW_LOST', status: 'QUEUED' },
    ];
    for (const [i, row] of rows.entries()) {
      await insertMessage(t, {
        ...row,
        phoneNumber: `0105555${String(i).padStart(4, '0')}`,
        createdAt: at,
      });
    }
    const response = await call(t, as.staff, 'summary', { date: day });
    expect(response.statusCode).toBe(200);
    const summary = response.body.data;
    expect(summary).toMatchObject({ date: day, totalCount: 10, costKrw: 3 * 13 + 2 * 20 + 2 * 50 });
    expect(
      Object.fromEntries(
        summary.byStatus.map((s: { label: string; count: number }) => [s.label, s.count]),
      ),
    ).toEqual({
      대기: 1,
      '발송 중': 0,
      발송됨: 1,
      전달됨: 4,
      '대체 발송(SMS/LMS)': 2,
      실패: 2,
    });
    expect(summary.byChannel).toEqual([
      { channel: 'ALIMTALK', label: '알림톡', count: 3, unitCostKrw: 13, costKrw: 39 },
      { channel: 'SMS', label: 'SMS', count: 2, unitCostKrw: 20, costKrw: 40 },
      { channel: 'LMS', label: 'LMS', count: 2, unitCostKrw: 50, costKrw: 100 },
    ]);
    // Each row says the same.
    const list = await listed(as.staff, { date: day, kind: 'DRAW_WON' });
    expect(
      list.list.map((m: { channel: string; costKrw: number }) => [m.channel, m.costKrw]),
    ).toEqual(
      expect.arrayContaining([
        ['SMS', 20],
        ['LMS', 50],
      ]),
    );
    // Today by default.
    const todays = (await call(t, as.staff, 'summary')).body.data;
    expect(todays).toMatchObject({ date: today, totalCount: 3, costKrw: 26 });
  });

  it('lets only EDITOR and ADMIN resend, and only a FAILED message', async () => {
    const refused = await call(t, as.staff, 'resend', { messageIdx: ids.cancelled });
    expect(refused.statusCode).toBe(403);
    const delivered = await call(t, as.editor, 'resend', { messageIdx: ids.confirmed });
    expect(delivered.statusCode).toBe(409);
    expect(delivered.body).toMatchObject({
      errorCode: 'MESSAGE_NOT_FAILED',
      message: '발송에 실패한 메시지만 다시 보낼 수 있어요. 이미 재발송했거나 발송 중일 수 있어요.',
    });
    const missing = await call(t, as.editor, 'resend', { messageIdx: 999_999 });
    expect(missing.statusCode).toBe(404);
    const unchanged = await t.db
      .select({ status: messages.status })
      .from(messages)
      .where(eq(messages.messageIdx, ids.confirmed));
    expect(unchanged[0]?.status).toBe('DELIVERED');
  });
});

describe('재발송 through the send job', () => {
  let t: TestApp;
  let as: Roles;
  let worker: PgBoss;
  const RETRIES = { retryLimit: 2, retryDelay: 1, retryBackoff: false };

  beforeAll(async () => {
    t = await createTestApp();
    as = await operatorsOf(t);
    worker = createJobQueue(t.handle, { schedule: false });
    worker.on('error', () => {});
    await worker.start();
    const provider = chooseMessageProvider(t.app);
    if (!provider) throw new Error('sandbox mode has a provider');
    await startMessageWorkers(worker, {
      db: t.db,
      provider,
      log: { warn: () => {} },
      retries: RETRIES,
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await worker.stop({ graceful: false });
    await t.close();
  });

  const statusOf = async (messageIdx: number) =>
    (await t.db.select().from(messages).where(eq(messages.messageIdx, messageIdx)))[0];

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function inbox(phone: string) {
    const response = await t.app.inject({ url: `/sandbox/api/messages?phone=${phone}` });
    return sandboxPhoneMessagesResponse.parse(response.json()).data.messages;
  }

  const faults = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/sandbox/api/faults', payload });

  async function enqueue(phone: string, causeKey: string) {
    const idx = await t.db.transaction((tx) =>
      enqueueMessage(
        tx,
        worker,
        t.config.publicOrigin,
        {
          kind: 'RESERVATION_CONFIRMED',
          causeKey,
          userIdx: null,
          phoneNumber: phone,
          variables: { 공간: '시그널 하우스', 이름: '김하늘', 프로그램: '루프탑 티타임' },
        },
        new Date(),
      ),
    );
    if (idx === null) throw new Error('the message was written before');
    return idx;
  }

  it('sends a dead-lettered message again once, through the provider, and audits who asked', async () => {
    const phone = '01077771234';
    await faults({ messages: 'provider-down', times: 10 });
    const idx = await enqueue(phone, 'entry:9001');
    const failed = await until(
      () => statusOf(idx),
      (row) => row?.status === 'FAILED',
    );
    await faults({ messages: 'provider-down', times: 0 });
    expect(failed?.status).toBe('FAILED');
    expect(await inbox(phone)).toEqual([]);

    // The 발송 실패 list shows it.
    const failures = await call(t, as.editor, 'list', { status: 'FAILED', date: null });
    expect(failures.body.data.list.map((m: { messageIdx: number }) => m.messageIdx)).toEqual([idx]);

    // Two quick resends: one is queued, the other refused, and there is one new job.
    const jobsBefore = (await worker.findJobs(MESSAGE_SEND_QUEUE, { data: { messageIdx: idx } }))
      .length;
    const answers = await Promise.all([
      call(t, as.editor, 'resend', { messageIdx: idx }),
      call(t, as.editor, 'resend', { messageIdx: idx }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const accepted = answers.find((a) => a.statusCode === 200);
    expect(accepted?.body.data).toEqual({ messageIdx: idx, status: 'QUEUED', statusLabel: '대기' });
    expect(answers.find((a) => a.statusCode === 409)?.body.errorCode).toBe('MESSAGE_NOT_FAILED');
    const jobsAfter = await worker.findJobs(MESSAGE_SEND_QUEUE, { data: { messageIdx: idx } });
    expect(jobsAfter.length - jobsBefore).toBe(1);

    const delivered = await until(
      () => statusOf(idx),
      (row) => row?.status === 'DELIVERED',
    );
    expect(delivered).toMatchObject({ status: 'DELIVERED', channel: 'ALIMTALK' });
    const steps = delivered?.history ?? [];
    const resent = steps.findIndex((step) => step.detail === `재발송 요청 by ${as.editorLoginId}`);
    expect(resent).toBeGreaterThan(0);
    expect(steps.slice(resent - 1).map((step) => step.status)).toEqual([
      'FAILED',
      'QUEUED',
      'SENDING',
      'SENT',
      'DELIVERED',
    ]);
    expect(await inbox(phone)).toHaveLength(1);

    // The detail's timeline says it in Korean, the resend's step with who asked.
    const detail = (await call(t, as.staff, 'detail', { messageIdx: idx })).body.data;
    expect(detail.history.map((step: { statusLabel: string }) => step.statusLabel)).toContain(
      '실패',
    );
    expect(detail.history[resent]).toMatchObject({
      statusLabel: '대기',
      detail: `재발송 요청 by ${as.editorLoginId}`,
    });

    const [audit, ...more] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.resend'), eq(auditLog.targetId, String(idx))));
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      operatorLoginId: as.editorLoginId,
      targetType: 'message',
      before: { status: 'FAILED' },
      after: { status: 'QUEUED', summary: '예약 확정 → 010-****-1234' },
    });
  }, 60_000);

  it('never has the provider send twice a message it did receive: the resend goes under the same key', async () => {
    const phone = '01077775678';
    const idx = await enqueue(phone, 'entry:9002');
    await until(
      () => statusOf(idx),
      (row) => row?.status === 'DELIVERED',
    );
    // Say its delivery report had been a failure after the provider took it.
    await t.db.update(messages).set({ status: 'FAILED' }).where(eq(messages.messageIdx, idx));
    const response = await call(t, as.admin, 'resend', { messageIdx: idx });
    expect(response.statusCode).toBe(200);
    const again = await until(
      () => statusOf(idx),
      (row) => row?.status === 'SENT',
    );
    expect(again?.status).toBe('SENT');
    expect(await inbox(phone)).toHaveLength(1);
  }, 30_000);
});
