/**
 * Group commit for bookings (decision 015): bookings that arrive while a batch is being written
 * wait and go together in the next one, so a burst costs a few statements instead of one per
 * booking. PGlite runs every statement through one connection and charges far more per
 * statement than per row; the budget asks for 1,000 bookings a second on it
 * (bench/budgets.ts).
 *
 * - The queue collects for one turn of the event loop (setImmediate) before it takes a batch:
 *   bookings whose own queries (the token check) are already queued in the database finish those
 *   first and join, rather than each starting a batch of one. Idle, that costs well under a
 *   millisecond.
 * - One batch at a time per server process. Two bookings with one reserveEntryId (a client's
 *   retries) never share a batch: the later one waits for the next, where it meets the written
 *   entry like any retry does.
 * - One booking never fails the others. When the write of a batch of several fails
 *   (any error: a value PostgreSQL refuses, a constraint, a dropped connection), nothing of it was
 *   kept, and each of its bookings is written again on its own, in order: the bad one gets its own
 *   error, the others are booked. A batch of one that fails rejects with its error. Then the queue
 *   goes on with the next batch.
 *
 * The queue does not know SQL: `write` is insertBatch (reserve-entries.repository.ts) in the app,
 * anything with that shape in the unit tests.
 */

export interface BookingQueueOptions<In, Out> {
  /** Writes one batch and answers each of its items, in order. */
  write: (batch: readonly In[]) => Promise<readonly Out[]>;
  /** Items with equal keys never go in one batch. */
  key: (item: In) => string;
  /** Largest batch; the rest waits for the next one. */
  maxBatch?: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

export interface BookingQueue<In, Out> {
  /** Queues one item; resolves with its answer from the batch it was written in. */
  submit(item: In): Promise<Out>;
  /** Items waiting for a batch or in the batch being written (the metrics' queue depth). */
  readonly depth: number;
}

/** Resolves after the I/O and microtasks already due have run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createBookingQueue<In, Out>(
  options: BookingQueueOptions<In, Out>,
): BookingQueue<In, Out> {
  const maxBatch = options.maxBatch ?? 200;
  let waiting: Waiting<In, Out>[] = [];
  let writing = 0;
  let draining = false;

  /** The next batch: in arrival order, up to maxBatch, at most one item per key. */
  function takeBatch(): Waiting<In, Out>[] {
    const batch: Waiting<In, Out>[] = [];
    const rest: Waiting<In, Out>[] = [];
    const keys = new Set<string>();
    for (const entry of waiting) {
      const key = options.key(entry.item);
      if (batch.length < maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(entry);
      } else {
        rest.push(entry);
      }
    }
    waiting = rest;
    return batch;
  }

  /** Writes the batch and answers each item; rejects (answering nobody) if the write fails. */
  async function writeBatch(batch: readonly Waiting<In, Out>[]): Promise<void> {
    const answers = await options.write(batch.map((entry) => entry.item));
    if (answers.length !== batch.length) {
      throw new Error(`a batch of ${batch.length} got ${answers.length} answers`);
    }
    batch.forEach((entry, index) => {
      entry.resolve(answers[index] as Out);
    });
  }

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      await nextTurn();
      const batch = takeBatch();
      writing = batch.length;
      try {
        await writeBatch(batch);
      } catch (error) {
        if (batch.length === 1) {
          batch[0]?.reject(error);
          continue;
        }
        // The batch's statement failed as a whole: answer each booking on its own, in order.
        for (const entry of batch) {
          try {
            await writeBatch([entry]);
          } catch (own) {
            entry.reject(own);
          }
        }
      } finally {
        writing = 0;
      }
    }
    draining = false;
  }

  return {
    get depth() {
      return waiting.length + writing;
    },
    submit(item) {
      return new Promise<Out>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (draining) return;
        draining = true;
        void drain();
      });
    },
  };
}
