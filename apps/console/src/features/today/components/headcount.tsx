import type { HeadcountFloor, HeadcountLevel, StaffHeadcount } from '@venue/contract';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useHeadcount } from '../api/get-headcount';
import { LiveFigures, number } from './today-card';
import css from './today-dashboard.module.css';

const LEVEL_WORDS: Record<HeadcountLevel, string> = {
  OK: '여유',
  NEAR: '거의 참',
  FULL: '가득 참',
};

const levelClass = (level: HeadcountLevel | null) =>
  level === 'FULL' ? css.full : level === 'NEAR' ? css.near : css.ok;

const percentOf = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** 2층 수용 인원의 80% 이상: the warning line for the floors near or at their capacity. */
function warningOf(floors: HeadcountFloor[]): string {
  const full = floors.filter((floor) => floor.level === 'FULL').map((floor) => floor.floorLabel);
  const near = floors.filter((floor) => floor.level === 'NEAR').map((floor) => floor.floorLabel);
  const parts: string[] = [];
  if (full.length > 0)
    parts.push(`${full.join(', ')}: 수용 인원이 찼어요. 입장을 잠시 멈춰 주세요.`);
  if (near.length > 0) parts.push(`${near.join(', ')}: 수용 인원의 80%를 넘었어요.`);
  return parts.join(' ');
}

/**
 * 층별 관내 인원 on 오늘: each floor's count against its capacity (set in 층),
 * with 거의 참 from 80 % and 가득 참 at 100 %, asked again every 15 s. Counted from check-ins
 * (입장 기준): nothing records exits, so the server says what the number counts.
 */
export function Headcount() {
  return (
    <Card id="today-floors" title="층별 관내 인원">
      <LiveFigures
        query={useHeadcount()}
        stale="관내 인원을 새로 고치지 못했어요. 마지막으로 받은 숫자예요."
      >
        {(data) => <Floors data={data} />}
      </LiveFigures>
    </Card>
  );
}

function Floors({ data }: { data: StaffHeadcount }) {
  const warning = warningOf(data.floors);
  return (
    <>
      <p className={styles.hint}>
        {data.basis} {seoulDateTimeLabel(data.generatedAt).slice(-5)} 기준, 15초마다 새로 고쳐요.
      </p>
      <p className={warning ? css.headcountWarning : css.quiet} aria-live="polite">
        {warning}
      </p>
      <ul className={css.rows}>
        {data.floors.map((floor) => (
          <li key={floor.floorIdx ?? 'entrance'} className={`${css.row} ${css.floorRow}`}>
            <span className={css.rowName}>{floor.floorLabel}</span>
            <span className={css.floorFigures}>
              <span className={css.count}>{number(floor.inBuilding)}명</span>
              {floor.capacity === null ? null : (
                <span className={css.capacity}> / {number(floor.capacity)}명</span>
              )}
              {floor.level && floor.ratio !== null ? (
                <span className={`${css.level} ${levelClass(floor.level)}`}>
                  {LEVEL_WORDS[floor.level]} {percentOf(floor.ratio)}
                </span>
              ) : null}
            </span>
            {floor.capacity === null || floor.ratio === null ? null : (
              <span className={css.meter} aria-hidden="true">
                <span
                  className={`${css.meterFill} ${levelClass(floor.level)}`}
                  style={{ width: `${Math.min(100, floor.ratio * 100)}%` }}
                />
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
