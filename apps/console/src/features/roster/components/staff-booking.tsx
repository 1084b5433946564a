import {
  type RosterEntry,
  type StaffMemberSummary,
  type StaffRoster,
  staffEntryCreateBody,
  staffEntryMoveBody,
  staffEntryPartySizeBody,
} from '@venue/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styles from '../../../components/console.module.css';
import { FormMessages, SelectField, TextField } from '../../../components/form-fields';
import { useChangePartySize } from '../api/change-party-size';
import { useCreateStaffEntry } from '../api/create-staff-entry';
import { useRoster } from '../api/get-roster';
import { useMoveEntry } from '../api/move-entry';
import { useBookingMemberSearch } from '../api/search-booking-members';
import { entryLine } from '../roster-actions';
import { rosterBodyOf } from '../roster-query';
import {
  bookableSessions,
  createdWords,
  partySizeWords,
  problems,
  sessionChoice,
  sessionTime,
} from '../staff-booking-words';
import rosterStyles from './roster.module.css';
import { RosterDialog, useAsking, useKeyedWrite } from './roster-dialog';

// ── 예약 추가 ────────────────────────────────────────────────────────────────

/**
 * 예약 추가 (STAFF+; decision 069): a booking for a member found by the member
 * search (masked below ADMIN) or for a walk-in without an account (현장 방문: name and phone,
 * booked on a session of today and checked in at once). The session's seats are checked by the
 * server as a visitor's booking is; its refusal says how many seats are left.
 */
export function AddBooking({
  roster,
  chosen,
}: {
  roster: StaffRoster;
  chosen: number | undefined;
}) {
  const { asking, done, ask, close } = useAsking<true>();
  if (roster.program.programType !== 'RESERVATION') return null;
  return (
    <div className={rosterStyles.bookingBar}>
      <button type="button" className={styles.smallButton} onClick={() => ask(true)}>
        예약 추가
      </button>
      <FormMessages failure={undefined} done={done} />
      {asking ? <AddBookingDialog roster={roster} chosen={chosen} onClose={close} /> : null}
    </div>
  );
}

type Who = 'MEMBER' | 'WALK_IN';

function AddBookingDialog({
  roster,
  chosen,
  onClose,
}: {
  roster: StaffRoster;
  chosen: number | undefined;
  onClose: (done?: string) => void;
}) {
  const create = useKeyedWrite(useCreateStaffEntry(), '예약하지 못했어요. 다시 시도해 주세요.');
  const sessions = bookableSessions(roster.instances, roster.execDate, new Date());
  const [who, setWho] = useState<Who>('MEMBER');
  const [session, setSession] = useState(
    String(
      sessions.find((s) => s.programInstanceIdx === chosen)?.programInstanceIdx ??
        sessions[0]?.programInstanceIdx ??
        '',
    ),
  );
  const [personCount, setPersonCount] = useState('1');
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [member, setMember] = useState<StaffMemberSummary | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const found = useBookingMemberSearch(searched);

  const submit = () => {
    const parsed = staffEntryCreateBody.safeParse({
      programInstanceIdx: Number(session),
      personCount: Number(personCount),
      ...(who === 'MEMBER'
        ? member
          ? { userIdx: member.userIdx }
          : {}
        : { walkIn: { name: name.trim(), phoneNumber: phone.replace(/\D/g, '') } }),
    });
    const found = problems(parsed);
    if (!parsed.success && who === 'MEMBER' && !member) {
      found.userIdx = '예약할 회원을 찾아 골라 주세요.';
    }
    setErrors(found);
    return create.send(parsed.success ? parsed.data : null, (result, body) => {
      const picked = sessions.find((s) => s.programInstanceIdx === body.programInstanceIdx);
      onClose(
        createdWords(
          result,
          who === 'MEMBER' ? (member?.name ?? '') : (body.walkIn?.name ?? ''),
          picked ? sessionTime(picked) : '',
          body.personCount,
        ),
      );
    });
  };

  return (
    <RosterDialog
      title="예약 추가"
      confirmLabel={who === 'WALK_IN' ? '예약하고 입장 처리' : '예약하기'}
      cancelLabel="닫기"
      busy={create.busy}
      failure={create.failure}
      stack
      onClose={onClose}
      onConfirm={submit}
    >
      <fieldset className={styles.fieldset}>
        <legend>누구의 예약인가요?</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input
              type="radio"
              name="booking-who"
              checked={who === 'MEMBER'}
              onChange={() => setWho('MEMBER')}
            />
            회원
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name="booking-who"
              checked={who === 'WALK_IN'}
              onChange={() => setWho('WALK_IN')}
            />
            현장 방문 (회원 아님)
          </label>
        </div>
      </fieldset>
      {sessions.length === 0 ? (
        <p className={styles.hint}>이날은 예약할 수 있는 회차가 없어요.</p>
      ) : null}
      <SelectField
        id="booking-session"
        label="회차"
        error={errors.programInstanceIdx}
        value={session}
        onChange={(event) => setSession(event.target.value)}
      >
        {sessions.map((s) => (
          <option key={s.programInstanceIdx} value={s.programInstanceIdx}>
            {sessionChoice(s)}
          </option>
        ))}
      </SelectField>
      <TextField
        id="booking-count"
        label="인원"
        type="number"
        min={1}
        inputMode="numeric"
        compact
        error={errors.personCount}
        value={personCount}
        onChange={(event) => setPersonCount(event.target.value)}
      />
      {who === 'MEMBER' ? (
        <>
          <div className={styles.row}>
            <TextField
              id="booking-member-query"
              label="회원 찾기 (이름, 전화번호 뒤 4자리, 회원번호)"
              type="search"
              compact
              error={errors.userIdx}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  setSearched(query.trim());
                }
              }}
            />
            <button
              type="button"
              className={styles.smallButton}
              onClick={() => setSearched(query.trim())}
            >
              찾기
            </button>
          </div>
          {searched && found.data ? (
            found.data.list.length === 0 ? (
              <p className={styles.hint}>찾는 회원이 없어요. 현장 방문으로 예약할 수 있어요.</p>
            ) : (
              <fieldset className={styles.fieldset}>
                <legend>회원 고르기 ({found.data.totalCount}명)</legend>
                <div className={styles.choices}>
                  {found.data.list.map((m) => (
                    <label key={m.userIdx} className={styles.choice}>
                      <input
                        type="radio"
                        name="booking-member"
                        checked={member?.userIdx === m.userIdx}
                        onChange={() => setMember(m)}
                      />
                      {m.name} · {m.phoneNumber} · {m.birthYear}년생
                    </label>
                  ))}
                </div>
              </fieldset>
            )
          ) : null}
        </>
      ) : (
        <>
          <div className={styles.fieldRow}>
            <TextField
              id="booking-walk-in-name"
              label="이름"
              compact
              autoComplete="off"
              error={errors['walkIn.name']}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              id="booking-walk-in-phone"
              label="연락처"
              type="tel"
              inputMode="numeric"
              compact
              autoComplete="off"
              placeholder="01012345678"
              error={errors['walkIn.phoneNumber']}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </div>
          <p className={styles.hint}>
            오늘 회차에만 예약할 수 있고, 예약과 함께 바로 입장 처리돼요. 회원 목록에는 나오지
            않아요.
          </p>
        </>
      )}
    </RosterDialog>
  );
}

// ── 다른 회차로 옮기기, 인원 변경 ───────────────────────────────────────────

/**
 * A booked reservation's two changes (STAFF+): 다른 회차로 옮기기 (a session of the same program,
 * any day; the old booking is cancelled and a new one made, so it asks once) and 인원 변경. The
 * roster being shown gives the program and the day (its query is cached: no extra request).
 */
export function EntryChanges({ entry, who }: { entry: RosterEntry; who: string }) {
  const [params] = useSearchParams();
  const roster = useRoster(rosterBodyOf(params)).data;
  const { asking, done, ask, close } = useAsking<'MOVE' | 'SIZE'>();
  const said = done ? <FormMessages failure={undefined} done={done} /> : null;
  if (
    roster?.program.programType !== 'RESERVATION' ||
    !['CONFIRM', 'APPLY'].includes(entry.status)
  ) {
    return said;
  }
  return (
    <>
      {CHANGES.map(({ change, label }) => (
        <button
          key={change}
          type="button"
          className={styles.smallButton}
          aria-label={`${who} ${entry.reserveEntryId} ${label}`}
          onClick={() => ask(change)}
        >
          {label}
        </button>
      ))}
      {said}
      {asking === 'MOVE' ? (
        <MoveDialog entry={entry} who={who} roster={roster} onClose={close} />
      ) : null}
      {asking === 'SIZE' ? <PartySizeDialog entry={entry} who={who} onClose={close} /> : null}
    </>
  );
}

const CHANGES = [
  { change: 'MOVE', label: '다른 회차로 옮기기' },
  { change: 'SIZE', label: '인원 변경' },
] as const;

function MoveDialog({
  entry,
  who,
  roster,
  onClose,
}: {
  entry: RosterEntry;
  who: string;
  roster: StaffRoster;
  onClose: (done?: string) => void;
}) {
  const move = useKeyedWrite(useMoveEntry(), '옮기지 못했어요. 다시 시도해 주세요.');
  const [date, setDate] = useState(roster.execDate);
  const day = useRoster({ programIdx: roster.program.programIdx, execDate: date });
  const sessions = day.data
    ? bookableSessions(day.data.instances, day.data.execDate, new Date(), {
        notBegun: true,
        except: entry.programInstanceIdx ?? undefined,
      })
    : [];
  const [picked, setPicked] = useState('');
  const target = sessions.find((s) => String(s.programInstanceIdx) === picked) ?? sessions[0];
  const submit = () => {
    const parsed = staffEntryMoveBody.safeParse({
      reserveEntryIdx: entry.reserveEntryIdx,
      programInstanceIdx: target?.programInstanceIdx,
    });
    if (!parsed.success) return move.setFailure('옮길 회차를 골라 주세요.');
    return move.send(parsed.data, (result) =>
      onClose(
        `${who}님 예약을 ${result.execDate} ${result.execTime} 회차로 옮겼어요. 새 예약 번호 ${result.reserveEntryId}. 회원님께 취소 안내와 예약 확정 알림톡이 가요.`,
      ),
    );
  };
  return (
    <RosterDialog
      title="다른 회차로 옮길까요?"
      confirmLabel="옮기기"
      busy={move.busy}
      failure={move.failure}
      stack
      onClose={onClose}
      onConfirm={submit}
    >
      <p>{entryLine(entry)}</p>
      <p>
        옮기면 지금 예약은 취소되고(다른 회차로 변경) 새 예약 번호로 예약돼요. 되돌리려면 다시
        옮겨야 하고, 그때 자리가 남아 있어야 해요.
      </p>
      <TextField
        id="move-date"
        label="날짜"
        type="date"
        compact
        error={undefined}
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          setPicked('');
        }}
      />
      <SelectField
        id="move-session"
        label="옮길 회차"
        error={undefined}
        value={target ? String(target.programInstanceIdx) : ''}
        onChange={(event) => setPicked(event.target.value)}
        disabled={sessions.length === 0}
      >
        {sessions.length === 0 ? <option value="">옮길 수 있는 회차가 없어요</option> : null}
        {sessions.map((s) => (
          <option key={s.programInstanceIdx} value={s.programInstanceIdx}>
            {sessionChoice(s)}
          </option>
        ))}
      </SelectField>
    </RosterDialog>
  );
}

function PartySizeDialog({
  entry,
  who,
  onClose,
}: {
  entry: RosterEntry;
  who: string;
  onClose: (done?: string) => void;
}) {
  const change = useKeyedWrite(useChangePartySize(), '인원을 바꾸지 못했어요. 다시 시도해 주세요.');
  const [count, setCount] = useState(String(entry.participantCnt));
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const parsed = staffEntryPartySizeBody.safeParse({
      reserveEntryIdx: entry.reserveEntryIdx,
      personCount: Number(count),
    });
    setError(
      parsed.success ? undefined : (problems(parsed).personCount ?? '인원을 확인해 주세요.'),
    );
    return change.send(parsed.success ? parsed.data : null, (result) =>
      onClose(
        result.freedSeats === 0
          ? `${who}님 예약 인원은 그대로 ${result.participantCnt}명이에요.`
          : partySizeWords(who, entry.participantCnt, result.participantCnt),
      ),
    );
  };
  return (
    <RosterDialog
      title="예약 인원을 바꿀까요?"
      confirmLabel="인원 바꾸기"
      busy={change.busy}
      failure={change.failure}
      stack
      onClose={onClose}
      onConfirm={submit}
    >
      <p>{entryLine(entry, `지금 ${entry.participantCnt}명`)}</p>
      <p>늘리면 회차에 남은 자리에서 잡고, 줄이면 자리가 바로 다시 열려요.</p>
      <TextField
        id="party-size"
        label="인원"
        type="number"
        min={1}
        inputMode="numeric"
        compact
        error={error}
        value={count}
        onChange={(event) => setCount(event.target.value)}
      />
    </RosterDialog>
  );
}
