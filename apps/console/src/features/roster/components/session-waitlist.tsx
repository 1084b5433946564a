import {
  type StaffWaitlistRow,
  staffWaitlistRemoveBody,
  WAITLIST_STATE_LABELS,
} from '@venue/contract';
import { useEffect, useId, useRef, useState } from 'react';
import styles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages, TextField } from '../../../components/form-fields';
import { refusalWords } from '../../../lib/api-client';
import { useWaitlist } from '../api/get-waitlist';
import { useOfferWaitlist } from '../api/offer-waitlist';
import { useRemoveFromWaitlist } from '../api/remove-from-waitlist';
import {
  freeSeats,
  inLine,
  inLineCount,
  offerNextMessage,
  shortSeoulDateTime,
} from '../waitlist-rows';
import rosterStyles from './roster.module.css';
import { RosterDialog } from './roster-dialog';

/**
 * A session's waiting list under its bookings on the roster (decision 063): 대기자 N명 (those
 * still in line), the seats (정원, 예약, 잡아 둔 자리 (제안·단체), 남은 자리) and every place in line
 * order with its state — what the door needs first (순번, 이름, 상태, 제안 마감) before a phone's
 * table scrolls — names and phones as the server masks them below ADMIN. EDITOR and ADMIN
 * offer the free seats now (다음 대기자에게 제안) while the session is open, and take a member out
 * of the line with a reason (대기 제외); STAFF read it only.
 */
export function SessionWaitlist({
  programInstanceIdx,
  sessionHeadingId,
  sessionLabel,
  canEdit,
  open,
}: {
  programInstanceIdx: number;
  /** the id of the session's heading, which names this section with its own heading */
  sessionHeadingId: string;
  /** '14:00–15:00 회차' */
  sessionLabel: string;
  canEdit: boolean;
  /** the session takes offers: not cancelled, not begun */
  open: boolean;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const waitlist = useWaitlist(programInstanceIdx);
  const offer = useOfferWaitlist();
  const [removing, setRemoving] = useState<StaffWaitlistRow | null>(null);
  const [message, setMessage] = useState({ failure: '', done: '' });
  const data = waitlist.data;
  // After a removal the keyboard goes on from the list's heading: once the dialog has handed focus
  // back to its opener, and again when the list comes back without that row (its button gone).
  const refocus = useRef(false);
  useEffect(() => {
    if (data && refocus.current) {
      refocus.current = false;
      headingRef.current?.focus();
    }
  }, [data]);
  const rows = data?.rows ?? [];
  const waiting = rows.some((row) => row.state === 'WAITING');
  const free = data ? freeSeats(data) : null;
  const editable = canEdit && rows.some((row) => inLine(row.state));

  const offerNext = () => {
    setMessage({ failure: '', done: '' });
    offer.mutate(
      { programInstanceIdx },
      {
        onSuccess: (answer) =>
          setMessage({ failure: '', done: offerNextMessage(answer.offered.length, free) }),
        onError: (error) =>
          setMessage({
            failure: refusalWords(error, '제안하지 못했어요. 다시 시도해 주세요.'),
            done: '',
          }),
      },
    );
  };

  return (
    <section
      className={`${rosterStyles.panel} ${rosterStyles.waitlist}`}
      aria-labelledby={`${sessionHeadingId} ${headingId}`}
    >
      <div className={rosterStyles.panelHead}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className={rosterStyles.panelTitle}>
          {data ? `대기자 ${inLineCount(rows)}명` : '대기자'}
        </h3>
        {canEdit && open && waiting ? (
          <button
            type="button"
            className={styles.smallButton}
            disabled={offer.isPending}
            onClick={offerNext}
          >
            다음 대기자에게 제안
          </button>
        ) : null}
      </div>
      {waitlist.isError ? (
        <p className={styles.formError} role="alert">
          {data
            ? '대기자 명단을 새로 고치지 못했어요. 마지막으로 받은 명단이에요.'
            : refusalWords(waitlist.error, '대기자 명단을 불러오지 못했어요.')}
        </p>
      ) : null}
      {data ? (
        <>
          <dl className={rosterStyles.seats}>
            <div>
              <dt>정원</dt>
              <dd>{data.capacity === null ? '제한 없음' : `${data.capacity}석`}</dd>
            </div>
            <div>
              <dt>예약</dt>
              <dd>{data.reservedCount}석</dd>
            </div>
            <div>
              <dt>잡아 둔 자리 (제안·단체)</dt>
              <dd>{data.heldCount}석</dd>
            </div>
            <div>
              <dt>남은 자리</dt>
              <dd>{free === null ? '제한 없음' : `${free}석`}</dd>
            </div>
          </dl>
          {rows.length === 0 ? (
            <p className={styles.empty}>대기자가 없어요.</p>
          ) : (
            <WaitlistTable
              rows={rows}
              label={`${sessionLabel} 대기자 명단`}
              canEdit={editable}
              onRemove={(row) => {
                setMessage({ failure: '', done: '' });
                setRemoving(row);
              }}
            />
          )}
        </>
      ) : waitlist.isError ? null : (
        <p className={styles.empty}>대기자 명단을 불러오는 중이에요.</p>
      )}
      <FormMessages failure={message.failure || undefined} done={message.done} />
      {removing ? (
        <RemoveDialog
          key={removing.waitlistIdx}
          row={removing}
          onClose={(done) => {
            setRemoving(null);
            if (!done) return;
            setMessage({ failure: '', done });
            // The row's 대기 제외 is gone once the list is asked again: the keyboard goes on from
            // the list's heading, not from a button that disappears (the dialog gives focus back
            // to its opener first).
            refocus.current = true;
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
        />
      ) : null}
    </section>
  );
}

function WaitlistTable({
  rows,
  label,
  canEdit,
  onRemove,
}: {
  rows: StaffWaitlistRow[];
  label: string;
  canEdit: boolean;
  onRemove: (row: StaffWaitlistRow) => void;
}) {
  const table = (
    <table className={`${styles.table} ${rosterStyles.waitlistTable}`} aria-label={label}>
      <thead>
        <tr>
          <th scope="col" className={rosterStyles.number}>
            순번
          </th>
          <th scope="col">이름</th>
          <th scope="col">상태</th>
          <th scope="col">제안 마감</th>
          <th scope="col" className={rosterStyles.number}>
            인원
          </th>
          <th scope="col">연락처</th>
          <th scope="col">신청 시각</th>
          {canEdit ? <th scope="col">관리</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.waitlistIdx} data-state={row.state}>
            <td className={rosterStyles.number}>{row.position ?? '—'}</td>
            <th scope="row" className={rosterStyles.rowName}>
              {row.memberName}
            </th>
            <td>
              <span className={`${rosterStyles.state} ${rosterStyles[`state${row.state}`] ?? ''}`}>
                {WAITLIST_STATE_LABELS[row.state]}
              </span>
            </td>
            <td className={rosterStyles.time}>
              {row.state === 'OFFERED' ? shortSeoulDateTime(row.offerDeadline) : '—'}
            </td>
            <td className={rosterStyles.number}>{row.personCount}명</td>
            <td className={rosterStyles.time}>{row.phoneNumber}</td>
            <td className={rosterStyles.time}>{shortSeoulDateTime(row.joinedAt)}</td>
            {canEdit ? (
              <td>
                {inLine(row.state) ? (
                  <button
                    type="button"
                    className={`${styles.smallButton} ${styles.dangerButton} ${rosterStyles.rowButton}`}
                    aria-label={`${row.memberName} ${row.phoneNumber} 대기 제외`}
                    onClick={() => onRemove(row)}
                  >
                    대기 제외
                  </button>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // Said where the table is wider than its card (a phone).
  const hint = (
    <p className={rosterStyles.scrollHint}>
      표를 옆으로 밀면 인원, 연락처, 신청 시각{canEdit ? ', 대기 제외' : ''}도 보여요.
    </p>
  );
  // On a phone the table scrolls sideways inside its card; without a button to tab to, the
  // scrolling box itself takes the focus so the keyboard can scroll it.
  return (
    <>
      {canEdit ? (
        <div className={styles.tableWrap}>{table}</div>
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is a scrolling box
        <div
          className={`${styles.tableWrap} ${rosterStyles.scroller}`}
          role="group"
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box with nothing to focus inside
          tabIndex={0}
        >
          {table}
        </div>
      )}
      {hint}
    </>
  );
}

/**
 * Asks once before a member leaves the line, naming them; the reason is required (the contract's
 * schema checks it before anything is sent) and kept with the place and in the audit log. The
 * server sends the member no message for it.
 */
function RemoveDialog({
  row,
  onClose,
}: {
  row: StaffWaitlistRow;
  onClose: (doneMessage?: string) => void;
}) {
  const remove = useRemoveFromWaitlist();
  const offered = row.state === 'OFFERED';
  const {
    submit,
    failure,
    bind: field,
  } = useContractForm(
    staffWaitlistRemoveBody,
    { waitlistIdx: row.waitlistIdx, reason: '' },
    async (values) => {
      await remove.mutateAsync(values);
      onClose(
        `${row.memberName} 님을 대기에서 제외했어요.${offered ? ' 잡아 둔 자리는 다음 대기자에게 넘어가요.' : ''}`,
      );
    },
    { fallback: '제외하지 못했어요. 다시 시도해 주세요.' },
  );
  return (
    <RosterDialog
      title="대기에서 제외할까요?"
      confirmLabel="제외하기"
      busy={remove.isPending}
      failure={failure}
      onClose={onClose}
      onConfirm={submit}
    >
      <p>
        {row.memberName} · {row.phoneNumber} · {row.personCount}명 ·{' '}
        {WAITLIST_STATE_LABELS[row.state]}
        {offered ? ` (${shortSeoulDateTime(row.offerDeadline)}까지)` : ''}
      </p>
      <p>
        {offered
          ? '잡아 둔 자리는 바로 다음 대기자에게 넘어가요.'
          : '대기 순번에서 빠지고, 뒤의 대기자가 한 칸씩 앞으로 와요.'}
      </p>
      <p>
        회원님의 대기 내역에는 ‘대기 취소’로 보여요. 알림은 따로 가지 않으니 필요하면 연락해 주세요.
      </p>
      <TextField
        id="waitlist-remove-reason"
        label="제외 사유"
        compact
        hint="회원님께는 보이지 않고 감사 로그에 남아요. 200자까지 적을 수 있어요."
        maxLength={200}
        autoComplete="off"
        {...field('reason')}
      />
    </RosterDialog>
  );
}
