import type { StaffInquirySummary } from '@venue/contract';
import { type InquiryStatus, inquiryCategoryLabels, toDotDate } from '@venue/contract/domain';
import { Link, useSearchParams } from 'react-router';
import styles from '../../../components/console.module.css';
import listStyles from '../../../components/list.module.css';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { useStaffInquiries } from '../api/get-staff-inquiries';
// The status badge is the inquiry feature's own component, shared so both sides say the same.
import { InquiryStatusBadge } from './inquiry-status-badge';
import inquiryStyles from './staff-inquiries.module.css';

const FILTERS: { status: InquiryStatus | undefined; label: string }[] = [
  { status: 'WAITING', label: '답변대기' },
  { status: 'ANSWERED', label: '답변완료' },
  { status: undefined, label: '전체' },
];

function parseStatus(value: string | null): InquiryStatus | undefined {
  return value === 'WAITING' || value === 'ANSWERED' ? value : undefined;
}

/**
 * /staff/inquiries (decision 018): members' 1:1 inquiries for any operator, filtered by status
 * (`?status=`), waiting ones first and the longest wait on top; names are masked. Each opens the
 * answer page. 20 a page (`?page=`).
 */
export function StaffInquiries() {
  const [search, setSearch] = useSearchParams();
  const status = parseStatus(search.get('status'));
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const inquiries = useStaffInquiries({ status, page });

  const go = (next: { status?: InquiryStatus | undefined; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = 'status' in next ? next.status : status;
    if (nextStatus) params.set('status', nextStatus);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params, { replace: true });
  };

  return (
    <div className={styles.page}>
      <PageHeader title="1:1 문의" />
      <ListCard
        id="staff-inquiries-heading"
        title="문의 목록"
        above={
          <fieldset className={inquiryStyles.filters}>
            <legend className="sr-only">답변 상태</legend>
            {FILTERS.map((filter) => (
              <button
                key={filter.label}
                type="button"
                className={styles.smallButton}
                aria-pressed={status === filter.status}
                onClick={() => go({ status: filter.status })}
              >
                {filter.label}
              </button>
            ))}
          </fieldset>
        }
        read={{ data: inquiries.data, error: inquiries.error }}
        empty={status === 'WAITING' ? '답변을 기다리는 문의가 없어요.' : '문의가 없어요.'}
        pager={{ label: '페이지', page, onPage: (next) => go({ page: next }) }}
      >
        {(rows) => (
          <>
            <p className={styles.hint}>전체 {inquiries.data?.totalCount}건</p>
            <ul className={listStyles.list}>
              {rows.map((item) => (
                <li key={item.inquiryIdx}>
                  <InquiryRow item={item} />
                </li>
              ))}
            </ul>
          </>
        )}
      </ListCard>
    </div>
  );
}

function InquiryRow({ item }: { item: StaffInquirySummary }) {
  return (
    <Link to={staffPaths.inquiry.getHref(item.inquiryIdx)} className={listStyles.row}>
      <span className={listStyles.rowTop}>
        <InquiryStatusBadge status={item.status} />
        <span className={listStyles.meta}>
          {inquiryCategoryLabels[item.category]} · {item.memberName} · {toDotDate(item.regDate)}
        </span>
      </span>
      <span className={listStyles.title}>{item.title}</span>
    </Link>
  );
}
