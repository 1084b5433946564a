import { type SeatHold, type StaffRoster, staffHoldCreateBody } from '@venue/contract';
import { useId, useState } from 'react';
import styles from '../../../components/console.module.css';
import { FormMessages, TextField } from '../../../components/form-fields';
import { refusalWords } from '../../../lib/api-client';
import { useCreateHold } from '../api/create-hold';
import { useHolds } from '../api/get-holds';
import { useReleaseHold } from '../api/release-hold';
import { problems } from '../staff-booking-words';
import rosterStyles from './roster.module.css';
import { RosterDialog, useAsking, useKeyedWrite } from './roster-dialog';

type Session = StaffRoster['instances'][number];

/**
 * 좌석 잡아 두기 (decision 069): seats of a session held for a group, which no
 * booking can take until an EDITOR releases them (해제, asked once: the seats go to the waiting
 * list first). Every operator sees the holds; EDITOR and ADMIN make and release them. The list is
 * asked only when the session holds seats (its held count counts holds and waiting-list offers).
 */
export function SessionHolds({
  session,
  sessionLabel,
  canEdit,
  open,
}: {
  session: Session;
  sessionLabel: string;
  canEdit: boolean;
  /** the session has not ended and is not cancelled: new holds may be made */
  open: boolean;
}) {
  const holds = useHolds(session.programInstanceIdx, session.heldCount > 0);
  // 'NEW' asks for a new hold; a hold asks before it is released.
  const { asking, done, ask, close } = useAsking<'NEW' | SeatHold>();
  const headingId = useId();
  const list = session.heldCount > 0 ? (holds.data?.holds ?? []) : [];
  if (!canEdit && list.length === 0) return null;
  return (
    <section className={rosterStyles.panel} aria-labelledby={headingId}>
      <div className={rosterStyles.panelHead}>
        <h3 id={headingId} className={rosterStyles.panelTitle}>
          <span className="sr-only">{sessionLabel} </span>잡아 둔 좌석
        </h3>
        {canEdit && open ? (
          <button type="button" className={styles.smallButton} onClick={() => ask('NEW')}>
            좌석 잡아 두기
          </button>
        ) : null}
      </div>
      {list.length === 0 ? (
        <p className={styles.hint}>단체를 위해 잡아 둔 좌석이 없어요.</p>
      ) : (
        <ul className={rosterStyles.holdList}>
          {list.map((hold) => (
            <li key={hold.holdIdx} className={rosterStyles.holdItem}>
              <span>
                {hold.label} · {hold.seats}석{hold.createdBy ? ` · ${hold.createdBy}` : ''}
              </span>
              {canEdit ? (
                <button
                  type="button"
                  className={`${styles.smallButton} ${styles.dangerButton}`}
                  aria-label={`${hold.label} ${hold.seats}석 해제`}
                  onClick={() => ask(hold)}
                >
                  해제
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <FormMessages failure={undefined} done={done} />
      {asking === 'NEW' ? (
        <HoldDialog session={session} sessionLabel={sessionLabel} onClose={close} />
      ) : asking ? (
        <ReleaseDialog hold={asking} sessionLabel={sessionLabel} onClose={close} />
      ) : null}
    </section>
  );
}

function HoldDialog({
  session,
  sessionLabel,
  onClose,
}: {
  session: Session;
  sessionLabel: string;
  onClose: (done?: string) => void;
}) {
  const create = useKeyedWrite(useCreateHold(), '잡아 두지 못했어요. 다시 시도해 주세요.');
  const [seats, setSeats] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const parsed = staffHoldCreateBody.safeParse({
      programInstanceIdx: session.programInstanceIdx,
      seats: Number(seats),
      label,
    });
    setErrors(problems(parsed));
    return create.send(parsed.success ? parsed.data : null, (hold) =>
      onClose(
        `${sessionLabel}에 ${hold.label} ${hold.seats}석을 잡아 뒀어요. 해제할 때까지 예약할 수 없어요.`,
      ),
    );
  };
  return (
    <RosterDialog
      title="좌석 잡아 두기"
      confirmLabel="잡아 두기"
      busy={create.busy}
      failure={create.failure}
      stack
      onClose={onClose}
      onConfirm={submit}
    >
      <p>
        {sessionLabel}의 좌석을 단체를 위해 잡아 둬요. 잡아 둔 좌석은 해제할 때까지 회원도 직원도
        예약할 수 없어요.
      </p>
      <TextField
        id="hold-label"
        label="누구를 위한 자리인가요?"
        compact
        autoComplete="off"
        placeholder="성수중학교 2학년 3반"
        error={errors.label}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
      />
      <TextField
        id="hold-seats"
        label="좌석 수"
        type="number"
        min={1}
        inputMode="numeric"
        compact
        error={errors.seats}
        value={seats}
        onChange={(event) => setSeats(event.target.value)}
      />
    </RosterDialog>
  );
}

function ReleaseDialog({
  hold,
  sessionLabel,
  onClose,
}: {
  hold: SeatHold;
  sessionLabel: string;
  onClose: (done?: string) => void;
}) {
  const release = useReleaseHold();
  const [failure, setFailure] = useState('');
  return (
    <RosterDialog
      title="잡아 둔 좌석을 해제할까요?"
      confirmLabel="해제하기"
      busy={release.isPending}
      failure={failure}
      onClose={onClose}
      onConfirm={() =>
        release
          .mutateAsync({ holdIdx: hold.holdIdx })
          .then((result) =>
            onClose(
              `${hold.label} ${result.freedSeats}석을 해제했어요. 대기자가 있으면 먼저 제안돼요.`,
            ),
          )
          .catch((error: unknown) =>
            setFailure(refusalWords(error, '해제하지 못했어요. 다시 시도해 주세요.')),
          )
      }
    >
      <p>
        {sessionLabel} · {hold.label} · {hold.seats}석
      </p>
      <p>해제하면 좌석이 바로 다시 열리고, 대기자에게 먼저 제안돼요. 되돌릴 수 없어요.</p>
    </RosterDialog>
  );
}
