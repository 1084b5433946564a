import {
  type EntryStatusAction,
  type Operator,
  type RosterEntry,
  type StaffRoster,
  seoulToday,
  staffEntryStatusBody,
} from '@venue/contract';
import { toSeoulTime } from '@venue/contract/domain';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SearchForm } from '../../../components/cms/search-form';
import styles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages, SelectField, TextField } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { roleAllows } from '../../../config/roles';
import { refusalWords } from '../../../lib/api-client';
import { htmlText } from '../../../lib/html-text';
// The roster picks its program from the door's place list (every displayed program).
import { useStaffPlaces } from '../../door/api/get-staff-places';
import { useChangeEntryStatus } from '../api/change-entry-status';
import { useRoster } from '../api/get-roster';
import { entryLine, entryWho, instanceBegun, rosterActions } from '../roster-actions';
import { printFilters, rosterBodyOf } from '../roster-query';
import { bookedSeats, type SessionGroup, sessionGroups } from '../roster-sessions';
import { sessionTime } from '../staff-booking-words';
import { DoorRuleForm } from './door-rule-form';
import rosterStyles from './roster.module.css';
import { EntrySelectBox, RosterBulk, RosterSelectionScope } from './roster-bulk';
import { emptyIsNoReason, RosterDialog, useAsking } from './roster-dialog';
import { SessionHolds } from './session-holds';
import { SessionWaitlist } from './session-waitlist';
import { AddBooking, EntryChanges } from './staff-booking';

/**
 * /staff/roster (STAFF+): who is booked for a program's day or instance — status, party
 * size, answers, check-in time and booking number — searched on the server by name, the last four
 * digits of the phone or the booking number. STAFF see names and phones masked, ADMIN in full.
 * Each booking can be cancelled for the member (with a reason) or marked 참여완료 or 불참, each
 * after one confirmation. Bookings are grouped by session, and under each session of a reservation
 * program is its waiting list (`session-waitlist.tsx`, decision 063). Filters live in the address;
 * cards fit a phone at the door.
 */
export function InstanceRoster({ operator }: { operator: Operator }) {
  const [params, setParams] = useSearchParams();
  const today = seoulToday(new Date());
  const body = rosterBodyOf(params);
  const places = useStaffPlaces();
  const roster = useRoster(body);
  const { asking, done, ask, close, clearDone } = useAsking<{
    entry: RosterEntry;
    action: EntryStatusAction;
    programType: StaffRoster['program']['programType'];
  }>();

  const setFilter = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    clearDone();
    setParams(next, { replace: true });
  };

  const data = body ? roster.data : undefined;
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <PageHeader title="예약 명단">
        {body ? (
          <Link
            className={styles.smallButton}
            to={staffPaths.rosterPrint.getHref(
              printFilters({ ...body, execDate: body.execDate ?? roster.data?.execDate }),
            )}
          >
            인쇄
          </Link>
        ) : null}
      </PageHeader>
      <section className={styles.card} aria-label="명단 조건">
        <div className={rosterStyles.filters}>
          <SelectField
            id="roster-program"
            label="프로그램"
            error={undefined}
            value={body ? String(body.programIdx) : ''}
            onChange={(event) => setFilter({ program: event.target.value, instance: null })}
          >
            <option value="">프로그램을 골라 주세요</option>
            {(places.data?.programs ?? []).map((program) => (
              <option key={program.programIdx} value={program.programIdx}>
                {htmlText(program.programName)}
              </option>
            ))}
          </SelectField>
          <TextField
            id="roster-date"
            label="날짜"
            type="date"
            error={undefined}
            value={body?.execDate ?? roster.data?.execDate ?? params.get('date') ?? today}
            onChange={(event) => setFilter({ date: event.target.value, instance: null })}
          />
          <SelectField
            id="roster-instance"
            label="회차"
            error={undefined}
            value={body?.programInstanceIdx ? String(body.programInstanceIdx) : ''}
            onChange={(event) => setFilter({ instance: event.target.value })}
            disabled={!data || data.instances.length === 0}
          >
            <option value="">하루 전체</option>
            {(data?.instances ?? []).map((s) => (
              <option key={s.programInstanceIdx} value={s.programInstanceIdx}>
                {instanceLabel(s)}
              </option>
            ))}
          </SelectField>
        </div>
        <SearchForm
          key={params.get('q') ?? ''}
          id="roster-search"
          label="이름, 전화번호 뒤 4자리 또는 예약 번호"
          placeholder="이름·전화 뒤 4자리·예약 번호"
          defaultValue={params.get('q') ?? ''}
          onSearch={(q) => setFilter({ q })}
        />
      </section>
      <FormMessages
        failure={
          roster.isError && body
            ? refusalWords(roster.error, '명단을 불러오지 못했어요.')
            : undefined
        }
        done={done}
      />
      {!body ? (
        <p className={styles.empty}>프로그램을 고르면 그날의 예약 명단이 나와요.</p>
      ) : data ? (
        // Bulk work: another program, day, session or search chooses anew.
        <RosterSelectionScope key={`${data.program.programIdx}-${data.execDate}-${params}`}>
          {data.entries.length > 0 ? (
            <RosterBulk
              roster={data}
              chosen={body?.programInstanceIdx}
              searching={Boolean(body?.search)}
            />
          ) : null}
          <RosterList
            roster={data}
            chosen={body?.programInstanceIdx}
            searching={Boolean(body?.search)}
            canEdit={roleAllows(operator.role, 'EDITOR')}
            onAsk={(entry, action) => ask({ entry, action, programType: data.program.programType })}
          />
        </RosterSelectionScope>
      ) : (
        <p className={styles.empty}>명단을 불러오는 중이에요.</p>
      )}
      {data && roleAllows(operator.role, 'EDITOR') ? (
        <DoorRuleForm
          key={`${data.program.programIdx}-${data.program.doorWindowMinutes}`}
          programIdx={data.program.programIdx}
          doorWindowMinutes={data.program.doorWindowMinutes}
        />
      ) : null}
      {asking ? (
        <StatusDialog
          key={`${asking.entry.reserveEntryIdx}-${asking.action}`}
          entry={asking.entry}
          action={asking.action}
          draw={asking.programType === 'APPLICATION'}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

const instanceLabel = (s: StaffRoster['instances'][number]) =>
  `${sessionTime(s)} · ${bookedSeats(s)}${s.heldCount > 0 ? ` · 잡아 둔 자리 ${s.heldCount}석` : ''}${s.cancelledYn === 'Y' ? ' · 취소된 회차' : ''}`;

function RosterList({
  roster,
  chosen,
  searching,
  canEdit,
  onAsk,
}: {
  roster: StaffRoster;
  /** the session chosen in the filter, if any */
  chosen: number | undefined;
  searching: boolean;
  canEdit: boolean;
  onAsk: (entry: RosterEntry, action: EntryStatusAction) => void;
}) {
  const programName = htmlText(roster.program.programName);
  const now = new Date();
  const doorRule =
    roster.program.doorWindowMinutes === null
      ? '입장 규칙: 예약 없이도 입장'
      : `입장 규칙: 회차 시작 ${roster.program.doorWindowMinutes}분 전부터 예약자만`;
  const groups = sessionGroups(roster, chosen, searching);
  return (
    <section aria-label={`${programName} 예약 명단`} className={styles.stack}>
      <div className={rosterStyles.summaries}>
        <p className={rosterStyles.summary}>
          {programName} · {roster.execDate} · {roster.totalCount}건
          {roster.fullPersonalDataYn === 'Y' ? ' · 개인정보 전체 표시(관리자)' : ' · 개인정보 가림'}
        </p>
        <p className={rosterStyles.summary}>{doorRule}</p>
      </div>
      <AddBooking roster={roster} chosen={chosen} />
      {groups.length === 0 ? (
        <p className={styles.empty}>
          {roster.instances.length === 0 && !searching
            ? '이날은 회차가 없어요.'
            : '조건에 맞는 예약이 없어요.'}
        </p>
      ) : (
        groups.map((group) => (
          <SessionGroupView
            key={group.session?.programInstanceIdx ?? 'elsewhere'}
            group={group}
            execDate={roster.execDate}
            waitlist={roster.program.programType === 'RESERVATION'}
            canEdit={canEdit}
            now={now}
            onAsk={onAsk}
          />
        ))
      )}
      {roster.totalCount > roster.entries.length ? (
        <p className={styles.hint}>
          {roster.entries.length}건까지 보여요. 회차나 검색어로 좁혀 주세요.
        </p>
      ) : null}
    </section>
  );
}

/**
 * One session of the day: its heading, its bookings as cards and, for a reservation program,
 * its waiting list under them (decision 063).
 */
function SessionGroupView({
  group: { session, entries },
  execDate,
  waitlist,
  canEdit,
  now,
  onAsk,
}: {
  group: SessionGroup;
  execDate: string;
  waitlist: boolean;
  canEdit: boolean;
  now: Date;
  onAsk: (entry: RosterEntry, action: EntryStatusAction) => void;
}) {
  const headingId = useId();
  const label = session ? `${sessionTime(session)} 회차` : '회차 정보 없음';
  const cancelled = session?.cancelledYn === 'Y';
  const begun = session ? instanceBegun(execDate, session.startTime, now) : true;
  return (
    <section className={rosterStyles.session} aria-labelledby={headingId}>
      <div className={rosterStyles.sessionHead}>
        <h2 id={headingId} className={rosterStyles.sessionTitle}>
          {label}
        </h2>
        <span className={rosterStyles.summary}>
          예약 {entries.length}건{session ? ` · ${bookedSeats(session)}` : ''}
        </span>
        {cancelled ? <span className={styles.badge}>취소된 회차</span> : null}
      </div>
      {entries.length === 0 ? (
        <p className={styles.empty}>이 회차에는 예약이 없어요.</p>
      ) : (
        <ul className={rosterStyles.entries}>
          {entries.map((entry) => (
            <RosterCard key={entry.reserveEntryIdx} entry={entry} begun={begun} onAsk={onAsk} />
          ))}
        </ul>
      )}
      {waitlist && session ? (
        <SessionHolds session={session} sessionLabel={label} canEdit={canEdit} open={!cancelled} />
      ) : null}
      {waitlist && session ? (
        <SessionWaitlist
          programInstanceIdx={session.programInstanceIdx}
          sessionHeadingId={headingId}
          sessionLabel={label}
          canEdit={canEdit}
          open={!cancelled && !begun}
        />
      ) : null}
    </section>
  );
}

/** The member's answer to the visit reminder's one-tap buttons. */
const VISIT_ANSWER_LABELS = { COMING: '갈게요', NOT_COMING: '못 가요', NONE: '응답 없음' } as const;

function RosterCard({
  entry,
  begun,
  onAsk,
}: {
  entry: RosterEntry;
  begun: boolean;
  onAsk: (entry: RosterEntry, action: EntryStatusAction) => void;
}) {
  const headingId = useId();
  const who = entryWho(entry);
  return (
    <li className={rosterStyles.panel} aria-labelledby={headingId}>
      <div className={rosterStyles.entryHead}>
        <EntrySelectBox entry={entry} />
        <h3 id={headingId} className={rosterStyles.entryName}>
          {who}
        </h3>
        <span className={styles.badge}>{entry.statusLabel}</span>
      </div>
      <dl className={styles.facts}>
        <dt>예약 번호</dt>
        <dd>{entry.reserveEntryId}</dd>
        <dt>회차</dt>
        <dd>{entry.execTime}</dd>
        <dt>인원</dt>
        <dd>{entry.participantCnt}명</dd>
        {entry.phoneNumber ? (
          <>
            <dt>연락처</dt>
            <dd>{entry.phoneNumber}</dd>
          </>
        ) : null}
        <dt>입장</dt>
        <dd>{entry.checkedInAt ? toSeoulTime(new Date(entry.checkedInAt)) : '아직'}</dd>
        <dt>방문 응답</dt>
        <dd>{VISIT_ANSWER_LABELS[entry.visitAnswer ?? 'NONE']}</dd>
        {entry.answers.map((answer) => (
          <div key={answer.questionText} style={{ display: 'contents' }}>
            <dt>{answer.questionText}</dt>
            <dd>{answer.answer}</dd>
          </div>
        ))}
        {entry.cancelReason ? (
          <>
            <dt>취소 사유</dt>
            <dd>{entry.cancelReason}</dd>
          </>
        ) : null}
      </dl>
      <div className={rosterStyles.entryActions}>
        {rosterActions(entry.status, begun).map(({ action, label, danger }) => (
          <button
            key={action}
            type="button"
            className={danger ? `${styles.smallButton} ${styles.dangerButton}` : styles.smallButton}
            aria-label={`${who} ${entry.reserveEntryId} ${label}`}
            onClick={() => onAsk(entry, action)}
          >
            {label}
          </button>
        ))}
        <EntryChanges entry={entry} who={who} />
      </div>
    </li>
  );
}

type DialogWords = { title: string; confirm: string; done: string; effect?: string };

const dialogWords: Record<EntryStatusAction, DialogWords> = {
  CANCEL: {
    title: '예약을 취소할까요?',
    confirm: '예약 취소',
    done: '예약을 취소했어요.',
    effect: '좌석은 바로 다시 열리고, 회원님의 예약 내역에 취소 사유가 보여요.',
  },
  DONE: {
    title: '참여완료로 바꿀까요?',
    confirm: '참여완료로 바꾸기',
    done: '참여완료로 바꿨어요.',
  },
  NOSHOW: { title: '불참으로 바꿀까요?', confirm: '불참으로 바꾸기', done: '불참으로 바꿨어요.' },
};

/**
 * A draw's cancel frees no seat: a pending entry just ends, and a cancelled win may be offered to
 * the next candidate in the record's order on the draws screen (decision 036).
 */
function drawCancelWords(status: string): DialogWords {
  return status === 'WIN'
    ? {
        title: '당첨을 취소할까요?',
        confirm: '당첨 취소',
        done: '당첨을 취소했어요.',
        effect:
          '당첨이 취소되고, 추첨 화면에서 이 당첨을 다음 순번 응모자에게 넘길 수 있어요. 회원님의 응모 내역에 취소 사유가 보여요.',
      }
    : {
        title: '응모를 취소할까요?',
        confirm: '응모 취소',
        done: '응모를 취소했어요.',
        effect: '응모가 취소되고, 회원님의 응모 내역에 취소 사유가 보여요.',
      };
}

/**
 * Asks once before a status change, naming the booking; a cancel also takes its reason (the
 * member reads it in their history), checked by the contract's schema before it is sent.
 */
function StatusDialog({
  entry,
  action,
  draw,
  onClose,
}: {
  entry: RosterEntry;
  action: EntryStatusAction;
  /** an entry of a draw: a cancel frees no seat (the win may go to the next in line instead) */
  draw: boolean;
  onClose: (doneMessage?: string) => void;
}) {
  const change = useChangeEntryStatus();
  const words = draw && action === 'CANCEL' ? drawCancelWords(entry.status) : dialogWords[action];
  const {
    submit,
    failure,
    bind: field,
  } = useContractForm(
    staffEntryStatusBody,
    { reserveEntryIdx: entry.reserveEntryIdx, action, reason: undefined },
    async (values) => {
      const result = await change.mutateAsync(values);
      const seats = result.freedSeats > 0 ? ` ${result.freedSeats}석이 다시 열렸어요.` : '';
      onClose(`${entry.name ?? ''} ${entry.reserveEntryId}: ${words.done}${seats}`);
    },
    { fallback: '바꾸지 못했어요. 다시 시도해 주세요.' },
  );
  return (
    <RosterDialog
      title={words.title}
      confirmLabel={words.confirm}
      busy={change.isPending}
      failure={failure}
      onClose={onClose}
      onConfirm={submit}
    >
      <p>{entryLine(entry)}</p>
      {action === 'CANCEL' ? (
        <>
          <p>{words.effect}</p>
          <TextField
            id="roster-cancel-reason"
            label="취소 사유"
            compact
            autoComplete="off"
            {...field('reason', emptyIsNoReason)}
          />
        </>
      ) : null}
    </RosterDialog>
  );
}
