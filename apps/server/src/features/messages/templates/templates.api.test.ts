/**
 * The console's 알림톡 templates and what they change in the sending: an EDITOR
 * records a kind's code, text, review state and class (audited); only an APPROVED 정보성 template
 * goes as 알림톡, any other by SMS/LMS with its buttons as links; a 광고성 message is refused
 * without the member's consent and held through the quiet hours (21:00–08:00 Seoul).
 */

import { ADVERTISING_OPT_OUT } from '@venue/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EditorSessions,
  editorSessions,
  expectEditorOnly,
} from '../../../../test/editor-access';
import { createMember } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { chooseMessageProvider } from '../../../app';
import { auditLog, messages } from '../../../db/schema';
import { createJobQueue } from '../../../lib/job-queue';
import { sandboxPhoneMessagesResponse } from '../../system/sandbox-solapi/sandbox-solapi.routes';
import { notifier } from '../notify/notify';
import {
  MESSAGE_SEND_QUEUE,
  quietHoursEnd,
  sendQueuedMessage,
  startMessageWorkers,
} from '../outbox/outbox';
import type { MessageProvider } from '../solapi/solapi-client';
import { MESSAGE_TEMPLATES } from './message-templates';

let t: TestApp;
let as: EditorSessions;
let provider: MessageProvider;
beforeAll(async () => {
  t = await createTestApp();
  as = await editorSessions(t);
  const chosen = chooseMessageProvider(t.app);
  if (!chosen) throw new Error('sandbox mode has a provider');
  provider = chosen;
});
afterAll(() => t.close());

const list = async (cookie = as.staff) => {
  const response = await postJson(t.app, '/api/staff/message-templates/list', {}, { cookie });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.data.templates as {
    kind: string;
    code: string;
    text: string;
    reviewStatus: string;
    reviewStatusLabel: string;
    reviewComment: string | null;
    messageClass: string;
    channel: string;
    variables: string[];
    updatedBy: string | null;
    updatedAt: string | null;
  }[];
};
const update = (body: object, cookie = as.editor) =>
  postJson(t.app, '/api/staff/message-templates/update', body, { cookie });

const checkedIn = {
  kind: 'CHECKED_IN',
  code: 'VENUE_CHECKED_IN',
  text: MESSAGE_TEMPLATES.CHECKED_IN.text,
  reviewStatus: 'APPROVED',
  messageClass: 'INFORMATION',
};

/** 입장 완료 for `member` through the notifier, as a check-in writes it. */
async function welcome(member: { userIdx: number }, causeKey: string): Promise<number> {
  const notify = notifier(t.app);
  if (!notify) throw new Error('sandbox mode sends messages');
  await notify.ready();
  await t.db.transaction((tx) =>
    notify.member(tx, 'CHECKED_IN', {
      userIdx: member.userIdx,
      causeKey,
      variables: { 시각: '14:05' },
    }),
  );
  const [row] = await t.db
    .select()
    .from(messages)
    .where(and(eq(messages.causeKey, causeKey), eq(messages.kind, 'CHECKED_IN')));
  if (!row) throw new Error('the welcome was not written');
  return row.messageIdx;
}

const rowOf = async (messageIdx: number) =>
  (await t.db.select().from(messages).where(eq(messages.messageIdx, messageIdx)))[0];

async function inbox(phone: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/sandbox/api/messages?phone=${phone}`,
  });
  return sandboxPhoneMessagesResponse.parse(response.json()).data.messages;
}

describe('the template list', () => {
  it('shows every kind built in, approved by the sandbox provider and sent as 알림톡', async () => {
    const templates = await list();
    expect(templates.map((template) => template.kind)).toEqual(Object.keys(MESSAGE_TEMPLATES));
    const confirmed = templates.find((template) => template.kind === 'RESERVATION_CONFIRMED');
    expect(confirmed).toMatchObject({
      code: 'VENUE_RESERVATION_CONFIRMED',
      reviewStatus: 'APPROVED',
      reviewStatusLabel: '승인',
      messageClass: 'INFORMATION',
      channel: 'ALIMTALK',
      updatedAt: null,
      updatedBy: null,
    });
    expect(confirmed?.variables).toEqual(['공간', '이름', '프로그램', '일시', '장소']);
  });

  it('is for operators only, and only an EDITOR records a template', async () => {
    const anonymous = await postJson(t.app, '/api/staff/message-templates/list', {});
    expect(anonymous.statusCode).toBe(401);
    await expectEditorOnly(t, as, {
      url: '/api/staff/message-templates/update',
      payload: checkedIn,
    });
  });
});

describe('recording a template', () => {
  it('refuses a variable the kind does not fill, naming it and the ones it does', async () => {
    const response = await update({ ...checkedIn, text: '#{이름}님 #{쿠폰번호} 받으세요' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: 'TEMPLATE_VARIABLE_UNKNOWN',
      fields: [{ path: 'text' }],
    });
    expect(response.body.message).toBe(
      '이 메시지에서 쓸 수 없는 변수예요: #{쿠폰번호}. 쓸 수 있는 변수는 #{공간}, #{이름}, #{시각}이에요.',
    );
  });

  it('keeps 예약 확정, 응모 완료 and 취소 안내 정보성', async () => {
    const response = await update({
      kind: 'ENTRY_CANCELLED',
      code: 'VENUE_ENTRY_CANCELLED',
      text: MESSAGE_TEMPLATES.ENTRY_CANCELLED.text,
      reviewStatus: 'APPROVED',
      messageClass: 'ADVERTISING',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: 'TEMPLATE_ESSENTIAL_INFORMATION',
      fields: [{ path: 'messageClass' }],
    });
  });

  it.each([
    ['a code with a space', { code: 'VENUE CHECKED' }, '템플릿 코드'],
    ['a blank text', { text: '   ' }, '템플릿 문구'],
    ['1,001 characters', { text: 'x'.repeat(1001) }, '1,000자'],
    ['an unknown review state', { reviewStatus: 'DONE' }, '검수 상태'],
    ['an unknown kind', { kind: 'WELCOME' }, '메시지 종류'],
  ])('refuses %s with a Korean message', async (_label, change, words) => {
    const response = await update({ ...checkedIn, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.body.errorCode).toBe('VALIDATION_FAILED');
    expect(response.body.message).toContain(words);
  });

  it('sends by SMS/LMS until approved, then as 알림톡 with the new text; each save audited', async () => {
    const text = `${MESSAGE_TEMPLATES.CHECKED_IN.text}\n\n오늘 하루 즐겁게 보내세요.`;
    const saved = await update({
      ...checkedIn,
      code: 'KA01TP_WELCOME2',
      text,
      reviewStatus: 'INSPECTING',
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      code: 'KA01TP_WELCOME2',
      reviewStatus: 'INSPECTING',
      reviewStatusLabel: '검수 중',
      channel: 'SMS',
      updatedBy: expect.any(String),
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'message-template.save'));
    expect(audit).toMatchObject({ operatorIdx: as.editorIdx, targetId: 'CHECKED_IN' });
    expect(JSON.stringify(audit?.after)).toContain(
      '입장 완료 템플릿: 코드 VENUE_CHECKED_IN → KA01TP_WELCOME2, 문구, 검수 상태 승인 → 검수 중',
    );

    const member = await createMember(t.db);
    const pending = await rowOf(await welcome(member, 'visit:template-pending'));
    expect(pending).toMatchObject({ templateCode: null, buttons: [], advertising: false });
    expect(pending?.text).toContain('오늘 하루 즐겁게 보내세요.');
    expect(pending?.text.endsWith(`▶ 앱 열기: ${t.config.publicOrigin}/`)).toBe(true);
    const sending = await sendQueuedMessage(
      t.db,
      provider,
      pending?.messageIdx ?? 0,
      () => new Date(),
    );
    expect(sending).toBe('sent');
    const [received] = await inbox(member.phoneNumber);
    expect(received).toMatchObject({ channel: 'LMS', templateCode: null, buttons: [] });

    const rejected = await update({
      ...checkedIn,
      code: 'KA01TP_WELCOME2',
      text,
      reviewStatus: 'REJECTED',
      reviewComment: '버튼명이 내용과 맞지 않아요',
    });
    expect(rejected.body.data).toMatchObject({
      reviewStatusLabel: '반려',
      reviewComment: '버튼명이 내용과 맞지 않아요',
      channel: 'SMS',
    });

    const approved = await update({ ...checkedIn, code: 'KA01TP_WELCOME2', text });
    expect(approved.body.data).toMatchObject({ channel: 'ALIMTALK', reviewComment: null });
    const next = await rowOf(await welcome(member, 'visit:template-approved'));
    expect(next).toMatchObject({
      templateCode: 'KA01TP_WELCOME2',
      buttons: [{ name: '앱 열기', url: `${t.config.publicOrigin}/` }],
    });
    expect(next?.text.endsWith('오늘 하루 즐겁게 보내세요.')).toBe(true);
    expect(
      (await t.db.select().from(auditLog).where(eq(auditLog.action, 'message-template.save')))
        .length,
    ).toBe(3);
  });
});

describe('a 광고성 template', () => {
  beforeAll(async () => {
    const saved = await update({ ...checkedIn, messageClass: 'ADVERTISING' });
    expect(saved.body.data).toMatchObject({ messageClass: 'ADVERTISING', channel: 'SMS' });
  });

  it('is written marked (광고) with the free opt-out, never as 알림톡', async () => {
    const member = await createMember(t.db, { adInfoAgreementYn: true });
    const row = await rowOf(await welcome(member, 'visit:ad-marked'));
    expect(row).toMatchObject({ advertising: true, templateCode: null });
    expect(row?.text.startsWith('(광고) [')).toBe(true);
    expect(row?.text.endsWith(ADVERTISING_OPT_OUT)).toBe(true);
  });

  it('is refused to a member who did not agree to 광고성 정보 수신, and nothing reaches the phone', async () => {
    const member = await createMember(t.db, { adInfoAgreementYn: false });
    const idx = await welcome(member, 'visit:ad-no-consent');
    const noon = new Date('2026-12-01T12:00:00+09:00');
    expect(await sendQueuedMessage(t.db, provider, idx, () => noon)).toBe('refused');
    const row = await rowOf(idx);
    expect(row?.status).toBe('FAILED');
    expect(row?.history.at(-1)?.detail).toContain('광고성 정보 수신에 동의하지 않은');
    expect(await inbox(member.phoneNumber)).toEqual([]);
  });

  it('waits out the quiet hours (21:00–08:00 Seoul) and goes at 08:00, once', async () => {
    const member = await createMember(t.db, { adInfoAgreementYn: true });
    const idx = await welcome(member, 'visit:ad-night');
    const night = new Date('2026-12-01T22:30:00+09:00');
    const morning = new Date('2026-12-02T08:00:00+09:00');
    expect(await sendQueuedMessage(t.db, provider, idx, () => night)).toEqual({
      deferredUntil: morning,
    });
    expect((await rowOf(idx))?.status).toBe('QUEUED');
    expect(await inbox(member.phoneNumber)).toEqual([]);

    // The worker turns the deferral into one job for 08:00, however often the job runs.
    const worker = createJobQueue(t.handle, { schedule: false });
    worker.on('error', () => {});
    await worker.start();
    await startMessageWorkers(worker, {
      db: t.db,
      provider,
      log: { warn: () => {} },
      now: () => night,
      pollingIntervalSeconds: 0.5,
    });
    await worker.insert(MESSAGE_SEND_QUEUE, [
      { data: { messageIdx: idx } },
      { data: { messageIdx: idx } },
    ]);
    const deferred = async () =>
      (await worker.findJobs(MESSAGE_SEND_QUEUE, { data: { messageIdx: idx } })).filter(
        (job) =>
          job.state === 'created' && new Date(job.startAfter).getTime() === morning.getTime(),
      );
    const deadline = Date.now() + 10_000;
    while ((await deferred()).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await deferred()).toHaveLength(1);
    await worker.stop({ graceful: false });

    expect(await sendQueuedMessage(t.db, provider, idx, () => morning)).toBe('sent');
    const [received] = await inbox(member.phoneNumber);
    expect(received?.text.startsWith('(광고) [')).toBe(true);
  });
});

describe('quietHoursEnd', () => {
  it.each([
    ['2026-12-01T20:59:59+09:00', null],
    ['2026-12-01T21:00:00+09:00', '2026-12-02T08:00:00+09:00'],
    ['2026-12-02T00:30:00+09:00', '2026-12-02T08:00:00+09:00'],
    ['2026-12-02T07:59:59+09:00', '2026-12-02T08:00:00+09:00'],
    ['2026-12-02T08:00:00+09:00', null],
  ])('at %s Seoul: %s', (at, end) => {
    expect(quietHoursEnd(new Date(at))).toEqual(end === null ? null : new Date(end));
  });
});
