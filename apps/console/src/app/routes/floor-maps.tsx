import { FloorMapEditor } from '../../features/floor-map/components/floor-map-editor';

/** /staff/floor-maps (decision 030): see the feature's component. */
export function Component() {
  return <FloorMapEditor />;
}
