import { lazy, Suspense } from 'react';
import styles from './floor-map-placeholder.module.css';

/**
 * The floor map (spec 000 §2 Floor map), mounted by the in-venue home and the /seongsu space tab.
 * This module is only the door: the map itself (floor-map-view.tsx, the plans in ./drawings, one
 * chunk per floor, and the program guide sheet) loads when a page renders it, so it never weighs
 * on the home page's first visit. The placeholder keeps the map's box, so nothing shifts when it
 * arrives.
 */
export type FloorMapProps = {
  /** The selected floor (from the page's `?floor=` query); null/undefined = default (2, else first). */
  floorIdx?: number | null;
  /** Called when a floor tab is chosen; the page writes it to its `?floor=` query (replace). */
  onFloorChange: (floorIdx: number) => void;
  /** Heading level/text context: id of the heading the section is labelled by, if any. */
  headingId?: string;
};

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
