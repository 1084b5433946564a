import type { ReserveEntryListItem } from '@venue/contract';
import {
  DRAW_OFFER_STATE_LABELS,
  isHistoryGroupPossible,
  ProgramType,
  placeText,
  toDotDateWeekday,
} from '@venue/contract/domain';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { deadlineText } from '../../../components/offer-deadline/offer-deadline-rules';
// Program names are CMS text with <br>: shown the programs feature's way.
import { ProgramName } from '../../../components/program-card/program-card';
import { Link } from '../../../components/ui/link';
import { ClockIcon, TicketIcon } from '../../../components/ui/page-icons';
import { PageIntro } from '../../../components/ui/page-intro';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useReserveEntries } from '../api/get-reserve-entries';
import { openDrawOfferDeadline } from '../draw-offer-rules';
import {
  filterEntries,
  HISTORY_STATUS_GROUPS,
  HISTORY_TYPE_OPTIONS,
  type HistoryFilter,
  historyFilterSearch,
  parseHistoryFilter,
  withType,
} from '../history-filter';
import styles from './res-entry.module.css';

/** Spec 001 §2 History: the empty state, verbatim. */
export const RES_ENTRY_EMPTY_TEXT = '예약·응모 내역이 없어요 :)';

/**
 * /res-entry (spec 001 §2 History, §4 filter groups): the member's reservations and draw
 * entries, newest first, filtered by type and status group. A status option the chosen type can
 * never have is disabled (당첨 and 미당첨 for reservations). Each entry opens its detail; one with
 * an open 당첨 기회 says so with its deadline.
 * `top`, under the heading: what the route module puts first (the way to 내 대기, decision 063).
 */
export function ResEntryList({ top }: { top?: ReactNode } = {}) {
  const entries = useReserveEntries();
  const [search, setSearch] = useSearchParams();
  const filter = parseHistoryFilter(search);
  const headingId = useId();
  const now = useNow();
  const setFilter = (next: HistoryFilter) =>
    setSearch(historyFilterSearch(next), { replace: true });

  // Spec 001 §8: a failed load shows as an empty list.
  const all = entries.isError ? [] : (entries.data ?? []);
  const shown = filterEntries(all, filter);

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <PageIntro
        headingId={headingId}
        title="예약·응모 내역"
        lead="예약하고 응모한 프로그램을 한눈에 확인해요."
      />
      {top}
      <HistoryFilters filter={filter} onChange={setFilter} />
      {entries.isPending ? (
        <div className={styles.list} aria-busy="true">
          <span className="sr-only">내역을 불러오는 중이에요.</span>
          <div className={styles.cardSkeleton} />
          <div className={styles.cardSkeleton} />
        </div>
      ) : shown.length === 0 ? (
        <div className={styles.empty} role="status">
          <TicketIcon size={36} className={styles.emptyIcon} />
          <p>{RES_ENTRY_EMPTY_TEXT}</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label="내역">
          {shown.map((entry) => (
            <li key={entry.reserveEntryIdx}>
              <EntryCard entry={entry} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryFilters({
  filter,
  onChange,
}: {
  filter: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
}) {
  const typeName = useId();
  return (
    <div className={styles.filters}>
      <fieldset className={styles.segment}>
        <legend className="sr-only">종류</legend>
        {HISTORY_TYPE_OPTIONS.map((option) => (
          <label key={option.value} className={styles.segmentOption}>
            <input
              type="radio"
              name={typeName}
              value={option.value}
              checked={filter.type === option.value}
              onChange={() => onChange(withType(filter, option.value))}
              className={styles.segmentInput}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.statusGroups}>
        <legend className="sr-only">상태</legend>
        <button
          type="button"
          className={styles.statusChip}
          aria-pressed={filter.status === null}
          onClick={() => onChange({ ...filter, status: null })}
        >
          전체 상태
        </button>
        {HISTORY_STATUS_GROUPS.map((group) => {
          const possible = isHistoryGroupPossible(group.key, filter.type);
          const active = filter.status === group.key;
          return (
            <button
              key={group.key}
              type="button"
              className={styles.statusChip}
              aria-pressed={active}
              disabled={!possible}
              onClick={() => onChange({ ...filter, status: active ? null : group.key })}
            >
              {group.label}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}

/** "26.05.03 14:00–15:00" */
/** "26.11.28 (토) 14:00 – 14:40": the day with its weekday, then the instance's time. */
export function entryWhenText(entry: { execDate: string | null; execTime: string }): string {
  return [toDotDateWeekday(entry.execDate), entry.execTime].filter(Boolean).join(' ');
}

export function entryPlaceText(entry: { floorName: string | null; zoneName: string | null }) {
  return placeText(entry.floorName, entry.zoneName);
}

function EntryCard({ entry, now }: { entry: ReserveEntryListItem; now: Date }) {
  const when = entryWhenText(entry);
  const place = entryPlaceText(entry);
  const kind = entry.programType === ProgramType.APPLICATION ? '응모' : '예약';
  const offerDeadline = openDrawOfferDeadline(entry, now);
  return (
    <Link
      to={paths.resEntryDetail.getHref(entry.reserveEntryIdx, entry.programType)}
      className={`${styles.card} ${offerDeadline ? styles.cardOffer : ''}`}
    >
      <span className={styles.media}>
        {entry.savePath ? (
          <img src={entry.savePath} alt="" width={750} height={750} loading="lazy" />
        ) : null}
      </span>
      <span className={styles.body}>
        <span className={styles.badges}>
          <span className={styles.kind}>{kind}</span>
          <span className={`${styles.status} ${styles[`status${entry.status}`] ?? ''}`}>
            {entry.statusLabel}
          </span>
          {offerDeadline ? (
            <span className={styles.offerTag}>{DRAW_OFFER_STATE_LABELS.OFFERED}</span>
          ) : null}
        </span>
        <span className={styles.name}>
          <ProgramName html={entry.programName} fallback="제목 없음" />
        </span>
        {when ? <span className={styles.meta}>{when}</span> : null}
        {place ? <span className={styles.meta}>{place}</span> : null}
        {offerDeadline ? (
          <span className={styles.offerLine}>
            <ClockIcon size={16} />
            {deadlineText(offerDeadline)}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
