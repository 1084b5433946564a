import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProgramListItem } from '@venue/contract';
import { PROGRAM_LIST_PAGE_SIZE, seoulToday, type Ymd } from '@venue/contract/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ProgramCard } from '../../../components/program-card/program-card';
import { SparkleIcon } from '../../../components/ui/page-icons';
// Floors come from the floor map's query file (one cache for the floor names).
import { useFloors } from '../../floor-map/api/get-floors';
import { programListQueryOptions } from '../../programs/api/get-programs';
import { useProgramCategories } from '../api/get-program-categories';
import { useProgramYears, widenYearRange } from '../api/get-years';
import { readLastViewed, rememberLastViewed } from '../last-viewed';
import {
  ALL_CATEGORIES,
  type CategorySelection,
  knownCategories,
  PROGRAM_LIST_TABS,
  type ProgramListQuery,
  type ProgramListTab,
  parseProgramListQuery,
  programListFilterFor,
  programListSearch,
} from '../program-list-query';
import { useScrollPaging } from '../use-scroll-paging';
import { CategorySheet, FloorSheet, floorText } from './filter-sheets';
import { FloorBanner } from './floor-banner';
import { MonthCalendar } from './month-calendar';
import styles from './program-list.module.css';

/** Spec 001 §2: the empty state, verbatim, on two lines. */
export const PROGRAM_LIST_EMPTY_LINES = [
  '지금은 새로운 이야기를 준비 중이에요.',
  '조금만 기다려 주세요 :)',
] as const;

const TAB_LABELS: Record<ProgramListTab, string> = {
  category: '카테고리',
  floor: '층별',
  date: '날짜별',
};

/**
 * /program (spec 001 §2 Program list): tabs category, floor and date, each with its filter, over
 * the program cards. The URL query is the page's state (see program-list-query.ts): choices are
 * written back with `replace`, so Back leaves the list instead of stepping through filters.
 */
export function ProgramListPage({ now = new Date() }: { now?: Date }) {
  const [today] = useState(() => seoulToday(now));
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const parsed = parseProgramListQuery(search, today);
  const categories = useProgramCategories();
  const floors = useFloors();
  const query: ProgramListQuery = {
    ...parsed,
    categories: knownCategories(
      parsed.categories,
      categories.data?.map((c) => c.programCategoryIdx),
    ),
  };
  const [sheet, setSheet] = useState<'category' | 'floor' | null>(null);
  // The month arrows stay inside the venue's years (getyears, asked only on the date tab).
  // Until the answer is in, the fallback widened to the shown month: nothing is blocked.
  const years = useProgramYears({ now, enabled: parsed.tab === 'date' });
  const shownYear = Number(parsed.startDate.slice(0, 4));
  const yearRange = years.isPending ? widenYearRange(years.range, shownYear) : years.range;

  const update = (patch: Partial<ProgramListQuery>) =>
    setSearch(programListSearch({ ...query, ...patch }), { replace: true });

  const filter = programListFilterFor(query);
  // No call for a floor that does not exist; otherwise the previous answer stays on screen
  // while a new filter loads, so the list does not collapse and jump.
  const programs = useQuery({
    ...programListQueryOptions(filter ?? {}),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
  const listKey = `${query.tab}|${JSON.stringify(filter)}`;
  const here = location.pathname + programListSearch(query);

  return (
    <div className={styles.page}>
      <ProgramListTabs tab={query.tab} onSelect={(tab) => update({ tab })} />
      <div
        id={`program-list-panel-${query.tab}`}
        role="tabpanel"
        aria-labelledby={`program-list-tab-${query.tab}`}
        className={styles.panel}
      >
        {query.tab === 'category' ? (
          <FilterChip
            label="카테고리"
            value={categoryText(query.categories, categories.data)}
            onOpen={() => setSheet('category')}
          />
        ) : null}
        {query.tab === 'floor' ? (
          <>
            <FilterChip
              label="층"
              value={floorText(query.floor, floors.data)}
              onOpen={() => setSheet('floor')}
            />
            <FloorBanner floorIdx={query.floor} floors={floors.data} />
          </>
        ) : null}
        {query.tab === 'date' ? (
          <MonthCalendar
            selected={query.startDate}
            today={today}
            years={yearRange}
            onSelect={(startDate: Ymd) => update({ startDate })}
          />
        ) : null}

        {filter === null ? null : programs.isPending ? (
          <ListSkeleton />
        ) : (
          <PagedPrograms
            // A new tab or filter is a new list: paging restarts at 10 (spec 001 §2).
            key={listKey}
            resetKey={listKey}
            // A failed call has alerted (api client); the list shows as empty (spec 000 §7).
            programs={programs.isError ? [] : programs.data}
            stale={programs.isPlaceholderData}
            route={here}
          />
        )}
      </div>

      <CategorySheet
        open={sheet === 'category'}
        categories={categories.data ?? []}
        selection={query.categories}
        onClose={() => setSheet(null)}
        onApply={(selection) => update({ categories: selection })}
      />
      <FloorSheet
        open={sheet === 'floor'}
        floors={floors.data}
        selected={query.floor}
        onClose={() => setSheet(null)}
        onApply={(floor) => update({ floor })}
      />
    </div>
  );
}

function categoryText(
  selection: CategorySelection,
  categories: readonly { programCategoryIdx: number; programCategoryName: string }[] | undefined,
): string {
  if (selection === ALL_CATEGORIES) return '전체';
  const names = selection
    .map((id) => categories?.find((c) => c.programCategoryIdx === id)?.programCategoryName)
    .filter((name): name is string => Boolean(name));
  if (names.length === 0) return `${selection.length}개 선택`;
  return names.length === 1 ? (names[0] ?? '') : `${names[0]} 외 ${names.length - 1}개`;
}

/**
 * The three tabs as an ARIA tab list: arrow keys move between tabs (and select, since each tab
 * is cheap to show), Home and End jump to the ends.
 */
function ProgramListTabs({
  tab,
  onSelect,
}: {
  tab: ProgramListTab;
  onSelect: (tab: ProgramListTab) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PROGRAM_LIST_TABS.indexOf(tab);
    const last = PROGRAM_LIST_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % PROGRAM_LIST_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % PROGRAM_LIST_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = PROGRAM_LIST_TABS[next] ?? tab;
    onSelect(target);
    listRef.current?.querySelector<HTMLElement>(`#program-list-tab-${target}`)?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label="프로그램 보기 방식"
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {PROGRAM_LIST_TABS.map((value) => (
        <button
          key={value}
          id={`program-list-tab-${value}`}
          type="button"
          role="tab"
          aria-selected={value === tab}
          aria-controls={`program-list-panel-${value}`}
          tabIndex={value === tab ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(value)}
        >
          {TAB_LABELS[value]}
        </button>
      ))}
    </div>
  );
}

/** The chip that shows a tab's current filter and opens its sheet (spec 001 §2). */
function FilterChip({
  label,
  value,
  onOpen,
}: {
  label: string;
  value: string;
  onOpen: () => void;
}) {
  return (
    <button type="button" className={styles.chip} onClick={onOpen} aria-haspopup="dialog">
      <span className={styles.chipLabel}>{label}</span>
      <span className={styles.chipValue}>{value}</span>
      <span aria-hidden="true" className={styles.chipCaret}>
        ▾
      </span>
    </button>
  );
}

/**
 * The cards, 10 at first and 10 more near the bottom (use-scroll-paging). Opening a card
 * remembers it and this list's route (last-viewed.ts); coming back to the same route shows
 * enough pages to include it and brings it into view.
 */
function PagedPrograms({
  programs,
  resetKey,
  stale,
  route,
}: {
  programs: readonly ProgramListItem[];
  resetKey: string;
  stale: boolean;
  route: string;
}) {
  const headingId = useId();
  const [restore] = useState(() => {
    const last = readLastViewed();
    if (!last || last.route !== route) return null;
    const index = programs.findIndex((p) => p.programIdx === last.programIdx);
    return index < 0 ? null : { programIdx: last.programIdx, index };
  });
  const initial = restore
    ? Math.ceil((restore.index + 1) / PROGRAM_LIST_PAGE_SIZE) * PROGRAM_LIST_PAGE_SIZE
    : PROGRAM_LIST_PAGE_SIZE;
  const count = useScrollPaging({ total: programs.length, resetKey, initial });

  useEffect(() => {
    if (!restore) return;
    document.getElementById(`program-item-${restore.programIdx}`)?.scrollIntoView?.({
      block: 'center',
    });
  }, [restore]);

  if (programs.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <SparkleIcon size={32} className={styles.emptyIcon} />
        <p>
          {PROGRAM_LIST_EMPTY_LINES[0]}
          <br />
          {PROGRAM_LIST_EMPTY_LINES[1]}
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.results}>
      <h2 id={headingId} className={styles.resultsTitle}>
        프로그램 <span className={styles.count}>{programs.length}</span>
      </h2>
      <ul className={`${styles.list} ${stale ? styles.stale : ''}`} aria-busy={stale}>
        {programs.slice(0, count).map((program) => (
          <li
            key={program.programIdx}
            id={`program-item-${program.programIdx}`}
            onClickCapture={() => rememberLastViewed({ programIdx: program.programIdx, route })}
          >
            <ProgramCard program={program} />
          </li>
        ))}
      </ul>
      {count < programs.length ? (
        <p className={styles.more} aria-live="polite">
          아래로 내리면 {Math.min(PROGRAM_LIST_PAGE_SIZE, programs.length - count)}개를 더 보여
          드려요.
        </p>
      ) : null}
    </section>
  );
}

function ListSkeleton() {
  return (
    <div className={styles.list}>
      <span className="sr-only">프로그램을 불러오는 중이에요.</span>
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.cardSkeleton} />
      ))}
    </div>
  );
}
