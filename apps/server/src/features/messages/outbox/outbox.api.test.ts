/**
 * The outbox end to end (decision 059): a message written in its cause's transaction, the
 * `messages.send` job, the real SOLAPI client signing its request, and the sandbox provider on
 * this server receiving it, on PGlite and on PostgreSQL. Retries are shortened (1 s apart, two
 * retries) so a provider that is down for a while is waited out in seconds.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { chooseMessageProvider } from '../../../app';
import { messages } from '../../../db/schema';
import { createJobQueue } from '../../../lib/job-queue';
import { sandboxPhoneMessagesResponse } from '../../system/sandbox-solapi/sandbox-solapi.routes';
import {
  BOOKING_MAX_WAIT_MS,
  BOOKING_QUIET_MS,
  enqueueMessage,
  enqueueMessages,
  MESSAGE_SEND_QUEUE,
  type NewMessage,
  startMessageWorkers,
} from './outbox';

let t: TestApp;
const queues: PgBoss[] = [];
const RETRIES = { retryLimit: 2, retryDelay: 1, retryBackoff: false };
const quiet = { warn: () => {} };

/** One instance's queue at work on the messages. */
async function worker(): Promise<PgBoss> {
  const queue = createJobQueue(t.handle, { schedule: false });
  queue.on('error', () => {});
  await queue.start();
  queues.push(queue);
  const provider = chooseMessageProvider(t.app);
  if (!provider) throw new Error('sandbox mode has a provider');
  await startMessageWorkers(queue, {
    db: t.db,
    provider,
    log: quiet,
    retries: RETRIES,
    pollingIntervalSeconds: 0.5,
    // As main.ts: a booking burst goes first.
    yieldTo: () => t.app.bookingActivity.quiet(BOOKING_QUIET_MS, BOOKING_MAX_WAIT_MS),
  });
  return queue;
}

let queue: PgBoss;
beforeAll(async () => {
  t = await createTestApp();
  queue = await worker();
});
afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop({ graceful: false })));
  await t.close();
});

let phoneSeq = 0;
/** A phone of this test alone, so its inbox holds only its messages. */
const newPhone = () =>
  `010${String(Date.now() % 10_000_000).padStart(7, '0')}${String(phoneSeq++ % 10)}`;

function confirmation(phone: string, causeKey: string, userIdx: number | null = null): NewMessage {
  return {
    kind: 'RESERVATION_CONFIRMED',
    causeKey,
    userIdx,
    phoneNumber: phone,
    variables: {
      공간: '시그널 하우스 성수',
      이름: '김하늘',
      프로그램: '루프탑 티타임',
      일시: '12월 1일 (화) 14:00',
      장소: '루프탑',
      예약번호: '123',
      캘린더: '123-0-signed',
    },
  };
}

async function enqueue(message: NewMessage) {
  return t.db.transaction((tx) =>
    enqueueMessage(tx, queue, t.config.publicOrigin, message, new Date()),
  );
}

async function inbox(phone: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/sandbox/api/messages?phone=${phone}`,
  });
  return sandboxPhoneMessagesResponse.parse(response.json()).data.messages;
}

const statusOf = async (messageIdx: number) =>
  (await t.db.select().from(messages).where(eq(messages.messageIdx, messageIdx)))[0];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sent and reported (DELIVERED), or given up (FAILED). */
const settled = (row: Awaited<ReturnType<typeof statusOf>>) =>
  row?.status === 'DELIVERED' || row?.status === 'FAILED';

describe('a message', () => {
  it('written with its cause reaches the phone once as 알림톡, with its text and button', async () => {
    const member = await createMember(t.db);
    const phone = newPhone();
    const idx = await enqueue(confirmation(phone, 'entry:1', member.userIdx));
    if (idx === null) throw new Error('the first enqueue writes the message');
    const row = await until(() => statusOf(idx), settled);
    expect(row).toMatchObject({ status: 'DELIVERED', channel: 'ALIMTALK' });
    expect(row?.providerMessageId).toMatch(/^M4V/);
    expect(row?.history.map((step) => step.status)).toEqual([
      'QUEUED',
      'SENDING',
      'SENT',
      'DELIVERED',
    ]);

    const [received, ...others] = await inbox(phone);
    expect(others).toEqual([]);
    expect(received).toMatchObject({
      channel: 'ALIMTALK',
      kind: 'RESERVATION_CONFIRMED',
      templateCode: 'VENUE_RESERVATION_CONFIRMED',
      status: 'DELIVERED',
    });
    expect(received?.text).toContain('■ 프로그램: 루프탑 티타임');
    expect(received?.buttons).toEqual([
      { name: '예약 확인', url: `${t.config.publicOrigin}/res-entry/detail/123` },
      { name: '캘린더에 추가', url: `${t.config.publicOrigin}/api/calendar/123-0-signed.ics` },
    ]);
  });

  it('is written once per kind, cause and phone: a second enqueue writes nothing', async () => {
    const phone = newPhone();
    expect(await enqueue(confirmation(phone, 'entry:2'))).not.toBeNull();
    expect(await enqueue(confirmation(phone, 'entry:2'))).toBeNull();
    const rows = await t.db.select().from(messages).where(eq(messages.phoneNumber, phone));
    expect(rows).toHaveLength(1);
  });

  it('is never written when its cause rolls back, and no job is left behind', async () => {
    const phone = newPhone();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMessage(
          tx,
          queue,
          t.config.publicOrigin,
          confirmation(phone, 'entry:3'),
          new Date(),
        );
        await tx.execute(sql`select 1`);
        throw new Error('the booking was refused');
      }),
    ).rejects.toThrow('the booking was refused');
    expect(await t.db.select().from(messages).where(eq(messages.phoneNumber, phone))).toEqual([]);
    const jobs = await queue.findJobs(MESSAGE_SEND_QUEUE, {});
    const idxs = new Set(
      (await t.db.select({ idx: messages.messageIdx }).from(messages)).map((r) => r.idx),
    );
    expect(
      jobs.filter((job) => !idxs.has((job.data as { messageIdx: number }).messageIdx)),
    ).toEqual([]);
  });

  it('in a burst, go out many at a time: 60 written together are all delivered within seconds', async () => {
    const phones = Array.from({ length: 60 }, () => newPhone());
    const idxs = await t.db.transaction((tx) =>
      enqueueMessages(
        tx,
        queue,
        t.config.publicOrigin,
        phones.map((phone, i) => confirmation(phone, `entry:burst-${i}`)),
        new Date(),
      ),
    );
    expect(idxs).toHaveLength(60);
    // One at a time, a worker polling every half second would need half a minute.
    const started = Date.now();
    const delivered = async () =>
      (await t.db.select().from(messages).where(inArray(messages.messageIdx, idxs))).filter(
        (row) => row.status === 'DELIVERED',
      ).length;
    expect(await until(delivered, (n) => n === 60, 10_000)).toBe(60);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('waits while bookings pour in, and goes once they pause', async () => {
    const phone = newPhone();
    const bookings = setInterval(() => t.app.bookingActivity.mark(), 50);
    try {
      const idx = await enqueue(confirmation(phone, 'entry:during-burst'));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await statusOf(idx ?? 0))?.status).toBe('QUEUED');
    } finally {
      clearInterval(bookings);
    }
    const [row] = await t.db.select().from(messages).where(eq(messages.phoneNumber, phone));
    expect((await until(() => statusOf(row?.messageIdx ?? 0), settled))?.status).toBe('DELIVERED');
  });

  it('falls back to LMS, without buttons, for a phone that is not on KakaoTalk', async () => {
    const phone = newPhone();
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/api/faults',
      payload: { messages: 'alimtalk-undeliverable', phone },
    });
    const idx = await enqueue(confirmation(phone, 'entry:4'));
    const row = await until(() => statusOf(idx ?? 0), settled);
    const [received] = await inbox(phone);
    expect(received).toMatchObject({ channel: 'LMS', buttons: [] });
    // The report says the 알림톡 was refused and the LMS received.
    expect(row).toMatchObject({ status: 'DELIVERED', channel: 'LMS' });
    expect(row?.history.map((step) => step.status)).toEqual([
      'QUEUED',
      'SENDING',
      'SENT',
      'FALLBACK_SENT',
      'DELIVERED',
    ]);
  });

  it('waits out a provider that is down, and still reaches the phone exactly once', async () => {
    const phone = newPhone();
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/api/faults',
      payload: { messages: 'provider-down', times: 2 },
    });
    const idx = await enqueue(confirmation(phone, 'entry:5'));
    const row = await until(() => statusOf(idx ?? 0), settled);
    expect(row?.status).toBe('DELIVERED');
    expect(await inbox(phone)).toHaveLength(1);
  });

  it('is FAILED, through the dead letters, when the provider stays down past every retry', async () => {
    const phone = newPhone();
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/api/faults',
      payload: { messages: 'provider-down', times: 10 },
    });
    const idx = await enqueue(confirmation(phone, 'entry:6'));
    const row = await until(() => statusOf(idx ?? 0), settled, 30_000);
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/api/faults',
      payload: { messages: 'provider-down', times: 0 },
    });
    expect(row?.status).toBe('FAILED');
    expect(row?.history.at(-1)?.detail).toBe('provider unavailable after every retry');
    expect(await inbox(phone)).toEqual([]);
  }, 40_000);

  it('is sent once by two instances at work, and a repeated job sends nothing', async () => {
    await worker();
    const phones = [newPhone(), newPhone(), newPhone(), newPhone()];
    const idxs = await Promise.all(
      phones.map((phone, i) => enqueue(confirmation(phone, `entry:7${i}`))),
    );
    for (const idx of idxs) await until(() => statusOf(idx ?? 0), settled);
    const again = await queue.send(MESSAGE_SEND_QUEUE, { messageIdx: idxs[0] });
    const state = async () =>
      (await queue.findJobs(MESSAGE_SEND_QUEUE, { id: again ?? '' }))[0]?.state;
    expect(await until(state, (value) => value === 'completed')).toBe('completed');
    for (const phone of phones) expect(await inbox(phone)).toHaveLength(1);
  });
});
