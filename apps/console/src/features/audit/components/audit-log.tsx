import {
  type AuditEntry,
  type OperatorAccount,
  type StaffAuditListBody,
  staffAuditListBody,
} from '@venue/contract';
import { Fragment, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import { DataTable } from '../../../components/data-table';
import table from '../../../components/data-table.module.css';
import { FilterBar } from '../../../components/filter-bar';
import { Field } from '../../../components/form-fields';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useOperators } from '../../operators/api/get-operators';
import { useAuditDownload } from '../api/download-audit';
import { useAuditLog } from '../api/get-audit-log';
import { auditChanges } from '../audit-diff';
import {
  auditActionGroups,
  auditActionLabel,
  auditFieldLabel,
  auditTargetLabel,
  auditValueLabel,
} from '../audit-labels';
import css from './audit-log.module.css';

const filterKeys = ['operatorIdx', 'action', 'targetId', 'from', 'to'] as const;
const actionGroups = auditActionGroups();
type FilterKey = (typeof filterKeys)[number];
type FilterForm = Record<FilterKey, string>;

/** The filter as the address bar holds it (?action=notice.&page=2), so a view can be shared. */
function filterFromSearch(search: URLSearchParams): FilterForm {
  return Object.fromEntries(filterKeys.map((key) => [key, search.get(key) ?? ''])) as FilterForm;
}

function toBody(form: FilterForm, page: number): StaffAuditListBody {
  const body: Record<string, unknown> = { page };
  for (const key of filterKeys) {
    const value = form[key].trim();
    if (value) body[key] = key === 'operatorIdx' ? Number(value) : value;
  }
  return body as StaffAuditListBody;
}

/**
 * /staff/audit (ADMIN, decision 029): every operator change, newest first — who, when, what, on
 * which target — filtered by operator, action (exact or a prefix such as `notice.`), target and
 * Seoul days, 50 a page; each row opens the fields it changed, before and after.
 */
export function AuditLog() {
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const body = toBody(filter, page);
  const valid = staffAuditListBody.safeParse(body).success;
  const log = useAuditLog(body);
  const operators = useOperators();

  const apply = (next: FilterForm, nextPage = 1) => {
    const params = new URLSearchParams();
    for (const key of filterKeys) if (next[key].trim()) params.set(key, next[key].trim());
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params);
  };
  const data = valid ? log.data : undefined;

  return (
    <div className={cms.page}>
      <PageHeader title="감사 로그">
        <AuditDownload filter={valid ? body : undefined} />
      </PageHeader>
      <FilterCard
        key={search.toString()}
        initial={filter}
        operators={operators.data ?? []}
        onApply={(next) => apply(next)}
      />
      <ListCard
        id="audit-rows-heading"
        title="기록"
        countUnit="건"
        read={{ data, error: log.error, isFetching: log.isFetching }}
        empty="조건에 맞는 기록이 없어요."
        pager={{ label: '감사 로그 페이지', page, onPage: (next) => apply(filter, next) }}
      >
        {(rows) => <AuditTable rows={rows} />}
      </ListCard>
    </div>
  );
}

/** CSV and XLSX of the rows the filters find (all pages, up to 10,000), as the page shows them. */
function AuditDownload({ filter }: { filter: StaffAuditListBody | undefined }) {
  const download = useAuditDownload();
  const save = (format: 'csv' | 'xlsx') => {
    if (!filter) return;
    const { page: _page, ...filters } = filter;
    download.mutate({ kind: 'audit', body: { ...filters, format } });
  };
  return (
    <>
      <button
        type="button"
        className={styles.smallButton}
        disabled={!filter || download.isPending}
        onClick={() => save('csv')}
      >
        CSV로 받기
      </button>
      <button
        type="button"
        className={styles.smallButton}
        disabled={!filter || download.isPending}
        onClick={() => save('xlsx')}
      >
        XLSX로 받기
      </button>
      {download.error ? (
        <p className={styles.formError} role="alert">
          {download.error.message}
        </p>
      ) : null}
    </>
  );
}

function FilterCard({
  initial,
  operators,
  onApply,
}: {
  initial: FilterForm;
  operators: OperatorAccount[];
  onApply: (filter: FilterForm) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FilterForm>({ defaultValues: initial });
  const submit = handleSubmit((values) => {
    // The contract's own rules (and Korean words) for the filter, before asking the server.
    const parsed = staffAuditListBody.safeParse(toBody(values, 1));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = filterKeys.find((candidate) => candidate === issue.path[0]);
        if (key) setError(key, { message: issue.message });
      }
      return;
    }
    onApply(values);
  });
  const empty = Object.fromEntries(filterKeys.map((key) => [key, ''])) as FilterForm;

  return (
    <FilterBar
      id="audit-filter"
      title="찾기"
      submitLabel="찾기"
      onSubmit={submit}
      onClear={() => onApply(empty)}
    >
      <Field id="audit-operator" label="운영자" error={errors.operatorIdx?.message}>
        {(control) => (
          <select
            className={`${styles.select} ${styles.compact}`}
            {...control}
            {...register('operatorIdx')}
          >
            <option value="">모든 운영자</option>
            {operators.map((operator) => (
              <option key={operator.operatorIdx} value={operator.operatorIdx}>
                {operator.name} ({operator.loginId})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="audit-action" label="작업" error={errors.action?.message}>
        {(control) => (
          <select
            className={`${styles.select} ${styles.compact}`}
            {...control}
            {...register('action')}
          >
            <option value="">모든 작업</option>
            {actionGroups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      <Field id="audit-target-id" label="대상 번호" error={errors.targetId?.message}>
        {(control) => (
          <input
            className={`${styles.input} ${styles.compact}`}
            inputMode="numeric"
            {...control}
            {...register('targetId')}
          />
        )}
      </Field>
      <Field id="audit-from" label="시작일" error={errors.from?.message}>
        {(control) => (
          <input
            type="date"
            className={`${styles.input} ${styles.compact}`}
            {...control}
            {...register('from')}
          />
        )}
      </Field>
      <Field id="audit-to" label="종료일" error={errors.to?.message}>
        {(control) => (
          <input
            type="date"
            className={`${styles.input} ${styles.compact}`}
            {...control}
            {...register('to')}
          />
        )}
      </Field>
    </FilterBar>
  );
}

function AuditTable({ rows }: { rows: readonly AuditEntry[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <DataTable
      caption="최근 기록부터 · 시각은 서울 기준"
      headers={['시각', '운영자', '작업', '대상', '변경 내용']}
    >
      {rows.map((row) => {
        const expanded = open === row.auditIdx;
        const label = auditActionLabel(row.action, row.before === null && row.after !== null);
        return (
          <Fragment key={row.auditIdx}>
            <tr>
              <td className={table.nowrap}>{seoulDateTimeLabel(row.at)}</td>
              <td>{row.operatorLoginId ?? '시스템'}</td>
              <td>
                {label}
                <span className={css.code}>{row.action}</span>
              </td>
              <td>
                {auditTargetLabel(row.targetType)}
                {row.targetId ? ` #${row.targetId}` : ''}
                <span className={css.code}>{row.targetType}</span>
              </td>
              <td>
                <button
                  type="button"
                  className={styles.smallButton}
                  aria-expanded={expanded}
                  aria-controls={`audit-changes-${row.auditIdx}`}
                  aria-label={`${label} ${row.targetId ? `#${row.targetId} ` : ''}변경 내용 ${expanded ? '닫기' : '보기'}`}
                  onClick={() => setOpen(expanded ? null : row.auditIdx)}
                >
                  {expanded ? '닫기' : '보기'}
                </button>
              </td>
            </tr>
            {expanded ? (
              <tr className={css.changes} id={`audit-changes-${row.auditIdx}`}>
                <td colSpan={5}>
                  <AuditChanges row={row} />
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </DataTable>
  );
}

function AuditChanges({ row }: { row: AuditEntry }) {
  const changes = auditChanges(row.before, row.after);
  const context = { action: row.action, programType: programTypeOf(row) };
  if (changes.length === 0) return <p className={styles.empty}>바뀐 항목이 없어요.</p>;
  return (
    <table className={css.diff}>
      <caption className={css.diffCaption}>
        {row.before === null
          ? '새로 만든 항목'
          : row.after === null
            ? '삭제된 항목'
            : '바뀐 항목만'}
      </caption>
      <thead>
        <tr>
          <th scope="col">항목</th>
          <th scope="col">이전</th>
          <th scope="col">이후</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{auditFieldLabel(change.field)}</th>
            <td className={change.before === null ? undefined : css.removed}>
              <pre className={css.value}>
                {auditValueLabel(change.field, change.before, context)}
              </pre>
            </td>
            <td className={change.after === null ? undefined : css.added}>
              <pre className={css.value}>
                {auditValueLabel(change.field, change.after, context)}
              </pre>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The program type an entry's row carries (newer rows carry it; older rows have none). */
function programTypeOf(row: AuditEntry): string | undefined {
  for (const side of [row.after, row.before]) {
    if (side !== null && typeof side === 'object' && 'programType' in side) {
      const { programType } = side;
      if (typeof programType === 'string') return programType;
    }
  }
  return undefined;
}
