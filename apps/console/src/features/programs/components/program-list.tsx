import {
  type ProgramPublishState,
  type ProgramStatus,
  type ProgramType,
  STAFF_PROGRAM_PAGE_SIZE,
  type StaffProgramListItem,
} from '@venue/contract';
import { toDotDate } from '@venue/contract/domain';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../../components/cms/pager';
import consoleStyles from '../../../components/console.module.css';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { htmlText } from '../../../lib/html-text';
import { parsePositiveId } from '../../../lib/parse-id';
import { useCategories } from '../api/get-categories';
import { type ProgramListQuery, usePrograms } from '../api/get-programs';
import {
  optionsOf,
  programStatusLabels,
  programTypeLabels,
  publishStateLabels,
} from '../program-labels';
import { ProgramBulk, ProgramSelectBox, ProgramSelectionScope } from './program-bulk';
import { scheduledPublishText } from './program-tools';
import styles from './programs.module.css';

const pick = <K extends string>(labels: Record<K, string>, value: string | null): K | undefined =>
  value !== null && Object.hasOwn(labels, value) ? (value as K) : undefined;

/** The list's query from the address (?status=&type=&category=&publish=&q=&page=). */
function readQuery(search: URLSearchParams): ProgramListQuery {
  const query: ProgramListQuery = {
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
  };
  const status = pick<ProgramStatus>(programStatusLabels, search.get('status'));
  const programType = pick<ProgramType>(programTypeLabels, search.get('type'));
  const publishState = pick<ProgramPublishState>(publishStateLabels, search.get('publish'));
  const programCategoryIdx = parsePositiveId(search.get('category'));
  const text = search.get('q')?.trim();
  if (status) query.status = status;
  if (programType) query.programType = programType;
  if (publishState) query.publishState = publishState;
  if (programCategoryIdx) query.programCategoryIdx = programCategoryIdx;
  if (text) query.search = text.slice(0, 100);
  return query;
}

/**
 * /staff/programs: every program, drafts too, newest first, 20 a page, filtered by
 * status, type, category, 게시 상태 and a search of the name and summary; the filters live in the
 * address so a reload or a link keeps them. 새 프로그램 opens the editor.
 */
export function ProgramList() {
  const [search, setSearch] = useSearchParams();
  const query = readQuery(search);
  const programs = usePrograms(query);
  const categories = useCategories();
  const [text, setText] = useState(query.search ?? '');

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearch(next, { replace: true });
  };
  const goPage = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setSearch(next);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setParam('q', text.trim());
  };

  const data = programs.data;
  const currentPage = Number(query.page ?? 1);

  return (
    <div className={`${consoleStyles.page} ${styles.page}`}>
      <PageHeader title="프로그램">
        <Link className={styles.primary} to={staffPaths.programNew.getHref()}>
          새 프로그램
        </Link>
        <Link className={styles.button} to={staffPaths.programCategories.getHref()}>
          분류 관리
        </Link>
      </PageHeader>
      <section className={consoleStyles.card} aria-labelledby="program-filters-heading">
        <h2 id="program-filters-heading" className={consoleStyles.cardTitle}>
          찾기
        </h2>
        <form className={styles.filters} onSubmit={submitSearch} aria-label="프로그램 찾기">
          <FilterSelect
            id="filter-status"
            label="진행 상태"
            value={query.status ?? ''}
            options={optionsOf(programStatusLabels)}
            onChange={(value) => setParam('status', value)}
          />
          <FilterSelect
            id="filter-type"
            label="유형"
            value={query.programType ?? ''}
            options={optionsOf(programTypeLabels)}
            onChange={(value) => setParam('type', value)}
          />
          <FilterSelect
            id="filter-category"
            label="분류"
            value={query.programCategoryIdx ? String(query.programCategoryIdx) : ''}
            options={(categories.data ?? []).map((category) => ({
              value: String(category.programCategoryIdx),
              label: category.programCategoryName,
            }))}
            onChange={(value) => setParam('category', value)}
          />
          <FilterSelect
            id="filter-publish"
            label="게시 상태"
            value={query.publishState ?? ''}
            options={optionsOf(publishStateLabels)}
            onChange={(value) => setParam('publish', value)}
          />
          <div className={styles.field}>
            <label className={styles.label} htmlFor="filter-search">
              이름·요약 검색
            </label>
            <input
              id="filter-search"
              className={styles.control}
              type="search"
              maxLength={100}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <button type="submit" className={styles.button}>
            검색
          </button>
        </form>
      </section>
      <section className={consoleStyles.card} aria-labelledby="program-list-heading">
        <h2 id="program-list-heading" className={consoleStyles.cardTitle}>
          프로그램 목록{data ? ` (${data.totalCount.toLocaleString('ko-KR')})` : ''}
        </h2>
        {programs.isError ? <p role="alert">{programs.error.message}</p> : null}
        {programs.isPending ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
        {data && data.list.length === 0 ? (
          <p className={styles.empty}>조건에 맞는 프로그램이 없어요.</p>
        ) : null}
        {data && data.list.length > 0 ? (
          // Bulk work: another page or filter chooses anew.
          <ProgramSelectionScope key={search.toString()}>
            <ProgramBulk list={data.list} />
            <ProgramTable list={data.list} />
          </ProgramSelectionScope>
        ) : null}
        <Pager
          label="프로그램 목록 페이지"
          page={currentPage}
          pageSize={STAFF_PROGRAM_PAGE_SIZE}
          totalCount={data?.totalCount ?? 0}
          onPage={goPage}
        />
      </section>
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">전체</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const publishBadge: Record<ProgramPublishState, string> = {
  DRAFT: styles.badgeDraft ?? '',
  PUBLISHED: styles.badgePublished ?? '',
  HIDDEN: styles.badgeHidden ?? '',
};

function ProgramTable({ list }: { list: StaffProgramListItem[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">선택</span>
            </th>
            <th scope="col">이름</th>
            <th scope="col">게시</th>
            <th scope="col">진행 상태</th>
            <th scope="col">유형 · 분류</th>
            <th scope="col">장소</th>
            <th scope="col" className={styles.number}>
              회차
            </th>
            <th scope="col">다음 회차</th>
            <th scope="col">수정</th>
          </tr>
        </thead>
        <tbody>
          {list.map((program) => (
            <tr key={program.programIdx}>
              <td>
                <ProgramSelectBox program={program} />
              </td>
              <td>
                <Link
                  className={styles.rowLink}
                  to={staffPaths.program.getHref(program.programIdx)}
                >
                  {htmlText(program.programName)}
                </Link>
              </td>
              <td>
                <span className={`${styles.badge} ${publishBadge[program.publishState]}`}>
                  {publishStateLabels[program.publishState]}
                </span>
                {program.publishAt ? (
                  <span className={styles.scheduled}>
                    {scheduledPublishText(program.publishAt)}
                  </span>
                ) : null}
              </td>
              <td>{programStatusLabels[program.status]}</td>
              <td>
                {programTypeLabels[program.programType]} · {program.programCategoryName}
              </td>
              <td>{[program.floorName, program.zoneName].filter(Boolean).join(' ') || '-'}</td>
              <td className={styles.number}>
                {program.scheduleType === 'ALWAYS' ? (
                  '상시'
                ) : (
                  <Link
                    className={styles.rowLink}
                    to={staffPaths.programInstances.getHref(program.programIdx)}
                  >
                    {program.instanceCount}
                    <span className="sr-only">개: {htmlText(program.programName)} 회차 관리</span>
                  </Link>
                )}
              </td>
              <td className={styles.nowrap}>
                {program.nextExecDate ? toDotDate(program.nextExecDate) : '-'}
              </td>
              <td className={styles.nowrap}>{toDotDate(program.modDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
