/**
 * 문의 답변 등록 when staff answer a 1:1 inquiry (decision 059): one INQUIRY_ANSWERED
 * to the member, with the inquiry's title and a button to it, written in the answer's
 * transaction. Editing the answer later writes nothing more; an answer whose message cannot be
 * written is not saved at all.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories';
import { multipartBody } from '../../../../test/multipart';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { inquiries, messages } from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';
import { MESSAGE_SEND_QUEUE } from '../../messages/outbox/outbox';

let t: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const operator = await createOperator(t.db, { name: '스태프' });
  staff = { cookie: await staffLogin(t.app, operator.loginId, operator.password) };
});
afterAll(() => t.close());

const messagesTo = (phoneNumber: string) =>
  t.db.select().from(messages).where(eq(messages.phoneNumber, phoneNumber));

async function sendJobs(): Promise<number[]> {
  const jobs = t.app.jobs
    ? await t.app.jobs.findJobs<{ messageIdx: number }>(MESSAGE_SEND_QUEUE, {})
    : [];
  return jobs.map((job) => job.data.messageIdx);
}

/** A member's inquiry sent through the real form; answers its idx and the member. */
async function inquiryFrom(phoneNumber: string, title: string) {
  const member = await createMember(t.db, { phoneNumber });
  const token = await signMemberToken(memberTokenKey(t.config), member);
  const { payload, contentType } = await multipartBody(
    {
      category: 'VENUE',
      title,
      content: '3층에 유모차를 맡길 곳이 있을까요?',
      privacyAgreeYn: 'Y',
    },
    [],
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/inquiry/insert',
    headers: { 'x-access-token': token, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { member, inquiryIdx: response.json().data.inquiryIdx as number };
}

const answer = (inquiryIdx: number, text: string) =>
  postJson(t.app, '/api/staff/inquiries/answer', { inquiryIdx, answer: text }, staff);

describe('a staff answer', () => {
  it('writes one 문의 답변 with the title and a button to the inquiry; an edit writes none more', async () => {
    const title = '유모차 <보관> & 대여';
    const { member, inquiryIdx } = await inquiryFrom('01077830001', title);
    expect((await answer(inquiryIdx, '3층 안내데스크에 맡겨 주세요.')).statusCode).toBe(200);
    expect((await answer(inquiryIdx, '1층 안내데스크에 맡겨 주세요.')).statusCode).toBe(200);

    const [message, ...others] = await messagesTo('01077830001');
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      kind: 'INQUIRY_ANSWERED',
      causeKey: `inquiry:${inquiryIdx}`,
      userIdx: member.userIdx,
      templateCode: 'VENUE_INQUIRY_ANSWERED',
      status: 'QUEUED',
    });
    expect(message?.text).toContain(`${member.name}님, 남겨 주신 1:1 문의에 답변을 드렸어요.`);
    // The title as the member typed it: plain text, not HTML.
    expect(message?.text).toContain(`■ 문의: ${title}`);
    expect(message?.buttons).toEqual([
      { name: '답변 보기', url: `${t.config.publicOrigin}/inquiry/${inquiryIdx}` },
    ]);
    expect(await sendJobs()).toContain(message?.messageIdx);
  });

  it('is not saved when its message cannot be written: still waiting, nothing sent', async () => {
    const { inquiryIdx } = await inquiryFrom('01077830002', '주차 문의');
    await t.db.execute(
      sql`ALTER TABLE messages ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`,
    );
    try {
      const refused = await answer(inquiryIdx, '주차장은 없어요.');
      expect(refused.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT probe_refuse`);
    }
    const [row] = await t.db
      .select({ status: inquiries.status, answer: inquiries.answer })
      .from(inquiries)
      .where(eq(inquiries.inquiryIdx, inquiryIdx));
    expect(row).toEqual({ status: 'WAITING', answer: null });
    expect(await messagesTo('01077830002')).toEqual([]);
  });
});
