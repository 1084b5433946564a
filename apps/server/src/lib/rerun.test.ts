import { describe, expect, it } from 'vitest';
import { createRerun } from './rerun';

describe('a rerun', () => {
  it('runs once per kick, and once more for kicks during a run', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const rerun = createRerun(
      async () => {
        runs += 1;
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      () => {},
    );
    rerun.kick();
    rerun.kick();
    rerun.kick();
    expect(runs).toBe(1);
    release();
    await rerun.settled();
    // The two kicks during the first run asked for one more, not two.
    expect(runs).toBe(2);
  });

  it('reports a failed run and can run again', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const rerun = createRerun(
      async () => {
        if (fail) throw new Error('down');
      },
      (error) => errors.push(error),
    );
    rerun.kick();
    await rerun.settled();
    expect(errors).toHaveLength(1);
    fail = false;
    rerun.kick();
    await rerun.settled();
    expect(errors).toHaveLength(1);
  });
});
