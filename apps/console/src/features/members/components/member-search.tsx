import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Operator,
  type StaffMemberDetail,
  staffMemberRestrictionBody,
  staffMemberSearchBody,
} from '@venue/contract';
import { formatPhone } from '@venue/contract/domain';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages, TextAreaField, TextField } from '../../../components/form-fields';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { roleAllows } from '../../../config/roles';
import { seoulDateTimeLabel, seoulDayLabel } from '../../../lib/seoul-time';
import { useMember } from '../api/get-member';
import { useMemberSearch } from '../api/search-members';
import { useSetRestriction } from '../api/set-restriction';
import css from './member-search.module.css';

/**
 * /staff/members (any operator, decision 033): a member found by name, the last four digits of
 * the phone or the member number; their entries, check-ins and inquiries beside the list. Names
 * and phones are masked (김*늘, 010-****-5678) for everyone but an ADMIN, by the server. A no-show
 * restriction in force (decision 065) shows until when and why. An ADMIN restricts a member's
 * participation, or lifts it (and with it a no-show restriction), with a reason.
 */
export function MemberSearch({ operator }: { operator: Operator }) {
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const openIdx = Number(search.get('member')) || null;
  const results = useMemberSearch(query, page);
  const detail = useMember(openIdx);

  const go = (next: { q?: string; page?: number; member?: number | null }) => {
    const params = new URLSearchParams();
    const q = next.q ?? query;
    if (q) params.set('q', q);
    const p = next.page ?? page;
    if (p > 1) params.set('page', String(p));
    const member = next.member === undefined ? openIdx : next.member;
    if (member) params.set('member', String(member));
    setSearch(params);
  };
  const data = query ? results.data : undefined;

  return (
    <div className={cms.page}>
      <PageHeader title="회원" />
      <div className={cms.split}>
        <ListCard
          id="member-list-heading"
          title="회원 찾기"
          above={
            <MemberQueryForm
              key={query}
              initial={query}
              onSearch={(q) => go({ q, page: 1, member: null })}
            />
          }
          masked={data?.maskedYn === 'Y'}
          read={{ data, error: results.error }}
          idle={query ? undefined : '찾을 회원을 입력해 주세요.'}
          empty="찾는 회원이 없어요."
          pager={{ label: '회원 페이지', page, onPage: (next) => go({ page: next }) }}
        >
          {(rows) => (
            <ul className={cms.rows} aria-label="찾은 회원">
              {rows.map((member) => (
                <li key={member.userIdx}>
                  <button
                    type="button"
                    className={cms.rowButton}
                    aria-current={member.userIdx === openIdx ? 'true' : undefined}
                    onClick={() => go({ member: member.userIdx })}
                  >
                    <span className={cms.rowTop}>
                      <span className={cms.rowTitle}>{member.name}</span>
                      <span>{formatPhone(member.phoneNumber)}</span>
                      {member.participationPossibleYn === 'N' ? (
                        <span className={`${styles.badge} ${css.restricted}`}>참여 제한</span>
                      ) : null}
                    </span>
                    <span className={cms.meta}>
                      회원번호 {member.userIdx} · {member.birthYear}년생
                      {member.status === 'WITHDRAWN' ? ' · 탈퇴' : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </ListCard>
        {openIdx && detail.data ? (
          <MemberDetail
            key={openIdx}
            detail={detail.data}
            canRestrict={roleAllows(operator.role, 'ADMIN')}
          />
        ) : openIdx && detail.error ? (
          <p className={styles.formError} role="alert">
            {detail.error.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}

const querySchema = staffMemberSearchBody.pick({ query: true });
type QueryInput = { query: string };

/** The search box, checked with the contract's own rule (and words) before anything is asked. */
function MemberQueryForm({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (query: string) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<QueryInput>({
    resolver: zodResolver(querySchema),
    defaultValues: { query: initial },
  });
  return (
    <form
      className={css.searchRow}
      onSubmit={handleSubmit((values) => onSearch(values.query))}
      noValidate
    >
      <TextField
        id="member-query"
        label="검색어"
        hint="이름, 전화번호 뒤 4자리 또는 회원번호"
        type="search"
        compact
        error={errors.query?.message}
        {...register('query')}
      />
      <button type="submit" className={cms.primary}>
        찾기
      </button>
    </form>
  );
}

function MemberDetail({
  detail,
  canRestrict,
}: {
  detail: StaffMemberDetail;
  canRestrict: boolean;
}) {
  const { member } = detail;
  return (
    <Card
      id="member-detail-heading"
      title={
        <>
          {member.name} <span className={cms.meta}>회원번호 {member.userIdx}</span>
        </>
      }
    >
      <dl className={styles.facts}>
        <dt>전화번호</dt>
        <dd>{formatPhone(member.phoneNumber)}</dd>
        <dt>출생 연도</dt>
        <dd>{member.birthYear}</dd>
        <dt>방문</dt>
        <dd>
          {member.visitCount}일 · 체크인 {member.checkInCount}회
        </dd>
        <dt>참여</dt>
        <dd>{member.participationPossibleYn === 'Y' ? '가능' : '제한'}</dd>
        {detail.bookingRestriction ? (
          <>
            <dt>예약·응모 제한</dt>
            <dd>
              <span className={`${styles.badge} ${css.restricted}`}>
                {seoulDayLabel(detail.bookingRestriction.until)}까지
              </span>{' '}
              {detail.bookingRestriction.reason}
            </dd>
          </>
        ) : null}
        {detail.restriction ? (
          <>
            <dt>최근 변경</dt>
            <dd>
              {detail.restriction.participationPossibleYn === 'N' ? '제한' : '해제'} ·{' '}
              {detail.restriction.reason} ({seoulDateTimeLabel(detail.restriction.at)},{' '}
              {detail.restriction.operatorLoginId ?? '시스템'})
            </dd>
          </>
        ) : null}
      </dl>
      {canRestrict && member.status === 'ACTIVE' ? (
        <RestrictionForm
          userIdx={member.userIdx}
          restricted={member.participationPossibleYn === 'N'}
          noShowRestricted={detail.bookingRestriction !== null}
        />
      ) : null}

      <h3 className={css.subheading}>예약·응모 ({detail.entries.length})</h3>
      {detail.entries.length === 0 ? <p className={styles.empty}>없어요.</p> : null}
      <ul className={css.history}>
        {detail.entries.map((entry) => (
          <li key={entry.reserveEntryIdx}>
            <strong>{entry.statusLabel}</strong> {entry.programName}
            <span className={cms.meta}>
              {' '}
              {entry.execDate ?? ''} {entry.startTime ?? ''} · {entry.participantCnt}명 ·{' '}
              {entry.reserveEntryId}
            </span>
          </li>
        ))}
      </ul>
      <h3 className={css.subheading}>체크인 ({detail.checkIns.length})</h3>
      {detail.checkIns.length === 0 ? <p className={styles.empty}>없어요.</p> : null}
      <ul className={css.history}>
        {detail.checkIns.map((visit) => (
          <li key={visit.checkInIdx}>
            {seoulDateTimeLabel(visit.checkedInAt)} {visit.placeName}
          </li>
        ))}
      </ul>
      <h3 className={css.subheading}>1:1 문의 ({detail.inquiries.length})</h3>
      {detail.inquiries.length === 0 ? <p className={styles.empty}>없어요.</p> : null}
      <ul className={css.history}>
        {detail.inquiries.map((inquiry) => (
          <li key={inquiry.inquiryIdx}>
            {inquiry.status === 'ANSWERED' ? '답변완료' : '답변대기'} {inquiry.title}
            <span className={cms.meta}> {seoulDateTimeLabel(inquiry.regDate)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * 참여 제한 or 제한 해제 with the reason the audit log keeps (never the member's details). A member
 * who may take part but is under a no-show restriction is offered 불참 제한 해제: the same lift
 * (participationPossibleYn Y), which the server takes as ending the restriction and resetting the
 * count (decision 065).
 */
function RestrictionForm({
  userIdx,
  restricted,
  noShowRestricted,
}: {
  userIdx: number;
  restricted: boolean;
  noShowRestricted: boolean;
}) {
  const save = useSetRestriction();
  const lift = restricted || noShowRestricted;
  const {
    bind,
    reset,
    submit,
    failure,
    done,
    formState: { isSubmitting },
  } = useContractForm(
    staffMemberRestrictionBody,
    { userIdx, participationPossibleYn: lift ? 'Y' : 'N', reason: '' },
    async (values) => {
      // The change asked for is the opposite of the member's state now (it may have just flipped).
      await save.mutateAsync({ ...values, participationPossibleYn: lift ? 'Y' : 'N' });
      reset({ ...values, reason: '' });
      return !lift
        ? '참여를 제한했어요.'
        : restricted
          ? '참여 제한을 풀었어요.'
          : '불참 제한을 풀었어요.';
    },
    { fields: ['reason'] },
  );
  return (
    <form className={css.restriction} onSubmit={submit} noValidate aria-label="참여 제한">
      <TextAreaField
        id="restriction-reason"
        label={
          restricted
            ? '제한을 푸는 사유'
            : noShowRestricted
              ? '불참 제한을 푸는 사유'
              : '참여를 제한하는 사유'
        }
        hint="감사 로그에 남아요. 회원의 개인정보는 적지 마세요."
        rows={2}
        {...bind('reason')}
      />
      <button
        type="submit"
        className={lift ? cms.primary : `${cms.primary} ${css.restrict}`}
        disabled={isSubmitting}
      >
        {restricted ? '제한 해제' : noShowRestricted ? '불참 제한 해제' : '참여 제한'}
      </button>
      <FormMessages failure={failure} done={done} />
    </form>
  );
}
