import type { StaffFloor } from '@venue/contract';
import { isBuiltInFloorPlan } from '@venue/contract/domain';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { parsePositiveId } from '../../../lib/parse-id';
import { useFloors } from '../../floors/api/get-floors';
import { useZones } from '../../floors/api/get-zones';
import { useHotspots } from '../api/get-hotspots';
import { useProgramChoices } from '../api/get-program-choices';
import mapStyles from './floor-map-editor.module.css';
import { HotspotWorkspace } from './hotspot-workspace';
import { PlanForm } from './plan-form';

/**
 * /staff/floor-maps (decision 030): one floor at a time (`?floor=`), its plan
 * image and the hotspots on it — drawn, moved and resized by dragging on the plan, their code,
 * name and target (a program or a zone) in the side form. What is saved is what the visitor's
 * map shows on its next read.
 */
export function FloorMapEditor() {
  const [params] = useSearchParams();
  const floors = useFloors();
  const requested = parsePositiveId(params.get('floor'));
  const list = floors.data ?? [];
  const floor = list.find((item) => item.floorIdx === requested) ?? list[0] ?? null;

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <PageHeader title="층별 지도" />
      {floors.error ? <p role="alert">{floors.error.message}</p> : null}
      {floors.isPending ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
      {floors.data && list.length === 0 ? (
        <p className={styles.empty}>
          층이 없어요. <Link to={staffPaths.floors.getHref()}>층</Link> 화면에서 먼저 만들어 주세요.
        </p>
      ) : null}
      {floor ? (
        <>
          <nav aria-label="층 선택" className={mapStyles.floorTabs}>
            {list.map((item) => (
              <Link
                key={item.floorIdx}
                to={staffPaths.floorMaps.getHref(item.floorIdx)}
                className={mapStyles.floorTab}
                aria-current={item.floorIdx === floor.floorIdx ? 'page' : undefined}
              >
                {item.floorName} <span className={mapStyles.floorTabLabel}>{item.floorLabel}</span>
              </Link>
            ))}
          </nav>
          <FloorMap key={floor.floorIdx} floor={floor} />
        </>
      ) : null}
    </div>
  );
}

function FloorMap({ floor }: { floor: StaffFloor }) {
  const hotspots = useHotspots(floor.floorIdx);
  const programs = useProgramChoices();
  const zones = useZones();
  const { plan } = floor;
  return (
    <>
      <PlanForm floor={floor} />
      <Card id="hotspots-heading" title={`${floor.floorLabel} 영역`}>
        {hotspots.error ? <p role="alert">{hotspots.error.message}</p> : null}
        {programs.error ? <p role="alert">{programs.error.message}</p> : null}
        {!plan ? (
          <p className={styles.empty}>평면도를 먼저 저장하면 그 위에 영역을 그릴 수 있어요.</p>
        ) : hotspots.data ? (
          <HotspotWorkspace
            floor={floor}
            plan={plan}
            planSrc={isBuiltInFloorPlan(plan.savePath) ? null : plan.savePath}
            hotspots={hotspots.data}
            programs={programs.data ?? []}
            zones={zones.data ?? []}
          />
        ) : (
          <p className={styles.empty}>불러오는 중이에요…</p>
        )}
      </Card>
    </>
  );
}
