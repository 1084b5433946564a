/**
 * What the floor map takes: shared by its light door (floor-map.tsx) and the map it loads lazily
 * (floor-map-view.tsx), so neither imports the other for it.
 */
export type FloorMapProps = {
  /** The selected floor (from the page's `?floor=` query); null/undefined = default (2, else first). */
  floorIdx?: number | null;
  /** Called when a floor tab is chosen; the page writes it to its `?floor=` query (replace). */
  onFloorChange: (floorIdx: number) => void;
  /** Heading level/text context: id of the heading the section is labelled by, if any. */
  headingId?: string;
};
