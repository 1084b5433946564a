/**
 * A job that runs once at start and then every `intervalMs` (the draw poller, the withdrawal
 * purge). Ticks never overlap: asking for a tick while one runs joins it. A failing run is
 * answered by `onError` (which logs) so the timer keeps going. The timer is unref'd, so it never
 * keeps the process alive by itself; `stop()` clears it and waits for a running tick, so the
 * database can close after it.
 */
export interface PeriodicJob<T> {
  /** Runs now (or joins the run in progress) and answers its result. */
  tick(): Promise<T>;
  /** No more ticks; resolves when a running tick has finished. */
  stop(): Promise<void>;
}

export function startPeriodicJob<T>(options: {
  intervalMs: number;
  run: () => Promise<T>;
  /** The result of a run that threw (log the error here), and of a tick asked for after stop. */
  onError: (error: unknown) => T;
  idle: T;
}): PeriodicJob<T> {
  let running: Promise<T> | null = null;
  let stopped = false;

  const tick = (): Promise<T> => {
    if (running) return running;
    if (stopped) return Promise.resolve(options.idle);
    running = options
      .run()
      .catch((error: unknown) => options.onError(error))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  void tick();

  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
