import { type ComponentType, lazy } from 'react';

type Drawing = ComponentType<{ label: string }>;

/**
 * Each floor's drawing is its own small chunk, loaded when its floor is first shown (and the
 * others right after, while the visitor looks at the first; see preloadDrawings), so the map
 * costs nothing on pages that do not show it.
 */
const loaders: Readonly<Record<number, () => Promise<{ default: Drawing }>>> = {
  1: () => import('./floor-b1'),
  2: () => import('./floor-1f'),
  3: () => import('./floor-2f'),
  4: () => import('./floor-rooftop'),
};

const drawings = new Map<number, Drawing>(
  Object.entries(loaders).map(([floorIdx, load]) => [Number(floorIdx), lazy(load)]),
);

/** The lazy drawing of a floor (1 B1, 2 1F, 3 2F, 4 rooftop), or null for a floor without one. */
export function floorDrawing(floorIdx: number): Drawing | null {
  return drawings.get(floorIdx) ?? null;
}

export function preloadDrawings(): void {
  for (const load of Object.values(loaders)) load().catch(() => {});
}
