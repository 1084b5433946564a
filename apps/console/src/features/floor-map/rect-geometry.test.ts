import { rectFitsPlan } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import {
  isDrawn,
  moveRect,
  nextHotspotCode,
  nudgeRect,
  pointOnPlan,
  rectFromPoints,
  resizeRect,
  roundRect,
  withKind,
} from './rect-geometry';

describe('floor-map rectangles', () => {
  it('reads a pointer as fractions of the plan, kept on the plan', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(pointOnPlan(box, 200, 100)).toEqual({ x: 0.25, y: 0.25 });
    expect(pointOnPlan(box, 40, 900)).toEqual({ x: 0, y: 1 });
  });

  it('draws a rectangle dragged in any direction', () => {
    expect(rectFromPoints({ x: 0.6, y: 0.5 }, { x: 0.2, y: 0.1 })).toEqual({
      x: 0.2,
      y: 0.1,
      width: 0.4,
      height: 0.4,
    });
    expect(isDrawn({ x: 0.2, y: 0.2 }, { x: 0.205, y: 0.4 })).toBe(false);
    expect(isDrawn({ x: 0.2, y: 0.2 }, { x: 0.25, y: 0.4 })).toBe(true);
  });

  it('moves a rectangle but never off the plan', () => {
    const rect = { x: 0.7, y: 0.1, width: 0.2, height: 0.3 };
    expect(moveRect(rect, 0.5, -0.5)).toEqual({ x: 0.8, y: 0, width: 0.2, height: 0.3 });
    expect(nudgeRect(rect, 'ArrowLeft', false)).toEqual({ ...rect, x: 0.695 });
    expect(nudgeRect(rect, 'ArrowDown', true)).toEqual({ ...rect, y: 0.15 });
    expect(nudgeRect(rect, 'Enter', false)).toBeNull();
  });

  it('resizes from a corner, the opposite corner fixed, never smaller than 1 %', () => {
    const rect = { x: 0.2, y: 0.2, width: 0.4, height: 0.4 };
    expect(resizeRect(rect, 'se', { x: 0.9, y: 0.7 })).toEqual({
      x: 0.2,
      y: 0.2,
      width: 0.7,
      height: 0.5,
    });
    expect(resizeRect(rect, 'nw', { x: 0.1, y: 0.9 })).toEqual({
      x: 0.1,
      y: 0.59,
      width: 0.5,
      height: 0.01,
    });
  });

  it('rounds to 4 decimals and stays within the contract’s plan check', () => {
    const rect = roundRect({ x: 0.33335, y: 0.123456, width: 0.66665, height: 0.5 });
    expect(rect.x).toBe(0.3334);
    expect(rectFitsPlan(rect)).toBe(true);
  });

  it('suggests the next free code of the floor', () => {
    expect(nextHotspotCode('1F', ['G1P0001', 'G1Z0003', 'G1P0004'], 'P')).toBe('G1P0005');
    expect(nextHotspotCode('1F', ['G1P0001'], 'Z')).toBe('G1Z0001');
    expect(nextHotspotCode('3F', [], 'P')).toBe('3FP0001');
    expect(nextHotspotCode('Rooftop', [], 'Z')).toBe('ROZ0001');
    expect(withKind('B1P0002', 'Z')).toBe('B1Z0002');
  });
});
