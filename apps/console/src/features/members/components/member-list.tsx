import { type StaffMemberListRow, staffMemberBrowseBody } from '@venue/contract';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import { DataTable } from '../../../components/data-table';
import table from '../../../components/data-table.module.css';
import { FilterBar, FilterCheck } from '../../../components/filter-bar';
import { Field } from '../../../components/form-fields';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useMemberBrowse } from '../api/browse-members';
import {
  type MemberListForm,
  memberListBody,
  memberListFormOf,
  memberListPageOf,
  memberListSearch,
} from '../member-list-query';
import css from './member-list.module.css';

/**
 * /staff/member-list (any operator): every member, 50 a page, filtered by joining
 * day, restriction now, no-shows and last visit, sorted by joining or last visit; names and
 * phones masked below ADMIN by the server. There is no text search here (회원 finds one member),
 * so the list cannot be used to test a hidden digit. A row opens the member on 회원.
 */
export function MemberList() {
  const [params, setParams] = useSearchParams();
  const form = memberListFormOf(params);
  const page = memberListPageOf(params);
  const body = memberListBody(form, page);
  const list = useMemberBrowse(body);
  const apply = (next: MemberListForm, nextPage = 1) => setParams(memberListSearch(next, nextPage));

  return (
    <div className={cms.page}>
      <PageHeader title="회원 목록" />
      <FilterForm key={params.toString()} initial={form} onApply={(next) => apply(next)} />
      <ListCard
        id="member-rows-heading"
        title="회원"
        countUnit="명"
        masked={list.data?.maskedYn === 'Y'}
        read={list}
        empty="조건에 맞는 회원이 없어요."
        pager={{ label: '회원 목록 페이지', page, onPage: (next) => apply(form, next) }}
      >
        {(rows) => <MemberTable rows={rows} sort={form.sort} />}
      </ListCard>
    </div>
  );
}

function FilterForm({
  initial,
  onApply,
}: {
  initial: MemberListForm;
  onApply: (form: MemberListForm) => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MemberListForm>({ defaultValues: initial });
  const submit = handleSubmit((values) => {
    // The contract's own rules (a range that ends before it starts) before asking the server.
    const parsed = staffMemberBrowseBody.safeParse(memberListBody(values, 1));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (
          key === 'joinedTo' ||
          key === 'lastVisitTo' ||
          key === 'joinedFrom' ||
          key === 'lastVisitFrom'
        ) {
          setError(key, { message: issue.message });
        }
      }
      return;
    }
    onApply(values);
  });
  const empty: MemberListForm = {
    joinedFrom: '',
    joinedTo: '',
    lastVisitFrom: '',
    lastVisitTo: '',
    restricted: false,
    noShow: false,
    sort: 'JOINED',
  };
  const day = (name: keyof MemberListForm & `${string}${'From' | 'To'}`, label: string) => (
    <Field id={`member-list-${name}`} label={label} error={errors[name]?.message}>
      {(control) => (
        <input
          type="date"
          className={`${styles.input} ${styles.compact}`}
          {...control}
          {...register(name)}
        />
      )}
    </Field>
  );
  return (
    <FilterBar
      id="member-filter"
      title="조건"
      submitLabel="보기"
      onSubmit={submit}
      onClear={() => onApply(empty)}
      checks={
        <>
          <FilterCheck {...register('restricted')}>지금 참여 제한 중인 회원만</FilterCheck>
          <FilterCheck {...register('noShow')}>불참 기록이 있는 회원만</FilterCheck>
        </>
      }
    >
      {day('joinedFrom', '가입일 (부터)')}
      {day('joinedTo', '가입일 (까지)')}
      {day('lastVisitFrom', '최근 방문 (부터)')}
      {day('lastVisitTo', '최근 방문 (까지)')}
      <Field id="member-list-sort" label="정렬">
        {(control) => (
          <select
            className={`${styles.select} ${styles.compact}`}
            {...control}
            {...register('sort')}
          >
            <option value="JOINED">가입일 최근 순</option>
            <option value="LAST_VISIT">최근 방문 순</option>
          </select>
        )}
      </Field>
    </FilterBar>
  );
}

function MemberTable({
  rows,
  sort,
}: {
  rows: readonly StaffMemberListRow[];
  sort: MemberListForm['sort'];
}) {
  return (
    <DataTable
      caption={`${sort === 'LAST_VISIT' ? '최근 방문 순' : '가입일 최근 순'} · 날짜는 서울 기준`}
      headers={['회원번호', '이름', '휴대폰', '출생연도', '가입일', '최근 방문', '불참', '상태']}
    >
      {rows.map((row) => (
        <tr key={row.userIdx}>
          <td className={table.number}>{row.userIdx}</td>
          <td>
            <Link to={staffPaths.members.getHref(undefined, row.userIdx)}>{row.name}</Link>
          </td>
          <td className={table.nowrap}>{row.phoneNumber}</td>
          <td>{row.birthYear}</td>
          <td className={table.nowrap}>{seoulDateTimeLabel(row.regDate).slice(0, 10)}</td>
          <td className={table.nowrap}>
            {row.lastVisitAt ? seoulDateTimeLabel(row.lastVisitAt) : '방문 없음'}
          </td>
          <td className={table.number}>{row.noShowCount > 0 ? `${row.noShowCount}회` : '-'}</td>
          <td>
            {row.status === 'WITHDRAWN' ? (
              <span className={styles.badge}>탈퇴</span>
            ) : row.restrictedYn === 'Y' ? (
              <span className={`${styles.badge} ${css.restricted}`}>참여 제한</span>
            ) : (
              '정상'
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
