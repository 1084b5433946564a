import { BUILT_IN_FLOOR_PLANS, type BuiltInFloorPlan } from '@venue/contract/domain';
import { type ComponentType, lazy } from 'react';

type Drawing = ComponentType<{ label: string }>;

/**
 * The demo venue's plans are drawings the app carries (decision 030): a floor whose plan path is
 * one of BUILT_IN_FLOOR_PLANS is drawn by its component, any other plan is an uploaded image.
 * Each drawing is its own small chunk, loaded when its floor is first shown (and the others right
 * after, while the visitor looks at the first; see preloadDrawings), so the map costs nothing on
 * pages that do not show it.
 */
const loaders: Readonly<Record<BuiltInFloorPlan, () => Promise<{ default: Drawing }>>> = {
  '/media/plans/demo-b1.svg': () => import('./floor-b1'),
  '/media/plans/demo-1f.svg': () => import('./floor-1f'),
  '/media/plans/demo-2f.svg': () => import('./floor-2f'),
  '/media/plans/demo-rooftop.svg': () => import('./floor-rooftop'),
};

const drawings = new Map<string, Drawing>(
  Object.entries(loaders).map(([path, load]) => [path, lazy(load)]),
);

/** The lazy drawing of a built-in plan path, or null for an uploaded plan. */
export function builtInDrawing(planPath: string): Drawing | null {
  return Object.hasOwn(BUILT_IN_FLOOR_PLANS, planPath) ? (drawings.get(planPath) ?? null) : null;
}

/** Loads the drawings of the built-in plans among `planPaths` (the floors' plans). */
export function preloadDrawings(planPaths: readonly string[]): void {
  for (const path of planPaths) {
    if (Object.hasOwn(loaders, path)) loaders[path as BuiltInFloorPlan]().catch(() => {});
  }
}
