import { lazy, Suspense } from 'react';
import styles from './floor-map-placeholder.module.css';
import type { FloorMapProps } from './floor-map-props';

export type { FloorMapProps };

/**
 * The floor map (spec 000 §2 Floor map), mounted by the in-venue home and the /seongsu space tab.
 * This module is only the door: the map itself (floor-map-view.tsx, the plans in ./drawings, one
 * chunk per floor, and the program guide sheet) loads when a page renders it, so it never weighs
 * on the home page's first visit. The placeholder keeps the map's box, so nothing shifts when it
 * arrives.
 */

const FloorMapView = lazy(() => import('./floor-map-view'));

export function FloorMap(props: FloorMapProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.placeholder} aria-busy="true">
          <span className="sr-only">층별 지도를 불러오는 중이에요.</span>
        </div>
      }
    >
      <FloorMapView {...props} />
    </Suspense>
  );
}
