/**
 * The outbox (decision 059). `enqueueMessage` writes a message and its send job in the caller's
 * transaction, so a booking that rolls back sends nothing and one that commits always sends; a
 * second call for the same (kind, cause, phone) writes nothing. The `messages.send` job
 * (`sendQueuedMessage`) hands the message to the provider; a provider that is down is tried
 * again with back-off (pg-boss), and after the last try the job lands on `messages.dead`, which
 * marks the message FAILED for the console.
 */
import { randomUUID } from 'node:crypto';
import type { JobResult, PgBoss } from 'pg-boss';
import type { Database, Transaction } from '../../../db/types';
import { inTransaction } from '../../../lib/job-queue';
import { type MessageProvider, ProviderRefusedError } from '../solapi/solapi-client';
import {
  builtInTemplates,
  composeMessage,
  type MessageKind,
  type TemplateBook,
} from '../templates/message-templates';
import {
  findMessage,
  hasAdvertisingConsent,
  insertMessages,
  setMessageStatus,
} from './outbox.repository';

export const MESSAGE_SEND_QUEUE = 'messages.send';
export const MESSAGE_DEAD_QUEUE = 'messages.dead';

/** Tries a provider that is down 6 times over about ten minutes (5 s, doubling, at most 5 min). */
export const MESSAGE_RETRIES: MessageRetries = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 300,
};

export interface MessageRetries {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax?: number;
}

/** The two queues; creating one that exists does nothing (tests pass shorter retries). */
export async function createMessageQueues(
  queue: PgBoss,
  retries: MessageRetries = MESSAGE_RETRIES,
): Promise<void> {
  await queue.createQueue(MESSAGE_DEAD_QUEUE);
  await queue.createQueue(MESSAGE_SEND_QUEUE, { ...retries, deadLetter: MESSAGE_DEAD_QUEUE });
}

export interface NewMessage {
  kind: MessageKind;
  /** what caused it, e.g. `entry:123`: one message of a kind per cause and phone */
  causeKey: string;
  userIdx: number | null;
  phoneNumber: string;
  /** the template's `#{…}` values */
  variables: Readonly<Record<string, string>>;
}

export interface SendJob {
  messageIdx: number;
}

function messageRow(message: NewMessage, origin: string, templates: TemplateBook) {
  return {
    messageKey: randomUUID().replaceAll('-', ''),
    kind: message.kind,
    causeKey: message.causeKey,
    userIdx: message.userIdx,
    phoneNumber: message.phoneNumber,
    ...composeMessage(templates[message.kind], message.variables, origin),
  };
}

/** The built-in templates, approved: what tests and the bench write with. */
export const APPROVED_BUILT_INS = builtInTemplates('APPROVED');

/**
 * Many messages in `tx` with one INSERT and one job INSERT (a batch of bookings). The queue must
 * be ready (`outboxReady`) before the transaction opens: on PGlite a query of its own would wait
 * for the transaction that waits for it.
 */
export async function enqueueMessages(
  tx: Transaction,
  queue: PgBoss,
  origin: string,
  batch: readonly NewMessage[],
  now: Date,
  /** each kind's current template (templates.ts's `currentTemplates`) */
  templates: TemplateBook = APPROVED_BUILT_INS,
): Promise<number[]> {
  const idxs = await insertMessages(
    tx,
    batch.map((message) => messageRow(message, origin, templates)),
    now,
  );
  if (idxs.length === 0) return idxs;
  await queue.insert(
    MESSAGE_SEND_QUEUE,
    idxs.map((messageIdx) => ({ data: { messageIdx } satisfies SendJob })),
    inTransaction(tx),
  );
  return idxs;
}

/** Starts the queue (for sending) and creates the message queues, once per queue object. */
const readiness = new WeakMap<PgBoss, Promise<void>>();
export function outboxReady(queue: PgBoss): Promise<void> {
  let ready = readiness.get(queue);
  if (!ready) {
    ready = (async () => {
      await queue.start();
      await createMessageQueues(queue);
    })();
    ready.catch(() => readiness.delete(queue));
    readiness.set(queue, ready);
  }
  return ready;
}

/** In `tx`: the message and its job, or nothing (null) when it was already written. */
export async function enqueueMessage(
  tx: Transaction,
  queue: PgBoss,
  origin: string,
  message: NewMessage,
  now: Date,
  templates: TemplateBook = APPROVED_BUILT_INS,
): Promise<number | null> {
  const [messageIdx] = await enqueueMessages(tx, queue, origin, [message], now, templates);
  return messageIdx ?? null;
}

/** Advertising's quiet hours in Seoul (정보통신망법 §50: 21:00–08:00 needs a consent of its own). */
export const QUIET_HOURS = { from: 21, until: 8 } as const;

/** The end of the quiet hours `at` falls in (08:00 Seoul), or null outside them. */
export function quietHoursEnd(at: Date): Date | null {
  const seoul = new Date(at.getTime() + 9 * 3_600_000);
  const hour = seoul.getUTCHours();
  if (hour >= QUIET_HOURS.until && hour < QUIET_HOURS.from) return null;
  const end = new Date(seoul);
  end.setUTCHours(QUIET_HOURS.until, 0, 0, 0);
  if (hour >= QUIET_HOURS.from) end.setUTCDate(end.getUTCDate() + 1);
  return new Date(end.getTime() - 9 * 3_600_000);
}

export type SendOutcome = 'sent' | 'refused' | 'skipped' | { deferredUntil: Date };

/**
 * The `messages.send` job. A message already past SENDING is done (a repeated job sends nothing);
 * one left SENDING by a try that died mid-call is sent again with the same key, which the
 * provider refuses to repeat. Throws while the provider is unavailable, so the job is retried.
 *
 * A 광고성 message is the sender's to guard: refused (FAILED) unless its member
 * agreed to 광고성 정보 수신, and in the quiet hours left QUEUED until 08:00 (`deferredUntil`,
 * which the worker turns into a job for then).
 */
export async function sendQueuedMessage(
  db: Database,
  provider: MessageProvider,
  messageIdx: number,
  now: () => Date,
): Promise<SendOutcome> {
  const message = await findMessage(db, messageIdx);
  if (!message || (message.status !== 'QUEUED' && message.status !== 'SENDING')) return 'skipped';
  if (message.advertising) {
    if (message.userIdx === null || !(await hasAdvertisingConsent(db, message.userIdx))) {
      await setMessageStatus(db, messageIdx, {
        status: 'FAILED',
        at: now(),
        detail: '광고성 정보 수신에 동의하지 않은 회원이라 보내지 않았어요.',
      });
      return 'refused';
    }
    const deferredUntil = quietHoursEnd(now());
    if (deferredUntil) return { deferredUntil };
  }
  if (message.status === 'QUEUED') {
    await setMessageStatus(db, messageIdx, { status: 'SENDING', at: now() });
  }
  try {
    const { providerMessageId } = await provider.send({
      messageKey: message.messageKey,
      kind: message.kind,
      phoneNumber: message.phoneNumber,
      templateCode: message.templateCode,
      text: message.text,
      buttons: message.buttons,
    });
    const at = now();
    // Only from SENDING: a delivery report may have moved it on already.
    await setMessageStatus(
      db,
      messageIdx,
      { status: 'SENT', at },
      { providerMessageId, sentAt: at },
      ['SENDING'],
    );
    return 'sent';
  } catch (error) {
    if (!(error instanceof ProviderRefusedError)) throw error;
    await setMessageStatus(db, messageIdx, { status: 'FAILED', at: now(), detail: error.message });
    return 'refused';
  }
}

/**
 * A FAILED message sent again (the console's 재발송, features/messages/ops-messages), in `tx`:
 * back to QUEUED with `detail` in its history, and a new `messages.send` job. The message keeps
 * its `messageKey`, so a provider that did receive it answers the first message instead of
 * sending a second. Only from FAILED (a conditional UPDATE): of two resends at once, the second
 * finds it QUEUED and writes nothing, so there is one job. Answers whether it was queued.
 */
export async function requeueFailedMessage(
  tx: Transaction,
  queue: PgBoss,
  messageIdx: number,
  detail: string,
  now: Date,
): Promise<boolean> {
  const moved = await setMessageStatus(tx, messageIdx, { status: 'QUEUED', at: now, detail }, {}, [
    'FAILED',
  ]);
  if (!moved) return false;
  await queue.insert(
    MESSAGE_SEND_QUEUE,
    [{ data: { messageIdx } satisfies SendJob }],
    inTransaction(tx),
  );
  return true;
}

/** The `messages.dead` job: the provider stayed down through every retry. */
export async function failDeadMessage(db: Database, messageIdx: number, now: Date): Promise<void> {
  const message = await findMessage(db, messageIdx);
  if (!message || message.status === 'SENT' || message.status === 'FAILED') return;
  await setMessageStatus(db, messageIdx, {
    status: 'FAILED',
    at: now,
    detail: 'provider unavailable after every retry',
  });
}

/**
 * Sending yields to a booking burst (decision 060): a batch waits until no booking came for
 * BOOKING_QUIET_MS, or BOOKING_MAX_WAIT_MS at the most.
 */
export const BOOKING_QUIET_MS = 250;
export const BOOKING_MAX_WAIT_MS = 15_000;

/** Send jobs a worker takes at once. */
export const SEND_BATCH = 20;
/** Of those, how many are sent side by side between two looks for a booking burst. */
export const SEND_SIDE_BY_SIDE = 5;

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'Error');

/** Works both queues on this instance (main.ts; tests start their own). */
export async function startMessageWorkers(
  queue: PgBoss,
  options: {
    db: Database;
    provider: MessageProvider;
    log: { warn(obj: object, msg: string): void };
    now?: () => Date;
    retries?: MessageRetries;
    /** how often an idle instance asks for work; LISTEN/NOTIFY wakes it sooner where it can */
    pollingIntervalSeconds?: number;
    /** resolves when sending would not slow what matters more (a booking burst, decision 060) */
    yieldTo?: () => Promise<void>;
  },
): Promise<void> {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const now = options.now ?? (() => new Date());
  await createMessageQueues(queue, options.retries);
  const sendOne = async (job: { id: string; data: SendJob }): Promise<JobResult> => {
    try {
      const outcome = await sendQueuedMessage(
        options.db,
        options.provider,
        job.data.messageIdx,
        now,
      );
      if (typeof outcome === 'object') {
        // 광고성 in the quiet hours: a job for 08:00, once however often this one runs.
        await queue.send(MESSAGE_SEND_QUEUE, job.data, {
          startAfter: outcome.deferredUntil,
          singletonKey: `message:${job.data.messageIdx}:${outcome.deferredUntil.toISOString()}`,
          singletonSeconds: 86_400,
        });
      }
      return { id: job.id, status: 'completed' };
    } catch (error) {
      options.log.warn(
        { err: error, messageIdx: job.data.messageIdx },
        'message send failed, will retry',
      );
      return { id: job.id, status: 'failed', output: { message: errorName(error) } };
    }
  };
  // A burst (a draw's results, a busy booking hour) is taken SEND_BATCH jobs at a time, sent
  // SEND_SIDE_BY_SIDE side by side, and fetched again at once while batches come back full; each
  // job succeeds or fails (and is retried) on its own.
  await queue.work<SendJob>(
    MESSAGE_SEND_QUEUE,
    {
      pollingIntervalSeconds,
      batchSize: SEND_BATCH,
      burstWhenBatchFull: true,
      perJobResults: true,
    },
    async (jobs) => {
      const results: JobResult[] = [];
      // SEND_SIDE_BY_SIDE at a time, each group after a quiet moment: a booking burst that starts
      // mid-batch waits for at most one group's sends, not the whole batch's.
      for (let i = 0; i < jobs.length; i += SEND_SIDE_BY_SIDE) {
        await options.yieldTo?.();
        results.push(...(await Promise.all(jobs.slice(i, i + SEND_SIDE_BY_SIDE).map(sendOne))));
      }
      return results;
    },
  );
  await queue.work<SendJob>(MESSAGE_DEAD_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
    if (job) await failDeadMessage(options.db, job.data.messageIdx, now());
  });
}
