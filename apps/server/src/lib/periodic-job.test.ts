import { describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('startPeriodicJob', () => {
  it('runs at start and every interval, never two runs at once', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      const gate = deferred<string>();
      const job = startPeriodicJob({
        intervalMs: 1000,
        idle: 'idle',
        run: () => {
          runs += 1;
          return gate.promise;
        },
        onError: () => 'failed',
      });
      expect(runs).toBe(1);
      vi.advanceTimersByTime(3000);
      expect(runs).toBe(1); // the first run is still going: ticks join it
      const joined = job.tick();
      gate.resolve('done');
      expect(await joined).toBe('done');
      vi.advanceTimersByTime(1000);
      expect(runs).toBe(2);
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers onError for a failing run and keeps going; after stop, ticks are idle', async () => {
    const errors: unknown[] = [];
    const job = startPeriodicJob({
      intervalMs: 60_000,
      idle: 'idle',
      run: async () => {
        throw new Error('boom');
      },
      onError: (error) => {
        errors.push(error);
        return 'failed';
      },
    });
    expect(await job.tick()).toBe('failed');
    expect(errors.length).toBeGreaterThanOrEqual(1);
    await job.stop();
    expect(await job.tick()).toBe('idle');
  });

  it('stop waits for the run in progress', async () => {
    const gate = deferred<string>();
    let finished = false;
    const job = startPeriodicJob({
      intervalMs: 60_000,
      idle: 'idle',
      run: () =>
        gate.promise.then((value) => {
          finished = true;
          return value;
        }),
      onError: () => 'failed',
    });
    const stopped = job.stop();
    gate.resolve('done');
    await stopped;
    expect(finished).toBe(true);
  });
});
