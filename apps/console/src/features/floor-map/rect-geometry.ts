import type { HotspotRect } from '@venue/contract';

/**
 * The floor-map editor's geometry (decision 030): a hotspot is a rectangle in fractions (0..1) of
 * the plan's width and height, so it does not depend on the image's pixels nor on the screen.
 * Every function answers a rectangle that lies on the plan, rounded to 4 decimals (0.01 % of the
 * plan), so what is saved is what the fields show.
 */
export type Point = { x: number; y: number };
export type Handle = 'nw' | 'ne' | 'sw' | 'se';

/** The smallest rectangle the editor makes (1 % of the plan each way). */
export const MIN_SIZE = 0.01;
/** Arrow keys move by 0.5 % of the plan, with Shift by 5 %. */
export const NUDGE_STEP = 0.005;
export const NUDGE_STEP_BIG = 0.05;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const floor4 = (value: number) => Math.floor(value * 10_000 + 1e-6) / 10_000;

/** Rounded to 4 decimals, still on the plan (x + width ≤ 1, y + height ≤ 1). */
export function roundRect(rect: HotspotRect): HotspotRect {
  const x = clamp(round4(rect.x), 0, 1 - MIN_SIZE);
  const y = clamp(round4(rect.y), 0, 1 - MIN_SIZE);
  return {
    x,
    y,
    width: clamp(round4(rect.width), MIN_SIZE, floor4(1 - x)),
    height: clamp(round4(rect.height), MIN_SIZE, floor4(1 - y)),
  };
}

/** Where a pointer is on the plan, in fractions of the plan's box, kept on the plan. */
export function pointOnPlan(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): Point {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0 };
  return {
    x: clamp((clientX - box.left) / box.width, 0, 1),
    y: clamp((clientY - box.top) / box.height, 0, 1),
  };
}

/** The rectangle dragged from `a` to `b` (any direction). */
export function rectFromPoints(a: Point, b: Point): HotspotRect {
  return roundRect({
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  });
}

/** Is a drag from `a` to `b` big enough to be a rectangle (not a click)? */
export function isDrawn(a: Point, b: Point): boolean {
  return Math.abs(b.x - a.x) >= MIN_SIZE && Math.abs(b.y - a.y) >= MIN_SIZE;
}

/** The rectangle moved by (dx, dy), its size kept, stopped at the plan's edges. */
export function moveRect(rect: HotspotRect, dx: number, dy: number): HotspotRect {
  return roundRect({
    ...rect,
    x: clamp(rect.x + dx, 0, 1 - rect.width),
    y: clamp(rect.y + dy, 0, 1 - rect.height),
  });
}

/** The rectangle with one corner dragged to `p`; the opposite corner stays. */
export function resizeRect(rect: HotspotRect, handle: Handle, p: Point): HotspotRect {
  const left = rect.x;
  const top = rect.y;
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  const west = handle === 'nw' || handle === 'sw';
  const north = handle === 'nw' || handle === 'ne';
  const x1 = west ? Math.min(p.x, right - MIN_SIZE) : left;
  const x2 = west ? right : Math.max(p.x, left + MIN_SIZE);
  const y1 = north ? Math.min(p.y, bottom - MIN_SIZE) : top;
  const y2 = north ? bottom : Math.max(p.y, top + MIN_SIZE);
  return roundRect({ x: x1, y: y1, width: x2 - x1, height: y2 - y1 });
}

const arrows: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The rectangle an arrow key moves it to, or null for any other key. */
export function nudgeRect(rect: HotspotRect, key: string, big: boolean): HotspotRect | null {
  const direction = arrows[key];
  if (!direction) return null;
  const step = big ? NUDGE_STEP_BIG : NUDGE_STEP;
  return moveRect(rect, direction.x * step, direction.y * step);
}

/**
 * A free hotspot code for a new rectangle (B1P0001: two characters of the floor, P or Z, four
 * digits): the floor's prefix as its other hotspots have it (the demo's 1F is G1), else from the
 * floor's name (3F → 3F, Rooftop → RO), and the next number after the highest of that kind.
 */
export function nextHotspotCode(
  floorName: string,
  existing: readonly string[],
  kind: 'P' | 'Z',
): string {
  const used = existing.filter((code) => /^[A-Z0-9]{2}[PZ]\d{4}$/.test(code));
  const fromName = floorName
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .padEnd(2, '0')
    .slice(0, 2);
  const prefix = used[0]?.slice(0, 2) ?? fromName;
  const numbers = used
    .filter((code) => code.startsWith(prefix) && code.charAt(2) === kind)
    .map((code) => Number(code.slice(3)));
  const next = Math.min(9999, (numbers.length ? Math.max(...numbers) : 0) + 1);
  return `${prefix}${kind}${String(next).padStart(4, '0')}`;
}

/** The code with its kind letter set (P program, Z zone). */
export function withKind(code: string, kind: 'P' | 'Z'): string {
  return code.length >= 3 ? `${code.slice(0, 2)}${kind}${code.slice(3)}` : code;
}

/** A rectangle as percent of the plan, for CSS. */
export function rectStyle(rect: HotspotRect) {
  return {
    left: `${rect.x * 100}%`,
    top: `${rect.y * 100}%`,
    width: `${rect.width * 100}%`,
    height: `${rect.height * 100}%`,
  };
}
