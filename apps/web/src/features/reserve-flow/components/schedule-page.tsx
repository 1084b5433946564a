import type { ProgramDetail, ProgramInstance } from '@venue/contract';
import {
  ProgramType,
  placeText,
  ScheduleType,
  toDotDate,
  weekdayLabel,
} from '@venue/contract/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { programNameText } from '../../../components/program-card/program-card';
import { Button } from '../../../components/ui/button';
import chipStyles from '../../../components/ui/choice-chips.module.css';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../stores/alert-store';
// The program itself comes from the programs feature's query file (one cache entry per program).
import { useProgramDetail } from '../../programs/api/get-program-detail';
import { useProgramInstances } from '../api/get-program-instances';
import {
  flowMessages,
  mainButtonAction,
  RESTRICTED_ALERT,
  waitlistStartAction,
} from '../flow-guards';
import { beginFlow, getFlow, updateFlow, useFlow } from '../flow-store';
import {
  isFullWithWaitlist,
  mayOfferWaitlist,
  needsWaitlist,
  takesWaitlist,
} from '../waitlist-rules';
import styles from './flow.module.css';

/** "26.05.14 (목)" */
export function instanceDayLabel(execDate: string): string {
  return `${toDotDate(execDate)} (${weekdayLabel(execDate)})`;
}

/** Instances grouped by day, in the server's order (date, then start time). */
export function groupByDay(instances: readonly ProgramInstance[]): [string, ProgramInstance[]][] {
  const days = new Map<string, ProgramInstance[]>();
  for (const instance of instances) {
    const list = days.get(instance.execDate) ?? [];
    list.push(instance);
    days.set(instance.execDate, list);
  }
  return [...days];
}

/**
 * What an instance chip says under its time: 마감 when it takes no more entries; for a draw
 * (APPLICATION) its places are the number of winners (the server's winnerCnt: the program's
 * winner count within the capacity), so 추첨 인원 N명, never "N석 남음"; for a reservation the
 * seats left, or 여유 when unlimited.
 */
export function instanceAvailabilityText(
  programType: string,
  instance: Pick<ProgramInstance, 'closedYn' | 'capacity' | 'remainingCnt' | 'winnerCnt'>,
): string {
  if (instance.closedYn === 'Y') return '마감';
  if (programType === ProgramType.APPLICATION) {
    // The draw's places (winner count within the capacity), else the capacity.
    const places = instance.winnerCnt === undefined ? instance.capacity : instance.winnerCnt;
    return places === null ? '추첨' : `추첨 인원 ${places}명`;
  }
  return instance.remainingCnt === null ? '여유' : `${instance.remainingCnt}석 남음`;
}

/**
 * What a session is to the member on /schedule: open (book it), waitlist (full, but its waiting
 * list takes 대기 신청, decision 063) or closed (nothing to do). A program the detail shows closed
 * (closedYn Y) takes no booking in any session: only a full one's waiting list.
 */
export type InstanceChoice = 'open' | 'waitlist' | 'closed';

export function instanceChoice(
  program: Pick<ProgramDetail, 'programType' | 'closedYn'>,
  instance: Pick<
    ProgramInstance,
    'execDate' | 'startTime' | 'capacity' | 'remainingCnt' | 'closedYn'
  >,
  now: Date,
): InstanceChoice {
  if (instance.closedYn === 'N') return program.closedYn === 'Y' ? 'closed' : 'open';
  return isFullWithWaitlist(program.programType, instance, now) ? 'waitlist' : 'closed';
}

/**
 * An instance chip's line under its time in 시간: the availability, 마감 for a session that takes
 * no booking (a full one is offered again under 마감된 회차 대기 신청).
 */
export function instanceChoiceText(
  programType: string,
  instance: Pick<ProgramInstance, 'closedYn' | 'capacity' | 'remainingCnt' | 'winnerCnt'>,
  choice: InstanceChoice,
): string {
  return choice === 'open' ? instanceAvailabilityText(programType, instance) : '마감';
}

/**
 * The most people one entry may bring: the program's maxPersonCount, and no more than the chosen
 * instance's seats left (unlimited instances: the program's limit). A session that takes a
 * waiting list (`waitlist`) counts its whole capacity instead: a party larger than the seats left
 * joins the waiting list (decision 063), but one larger than the session could never be seated.
 */
export function personLimit(
  maxPersonCount: number,
  instance: Pick<ProgramInstance, 'remainingCnt' | 'capacity'> | null,
  waitlist = false,
): number {
  const seats =
    (waitlist ? instance?.capacity : instance?.remainingCnt) ?? Number.POSITIVE_INFINITY;
  return Math.max(1, Math.min(maxPersonCount, seats));
}

/** /schedule's note when the party joins a waiting list instead of booking (decision 063). */
export function waitlistNoteText(remainingCnt: number | null, personCount: number): string {
  const why =
    remainingCnt === null || remainingCnt === 0
      ? '선택한 회차는 자리가 모두 찼어요.'
      : `선택한 회차는 ${remainingCnt}석만 남아 ${personCount}명이 함께 예약할 수 없어요.`;
  return `${why} 대기 신청하면 자리가 났을 때 순서대로 알림톡으로 예약 제안을 보내 드려요.`;
}

/**
 * /schedule/{programIdx} (spec 001 §2 step 2): the member chooses the day and the instance (for
 * dated programs; ALWAYS programs have none) and, when the program allows more than one person,
 * how many come; the place is shown. Reached directly (a reload, a shared link), it applies the
 * main button's guards itself and starts the flow; the choice is kept in the flow state.
 */
export function SchedulePage({ programIdx }: { programIdx: number }) {
  const program = useProgramDetail(programIdx);
  const navigate = useNavigate();
  const guarded = useRef(false);

  useEffect(() => {
    if (!program.data || guarded.current) return;
    guarded.current = true;
    let action = mainButtonAction(program.data, true);
    // A program closed because its sessions are full: their waiting lists (decision 063).
    if (action.kind === 'none' && mayOfferWaitlist(program.data)) {
      action = waitlistStartAction(program.data, true);
    }
    if (action.kind === 'start') {
      const flow = getFlow();
      if (!flow.inProgress || flow.programIdx !== programIdx) {
        beginFlow({
          programIdx,
          programType: action.programType,
          programCategoryIdx: program.data.programCategoryIdx,
        });
      }
    } else if (action.kind === 'entry') {
      navigate(paths.resEntryDetail.getHref(action.reserveEntryIdx, action.programType), {
        replace: true,
      });
    } else {
      if (action.kind === 'restricted') showAlert({ ...RESTRICTED_ALERT });
      navigate(paths.program.detail.getHref(programIdx), { replace: true });
    }
  }, [program.data, programIdx, navigate]);

  if (program.isError) {
    return (
      <div className={styles.page}>
        <p className={styles.lead}>{flowMessages.notFound}</p>
      </div>
    );
  }
  if (!program.data) return <p className="sr-only">불러오는 중이에요.</p>;
  return <ScheduleForm program={program.data} />;
}

function ScheduleForm({ program }: { program: ProgramDetail }) {
  const navigate = useNavigate();
  const dated = program.scheduleType !== ScheduleType.ALWAYS;
  const instances = useProgramInstances(program.programIdx, dated);
  const chosenIdx = useFlow((flow) =>
    flow.programIdx === program.programIdx ? flow.programInstanceIdx : null,
  );
  const personCount = useFlow((flow) => flow.personCount);
  const days = useMemo(() => groupByDay(instances.data ?? []), [instances.data]);
  const chosen = instances.data?.find((i) => i.programInstanceIdx === chosenIdx) ?? null;
  // Read once per render: a session that starts while the page is open is refused by the server.
  const now = new Date();
  const choiceOf = (instance: ProgramInstance) => instanceChoice(program, instance, now);
  const chosenChoice = chosen ? choiceOf(chosen) : 'closed';
  const [day, setDay] = useState<string | null>(null);
  const shownDay =
    day ??
    chosen?.execDate ??
    days.find(([, list]) => list.some((i) => choiceOf(i) === 'open'))?.[0] ??
    days.find(([, list]) => list.some((i) => choiceOf(i) === 'waitlist'))?.[0] ??
    null;
  const dayInstances = days.find(([d]) => d === shownDay)?.[1] ?? [];
  const waitable = dayInstances.filter((instance) => choiceOf(instance) === 'waitlist');
  // A session that takes a waiting list lets the party grow past its seats (decision 063).
  const waitlistable =
    chosen !== null && chosenChoice !== 'closed' && takesWaitlist(program.programType, chosen, now);
  const limit = personLimit(program.maxPersonCount, chosen, waitlistable);
  const waitlist =
    chosen !== null &&
    chosenChoice !== 'closed' &&
    needsWaitlist(program.programType, chosen, personCount, now);
  const dayLegend = useId();
  const timeLegend = useId();
  const waitLegend = useId();
  const countLabel = useId();
  const fewerRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);

  // The one open instance of a program (a draw's lone slot) is chosen for the member.
  const openInstances = instances.data?.filter((i) => choiceOf(i) === 'open') ?? [];
  const lone = openInstances.length === 1 ? openInstances[0] : undefined;
  // An instance that closed (or a smaller limit) since it was chosen is not kept; one that filled
  // up is kept, for its waiting list.
  const chosenGone = chosen === null || chosenChoice === 'closed';
  useEffect(() => {
    if (chosenIdx !== null && instances.data && chosenGone) {
      updateFlow({ programInstanceIdx: lone?.programInstanceIdx ?? null });
    } else if (chosenIdx === null && lone) {
      updateFlow({ programInstanceIdx: lone.programInstanceIdx });
    }
    if (personCount > limit) updateFlow({ personCount: limit });
  }, [chosenIdx, chosenGone, instances.data, lone, personCount, limit]);

  const ready = !dated || (chosen !== null && chosenChoice !== 'closed');
  const next = () => {
    if (!ready) return;
    updateFlow({
      programInstanceIdx: dated ? chosenIdx : null,
      personCount,
      waitlist: dated && waitlist,
    });
    navigate(paths.reserveFlow.infoConfirm.getHref());
  };

  return (
    <div className={styles.page}>
      <h2 className={styles.programName}>{programNameText(program.programName)}</h2>

      <section className={styles.section} aria-label="장소">
        <h3 className={styles.sectionTitle}>장소</h3>
        <div className={styles.place}>
          <span className={styles.placeName}>
            {placeText(program.floorName, program.zoneName) || '장소 미정'}
          </span>
          {program.zoneSummary ? (
            <span className={styles.placeSub}>{program.zoneSummary}</span>
          ) : null}
        </div>
      </section>

      {dated ? (
        <>
          <fieldset className={styles.section} aria-labelledby={dayLegend}>
            <legend id={dayLegend} className={styles.sectionTitle}>
              날짜
            </legend>
            {instances.isPending ? <p className={styles.muted}>일정을 불러오는 중이에요.</p> : null}
            {instances.data && days.length === 0 ? (
              <p className={styles.muted}>예약할 수 있는 일정이 없어요.</p>
            ) : null}
            <div className={chipStyles.chips}>
              {days.map(([execDate, list]) => {
                const choices = list.map(choiceOf);
                const full = choices.every((choice) => choice === 'closed');
                const waitOnly = !full && choices.every((choice) => choice !== 'open');
                return (
                  <label key={execDate} className={chipStyles.chip}>
                    <input
                      type="radio"
                      name="day"
                      value={execDate}
                      checked={shownDay === execDate}
                      disabled={full}
                      onChange={() => setDay(execDate)}
                    />
                    <span>
                      {instanceDayLabel(execDate)}
                      {full ? <small>마감</small> : waitOnly ? <small>대기 가능</small> : null}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {shownDay ? (
            <fieldset className={styles.section} aria-labelledby={timeLegend}>
              <legend id={timeLegend} className={styles.sectionTitle}>
                시간
              </legend>
              <div className={chipStyles.chips}>
                {dayInstances.map((instance) => (
                  <label key={instance.programInstanceIdx} className={chipStyles.chip}>
                    <input
                      type="radio"
                      name="instance"
                      value={instance.programInstanceIdx}
                      // A full session chosen for its waiting list is checked below, not here.
                      checked={
                        chosenIdx === instance.programInstanceIdx && choiceOf(instance) === 'open'
                      }
                      disabled={choiceOf(instance) !== 'open'}
                      onChange={() =>
                        updateFlow({ programInstanceIdx: instance.programInstanceIdx })
                      }
                    />
                    <span>
                      {instance.startTime} – {instance.endTime}
                      <small>
                        {instanceChoiceText(program.programType, instance, choiceOf(instance))}
                      </small>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {/* The day's full sessions again, for their waiting lists (decision 063): the same
              choice as 시간 (one radio name), kept apart so 시간 offers only what can be booked. */}
          {waitable.length > 0 ? (
            <fieldset
              className={styles.section}
              aria-labelledby={waitLegend}
              aria-describedby={`${waitLegend}-help`}
            >
              <legend id={waitLegend} className={styles.sectionTitle}>
                마감된 회차 대기 신청
              </legend>
              <p id={`${waitLegend}-help`} className={styles.help}>
                신청한 순서대로 빈자리를 안내해 드려요.
              </p>
              <div className={chipStyles.chips}>
                {waitable.map((instance) => (
                  <label key={instance.programInstanceIdx} className={chipStyles.chip}>
                    <input
                      type="radio"
                      name="instance"
                      value={instance.programInstanceIdx}
                      checked={chosenIdx === instance.programInstanceIdx}
                      onChange={() =>
                        updateFlow({ programInstanceIdx: instance.programInstanceIdx })
                      }
                    />
                    <span>
                      {instance.startTime} – {instance.endTime}
                      <small>대기 가능</small>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
        </>
      ) : (
        <section className={styles.section} aria-label="운영 일정">
          <h3 className={styles.sectionTitle}>운영 일정</h3>
          <p className={styles.lead}>
            상시 운영하는 프로그램이에요. 운영 시간 중 편하게 방문해 주세요.
          </p>
        </section>
      )}

      {program.maxPersonCount > 1 ? (
        <section className={styles.section} aria-labelledby={countLabel}>
          <h3 id={countLabel} className={styles.sectionTitle}>
            인원
          </h3>
          <div className={styles.stepper}>
            {/* The button that reaches the end is disabled, and a disabled button drops
                keyboard focus to the page: hand it to the other one. */}
            <button
              ref={fewerRef}
              type="button"
              aria-label="인원 줄이기"
              disabled={personCount <= 1}
              onClick={() => {
                const next = Math.max(1, personCount - 1);
                if (next <= 1) moreRef.current?.focus();
                updateFlow({ personCount: next });
              }}
            >
              −
            </button>
            <output aria-live="polite" aria-labelledby={countLabel}>
              {personCount}명
            </output>
            <button
              ref={moreRef}
              type="button"
              aria-label="인원 늘리기"
              disabled={personCount >= limit}
              onClick={() => {
                const next = Math.min(limit, personCount + 1);
                if (next >= limit) fewerRef.current?.focus();
                updateFlow({ personCount: next });
              }}
            >
              +
            </button>
          </div>
          <p className={styles.help}>
            한 번에 최대 {program.maxPersonCount}명까지 신청할 수 있어요.
          </p>
        </section>
      ) : null}

      {/* Announced as the member's choice turns the booking into 대기 신청, and back. */}
      <div aria-live="polite">
        {waitlist && chosen ? (
          <section className={styles.waitlistNote} aria-label="대기 신청 안내">
            <h3 className={styles.waitlistNoteTitle}>대기 신청</h3>
            <p>{waitlistNoteText(chosen.remainingCnt, personCount)}</p>
          </section>
        ) : null}
      </div>

      <Button block className={styles.next} disabled={!ready} onClick={next}>
        {waitlist ? '대기 신청' : '다음'}
      </Button>
    </div>
  );
}
