import type { ZoneListFloor } from '@venue/contract';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { parsePositiveId } from '../../../lib/parse-id';
import { parseVenueTab, VENUE_TABS, type VenueTab, venueTabLabels } from '../venue-tabs';
import { BrandPanel } from './brand-panel';
import { LocationPanel } from './location-panel';
import { SpacePanel } from './space-panel';
import { TourPanel } from './tour-panel';
import styles from './venue.module.css';

export type VenuePageProps = {
  /** GET /api/zone/list: undefined while loading; [] when empty or failed (spec 000 §8: silent). */
  floors: ZoneListFloor[] | undefined;
  /**
   * The floor map of the space tab. The route composes it (features do not import each other):
   * it gets the `?floor=` query (null when absent or not a number) and writes a chosen floor back.
   */
  renderFloorMap?: (props: FloorMapSlotProps) => ReactNode;
};

export type FloorMapSlotProps = {
  floorIdx: number | null;
  onFloorChange: (floorIdx: number) => void;
  /** id of the heading that names the map's section */
  headingId: string;
};

const tabId = (tab: VenueTab) => `venue-tab-${tab}`;
const panelId = (tab: VenueTab) => `venue-panel-${tab}`;

/**
 * /seongsu, the venue page (spec 001 §2 Venue page): four tabs, brand, space, location and tour,
 * in the `?tab=` query (brand by default; an unknown value shows brand). Choosing a tab replaces
 * the query, so the back button leaves the page instead of walking through tabs, and a shared
 * link opens the same tab. On the space tab `?floor=` belongs to its floor map.
 *
 * The tabs follow the WAI-ARIA tabs pattern with automatic activation: arrow keys move between
 * tabs and select them, Home and End jump to the ends, and only the selected tab is in the Tab
 * order. Every panel element is always in the page (hidden unless selected), so each tab's
 * aria-controls points at a real element, but only the selected panel renders its content: the
 * location tab's map loads only when someone opens it.
 */
export function VenuePage({ floors, renderFloorMap }: VenuePageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = parseVenueTab(searchParams.get('tab'));
  const floorIdx = parsePositiveId(searchParams.get('floor'));
  const tabRefs = useRef(new Map<VenueTab, HTMLButtonElement>());

  const select = (tab: VenueTab) => {
    if (tab === active && searchParams.get('tab') === tab) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tab);
        // The floor belongs to the space tab's map; other tabs keep their URL clean.
        if (tab !== 'space') next.delete('floor');
        return next;
      },
      { replace: true },
    );
  };

  const setFloor = (floor: number) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', 'space');
        next.set('floor', String(floor));
        return next;
      },
      { replace: true },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = VENUE_TABS.indexOf(active);
    const last = VENUE_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? VENUE_TABS[index === last ? 0 : index + 1]
        : event.key === 'ArrowLeft'
          ? VENUE_TABS[index === 0 ? last : index - 1]
          : event.key === 'Home'
            ? VENUE_TABS[0]
            : event.key === 'End'
              ? VENUE_TABS[last]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target);
    tabRefs.current.get(target)?.focus();
  };

  return (
    <div className={styles.page}>
      <div className={styles.tabBar}>
        <div
          role="tablist"
          aria-label="성수 공간 안내"
          className={styles.tabList}
          onKeyDown={onKeyDown}
        >
          {VENUE_TABS.map((tab) => {
            const selected = tab === active;
            return (
              <button
                key={tab}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab, element);
                  else tabRefs.current.delete(tab);
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                aria-selected={selected}
                aria-controls={panelId(tab)}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                onClick={() => select(tab)}
              >
                {venueTabLabels[tab]}
              </button>
            );
          })}
        </div>
      </div>
      {VENUE_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== active}
          className={styles.panel}
        >
          {tab === active ? (
            <Panel
              tab={tab}
              floors={floors}
              floorIdx={floorIdx}
              renderFloorMap={(headingId) =>
                renderFloorMap?.({ floorIdx, onFloorChange: setFloor, headingId }) ?? null
              }
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}

function Panel({
  tab,
  floors,
  floorIdx,
  renderFloorMap,
}: {
  tab: VenueTab;
  floors: ZoneListFloor[] | undefined;
  floorIdx: number | null;
  renderFloorMap: (headingId: string) => ReactNode;
}) {
  switch (tab) {
    case 'brand':
      return <BrandPanel />;
    case 'space':
      return (
        <SpacePanel floors={floors} selectedFloorIdx={floorIdx} renderFloorMap={renderFloorMap} />
      );
    case 'location':
      return <LocationPanel />;
    case 'tour':
      return <TourPanel floors={floors} />;
  }
}
