import type { Operator, StaffDrawItem } from '@venue/contract';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import listStyles from '../../../components/list.module.css';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useDrawDetail, useDraws } from '../api/get-draws';
import { DrawRecordView } from './draw-record';
import { DrawSettings } from './draw-settings';
import css from './draws.module.css';

const stateChip: Record<StaffDrawItem['state'], string> = {
  OPEN: cms.chipLive ?? '',
  WAITING: cms.chipScheduled ?? '',
  DUE: cms.chipWarn ?? '',
  DRAWN: cms.chipMuted ?? '',
};

/**
 * /staff/draws (decision 036; STAFF+, changes EDITOR+): every draw program with its
 * entries, winner count and announcement, not drawn yet first. Choosing one opens, before the
 * draw, its winner count and time (EDITOR changes them or draws now, once) and, after it, the
 * record — seed, SHA-256, candidates in order — which the browser verifies by itself, and a
 * cancelled win offered to the next candidate.
 */
export function DrawsPage({ operator }: { operator: Operator }) {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('program')) || null;
  const draws = useDraws();
  const detail = useDrawDetail(selected);

  const list = draws.data?.list ?? [];
  const upcoming = list.filter((item) => item.state !== 'DRAWN');
  const drawn = list.filter((item) => item.state === 'DRAWN');
  const open = (programIdx: number) => setParams({ program: String(programIdx) });

  return (
    <div className={cms.page}>
      <PageHeader title="추첨" />
      <div className={cms.split}>
        <div className={styles.stack}>
          {draws.error ? (
            <p className={styles.formError} role="alert">
              {draws.error.message}
            </p>
          ) : null}
          {!draws.data && !draws.error ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
          {draws.data ? (
            <>
              <DrawList
                title="추첨 예정"
                empty="추첨을 기다리는 응모 프로그램이 없어요."
                items={upcoming}
                selected={selected}
                onOpen={open}
              />
              <DrawList
                title="추첨 완료"
                empty="아직 추첨한 프로그램이 없어요."
                items={drawn}
                selected={selected}
                onOpen={open}
              />
            </>
          ) : null}
        </div>
        <div className={styles.stack}>
          {selected === null ? (
            <section className={styles.card} aria-label="추첨 안내">
              <p className={styles.empty}>왼쪽에서 응모 프로그램을 고르면 추첨 정보가 나와요.</p>
            </section>
          ) : detail.error ? (
            <p className={styles.formError} role="alert">
              {detail.error.message}
            </p>
          ) : !detail.data || detail.data.draw.programIdx !== selected ? (
            <p className={styles.empty}>불러오는 중이에요…</p>
          ) : (
            <>
              {/* The roster opens on the draw's instance day, not an empty today. */}
              <Link
                className={`${styles.smallButton} ${css.rosterLink}`}
                to={staffPaths.roster.getHref({ program: selected })}
                aria-label={`${detail.data.draw.programName} 응모 명단 보기`}
              >
                응모 명단 보기
              </Link>
              {detail.data.record ? (
                <DrawRecordView detail={detail.data} operator={operator} />
              ) : (
                <DrawSettings key={selected} draw={detail.data.draw} operator={operator} />
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function DrawList({
  title,
  empty,
  items,
  selected,
  onOpen,
}: {
  title: string;
  empty: string;
  items: StaffDrawItem[];
  selected: number | null;
  onOpen: (programIdx: number) => void;
}) {
  return (
    <ListCard
      id={useId()}
      title={title}
      meta={`${items.length}개`}
      read={{ data: items, error: null }}
      empty={empty}
      below={
        <p className={`${listStyles.meta} ${css.note}`} hidden={items.length === 0}>
          시각은 모두 서울 기준이에요.
        </p>
      }
    >
      {(rows) => (
        <ul className={cms.rows}>
          {rows.map((item) => (
            <li key={item.programIdx}>
              <button
                type="button"
                className={cms.rowButton}
                aria-current={item.programIdx === selected ? 'true' : undefined}
                onClick={() => onOpen(item.programIdx)}
              >
                <span className={cms.rowTop}>
                  <span className={`${cms.chip} ${stateChip[item.state]}`}>{item.stateLabel}</span>
                  <span className={cms.rowTitle}>{item.programName}</span>
                </span>
                <span className={cms.meta}>{drawSummary(item)}</span>
                {item.cancelledWinOpen > 0 ? (
                  <span className={`${cms.chip} ${cms.chipWarn} ${css.notice}`}>
                    당첨취소 {item.cancelledWinOpen}건 · 다음 순번에게 넘길 수 있어요
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}

/** "응모 120명 · 당첨 10명 · 발표 2026-12-01 18:00" */
export function drawSummary(item: StaffDrawItem): string {
  const winners =
    item.state === 'DRAWN'
      ? `당첨 ${item.winnerNow}명`
      : item.winnerCount === null
        ? '당첨 인원은 회차 정원대로'
        : `당첨 ${item.winnerCount}명`;
  const when =
    item.state === 'DRAWN'
      ? `추첨 ${seoulDateTimeLabel(item.drawnAt)}`
      : item.winnerAnnouncementDate
        ? `발표 ${seoulDateTimeLabel(item.winnerAnnouncementDate)}`
        : '발표 일시 없음';
  return `응모 ${item.entryCount.toLocaleString('ko-KR')}명 · ${winners} · ${when}`;
}
