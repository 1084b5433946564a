/**
 * The waiting list refills freed seats (decision 063). A day of SESSIONS sessions of
 * SEATS seats, every seat booked, WAITING members in each session's line; then, over
 * CANCEL_SECONDS, a fifth of the booked cancel at random moments, and every waiting member looks
 * at their list about once a second (as a member who got the 예약 제안 알림톡 opens the app): on an
 * offer, nine in ten accept after a moment, one in ten lets it lapse. A lapsed offer's window (12
 * hours here) is waited out with the sandbox's sweep as at its deadline, which offers the seats to
 * the next member. Everything goes over HTTP to the built server (sandbox mode, its own PGlite).
 *
 * Reported: seats freed, seats refilled (budget ≥ 95 % of those a waiting member could take:
 * per session min(freed, waiting)), the median time from a seat freed to it booked again (the
 * accepts that a lapse did not delay), and seats sold over capacity (budget 0), read from the
 * database after the server stopped.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, newReserveEntryId, seoulToday } from '@venue/contract';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import {
  memberTokenKey,
  signMemberToken,
} from '../../apps/server/src/features/accounts/session/session-tokens';
import {
  createBulkMembers,
  createFloor,
  createProgram,
  createProgramInstance,
} from '../../apps/server/test/factories';
import { freePort, startProductionServer } from './process';
import { median } from './stats';

export const REFILL = {
  sessions: 20,
  seats: 30,
  waitingPerSession: 15,
  cancelShare: 0.2,
  lapseShare: 0.1,
  cancelSeconds: 15,
};

export type RefillResult = {
  sessions: number;
  seats: number;
  waiting: number;
  freed: number;
  /** per session min(freed, waiting), summed: the seats a waiting member could take */
  refillable: number;
  refilled: number;
  refilledShare: number;
  lapsed: number;
  medianFreedToBookedMs: number;
  oversold: number;
  errors: number;
};

type Member = { userIdx: number; headers: Record<string, string> };

async function prepare(dataDir: string, jwtSecret: string, publicOrigin: string) {
  const handle = await openDatabase({ dataDir });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    await createFloor(db);
    const program = await createProgram(db, { maxPersonCount: 1 });
    const execDate = addDays(seoulToday(new Date()), 2);
    const sessions = [];
    for (let i = 0; i < REFILL.sessions; i += 1) {
      const minutes = 10 * 60 + i * 30;
      const start = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const end = `${String(Math.floor(minutes / 60) + 1).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      sessions.push(
        await createProgramInstance(db, program.programIdx, {
          execDate,
          startTime: start,
          endTime: end,
          capacity: REFILL.seats,
        }),
      );
    }
    const count = REFILL.sessions * (REFILL.seats + REFILL.waitingPerSession);
    const key = memberTokenKey({ jwtSecret, publicOrigin });
    const members: Member[] = await Promise.all(
      (await createBulkMembers(db, count, 'refill')).map(async (member) => ({
        userIdx: member.userIdx,
        headers: {
          'content-type': 'application/json',
          'x-access-token': await signMemberToken(key, member),
        },
      })),
    );
    return { program, sessions, members };
  } finally {
    await handle.close();
  }
}

export async function measureRefill(): Promise<RefillResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-refill-'));
  const jwtSecret = randomBytes(32).toString('hex');
  let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  let errors = 0;
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { program, sessions, members } = await prepare(dataDir, jwtSecret, url);
    server = await startProductionServer({
      name: 'the production server (refill)',
      port,
      dataDir,
      env: { JWT_SECRET: jwtSecret, NODE_ENV: 'development', SANDBOX_MODE: 'on', SEED_DEMO: 'off' },
    });
    const call = async (path: string, body: unknown, headers: Record<string, string>) => {
      const answer = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      const json = (await answer.json()) as { data?: unknown; errorCode?: string };
      if (answer.status >= 500) errors += 1;
      return { status: answer.status, json };
    };

    // Every seat booked, then each session's line.
    const booked: { member: Member; session: number; reserveEntryIdx: number }[] = [];
    const waiting: { member: Member; session: number }[] = [];
    let next = 0;
    for (const [index, session] of sessions.entries()) {
      const seats = members.slice(next, next + REFILL.seats);
      next += REFILL.seats;
      const answers = await Promise.all(
        seats.map((member, n) =>
          call(
            '/api/reserveentry/insert',
            {
              programIdx: program.programIdx,
              programInstanceIdx: session.programInstanceIdx,
              programType: 'RESERVATION',
              participantCnt: 1,
              programCategoryIdx: program.programCategoryIdx,
              userIdx: member.userIdx,
              name: `회원${next + n}`,
              phoneNumber: `010${String(next + n).padStart(8, '0')}`,
              agreementYn: 'Y',
              questionList: [],
              reserveEntryId: newReserveEntryId('R', new Date()),
              programTermList: [],
            },
            member.headers,
          ),
        ),
      );
      answers.forEach((answer, n) => {
        if (answer.status !== 200) throw new Error(`a booking answered ${answer.status}`);
        booked.push({
          member: seats[n] as Member,
          session: index,
          reserveEntryIdx: answer.json.data as number,
        });
      });
    }
    for (const [index, session] of sessions.entries()) {
      for (const member of members.slice(next, next + REFILL.waitingPerSession)) {
        const joined = await call(
          '/api/waitlist/join',
          {
            programInstanceIdx: session.programInstanceIdx,
            personCount: 1,
            name: '대기회원',
            phoneNumber: '01099990000',
          },
          member.headers,
        );
        if (joined.status !== 200) {
          throw new Error(`a join answered ${joined.status}: ${JSON.stringify(joined.json)}`);
        }
        waiting.push({ member, session: index });
      }
      next += REFILL.waitingPerSession;
    }

    // Who cancels, and when; who lets an offer lapse.
    const cancelling = [...booked]
      .sort(() => Math.random() - 0.5)
      .slice(0, Math.round(booked.length * REFILL.cancelShare));
    const lapsers = new Set(
      [...waiting]
        .sort(() => Math.random() - 0.5)
        .slice(0, Math.round(waiting.length * REFILL.lapseShare))
        .map((w) => w.member.userIdx),
    );
    const started = performance.now();
    const freedAt = new Map<number, number[]>();
    const bookedAt = new Map<number, number[]>();
    const lapsedDeadlines: string[] = [];
    let done = false;

    const cancels = cancelling.map(async ({ member, session, reserveEntryIdx }) => {
      await sleep(randomInt(REFILL.cancelSeconds * 1000));
      const answer = await call('/api/reserveentry/cancel', { reserveEntryIdx }, member.headers);
      if (answer.status !== 200) throw new Error(`a cancel answered ${answer.status}`);
      freedAt.set(session, [...(freedAt.get(session) ?? []), performance.now() - started]);
    });
    const pollers = waiting.map(async ({ member, session }) => {
      await sleep(randomInt(1000));
      while (!done) {
        const list = await call('/api/waitlist/list', { active: true }, member.headers);
        const place = (
          list.json.data as {
            list: { waitlistIdx: number; state: string; offerDeadline: string }[];
          }
        ).list[0];
        if (!place) return;
        if (place.state === 'OFFERED') {
          if (lapsers.has(member.userIdx)) {
            lapsedDeadlines.push(place.offerDeadline);
            return;
          }
          await sleep(randomInt(1500));
          const accepted = await call(
            '/api/waitlist/accept',
            { waitlistIdx: place.waitlistIdx },
            member.headers,
          );
          if (accepted.status === 200) {
            bookedAt.set(session, [...(bookedAt.get(session) ?? []), performance.now() - started]);
            return;
          }
        }
        await sleep(800 + randomInt(400));
      }
    });
    await Promise.all(cancels);
    // Accepts settle, then each lapsed offer's window is waited out, as often as needed.
    await sleep(5000);
    let lapsed = 0;
    for (let round = 0; round < 10 && lapsedDeadlines.length > lapsed; round += 1) {
      const latest = lapsedDeadlines.slice(lapsed).sort().at(-1) as string;
      lapsed = lapsedDeadlines.length;
      const at = new Date(new Date(latest).getTime() + 1000).toISOString();
      await call('/sandbox/api/waitlist/sweep', { at }, {});
      await sleep(5000);
    }
    done = true;
    await Promise.all(pollers);
    await server.stop();
    server = undefined;

    const handle = await openDatabase({ dataDir });
    let oversold = 0;
    try {
      const result = await handle.db.execute(sql`
        select pi.capacity, count(e.reserve_entry_idx)::int as booked, pi.reserved_count, pi.held_count
        from program_instances pi
        left join reserve_entries e on e.program_instance_idx = pi.program_instance_idx
          and e.status = 'CONFIRM'
        where pi.program_idx = ${program.programIdx}
        group by pi.program_instance_idx`);
      for (const row of (
        result as unknown as {
          rows: { capacity: number; booked: number; reserved_count: number; held_count: number }[];
        }
      ).rows) {
        oversold += Math.max(
          0,
          row.booked - row.capacity,
          row.reserved_count + row.held_count - row.capacity,
        );
      }
    } finally {
      await handle.close();
    }

    let refillable = 0;
    let refilled = 0;
    const delays: number[] = [];
    for (let session = 0; session < REFILL.sessions; session += 1) {
      const freed = (freedAt.get(session) ?? []).sort((a, b) => a - b);
      const rebooked = (bookedAt.get(session) ?? []).sort((a, b) => a - b);
      refillable += Math.min(freed.length, REFILL.waitingPerSession);
      refilled += rebooked.length;
      rebooked.forEach((at, i) => {
        const free = freed[i];
        if (free !== undefined && at - free < REFILL.cancelSeconds * 1000) delays.push(at - free);
      });
    }
    return {
      sessions: REFILL.sessions,
      seats: REFILL.seats,
      waiting: waiting.length,
      freed: cancelling.length,
      refillable,
      refilled,
      refilledShare: refillable > 0 ? refilled / refillable : 1,
      lapsed: lapsedDeadlines.length,
      medianFreedToBookedMs: delays.length > 0 ? median(delays) : Number.NaN,
      oversold,
      errors,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
