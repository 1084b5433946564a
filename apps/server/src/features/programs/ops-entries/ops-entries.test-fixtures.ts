/**
 * Fixtures for the door and entries tests: operators of each role with cookies, a member with
 * today's QR pass (inserted, not issued through SMS: the door tests are about the door), and a
 * instance of today around the current Seoul time.
 */
import { randomUUID } from 'node:crypto';
import { seoulToday, toSeoulTime } from '@venue/contract';
import { createMember } from '../../../../test/factories';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import type { TestApp } from '../../../../test/test-app';
import { qrPasses } from '../../../db/schema';
import { newEntryCode } from '../../door/qr-pass/qr-pass.service';

export async function operatorCookies(t: TestApp) {
  const login = async (role: 'ADMIN' | 'EDITOR' | 'STAFF') => {
    const operator = await createOperator(t.db, { role });
    return { cookie: await staffLogin(t.app, operator.loginId, operator.password), operator };
  };
  const [admin, editor, staff] = [
    await login('ADMIN'),
    await login('EDITOR'),
    await login('STAFF'),
  ];
  return { admin, editor, staff };
}

/** An active member holding today's QR pass; `qrValue` is what the scanner reads. */
export async function memberWithPass(
  t: TestApp,
  overrides: Parameters<typeof createMember>[1] = {},
) {
  const member = await createMember(t.db, overrides);
  const qrUuid = randomUUID();
  await t.db.insert(qrPasses).values({
    userIdx: member.userIdx,
    qrUuid,
    entryCode: newEntryCode(),
    issueDate: seoulToday(new Date()),
    verificationSeq: randomUUID(),
  });
  return { member, qrValue: qrUuid };
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const clock = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/**
 * Start and end of an instance running now (Seoul): from 10 minutes ago to 20 minutes ahead,
 * clamped to the day so the test works at any hour.
 */
export function runningNow(now = new Date()) {
  const at = minutes(toSeoulTime(now));
  return {
    startTime: clock(Math.max(0, at - 10)),
    endTime: clock(Math.min(23 * 60 + 59, at + 20)),
  };
}
