import { useQueryClient } from '@tanstack/react-query';
import type { Floor, ProgramDetail } from '@venue/contract';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../../components/ui/link';
import { programDetailQueryOptions } from '../../programs/api/get-program-detail';
import { useFloors } from '../api/get-floors';
import { useMapHotspots } from '../api/get-map-hotspots';
import { hotspotsForFloor, type MapHotspot, resolveFloorIdx, sortFloors } from '../floor-map-rules';
import { builtInDrawing, preloadDrawings } from './drawings';
import styles from './floor-map.module.css';
import type { FloorMapProps } from './floor-map-props';

// The guide sheet (and the HTML it renders) is needed only after a tap on G1P0001.
const loadGuideSheet = () =>
  import('../../programs/components/program-guide-sheet').then((m) => ({
    default: m.ProgramGuideSheet,
  }));
const ProgramGuideSheet = lazy(loadGuideSheet);

/** The four-pointed star of a program pin (and of the legend). */
const STAR = 'M12 2.5l2.4 7.1 7.1 2.4-7.1 2.4-2.4 7.1-2.4-7.1-7.1-2.4 7.1-2.4z';

/** Spec 001 §2 wording for a floor the app has no information about. */
export const FLOOR_NOT_FOUND_TEXT = '층 정보를 찾을 수 없어요.';

/**
 * The floor map (spec 000 §2 Floor map): a tab per floor from POST /api/floors/list, the floor's
 * plan (an uploaded image, or one of the demo venue's drawings) and the hotspots of
 * POST /api/checkin/banner/list on it, each in its rectangle on the plan (decision 030). Loaded lazily
 * through ./floor-map.tsx; see FloorMapProps (./floor-map-props.ts) for the page's side of the `?floor=` query.
 */
export default function FloorMapView({ floorIdx, onFloorChange, headingId }: FloorMapProps) {
  const floorsQuery = useFloors();
  const hotspotsQuery = useMapHotspots();
  const floors = sortFloors(floorsQuery.data ?? []);
  const current = resolveFloorIdx(floors, floorIdx);
  const guide = useProgramGuide();
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const tabId = (idx: number) => `${baseId}-tab-${idx}`;

  const planPaths = floors.flatMap((f) => (f.plan ? [f.plan.savePath] : [])).join(' ');
  useEffect(() => {
    if (planPaths) preloadDrawings(planPaths.split(' '));
  }, [planPaths]);

  if (floorsQuery.isPending) {
    return (
      <div className={styles.root} aria-busy="true">
        <span className="sr-only">층별 지도를 불러오는 중이에요.</span>
        <div className={styles.tabsSkeleton} />
        <div className={styles.canvas} />
      </div>
    );
  }
  const floor = floors.find((f) => f.floorIdx === current);
  if (!floor) {
    return (
      <div className={styles.root}>
        <p className={styles.empty}>{FLOOR_NOT_FOUND_TEXT}</p>
      </div>
    );
  }

  const hotspots = hotspotsForFloor(floor.floorIdx, hotspotsQuery.data ?? []);
  return (
    <div className={styles.root}>
      <FloorTabs
        floors={floors}
        current={floor.floorIdx}
        onFloorChange={onFloorChange}
        panelId={panelId}
        tabId={tabId}
        headingId={headingId}
      />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(floor.floorIdx)}
        className={styles.panel}
      >
        <FloorCanvas floor={floor} hotspots={hotspots} guide={guide} />
        <MapLegend withHint={hotspots.length > 0} />
      </div>
      {guide.program ? (
        <Suspense fallback={null}>
          <ProgramGuideSheet program={guide.program} onClose={guide.close} />
        </Suspense>
      ) : null}
    </div>
  );
}

type Guide = ReturnType<typeof useProgramGuide>;

/**
 * G1P0001's program guide sheet: the program is fetched first and the sheet opens with it. A
 * failure alerts (getProgramDetail, spec 000 §8) and leaves the sheet closed, so it never shows
 * another program's stale data. A second tap while one load runs is ignored.
 */
function useProgramGuide() {
  const queryClient = useQueryClient();
  const [program, setProgram] = useState<ProgramDetail | null>(null);
  const [loadingCode, setLoadingCode] = useState<string | null>(null);
  const busy = useRef(false);

  const open = async (code: string, programIdx: number) => {
    if (busy.current) return;
    busy.current = true;
    setLoadingCode(code);
    setProgram(null);
    loadGuideSheet().catch(() => {});
    try {
      const data = await queryClient.fetchQuery(
        programDetailQueryOptions(programIdx, { alertNotFound: true }),
      );
      setProgram(data);
    } catch {
      setProgram(null);
    } finally {
      busy.current = false;
      setLoadingCode(null);
    }
  };

  return {
    program,
    loadingCode,
    open,
    close: () => setProgram(null),
  };
}

function FloorTabs({
  floors,
  current,
  onFloorChange,
  panelId,
  tabId,
  headingId,
}: {
  floors: Floor[];
  current: number;
  onFloorChange: (floorIdx: number) => void;
  panelId: string;
  tabId: (floorIdx: number) => string;
  /** The page's heading over the map names the tab list; 층 선택 without one. */
  headingId?: string;
}) {
  // Arrow keys move between floors and choose them (selection follows focus); Home and End jump.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = floors.findIndex((f) => f.floorIdx === current);
    const last = floors.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const target = next === undefined ? undefined : floors[next];
    if (!target) return;
    event.preventDefault();
    document.getElementById(tabId(target.floorIdx))?.focus();
    if (target.floorIdx !== current) onFloorChange(target.floorIdx);
  };

  return (
    <div
      role="tablist"
      aria-label={headingId ? undefined : '층 선택'}
      aria-labelledby={headingId}
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {floors.map((floor) => {
        const selected = floor.floorIdx === current;
        return (
          <button
            key={floor.floorIdx}
            type="button"
            role="tab"
            id={tabId(floor.floorIdx)}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => {
              if (!selected) onFloorChange(floor.floorIdx);
            }}
          >
            <span className={styles.tabName}>{floor.floorName}</span>{' '}
            <span className={styles.tabLabel}>{floor.floorLabel}</span>
          </button>
        );
      })}
    </div>
  );
}

function FloorCanvas({
  floor,
  hotspots,
  guide,
}: {
  floor: Floor;
  hotspots: MapHotspot[];
  guide: Guide;
}) {
  const { plan } = floor;
  if (!plan) return <p className={styles.empty}>{FLOOR_NOT_FOUND_TEXT}</p>;
  const label = `${floor.floorLabel} 평면도`;
  const Drawing = builtInDrawing(plan.savePath);
  return (
    <div className={styles.canvas} style={{ aspectRatio: `${plan.width} / ${plan.height}` }}>
      {Drawing ? (
        <Suspense fallback={null}>
          <Drawing label={label} />
        </Suspense>
      ) : (
        <img
          className={styles.plan}
          src={plan.savePath}
          width={plan.width}
          height={plan.height}
          alt={label}
          decoding="async"
        />
      )}
      <ul className={styles.hotspots} aria-label={`${floor.floorLabel} 공간과 프로그램`}>
        {hotspots.map((hotspot) => (
          <li
            key={hotspot.code}
            className={styles.hotspot}
            style={{
              left: `${hotspot.box.left}%`,
              top: `${hotspot.box.top}%`,
              width: `${hotspot.box.width}%`,
              height: `${hotspot.box.height}%`,
            }}
            data-code={hotspot.code}
          >
            <Hotspot hotspot={hotspot} guide={guide} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A hotspot is its whole rectangle on the plan, at least 44 px each way (the tap target, centred
 * on the rectangle), with its name tag (a zone) or pin (a program) in the middle.
 */
function Hotspot({ hotspot, guide }: { hotspot: MapHotspot; guide: Guide }) {
  const { action } = hotspot;
  if (hotspot.kind === 'zone') {
    const name = (
      <span className={styles.zone}>
        <span className={styles.zoneKo}>{hotspot.label}</span>
        {hotspot.labelEn ? (
          <>
            {' '}
            <span className={styles.zoneEn} lang="en">
              {hotspot.labelEn}
            </span>
          </>
        ) : null}
      </span>
    );
    return action.type === 'link' ? (
      <Link to={action.href} className={styles.area}>
        {name}
      </Link>
    ) : null;
  }

  const pin = (
    <span className={styles.pin}>
      <span className={styles.pinDot} aria-hidden="true">
        <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
          <path d={STAR} fill="currentColor" />
        </svg>
      </span>
      <span className={styles.pinLabel}>
        {hotspot.label} <span className="sr-only">프로그램</span>
      </span>
    </span>
  );
  if (action.type === 'sheet') {
    const loading = guide.loadingCode === hotspot.code;
    return (
      <button
        type="button"
        className={styles.area}
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        data-loading={loading ? '' : undefined}
        onClick={() => void guide.open(hotspot.code, action.programIdx)}
      >
        {pin}
      </button>
    );
  }
  return (
    <Link to={action.href} className={styles.area}>
      {pin}
    </Link>
  );
}

function MapLegend({ withHint }: { withHint: boolean }) {
  return (
    <div className={styles.footer}>
      {withHint ? (
        <p className={styles.hint}>
          공간 이름을 누르면 공간 안내로, 보라색 핀을 누르면 그곳의 프로그램으로 안내해요.
        </p>
      ) : null}
      <ul className={styles.legend} aria-label="지도 기호">
        <li>
          <span className={`${styles.legendMark} ${styles.legendPin}`} aria-hidden="true">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d={STAR} fill="currentColor" />
            </svg>
          </span>
          프로그램
        </li>
        <li>
          <svg viewBox="0 0 24 24" className={styles.legendMark} aria-hidden="true">
            <rect x="1" y="1" width="22" height="22" fill="#eceef3" stroke="#262a35" />
            <path d="M12 4l4 5h-8zM12 20l4-5h-8z" fill="#4a5160" />
          </svg>
          엘리베이터
        </li>
        <li>
          <svg viewBox="0 0 24 24" className={styles.legendMark} aria-hidden="true">
            <rect x="1" y="1" width="22" height="22" fill="#eceef3" stroke="#262a35" />
            <path d="M7 1v22M12 1v22M17 1v22" stroke="#7b8393" strokeWidth={2} />
          </svg>
          계단
        </li>
        <li>
          <svg viewBox="0 0 24 24" className={styles.legendMark} aria-hidden="true">
            <rect x="1" y="1" width="22" height="22" fill="#eceef3" stroke="#262a35" />
            <circle cx="8" cy="7" r="2" fill="#4a5160" />
            <rect x="6" y="10" width="4" height="8" rx="1.5" fill="#4a5160" />
            <circle cx="16" cy="7" r="2" fill="#4a5160" />
            <path d="M16 10l3.5 6h-7z" fill="#4a5160" />
          </svg>
          화장실
        </li>
      </ul>
    </div>
  );
}
