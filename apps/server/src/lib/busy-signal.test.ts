import { describe, expect, it } from 'vitest';
import { createBusySignal } from './busy-signal';

describe('a busy signal', () => {
  it('is quiet at once when nothing was marked', async () => {
    const signal = createBusySignal();
    const started = performance.now();
    await signal.quiet(200, 1000);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('lets waiting I/O in before it answers, so a request already on the socket counts', async () => {
    // Work on PGlite awaits only promises: without a turn of the event loop, a booking that
    // arrived meanwhile is never read, and the signal would call a busy moment quiet.
    const signal = createBusySignal();
    const started = performance.now();
    setImmediate(() => signal.mark());
    await signal.quiet(100, 1000);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('waits until nothing was marked for the quiet time', async () => {
    const signal = createBusySignal();
    signal.mark();
    const started = performance.now();
    const marks = setInterval(() => signal.mark(), 20);
    setTimeout(() => clearInterval(marks), 150);
    await signal.quiet(100, 5000);
    // The marks went on for 150 ms, then 100 ms of quiet.
    expect(performance.now() - started).toBeGreaterThanOrEqual(230);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('never waits past its longest wait under steady marks', async () => {
    const signal = createBusySignal();
    signal.mark();
    const marks = setInterval(() => signal.mark(), 10);
    const started = performance.now();
    await signal.quiet(100, 300);
    clearInterval(marks);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(600);
  });
});
