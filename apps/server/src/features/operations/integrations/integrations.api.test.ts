/**
 * API tokens and webhooks (decision 067) through the HTTP app: a token's role is
 * enforced, it acts (and is audited) under its own name, revoking or expiring it ends it at once,
 * it never stands in for a console session; a webhook is signed as the Standard Webhooks
 * specification says (verified with the `standardwebhooks` package), delivered once per endpoint
 * however often its event is written, retried after a receiver's 500 with the same id, never
 * written for a change that rolls back, and sent again on an ADMIN's resend.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, seoulToday } from '@venue/contract';
import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { apiTokens, auditLog, operators, webhookDeliveries } from '../../../db/schema';
import { createJobQueue } from '../../../lib/job-queue';
import { messageRelay } from '../../messages/notify/relay';
import { sweepNoShows } from '../../programs/ops-entries/noshow.service';
import {
  bookableProgram,
  insertBody,
  memberWithToken,
} from '../../programs/reserve-entries/reserve-entries.test-fixtures';
import { startWebhookWorkers, webhookEvents } from './webhooks';

let t: TestApp;
let admin: { cookie: string };
let staff: { cookie: string };
let worker: PgBoss;

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}
let receiver: Server;
let receiverUrl = '';
const received: Received[] = [];
/** Per path, the receiver answers these statuses first, then 200. */
const failures = new Map<string, number[]>();
let endpointCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  const adminOperator = await createOperator(t.db, { role: 'ADMIN' });
  const staffOperator = await createOperator(t.db, { role: 'STAFF' });
  admin = { cookie: await staffLogin(t.app, adminOperator.loginId, adminOperator.password) };
  staff = { cookie: await staffLogin(t.app, staffOperator.loginId, staffOperator.password) };
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = failures.get(request.url ?? '')?.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  worker = createJobQueue(t.handle, { schedule: false });
  worker.on('error', () => {});
  await worker.start();
  await startWebhookWorkers(worker, {
    db: t.db,
    log: { warn: () => {} },
    retries: { retryLimit: 3, retryDelay: 1, retryBackoff: false },
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await worker?.stop({ graceful: false });
  receiver?.close();
  await t?.close();
});

const asAdmin = (url: string, body: unknown) => postJson(t.app, url, body, admin);
const withToken = (token: string, url: string, body: unknown) =>
  postJson(t.app, url, body, { authorization: `Bearer ${token}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function issue(name: string, role: 'STAFF' | 'EDITOR') {
  const issued = await asAdmin('/api/staff/api-tokens/issue', {
    name,
    role,
    expiresAt: inDays(30),
  });
  expect(issued.statusCode, JSON.stringify(issued.body)).toBe(200);
  return issued.body.data as { token: string; item: { tokenIdx: number; prefix: string } };
}

/** A member's booking on a session tomorrow, for a STAFF call that writes. */
async function booking() {
  const program = await createProgram(t.db);
  const instance = await createProgramInstance(t.db, program.programIdx, {
    execDate: addDays(seoulToday(new Date()), 1),
    reservedCount: 1,
  });
  const member = await createMember(t.db);
  return createReserveEntry(t.db, {
    userIdx: member.userIdx,
    programIdx: program.programIdx,
    programInstanceIdx: instance.programInstanceIdx,
  });
}

describe('API tokens', () => {
  it('act with their role under their own name, audited, and are shown once', async () => {
    const { token, item } = await issue('예약 연동 (네이버)', 'STAFF');
    expect(token).toMatch(/^vt_[\w-]{40,}$/);
    expect(item).toMatchObject({ state: 'ACTIVE', stateLabel: '사용 중', role: 'STAFF' });
    expect(token.startsWith(item.prefix.replace('…', ''))).toBe(true);
    const [stored] = await t.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenIdx, item.tokenIdx));
    expect(JSON.stringify(stored)).not.toContain(token);

    const me = await withToken(token, '/api/staff/me', {});
    expect(me.statusCode).toBe(200);
    expect(me.body.data).toMatchObject({ name: '예약 연동 (네이버)', role: 'STAFF' });
    // EDITOR and ADMIN calls are refused to a STAFF token.
    expect((await withToken(token, '/api/staff/draws/run', { programIdx: 1 })).statusCode).toBe(
      403,
    );
    expect((await withToken(token, '/api/staff/api-tokens/list', {})).statusCode).toBe(403);

    const entry = await booking();
    const cancelled = await withToken(token, '/api/staff/entries/status', {
      reserveEntryIdx: entry.reserveEntryIdx,
      action: 'CANCEL',
      reason: '연동 시스템에서 취소',
    });
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    const [audit] = await t.db
      .select({ name: operators.name, kind: operators.kind })
      .from(auditLog)
      .innerJoin(operators, eq(operators.operatorIdx, auditLog.operatorIdx))
      .where(
        and(
          eq(auditLog.targetType, 'reserveEntry'),
          eq(auditLog.targetId, String(entry.reserveEntryIdx)),
        ),
      );
    expect(audit).toEqual({ name: '예약 연동 (네이버)', kind: 'API_TOKEN' });

    const listed = await asAdmin('/api/staff/api-tokens/list', {});
    const row = listed.body.data.list.find(
      (i: { tokenIdx: number }) => i.tokenIdx === item.tokenIdx,
    );
    expect(row).toMatchObject({ name: '예약 연동 (네이버)', state: 'ACTIVE' });
    expect(row.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const issuedAudit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'apiToken.issue'));
    expect(JSON.stringify(issuedAudit)).not.toContain(token);
  });

  it('end at once when revoked or expired, and never stand in for a console session', async () => {
    const editor = await issue('CMS 동기화', 'EDITOR');
    expect((await withToken(editor.token, '/api/staff/draws/list', {})).statusCode).toBe(200);
    // A session's own calls are a person's.
    const password = await withToken(editor.token, '/api/staff/password', {
      currentPassword: 'x',
      newPassword: 'y',
    });
    expect([password.statusCode, password.body.errorCode]).toEqual([403, 'FORBIDDEN']);
    expect((await withToken(editor.token, '/api/staff/logout', {})).statusCode).toBe(403);
    // Its operator is not one who logs in, or is listed with the operators.
    const operatorsList = await asAdmin('/api/staff/operators/list', {});
    expect(JSON.stringify(operatorsList.body)).not.toContain('CMS 동기화');

    const revoked = await asAdmin('/api/staff/api-tokens/revoke', {
      tokenIdx: editor.item.tokenIdx,
    });
    expect(revoked.body.data).toMatchObject({ state: 'REVOKED', stateLabel: '폐기' });
    expect((await withToken(editor.token, '/api/staff/draws/list', {})).statusCode).toBe(401);
    const again = await asAdmin('/api/staff/api-tokens/revoke', { tokenIdx: editor.item.tokenIdx });
    expect(again.statusCode).toBe(409);

    const short = await issue('임시', 'STAFF');
    expect((await withToken(short.token, '/api/staff/draws/list', {})).statusCode).toBe(200);
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.tokenIdx, short.item.tokenIdx));
    expect((await withToken(short.token, '/api/staff/draws/list', {})).statusCode).toBe(401);
    expect((await withToken('vt_unknown', '/api/staff/draws/list', {})).statusCode).toBe(401);
  });

  it('are issued by an ADMIN only, as STAFF or EDITOR, for at most a year', async () => {
    const refused = await postJson(
      t.app,
      '/api/staff/api-tokens/issue',
      { name: 'x', role: 'STAFF', expiresAt: inDays(3) },
      staff,
    );
    expect(refused.statusCode).toBe(403);
    const bad = await asAdmin('/api/staff/api-tokens/issue', {
      name: '',
      role: 'ADMIN',
      expiresAt: inDays(3),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['name', 'role']);
    for (const expiresAt of [inDays(-1), inDays(400)]) {
      const answer = await asAdmin('/api/staff/api-tokens/issue', {
        name: '기간',
        role: 'STAFF',
        expiresAt,
      });
      expect([answer.statusCode, answer.body.fields?.[0]?.path]).toEqual([400, 'expiresAt']);
    }
  });
});

/** An endpoint of its own path on the receiver; `fail`: its first answers. */
async function saveEndpoint(events: string[], options: { url?: string; fail?: number[] } = {}) {
  endpointCount += 1;
  const path = `/hooks/${endpointCount}`;
  failures.set(path, options.fail ?? []);
  const url = options.url ?? `${receiverUrl}/${endpointCount}`;
  const saved = await asAdmin('/api/staff/webhooks/save', { url, events, description: '테스트' });
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data as { webhook: { webhookIdx: number }; secret: string | null };
}

async function emit(type: 'entry.cancelled' | 'draw.completed', key: string, rollback = false) {
  const events = webhookEvents(t.app);
  if (!events) throw new Error('the test app has a job queue');
  await events.ready();
  await t.db
    .transaction(async (tx) => {
      await events.emit(tx, type, key, { key }, new Date());
      if (rollback) throw new Error('rolled back');
    })
    .catch((error: unknown) => {
      if (!rollback) throw error;
    });
}

const deliveriesOf = (webhookIdx: number) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookIdx, webhookIdx));

async function settledDelivery(webhookIdx: number, eventId: string) {
  await expect
    .poll(
      async () =>
        (await deliveriesOf(webhookIdx)).find((d) => d.eventId === eventId)?.state ?? 'none',
      { timeout: 15_000 },
    )
    .toMatch(/DELIVERED|FAILED/);
  return (await deliveriesOf(webhookIdx)).find((d) => d.eventId === eventId);
}

describe('webhooks', () => {
  it('are signed as Standard Webhooks, delivered once per endpoint, and retried with the same id', async () => {
    const { webhook, secret } = await saveEndpoint(['entry.cancelled'], { fail: [500, 503] });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const other = await saveEndpoint(['draw.completed']);

    const before = received.length;
    await emit('entry.cancelled', 'entry.cancelled:901');
    await emit('entry.cancelled', 'entry.cancelled:901');
    const delivery = await settledDelivery(webhook.webhookIdx, 'msg_entry.cancelled:901');
    expect(delivery).toMatchObject({ state: 'DELIVERED', attempts: 3, lastStatus: 200 });
    const attempts = received
      .slice(before)
      .filter((r) => r.headers['webhook-id'] === delivery?.eventId);
    expect(attempts).toHaveLength(3);
    for (const attempt of attempts) {
      const verified = new Webhook(secret ?? '').verify(attempt.body, {
        'webhook-id': String(attempt.headers['webhook-id']),
        'webhook-timestamp': String(attempt.headers['webhook-timestamp']),
        'webhook-signature': String(attempt.headers['webhook-signature']),
      });
      expect(verified).toMatchObject({
        type: 'entry.cancelled',
        data: { key: 'entry.cancelled:901' },
      });
    }
    expect(() =>
      new Webhook(other.secret ?? '').verify(attempts[0]?.body ?? '', {
        'webhook-id': String(attempts[0]?.headers['webhook-id']),
        'webhook-timestamp': String(attempts[0]?.headers['webhook-timestamp']),
        'webhook-signature': String(attempts[0]?.headers['webhook-signature']),
      }),
    ).toThrow();
    // The other endpoint wants other events.
    expect(await deliveriesOf(other.webhook.webhookIdx)).toEqual([]);

    // A change that rolls back tells no one.
    await emit('entry.cancelled', 'entry.cancelled:902', true);
    expect((await deliveriesOf(webhook.webhookIdx)).map((d) => d.eventId)).toEqual([
      'msg_entry.cancelled:901',
    ]);
  });

  it('fail after the last try, are listed for the console, and are sent again on a resend', async () => {
    const { webhook } = await saveEndpoint(['draw.completed'], { fail: [500, 500, 500, 500] });
    await emit('draw.completed', 'draw.completed:77');
    const failed = await settledDelivery(webhook.webhookIdx, 'msg_draw.completed:77');
    expect(failed).toMatchObject({ state: 'FAILED', attempts: 4, lastStatus: 500 });
    expect(failed?.lastResponse).toBe('answer 500');

    const listed = await asAdmin('/api/staff/webhooks/deliveries', {
      webhookIdx: webhook.webhookIdx,
    });
    expect(listed.body.data.list[0]).toMatchObject({
      eventType: 'draw.completed',
      eventLabel: '추첨 완료',
      state: 'FAILED',
      stateLabel: '실패',
    });
    const endpoints = await asAdmin('/api/staff/webhooks/list', {});
    const listedItem = endpoints.body.data.list.find(
      (w: { webhookIdx: number }) => w.webhookIdx === webhook.webhookIdx,
    );
    expect(listedItem.recent).toMatchObject({ failed: 1 });
    // A save answers the endpoint as the list shows it, its own deliveries counted.
    const saved = await asAdmin('/api/staff/webhooks/save', {
      webhookIdx: webhook.webhookIdx,
      url: listedItem.url,
      events: ['draw.completed'],
      description: '추첨 알림',
    });
    expect(saved.body.data.webhook).toEqual({
      ...listedItem,
      description: '추첨 알림',
      recent: { delivered: 0, failed: 1, waiting: 0 },
    });

    const resent = await asAdmin('/api/staff/webhooks/resend', {
      deliveryIdx: failed?.deliveryIdx,
    });
    expect(resent.statusCode, JSON.stringify(resent.body)).toBe(200);
    await expect
      .poll(async () => (await deliveriesOf(webhook.webhookIdx))[0]?.state, { timeout: 15_000 })
      .toBe('DELIVERED');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'webhook.resend'));
    expect(audit).toHaveLength(1);
  });

  it('take HTTPS addresses (HTTP only to this machine in sandbox mode), ADMIN only, secret shown once', async () => {
    for (const url of ['ftp://example.com/x', 'http://example.com/hooks', 'not a url']) {
      const answer = await asAdmin('/api/staff/webhooks/save', { url, events: ['entry.created'] });
      expect([answer.statusCode, answer.body.fields?.[0]?.path]).toEqual([400, 'url']);
    }
    const none = await asAdmin('/api/staff/webhooks/save', { url: receiverUrl, events: [] });
    expect(none.body.fields?.[0]).toMatchObject({ path: 'events' });
    const https = await saveEndpoint(['program.published'], {
      url: 'https://hooks.example.com/venue',
    });
    const updated = await asAdmin('/api/staff/webhooks/save', {
      webhookIdx: https.webhook.webhookIdx,
      url: 'https://hooks.example.com/venue2',
      events: ['program.published', 'entry.created'],
      active: false,
    });
    expect(updated.body.data.secret).toBeNull();
    expect(updated.body.data.webhook).toMatchObject({
      active: false,
      url: 'https://hooks.example.com/venue2',
    });
    const refused = await postJson(
      t.app,
      '/api/staff/webhooks/save',
      { url: receiverUrl, events: ['entry.created'] },
      staff,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('events from their causes', () => {
  it('tell a booking, a staff cancel, an attendance, a no-show and a draw, without personal data', async () => {
    const { webhook } = await saveEndpoint([
      'entry.created',
      'entry.cancelled',
      'entry.checked_in',
      'entry.no_show',
      'draw.completed',
      'program.published',
    ]);
    const of = async (type: string) =>
      (await deliveriesOf(webhook.webhookIdx)).filter((d) => d.eventType === type);

    // A booking's entry.created rides with its confirmation (the relay).
    const b = await bookableProgram(t);
    const member = await memberWithToken(t, { phoneNumber: '01055501234' });
    const booked = await postJson(
      t.app,
      '/api/reserveentry/insert',
      insertBody(b, member.member.userIdx),
      member.headers,
    );
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(200);
    // The booking kicked the relay itself; on PostgreSQL that run may commit just after this one.
    await messageRelay(t.app)?.drain();
    await messageRelay(t.app)?.settled();
    await expect.poll(async () => (await of('entry.created')).length).toBe(1);
    const [created] = await of('entry.created');
    expect(created?.payload).toMatchObject({
      type: 'entry.created',
      data: { programIdx: b.program.programIdx, status: 'CONFIRM', userIdx: member.member.userIdx },
    });
    expect(JSON.stringify(created?.payload)).not.toMatch(/01055501234|김하늘|@/);
    await messageRelay(t.app)?.drain({ deep: true });
    expect(await of('entry.created')).toHaveLength(1);

    const cancelled = await booking();
    await postJson(
      t.app,
      '/api/staff/entries/status',
      { reserveEntryIdx: cancelled.reserveEntryIdx, action: 'CANCEL', reason: '중복 예약' },
      staff,
    );
    expect((await of('entry.cancelled'))[0]?.payload).toMatchObject({
      data: { reserveEntryIdx: cancelled.reserveEntryIdx, cause: 'STAFF', reason: '중복 예약' },
    });

    const attended = await booking();
    await postJson(
      t.app,
      '/api/staff/entries/status',
      { reserveEntryIdx: attended.reserveEntryIdx, action: 'DONE' },
      staff,
    );
    expect((await of('entry.checked_in'))[0]?.eventId).toBe(
      `msg_entry.checked_in:${attended.reserveEntryIdx}`,
    );

    const program = await createProgram(t.db);
    const yesterday = await createProgramInstance(t.db, program.programIdx, {
      execDate: addDays(seoulToday(new Date()), -1),
    });
    const missed = await createReserveEntry(t.db, {
      userIdx: (await createMember(t.db)).userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: yesterday.programInstanceIdx,
    });
    await sweepNoShows(t.app, { programInstanceIdx: yesterday.programInstanceIdx });
    expect((await of('entry.no_show')).map((d) => d.eventId)).toEqual([
      `msg_entry.no_show:${missed.reserveEntryIdx}`,
    ]);

    const draw = await createProgram(t.db, {
      programType: 'APPLICATION',
      winnerCount: 1,
      winnerAnnouncementDate: new Date(Date.now() + 3_600_000),
    });
    const session = await createProgramInstance(t.db, draw.programIdx, {
      execDate: addDays(seoulToday(new Date()), 2),
      capacity: null,
    });
    await createReserveEntry(t.db, {
      userIdx: (await createMember(t.db)).userIdx,
      programIdx: draw.programIdx,
      programInstanceIdx: session.programInstanceIdx,
      programType: 'APPLICATION',
      status: 'ATTEND',
    });
    const editor = await createOperator(t.db, { role: 'EDITOR' });
    const run = await postJson(
      t.app,
      '/api/staff/draws/run',
      { programIdx: draw.programIdx },
      { cookie: await staffLogin(t.app, editor.loginId, editor.password) },
    );
    expect(run.statusCode).toBe(200);
    expect((await of('draw.completed'))[0]?.payload).toMatchObject({
      data: { programIdx: draw.programIdx, winners: 1 },
    });

    const hidden = await createProgram(t.db, { displayYn: false, publishedAt: null });
    await createProgramInstance(t.db, hidden.programIdx, {
      execDate: addDays(seoulToday(new Date()), 3),
    });
    const editorCookie = { cookie: await staffLogin(t.app, editor.loginId, editor.password) };
    const publish = (url: string) =>
      postJson(t.app, url, { programIdx: hidden.programIdx }, editorCookie);
    expect((await publish('/api/staff/programs/publish')).statusCode).toBe(200);
    // Pressed twice, it is told once.
    await publish('/api/staff/programs/publish');
    expect((await of('program.published')).map((d) => d.payload)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ programIdx: hidden.programIdx }) }),
    ]);
  });
});
