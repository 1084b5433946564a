/**
 * The waiting list (decision 063) through the HTTP app: join on a full session with one place per
 * member and a limit, the line's order and party fit, offers that hold seats nobody else can
 * take, accept and decline, expiry with a moved clock and the offer to the next member, the line
 * closed at the start, two seats freed at once offered to two members, no oversell under 200
 * accepts at once, and the console's list, offer and removal by role.
 */
import { offerDeadline, toSeoulIso } from '@venue/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import {
  auditLog,
  messages,
  programInstances,
  reserveEntries,
  waitlistEntries,
} from '../../../db/schema';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import { operatorCookies } from '../ops-entries/ops-entries.test-fixtures';
import { bookingChecks } from '../reserve-entries/booking-checks';
import {
  type Bookable,
  bookableProgram,
  insertBody,
  memberWithToken,
} from '../reserve-entries/reserve-entries.test-fixtures';
import { startOf } from './waitlist.repository';
import { waitlistOf } from './waitlist.service';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof operatorCookies>>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await operatorCookies(t);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberWithToken>>;
let phone = 0;
const newMember = () => {
  phone += 1;
  return memberWithToken(t, { phoneNumber: `0107${String(phone).padStart(7, '0')}` });
};

const waitlist = () => waitlistOf(t.app, bookingChecks(t.app));

async function book(b: Bookable, m: Member, participantCnt = 1) {
  const answer = await postJson(
    t.app,
    '/api/reserveentry/insert',
    insertBody(b, m.member.userIdx, { participantCnt }),
    m.headers,
  );
  return answer;
}

function joinBody(b: Bookable, personCount = 1) {
  const body = insertBody(b, 0);
  return {
    programInstanceIdx: b.instance.programInstanceIdx,
    personCount,
    answers: body.questionList,
    name: '대기하늘',
    phoneNumber: '01099990000',
    programTermList: body.programTermList,
  };
}

const join = (b: Bookable, m: Member, personCount = 1) =>
  postJson(t.app, '/api/waitlist/join', joinBody(b, personCount), m.headers);

const cancel = async (m: Member, reserveEntryIdx: number) => {
  const answer = await postJson(t.app, '/api/reserveentry/cancel', { reserveEntryIdx }, m.headers);
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  await waitlist().settled();
};

const places = async (b: Bookable) =>
  t.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.programInstanceIdx, b.instance.programInstanceIdx))
    .orderBy(waitlistEntries.waitlistIdx);

const seats = async (b: Bookable) => {
  const [row] = await t.db
    .select({ reserved: programInstances.reservedCount, held: programInstances.heldCount })
    .from(programInstances)
    .where(eq(programInstances.programInstanceIdx, b.instance.programInstanceIdx));
  return row;
};

/** A session of `capacity` seats, all booked (one member per seat); its booked members. */
async function fullSession(capacity: number) {
  const b = await bookableProgram(t, { capacity });
  const booked: { member: Member; reserveEntryIdx: number }[] = [];
  for (let i = 0; i < capacity; i += 1) {
    const member = await newMember();
    const answer = await book(b, member);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    booked.push({ member, reserveEntryIdx: answer.body.data });
  }
  return { b, booked };
}

describe('joining', () => {
  it('is refused while seats are left, then gives each member one place in order', async () => {
    const b = await bookableProgram(t, { capacity: 1 });
    const [first, second, third] = [await newMember(), await newMember(), await newMember()];
    const early = await join(b, second);
    expect(early.statusCode).toBe(409);
    expect(early.body.errorCode).toBe('SEATS_AVAILABLE');

    expect((await book(b, first)).statusCode).toBe(200);
    const joined = await join(b, second);
    expect(joined.statusCode, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data.position).toBe(1);
    expect((await join(b, third)).body.data.position).toBe(2);

    const again = await join(b, second);
    expect(again.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('WAITLIST_ALREADY_JOINED');
    const booked = await join(b, first);
    expect(booked.body.errorCode).toBe('ALREADY_ENTERED');

    const list = await postJson(t.app, '/api/waitlist/list', { active: true }, third.headers);
    expect(list.body.data.limit).toBe(3);
    expect(list.body.data.list).toMatchObject([
      { state: 'WAITING', position: 2, personCount: 1, programIdx: b.program.programIdx },
    ]);
  });

  it('checks the booking as a booking is checked, and at most three lines at once', async () => {
    const member = await newMember();
    const sessions = [];
    for (let i = 0; i < 4; i += 1) sessions.push((await fullSession(1)).b);
    const [one, two, three, four] = sessions as [Bookable, Bookable, Bookable, Bookable];
    const noTerms = await postJson(
      t.app,
      '/api/waitlist/join',
      { ...joinBody(one), programTermList: [] },
      member.headers,
    );
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.body.errorCode).toBe('TERMS_REQUIRED');
    const tooMany = await join(one, member, 3);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.fields[0]).toMatchObject({ path: 'personCount' });
    expect(tooMany.body.fields[0].message).toContain('최대 2명');
    // A party the session could never seat would wait for nothing.
    const neverFits = await join(one, member, 2);
    expect(neverFits.statusCode).toBe(400);
    expect(neverFits.body.fields[0]).toMatchObject({ path: 'personCount' });
    expect(neverFits.body.fields[0].message).toContain('최대 1명');
    for (const b of [one, two, three]) expect((await join(b, member)).statusCode).toBe(200);
    const fourth = await join(four, member);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.body.errorCode).toBe('WAITLIST_LIMIT');
    expect(fourth.body.message).toContain('최대 3개');
    // Leaving one makes room; leaving twice changes nothing.
    const [place] = (await postJson(t.app, '/api/waitlist/list', {}, member.headers)).body.data
      .list;
    for (let i = 0; i < 2; i += 1) {
      const left = await postJson(
        t.app,
        '/api/waitlist/leave',
        { waitlistIdx: place.waitlistIdx },
        member.headers,
      );
      expect(left.statusCode).toBe(200);
    }
    expect((await join(four, member)).statusCode).toBe(200);
  });

  it("takes the limit from the venue's settings", async () => {
    const admin = { cookie: cookies.admin.cookie };
    const save = (maxPerMember: number) =>
      postJson(
        t.app,
        '/api/staff/venue/settings/save',
        { ...buildVenueSettings(), waitlist: { maxPerMember } },
        admin,
      );
    const zero = await save(0);
    expect([zero.statusCode, zero.body.fields?.[0]?.path]).toEqual([400, 'waitlist.maxPerMember']);
    expect((await save(1)).statusCode).toBe(200);
    try {
      const member = await newMember();
      const one = (await fullSession(1)).b;
      const two = (await fullSession(1)).b;
      expect((await join(one, member)).statusCode).toBe(200);
      const second = await join(two, member);
      expect([second.statusCode, second.body.errorCode]).toEqual([409, 'WAITLIST_LIMIT']);
      expect(second.body.message).toContain('최대 1개');
      const list = await postJson(t.app, '/api/waitlist/list', {}, member.headers);
      expect(list.body.data.limit).toBe(1);
    } finally {
      expect((await save(3)).statusCode).toBe(200);
    }
  });
});

describe('offers', () => {
  it('hold freed seats for the first member whose party fits, and nobody else can take them', async () => {
    const { b, booked } = await fullSession(2);
    const pair = await newMember();
    const single = await newMember();
    const outsider = await newMember();
    expect((await join(b, pair, 2)).statusCode).toBe(200);
    expect((await join(b, single, 1)).statusCode).toBe(200);
    const dashboard = async () =>
      (await postJson(t.app, '/api/staff/dashboard', {}, { cookie: cookies.staff.cookie })).body
        .data.waitlist;
    const before = await dashboard();

    await cancel(booked[0]!.member, booked[0]!.reserveEntryIdx);
    expect(await dashboard()).toMatchObject({
      freedSeats: before.freedSeats + 1,
      offersOpen: before.offersOpen + 1,
      waiting: before.waiting - 1,
    });
    const [pairPlace, singlePlace] = await places(b);
    // One seat: the pair does not fit, the single member behind them does.
    expect(pairPlace?.state).toBe('WAITING');
    expect(singlePlace?.state).toBe('OFFERED');
    const expected = offerDeadline(singlePlace!.offeredAt!, startOf(b.instance));
    expect(singlePlace?.offerDeadline?.getTime()).toBe(expected.getTime());
    expect(await seats(b)).toEqual({ reserved: 1, held: 1 });
    const roster = await postJson(
      t.app,
      '/api/staff/instances/roster',
      { programIdx: b.program.programIdx, execDate: b.instance.execDate },
      { cookie: cookies.staff.cookie },
    );
    expect(roster.body.data.instances[0]).toMatchObject({ reservedCount: 1, heldCount: 1 });
    const taken = await book(b, outsider);
    expect(taken.body.errorCode).toBe('CAPACITY_FULL');

    const [offer, ...more] = await t.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.kind, 'WAITLIST_OFFERED'),
          eq(messages.causeKey, `waitlist:${singlePlace?.waitlistIdx}`),
        ),
      );
    expect(more).toEqual([]);
    expect(offer?.text).toContain('기다리시던 자리가 났어요');
    expect(offer?.text).toContain('1명 자리를 잡아 두었어요');
    expect(offer?.buttons[0]?.url).toContain(`/waitlist/${singlePlace?.waitlistIdx}`);

    // The member's list shows the offer with its deadline.
    const list = await postJson(t.app, '/api/waitlist/list', { active: true }, single.headers);
    expect(list.body.data.list[0]).toMatchObject({
      state: 'OFFERED',
      position: null,
      offerDeadline: toSeoulIso(expected),
    });

    const accepted = await postJson(
      t.app,
      '/api/waitlist/accept',
      { waitlistIdx: singlePlace?.waitlistIdx },
      single.headers,
    );
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    expect(await seats(b)).toEqual({ reserved: 2, held: 0 });
    expect(await dashboard()).toMatchObject({
      refilledSeats: before.refilledSeats + 1,
      offersOpen: before.offersOpen,
    });
    const [entry] = await t.db
      .select()
      .from(reserveEntries)
      .where(eq(reserveEntries.reserveEntryIdx, accepted.body.data.reserveEntryIdx));
    expect(entry).toMatchObject({ status: 'CONFIRM', userIdx: single.member.userIdx });
    // Accepting again answers the same booking.
    const repeat = await postJson(
      t.app,
      '/api/waitlist/accept',
      { waitlistIdx: singlePlace?.waitlistIdx },
      single.headers,
    );
    expect(repeat.body.data).toEqual(accepted.body.data);

    // The second seat frees: now the pair fits.
    await cancel(booked[1]!.member, booked[1]!.reserveEntryIdx);
    expect((await places(b))[0]?.state).toBe('WAITING');
    expect(await seats(b)).toEqual({ reserved: 1, held: 0 });
  });

  it('go to the next member when declined, or when the window passes; a late accept is refused', async () => {
    const { b, booked } = await fullSession(1);
    const [first, second, third] = [await newMember(), await newMember(), await newMember()];
    for (const m of [first, second, third]) expect((await join(b, m)).statusCode).toBe(200);
    await cancel(booked[0]!.member, booked[0]!.reserveEntryIdx);
    let [p1, p2, p3] = await places(b);
    expect([p1?.state, p2?.state, p3?.state]).toEqual(['OFFERED', 'WAITING', 'WAITING']);

    const declined = await postJson(
      t.app,
      '/api/waitlist/decline',
      { waitlistIdx: p1?.waitlistIdx },
      first.headers,
    );
    expect(declined.statusCode).toBe(200);
    await waitlist().settled();
    [p1, p2, p3] = await places(b);
    expect([p1?.state, p2?.state, p3?.state]).toEqual(['DECLINED', 'OFFERED', 'WAITING']);

    // The clock moves past the second member's deadline: the sweep ends it and offers on.
    const late = new Date(p2!.offerDeadline!.getTime() + 1000);
    const swept = await waitlist().sweep(late);
    expect(swept.expired).toBe(1);
    [p1, p2, p3] = await places(b);
    expect([p2?.state, p3?.state]).toEqual(['EXPIRED', 'OFFERED']);
    expect(await seats(b)).toEqual({ reserved: 0, held: 1 });
    const refused = await postJson(
      t.app,
      '/api/waitlist/accept',
      { waitlistIdx: p2?.waitlistIdx },
      second.headers,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errorCode).toBe('WAITLIST_OFFER_EXPIRED');
    expect(refused.body.message).toContain('다음 대기자');
  });

  it('offer the seats on at once when an accept comes after the deadline the sweep has not seen', async () => {
    const { b, booked } = await fullSession(1);
    const [first, second] = [await newMember(), await newMember()];
    for (const m of [first, second]) expect((await join(b, m)).statusCode).toBe(200);
    await cancel(booked[0]!.member, booked[0]!.reserveEntryIdx);
    const [offered] = await places(b);
    await t.db
      .update(waitlistEntries)
      .set({ offerDeadline: new Date(Date.now() - 1000) })
      .where(eq(waitlistEntries.waitlistIdx, offered!.waitlistIdx));
    const late = await postJson(
      t.app,
      '/api/waitlist/accept',
      { waitlistIdx: offered?.waitlistIdx },
      first.headers,
    );
    expect(late.body.errorCode).toBe('WAITLIST_OFFER_EXPIRED');
    await waitlist().settled();
    const [p1, p2] = await places(b);
    expect([p1?.state, p2?.state]).toEqual(['EXPIRED', 'OFFERED']);
    expect(await seats(b)).toEqual({ reserved: 0, held: 1 });
  });

  it('close the line at the start: the waiting are told, held seats come back', async () => {
    const { b, booked } = await fullSession(1);
    const [first, second] = [await newMember(), await newMember()];
    for (const m of [first, second]) expect((await join(b, m)).statusCode).toBe(200);
    await cancel(booked[0]!.member, booked[0]!.reserveEntryIdx);
    const started = new Date(startOf(b.instance).getTime() + 60_000);
    await waitlist().sweep(started);
    const [p1, p2] = await places(b);
    // The offer's window never passes the start: it expired, then the line closed.
    expect(p1?.state).toBe('EXPIRED');
    expect(p2?.state).toBe('CLOSED');
    expect(await seats(b)).toEqual({ reserved: 0, held: 0 });
    const [told] = await t.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.kind, 'WAITLIST_CLOSED'),
          eq(messages.causeKey, `waitlist:${p2?.waitlistIdx}`),
        ),
      );
    expect(told?.text).toContain('시작되어 대기를 마쳤어요');
  });

  it('of two seats freed at once go to two members; 200 accepts at once never oversell', async () => {
    const { b, booked } = await fullSession(10);
    const waiting: Member[] = [];
    for (let i = 0; i < 30; i += 1) {
      const m = await newMember();
      expect((await join(b, m)).statusCode).toBe(200);
      waiting.push(m);
    }
    // Two cancels committed, then both instances' refills at the same moment.
    for (const { member, reserveEntryIdx } of booked.slice(0, 2)) {
      expect(
        (await postJson(t.app, '/api/reserveentry/cancel', { reserveEntryIdx }, member.headers))
          .statusCode,
      ).toBe(200);
    }
    await waitlist().settled();
    const [a, c] = await Promise.all([waitlist().offerSeats(), waitlist().offerSeats()]);
    const offered = (await places(b)).filter((p) => p.state === 'OFFERED');
    expect(offered).toHaveLength(2);
    expect(new Set(offered.map((p) => p.userIdx)).size).toBe(2);
    expect([...(a ?? []), ...(c ?? [])].length).toBeLessThanOrEqual(2);
    expect(await seats(b)).toEqual({ reserved: 8, held: 2 });

    // Three more cancels: five offers open. Then every waiting member accepts 6–7 times at once.
    for (const { member, reserveEntryIdx } of booked.slice(2, 5)) {
      await cancel(member, reserveEntryIdx);
    }
    const open = (await places(b)).filter((p) => p.state === 'OFFERED');
    expect(open).toHaveLength(5);
    const byUser = new Map((await places(b)).map((p) => [p.userIdx, p.waitlistIdx]));
    const attempts = Array.from({ length: 200 }, (_, i) => {
      const m = waiting[i % waiting.length] as Member;
      return postJson(
        t.app,
        '/api/waitlist/accept',
        { waitlistIdx: byUser.get(m.member.userIdx) },
        m.headers,
      );
    });
    const answers = await Promise.all(attempts);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    const entries = await t.db
      .select()
      .from(reserveEntries)
      .where(
        and(
          eq(reserveEntries.programInstanceIdx, b.instance.programInstanceIdx),
          eq(reserveEntries.status, 'CONFIRM'),
        ),
      );
    expect(entries).toHaveLength(10);
    expect(await seats(b)).toEqual({ reserved: 10, held: 0 });
    expect((await places(b)).filter((p) => p.state === 'ACCEPTED')).toHaveLength(5);
  });
});

describe('the sandbox’s sweep (POST /sandbox/api/waitlist/sweep)', () => {
  it('runs the minute’s sweep as at a given time: a lapsed offer goes to the next member', async () => {
    const { b, booked } = await fullSession(1);
    const [first, second] = [await newMember(), await newMember()];
    for (const m of [first, second]) expect((await join(b, m)).statusCode).toBe(200);
    await cancel(booked[0]!.member, booked[0]!.reserveEntryIdx);
    const [offered, next] = await places(b);
    const at = new Date(offered!.offerDeadline!.getTime() + 1000).toISOString();
    const swept = await postJson(t.app, '/sandbox/api/waitlist/sweep', { at });
    expect(swept.statusCode).toBe(200);
    expect(swept.body.data).toEqual({ expired: 1, offered: [next?.waitlistIdx] });
    const bad = await postJson(t.app, '/sandbox/api/waitlist/sweep', { at: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('one waiting list per app', () => {
  it('is not shared with an earlier app whose database this one reuses', async () => {
    // The test harness hands a closed app's database to the next app (as a process that
    // rebuilt its app would): the waiting list, with its notifier, must be the new app's.
    const first = await createTestApp();
    const earlier = waitlistOf(first.app, bookingChecks(first.app));
    await first.close();
    const second = await createTestApp();
    try {
      const own = waitlistOf(second.app, bookingChecks(second.app));
      expect(own).not.toBe(earlier);
      expect(waitlistOf(second.app, bookingChecks(second.app))).toBe(own);
    } finally {
      await second.close();
    }
  });
});

describe('the console', () => {
  it('lists the line masked by role, offers now and removes with a reason, audited', async () => {
    const { b, booked } = await fullSession(1);
    const [first, second] = [await newMember(), await newMember()];
    for (const m of [first, second]) expect((await join(b, m)).statusCode).toBe(200);
    const body = { programInstanceIdx: b.instance.programInstanceIdx };
    const asStaff = await postJson(t.app, '/api/staff/waitlist/list', body, {
      cookie: cookies.staff.cookie,
    });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.body.data).toMatchObject({ capacity: 1, reservedCount: 1, heldCount: 0 });
    expect(asStaff.body.data.rows[0].phoneNumber).toContain('*');
    const asAdmin = await postJson(t.app, '/api/staff/waitlist/list', body, {
      cookie: cookies.admin.cookie,
    });
    expect(asAdmin.body.data.rows[0].phoneNumber).toBe(first.member.phoneNumber);

    const staffOffer = await postJson(t.app, '/api/staff/waitlist/offer-next', body, {
      cookie: cookies.staff.cookie,
    });
    expect(staffOffer.statusCode).toBe(403);
    // No free seat: nothing to offer.
    const none = await postJson(t.app, '/api/staff/waitlist/offer-next', body, {
      cookie: cookies.editor.cookie,
    });
    expect(none.body.data.offered).toEqual([]);

    const [p1] = await places(b);
    const removed = await postJson(
      t.app,
      '/api/staff/waitlist/remove',
      { waitlistIdx: p1?.waitlistIdx, reason: '중복 신청' },
      { cookie: cookies.editor.cookie },
    );
    expect(removed.statusCode).toBe(200);
    expect((await places(b))[0]).toMatchObject({ state: 'LEFT', endReason: '중복 신청' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'waitlist.remove'), eq(auditLog.targetId, String(p1?.waitlistIdx))),
      );
    expect(audit?.after).toMatchObject({ state: 'LEFT', reason: '중복 신청' });

    // A seat frees while the kick is lost (as on a crash): the EDITOR offers it now.
    await t.db
      .update(reserveEntries)
      .set({ status: 'CANCEL' })
      .where(eq(reserveEntries.reserveEntryIdx, booked[0]!.reserveEntryIdx));
    await t.db
      .update(programInstances)
      .set({ reservedCount: 0 })
      .where(eq(programInstances.programInstanceIdx, b.instance.programInstanceIdx));
    const offered = await postJson(t.app, '/api/staff/waitlist/offer-next', body, {
      cookie: cookies.editor.cookie,
    });
    expect(offered.body.data.offered).toHaveLength(1);
    expect((await places(b))[1]?.state).toBe('OFFERED');
  });
});
