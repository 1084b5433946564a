/**
 * Cancelled wins passed on by themselves (decision 066) through the HTTP app: a win
 * cancelled by staff is offered to the next candidate in the record's order with the waiting
 * list's window and a 당첨 기회 message, the entry stays LOSE until the member accepts, a decline
 * or a lapsed window passes it on, a late accept is refused, two wins cancelled at once go to two
 * people, nothing is offered for a session that began or was cancelled, and an offer whose
 * message cannot be written is not made.
 */
import {
  addDays,
  drawOrder,
  offerDeadline,
  type StaffDrawDetail,
  seoulToday,
} from '@venue/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { messages, programDrawOffers, programInstances, reserveEntries } from '../../../db/schema';
import { operatorCookies } from '../ops-entries/ops-entries.test-fixtures';
import { instanceStart } from '../programs/programs.rules';
import { memberWithToken } from '../reserve-entries/reserve-entries.test-fixtures';
import { drawOffersOf } from './draw-offers.service';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof operatorCookies>>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await operatorCookies(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const as = (role: 'editor' | 'staff', url: string, body: unknown) =>
  postJson(t.app, url, body, { cookie: cookies[role].cookie });
const offers = () => drawOffersOf(t.app);

type Member = Awaited<ReturnType<typeof memberWithToken>>;
let phone = 0;

/**
 * A drawn APPLICATION program: `applicants` members with ATTEND entries on one session
 * (`daysAhead` from today at 14:00), 2 winners. Answers the pool's order with each entry's member.
 */
async function drawn(applicants = 6, daysAhead = 2) {
  const program = await createProgram(t.db, {
    programType: 'APPLICATION',
    scheduleType: 'ONCE',
    winnerCount: 2,
    winnerAnnouncementDate: new Date(Date.now() + 2 * HOUR),
    entryEndAt: new Date(Date.now() + HOUR),
  });
  const instance = await createProgramInstance(t.db, program.programIdx, {
    execDate: addDays(seoulToday(new Date()), daysAhead),
    capacity: null,
  });
  const members = new Map<number, Member>();
  for (let i = 0; i < applicants; i += 1) {
    phone += 1;
    const member = await memberWithToken(t, {
      phoneNumber: `0107792${String(phone).padStart(4, '0')}`,
    });
    const entry = await createReserveEntry(t.db, {
      userIdx: member.member.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      programType: 'APPLICATION',
      status: 'ATTEND',
    });
    members.set(entry.reserveEntryIdx, member);
  }
  const run = await as('editor', '/api/staff/draws/run', { programIdx: program.programIdx });
  expect(run.statusCode, JSON.stringify(run.body)).toBe(200);
  const view = await as('staff', '/api/staff/draws/detail', { programIdx: program.programIdx });
  const { record } = view.body.data as StaffDrawDetail;
  if (!record) throw new Error('no record');
  const [order = []] = await drawOrder(record.seed, record.pools);
  const memberOf = (entryIdx: number | undefined) => {
    const member = members.get(entryIdx ?? 0);
    if (!member) throw new Error(`no member for ${entryIdx}`);
    return member;
  };
  return { program, instance, order, memberOf, start: instanceStart(instance.execDate, '14:00') };
}

/** Staff cancel a win; the pass-on it kicks has run when this resolves. */
async function cancelWin(reserveEntryIdx: number) {
  const response = await as('staff', '/api/staff/entries/status', {
    reserveEntryIdx,
    action: 'CANCEL',
    reason: '당첨자 연락 두절',
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  await offers().settled();
}

async function statusOf(reserveEntryIdx: number) {
  const [row] = await t.db
    .select({ status: reserveEntries.status })
    .from(reserveEntries)
    .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx));
  return row?.status;
}

const offerRows = (programIdx: number) =>
  t.db
    .select()
    .from(programDrawOffers)
    .where(eq(programDrawOffers.programIdx, programIdx))
    .orderBy(programDrawOffers.drawOfferIdx);

const messagesOf = (reserveEntryIdx: number, kind: string) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.causeKey, `entry:${reserveEntryIdx}`), eq(messages.kind, kind)));

const detailOf = (member: Member, reserveEntryIdx: number) =>
  postJson(t.app, '/api/reserveentry/detail', { reserveEntryIdx }, member.headers);
const accept = (member: Member, reserveEntryIdx: number) =>
  postJson(t.app, '/api/draws/offer/accept', { reserveEntryIdx }, member.headers);
const decline = (member: Member, reserveEntryIdx: number) =>
  postJson(t.app, '/api/draws/offer/decline', { reserveEntryIdx }, member.headers);

describe('a cancelled win', () => {
  it('is offered to the next candidate with a window and a message; accepting wins it, once', async () => {
    const { program, order, memberOf, start } = await drawn();
    const [first, , third] = order as [number, number, number];
    const before = Date.now();
    await cancelWin(first);

    const [offer] = await offerRows(program.programIdx);
    expect(offer).toMatchObject({
      cancelledEntryIdx: first,
      offeredEntryIdx: third,
      state: 'OFFERED',
      operatorIdx: null,
    });
    // The waiting list's window: two days ahead gives 2 hours (12 h only beyond 48 h).
    const expected = offerDeadline(offer!.createdAt, start);
    expect(offer?.deadline?.getTime()).toBe(expected.getTime());
    expect(expected.getTime() - before).toBeLessThanOrEqual(12 * HOUR + 60_000);
    expect(await statusOf(third)).toBe('LOSE');

    const [message] = await messagesOf(third, 'DRAW_OFFERED');
    expect(message?.text).toContain('당첨 기회를 드려요');
    expect(message?.text).toMatch(/■ 받기 마감: \d+월 \d+일 \(.\) \d\d:\d\d/);
    expect(message?.buttons[0]).toEqual({
      name: '당첨 받기',
      url: `${t.config.publicOrigin}/res-entry/detail/application/${third}`,
    });

    const member = memberOf(third);
    const open = await detailOf(member, third);
    expect(open.body.data).toMatchObject({ status: 'LOSE', drawOffer: { state: 'OFFERED' } });
    // Answered to the second, as every instant.
    expect(Date.parse(open.body.data.drawOffer.deadline)).toBe(
      Math.floor(expected.getTime() / 1000) * 1000,
    );

    const accepted = await accept(member, third);
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: 'WIN',
      drawOffer: { state: 'ACCEPTED' },
    });
    expect(accepted.body.data.calendar?.icsUrl).toMatch(/\.ics$/);
    expect(await messagesOf(third, 'DRAW_WON')).toHaveLength(1);
    // Twice: the same answer, nothing sent again.
    expect((await accept(member, third)).statusCode).toBe(200);
    expect(await messagesOf(third, 'DRAW_WON')).toHaveLength(1);
    expect(await offerRows(program.programIdx)).toHaveLength(1);

    // The win accepted and then cancelled goes on to the next in turn.
    await cancelWin(third);
    const rows = await offerRows(program.programIdx);
    expect(rows[1]).toMatchObject({ cancelledEntryIdx: third, offeredEntryIdx: order[3] });
  });

  it('goes on to the next when declined, and a decline is answered once', async () => {
    const { program, order, memberOf } = await drawn();
    const [first, , third, fourth] = order as [number, number, number, number];
    await cancelWin(first);
    const member = memberOf(third);
    expect((await decline(memberOf(fourth), third)).statusCode).toBe(404);
    const declined = await decline(member, third);
    expect(declined.statusCode, JSON.stringify(declined.body)).toBe(200);
    await offers().settled();
    expect((await decline(member, third)).statusCode).toBe(200);
    const late = await accept(member, third);
    expect([late.statusCode, late.body.errorCode]).toEqual([409, 'DRAW_OFFER_NOT_OPEN']);
    expect(await statusOf(third)).toBe('LOSE');

    const rows = await offerRows(program.programIdx);
    expect(rows.map((row) => [row.cancelledEntryIdx, row.offeredEntryIdx, row.state])).toEqual([
      [first, third, 'DECLINED'],
      [third, fourth, 'OFFERED'],
    ]);
    expect((await detailOf(member, third)).body.data.drawOffer).toMatchObject({
      state: 'DECLINED',
    });
  });

  it('goes on when the window passes; an accept after it is refused and passes it on at once', async () => {
    const { program, order, memberOf } = await drawn();
    const [first, second, third, fourth, fifth] = order as [number, number, number, number, number];
    await cancelWin(first);
    const [offer] = await offerRows(program.programIdx);
    const afterDeadline = new Date(offer!.deadline!.getTime() + 1_000);

    // The minute's sweep with the clock moved past the deadline.
    const swept = await offers().sweep(afterDeadline);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(swept.offered).toContain(fourth);
    expect((await offers().sweep(afterDeadline)).offered).not.toContain(fourth);
    const refused = await accept(memberOf(third), third);
    expect([refused.statusCode, refused.body.errorCode]).toEqual([409, 'DRAW_OFFER_EXPIRED']);
    expect(refused.body.message).toBe('당첨 기회의 마감 시각이 지나 다음 순번에게 넘어갔어요.');

    // An accept that arrives before the sweep saw its deadline ends the offer itself.
    const [, second_] = await offerRows(program.programIdx);
    const lateAt = new Date(second_!.deadline!.getTime() + 1_000);
    await expect(offers().accept(memberOf(fourth).member.userIdx, fourth, lateAt)).rejects.toThrow(
      '당첨 기회의 마감 시각이 지나',
    );
    await offers().settled();
    const rows = await offerRows(program.programIdx);
    expect(rows.map((row) => [row.offeredEntryIdx, row.state])).toEqual([
      [third, 'EXPIRED'],
      [fourth, 'EXPIRED'],
      [fifth, 'OFFERED'],
    ]);
    expect(await statusOf(second)).toBe('WIN');
  });

  it('of two cancelled at once go to two different people, each offered once', async () => {
    const { program, order } = await drawn(8);
    const [first, second, third, fourth] = order as [number, number, number, number];
    const cancels = await Promise.all(
      [first, second].map((reserveEntryIdx) =>
        as('staff', '/api/staff/entries/status', {
          reserveEntryIdx,
          action: 'CANCEL',
          reason: '중복 응모',
        }),
      ),
    );
    expect(cancels.map((response) => response.statusCode)).toEqual([200, 200]);
    await Promise.all([offers().passOn(), offers().passOn(), offers().settled()]);
    await offers().settled();
    const rows = await offerRows(program.programIdx);
    expect(rows.map((row) => row.offeredEntryIdx).sort()).toEqual([third, fourth].sort());
    expect(await messagesOf(third, 'DRAW_OFFERED')).toHaveLength(1);
    expect(await messagesOf(fourth, 'DRAW_OFFERED')).toHaveLength(1);
  });

  it('is not offered once its session began or when it was cancelled with its session', async () => {
    const { program, instance, order, start } = await drawn(6, 1);
    const [first] = order as [number];
    await cancelWin(first);
    const [offer] = await offerRows(program.programIdx);
    await t.db
      .delete(programDrawOffers)
      .where(eq(programDrawOffers.programIdx, program.programIdx));
    // Never past the start.
    expect(offer?.deadline && offer.deadline <= start).toBe(true);
    expect(await offers().passOn(program.programIdx, new Date(start.getTime() + 1))).toEqual([]);
    await t.db
      .update(programInstances)
      .set({ cancelledAt: new Date() })
      .where(eq(programInstances.programInstanceIdx, instance.programInstanceIdx));
    expect(await offers().passOn(program.programIdx)).toEqual([]);
    expect(await offerRows(program.programIdx)).toEqual([]);
  });

  it('is not offered when its message cannot be written, and is offered when it can', async () => {
    const { program, order } = await drawn();
    const [first, , third] = order as [number, number, number];
    // Cancelled without the kick, as if the instance stopped before passing it on.
    await t.db
      .update(reserveEntries)
      .set({ status: 'CANCEL' })
      .where(eq(reserveEntries.reserveEntryIdx, first));
    await t.db.execute(
      sql`ALTER TABLE messages ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`,
    );
    try {
      await expect(offers().passOn(program.programIdx)).rejects.toThrow();
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT probe_refuse`);
    }
    expect(await offerRows(program.programIdx)).toEqual([]);
    expect(await offers().passOn(program.programIdx)).toEqual([third]);
  });
});

describe('the member’s answer', () => {
  it('needs the member’s own entry with an open offer, and a login', async () => {
    const { order, memberOf } = await drawn(4);
    const [first, second] = order as [number, number];
    const noOffer = await accept(memberOf(first), first);
    expect([noOffer.statusCode, noOffer.body.errorCode]).toEqual([409, 'DRAW_OFFER_NOT_OPEN']);
    expect(noOffer.body.message).toBe('지금 받을 수 있는 당첨 기회가 없어요.');
    expect((await accept(memberOf(first), second)).statusCode).toBe(404);
    const anonymous = await postJson(t.app, '/api/draws/offer/accept', {
      reserveEntryIdx: first,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await postJson(
      t.app,
      '/api/draws/offer/accept',
      { reserveEntryIdx: 'x' },
      memberOf(first).headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(await statusOf(first)).toBe('WIN');
    const rows = await t.db
      .select()
      .from(programDrawOffers)
      .where(inArray(programDrawOffers.offeredEntryIdx, [first, second]));
    expect(rows).toEqual([]);
  });
});
