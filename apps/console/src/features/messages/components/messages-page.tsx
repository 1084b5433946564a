import {
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  MESSAGE_STATUS_LABELS,
  MESSAGE_STATUSES,
  type Operator,
  type StaffMessageRow,
  seoulToday,
} from '@venue/contract';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card';
import cms from '../../../components/cms/cms.module.css';
import { SearchForm } from '../../../components/cms/search-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { DataTable } from '../../../components/data-table';
import { FormMessages, SelectField } from '../../../components/form-fields';
import { ListCard } from '../../../components/list-card';
import { PageHeader } from '../../../components/page-header';
import { roleAllows } from '../../../config/roles';
import { refusalWords } from '../../../lib/api-client';
import { htmlText } from '../../../lib/html-text';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
// The program filter lists the programs as the door and the roster do.
import { useStaffPlaces } from '../../door/api/get-staff-places';
import { useMessages } from '../api/get-messages';
import { useResendMessage } from '../api/resend-message';
import { messageViewOf, withFilter } from '../message-query';
import { MessageDetail } from './message-detail';
import { channelLabel, StatusChip, won } from './message-format';
import { MessageTotals } from './message-totals';
import css from './messages.module.css';
import { MessagesTabs } from './messages-tabs';

/**
 * /staff/messages (메시지, any operator): every 알림톡 and SMS the venue sent, newest
 * first — kind and template, who it went to (masked below ADMIN, by the server), the program, the
 * channel, the state, the cost and the times — filtered by day, kind, state, program and member
 * (all in the address); the day's totals and cost at the top; one message's text and state history
 * beside the list; the 발송 실패 tab, where EDITOR and ADMIN send a failed message again after
 * one confirmation. `settings` is the venue's message settings (ADMIN), composed by the route.
 */
export function MessagesPage({ operator, settings }: { operator: Operator; settings?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const today = seoulToday(new Date());
  const view = messageViewOf(params, today);
  const list = useMessages(view.body);
  const places = useStaffPlaces();
  const resend = useResendMessage();
  const canResend = roleAllows(operator.role, 'EDITOR');
  const [asking, setAsking] = useState<StaffMessageRow | null>(null);
  const [outcome, setOutcome] = useState<{ failure?: string; done?: string }>({});

  const setFilter = (changes: Record<string, string | null>) => {
    setOutcome({});
    setParams(withFilter(params, changes), { replace: true });
  };
  const open = (messageIdx: number | null) =>
    setParams(withFilter(params, { message: messageIdx ? String(messageIdx) : null }));

  const confirmResend = async () => {
    if (!asking) return;
    const row = asking;
    try {
      await resend.mutateAsync({ messageIdx: row.messageIdx });
      setOutcome({
        done: `${row.kindLabel} 메시지(${row.phoneNumber})를 다시 보내도록 요청했어요. 잠시 후 상태가 바뀌어요.`,
      });
    } catch (error) {
      setOutcome({
        failure: refusalWords(error, '재발송을 요청하지 못했어요.'),
      });
    } finally {
      setAsking(null);
    }
  };

  const allDays = view.date === null;
  return (
    <div className={cms.page}>
      <PageHeader title="메시지" />
      <MessagesTabs current={view.tab} onSelect={() => setOutcome({})} />
      <MessageTotals date={view.summaryDate} today={today} />

      <Card id="messages-filter-heading" title="찾기">
        <div className={css.filters}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="messages-date">
              날짜
            </label>
            <input
              id="messages-date"
              type="date"
              className={`${styles.input} ${styles.compact}`}
              value={view.date ?? ''}
              disabled={allDays}
              aria-describedby="messages-date-hint"
              onChange={(event) => setFilter({ date: event.target.value || 'all' })}
            />
            <label className={cms.check}>
              <input
                type="checkbox"
                checked={allDays}
                onChange={(event) => setFilter({ date: event.target.checked ? 'all' : today })}
              />
              모든 날짜
            </label>
            <p id="messages-date-hint" className={styles.hint}>
              서울 시각 기준이에요.
            </p>
          </div>
          <SelectField
            id="messages-kind"
            label="종류"
            error={undefined}
            value={view.body.kind ?? ''}
            onChange={(event) => setFilter({ kind: event.target.value })}
          >
            <option value="">모든 종류</option>
            {MESSAGE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {MESSAGE_KIND_LABELS[kind]}
              </option>
            ))}
          </SelectField>
          {view.tab === 'all' ? (
            <SelectField
              id="messages-status"
              label="상태"
              error={undefined}
              value={view.body.status ?? ''}
              onChange={(event) => setFilter({ status: event.target.value })}
            >
              <option value="">모든 상태</option>
              {MESSAGE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {MESSAGE_STATUS_LABELS[status]}
                </option>
              ))}
            </SelectField>
          ) : null}
          <SelectField
            id="messages-program"
            label="프로그램"
            error={undefined}
            value={view.body.programIdx ? String(view.body.programIdx) : ''}
            onChange={(event) => setFilter({ program: event.target.value })}
          >
            <option value="">모든 프로그램</option>
            {(places.data?.programs ?? []).map((program) => (
              <option key={program.programIdx} value={program.programIdx}>
                {htmlText(program.programName)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className={css.search}>
          <p className={styles.label} aria-hidden="true">
            회원
          </p>
          <SearchForm
            key={view.q}
            id="messages-search"
            label="회원 찾기: 이름, 전화번호 뒤 4자리, 전화번호 또는 회원번호"
            placeholder="이름·전화 뒤 4자리·회원번호"
            defaultValue={view.q}
            onSearch={(q) => setFilter({ q, member: null })}
          />
          {view.body.userIdx ? (
            <p className={css.memberFilter}>
              회원번호 {view.body.userIdx}의 메시지만 보고 있어요.
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => setFilter({ member: null })}
              >
                모든 회원 보기
              </button>
            </p>
          ) : null}
        </div>
        <div className={cms.actions}>
          <button
            type="button"
            className={styles.smallButton}
            onClick={() => {
              setOutcome({});
              setParams(new URLSearchParams(view.tab === 'failed' ? { tab: 'failed' } : {}), {
                replace: true,
              });
            }}
          >
            조건 지우기
          </button>
        </div>
      </Card>

      <FormMessages failure={outcome.failure} done={outcome.done ?? ''} />

      <div className={view.openIdx ? css.layoutOpen : css.layout}>
        <ListCard
          id="messages-list-heading"
          title={view.tab === 'failed' ? '발송 실패' : '보낸 메시지'}
          meta={`${allDays ? '모든 날짜' : view.date} · ${list.data?.totalCount.toLocaleString('ko-KR')}건`}
          above={
            view.tab === 'failed' ? (
              <p className={styles.hint}>
                제공사가 계속 응답하지 않았거나 발송을 거절한 메시지예요.
                {canResend
                  ? ' 재발송하면 같은 메시지 번호로 다시 보내요. 이미 받은 메시지는 제공사가 두 번 보내지 않아요.'
                  : ' 재발송은 편집자와 관리자가 할 수 있어요.'}
              </p>
            ) : null
          }
          masked={list.data?.maskedYn === 'Y'}
          read={list}
          empty={
            view.tab === 'failed'
              ? '발송에 실패한 메시지가 없어요.'
              : '조건에 맞는 메시지가 없어요.'
          }
          pager={{
            label: '메시지 페이지',
            page: list.data?.page ?? 1,
            onPage: (page) => setFilter({ page: page > 1 ? String(page) : null }),
          }}
        >
          {(rows) => (
            <MessageTable
              rows={rows}
              allDays={allDays}
              openIdx={view.openIdx}
              canResend={canResend}
              busy={resend.isPending}
              onOpen={open}
              onResend={(row) => {
                setOutcome({});
                setAsking(row);
              }}
            />
          )}
        </ListCard>
        {view.openIdx ? (
          <MessageDetail
            key={view.openIdx}
            messageIdx={view.openIdx}
            canResend={canResend}
            busy={resend.isPending}
            onResend={(row) => {
              setOutcome({});
              setAsking(row);
            }}
            onClose={() => open(null)}
          />
        ) : null}
      </div>

      {settings}

      <ConfirmDialog
        open={asking !== null}
        title="메시지를 다시 보낼까요?"
        confirmLabel="재발송"
        busy={resend.isPending}
        onConfirm={() => void confirmResend()}
        onCancel={() => setAsking(null)}
      >
        {asking ? (
          <>
            <p>
              {asking.kindLabel} 메시지를 다시 보내요. 받는 번호: {asking.phoneNumber}
            </p>
            <p>제공사가 이미 받은 메시지라면 같은 메시지가 두 번 가지 않아요.</p>
          </>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

/** HH:MM of a Seoul instant, or MM-DD HH:MM when the list spans days. */
const timeLabel = (iso: string, withDay: boolean) => {
  const label = seoulDateTimeLabel(iso);
  return withDay ? label.slice(5) : label.slice(11);
};

function MessageTable({
  rows,
  allDays,
  openIdx,
  canResend,
  busy,
  onOpen,
  onResend,
}: {
  rows: readonly StaffMessageRow[];
  allDays: boolean;
  openIdx: number | null;
  canResend: boolean;
  busy: boolean;
  onOpen: (messageIdx: number) => void;
  onResend: (row: StaffMessageRow) => void;
}) {
  return (
    <DataTable
      caption="최근 메시지부터 · 시각은 서울 기준"
      captionClassName="sr-only"
      className={`${styles.table} ${css.table}`}
      headers={[
        '시각',
        '종류',
        '받는 사람',
        '프로그램',
        '채널',
        '상태',
        '비용',
        { hidden: '보기' },
      ]}
    >
      {rows.map((row) => {
        const name = `${row.kindLabel} ${row.phoneNumber}`;
        return (
          <tr key={row.messageIdx} aria-current={row.messageIdx === openIdx ? 'true' : undefined}>
            <td className={css.time}>
              {timeLabel(row.createdAt, allDays)}
              {row.sentAt ? (
                <span className={css.sub}>발송 {timeLabel(row.sentAt, allDays)}</span>
              ) : null}
            </td>
            <td>
              {row.kindLabel}
              <span className={css.code}>{row.templateCode ?? '문자로 발송'}</span>
            </td>
            <td>
              {row.memberName ?? '—'}
              <span className={css.sub}>{row.phoneNumber}</span>
            </td>
            <td>{row.programName ?? '—'}</td>
            <td>{channelLabel(row.channel)}</td>
            <td>
              <StatusChip status={row.status} label={row.statusLabel} />
            </td>
            <td className={css.number}>{won(row.costKrw)}</td>
            <td>
              <div className={css.rowActions}>
                <button
                  type="button"
                  className={styles.smallButton}
                  aria-label={`${name} 메시지 보기`}
                  onClick={() => onOpen(row.messageIdx)}
                >
                  보기
                </button>
                {canResend && row.status === 'FAILED' ? (
                  <button
                    type="button"
                    className={`${styles.smallButton} ${css.resend}`}
                    aria-label={`${name} 메시지 재발송`}
                    disabled={busy}
                    onClick={() => onResend(row)}
                  >
                    재발송
                  </button>
                ) : null}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
