import type { ProgramDetail, ProgramInstance } from '@venue/contract';
import { ProgramStatus, ProgramType, ScheduleType } from '@venue/contract/domain';

/**
 * The visitor's side of 대기 신청 (decision 063), as pure rules /schedule, the program detail and
 * the flow's last step share. Only a RESERVATION session with a capacity takes a waiting list,
 * and only before it starts: the server refuses the rest (SEATS_AVAILABLE while the party fits,
 * PROGRAM_CLOSED otherwise).
 */

/** The instant a session starts: its Seoul date and time (Seoul keeps +09:00, decision 008). */
export function instanceStartsAt(instance: Pick<ProgramInstance, 'execDate' | 'startTime'>): Date {
  return new Date(`${instance.execDate}T${instance.startTime.slice(0, 5)}:00+09:00`);
}

/**
 * Whether a session can take a waiting list at all: a reservation's session with a capacity that
 * has not started. Whether this party needs it is `needsWaitlist`.
 */
export function takesWaitlist(
  programType: string,
  instance: Pick<ProgramInstance, 'execDate' | 'startTime' | 'capacity'>,
  now: Date,
): boolean {
  return (
    programType === ProgramType.RESERVATION &&
    instance.capacity !== null &&
    instanceStartsAt(instance) > now
  );
}

/** The session is full (the list's 마감 because no seat is left) and still takes a waiting list. */
export function isFullWithWaitlist(
  programType: string,
  instance: Pick<
    ProgramInstance,
    'execDate' | 'startTime' | 'capacity' | 'remainingCnt' | 'closedYn'
  >,
  now: Date,
): boolean {
  return (
    instance.closedYn === 'Y' &&
    instance.remainingCnt === 0 &&
    takesWaitlist(programType, instance, now)
  );
}

/** The party does not fit in the seats left, and the session takes a waiting list. */
export function needsWaitlist(
  programType: string,
  instance: Pick<ProgramInstance, 'execDate' | 'startTime' | 'capacity' | 'remainingCnt'>,
  personCount: number,
  now: Date,
): boolean {
  return (
    takesWaitlist(programType, instance, now) &&
    instance.remainingCnt !== null &&
    instance.remainingCnt < personCount
  );
}

/**
 * Whether the program detail's closed (예약마감) main button may become 대기 신청: a dated
 * reservation the venue has open, closed only as far as the detail can tell because it is full,
 * for a guest or a member without an entry of it. The sessions decide the rest (a full one that
 * has not started must exist).
 */
export function mayOfferWaitlist(
  program: Pick<
    ProgramDetail,
    'programType' | 'scheduleType' | 'status' | 'closedYn' | 'attendCnt' | 'attendStatus'
  >,
): boolean {
  return (
    program.programType === ProgramType.RESERVATION &&
    program.scheduleType !== ScheduleType.ALWAYS &&
    program.status === ProgramStatus.OPEN &&
    program.closedYn === 'Y' &&
    program.attendCnt === 0 &&
    program.attendStatus !== 'NOSHOW' &&
    program.attendStatus !== 'DONE'
  );
}
