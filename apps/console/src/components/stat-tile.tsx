import css from './stat-tile.module.css';

/**
 * One figure of a page's summary (오늘's 방문 요약, 통계's 기간 합계): its words above, the number
 * large below. The page lays the tiles out in its own grid (three across at the door's phone,
 * as many as fit on 통계's laptop).
 */
export function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className={css.tile}>
      <span className={css.label}>{label}</span>
      <span className={css.value}>{value}</span>
    </div>
  );
}
