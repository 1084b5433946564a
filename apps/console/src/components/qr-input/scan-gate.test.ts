import { describe, expect, it } from 'vitest';
import { createScanGate } from './scan-gate';

describe('the scan gate', () => {
  it('lets a value through once, then ignores it while the camera keeps seeing it', () => {
    const gate = createScanGate(3_000);
    expect(gate.admit('A', 0)).toBe(true);
    expect(gate.admit('A', 125)).toBe(false);
    expect(gate.admit('A', 2_900)).toBe(false);
    // Still in view: every sighting extends the quiet time.
    expect(gate.admit('A', 5_800)).toBe(false);
  });

  it('lets the same value through again after 3 s without it', () => {
    const gate = createScanGate(3_000);
    expect(gate.admit('A', 0)).toBe(true);
    expect(gate.admit('A', 3_000)).toBe(true);
  });

  it('lets a different value through at once', () => {
    const gate = createScanGate(3_000);
    expect(gate.admit('A', 0)).toBe(true);
    expect(gate.admit('B', 100)).toBe(true);
    expect(gate.admit('A', 200)).toBe(true);
  });

  it('forgets after a reset', () => {
    const gate = createScanGate(3_000);
    gate.admit('A', 0);
    gate.reset();
    expect(gate.admit('A', 10)).toBe(true);
  });
});
