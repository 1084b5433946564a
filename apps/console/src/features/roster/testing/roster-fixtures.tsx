import userEvent from '@testing-library/user-event';
import type { Operator, RosterEntry, RosterInstance, StaffRoster } from '@venue/contract';
import type { Location } from 'react-router';
import { type FakeHandler, ok } from '../../../testing/fake-api';
import { staffOperator } from '../../../testing/fixtures';
import { serveStaff } from '../../../testing/staff-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { InstanceRoster } from '../components/instance-roster';

/**
 * The roster's test data, shared by its component tests: one booking, one session and one day of a
 * reservation program, each changed where a test needs it, and the roster page rendered at an
 * address with the waiting list of each session empty.
 */

/** 김*늘's booking of two for the 14:00 session, masked as STAFF see it. */
export const rosterEntry = (overrides: Partial<RosterEntry> = {}): RosterEntry => ({
  reserveEntryIdx: 7,
  reserveEntryId: 'R2611261400AB12CD',
  programInstanceIdx: 70,
  execTime: '14:00–15:00',
  status: 'CONFIRM',
  statusLabel: '예약완료',
  participantCnt: 2,
  name: '김*늘',
  phoneNumber: '010-****-5678',
  answers: [],
  checkedInAt: null,
  cancelReason: null,
  visitAnswer: null,
  regDate: '2026-11-20T10:00:00+09:00',
  ...overrides,
});

/** The 14:00–15:00 session: 10 seats, 2 booked, none held. */
export const rosterSession = (overrides: Partial<RosterInstance> = {}): RosterInstance => ({
  programInstanceIdx: 70,
  startTime: '14:00',
  endTime: '15:00',
  capacity: 10,
  reservedCount: 2,
  heldCount: 0,
  cancelledYn: 'N',
  ...overrides,
});

/** A day of 향수 클래스 (a reservation program, door open 30 minutes before) with `entries`. */
export function staffRoster({
  program,
  ...overrides
}: Omit<Partial<StaffRoster>, 'program'> & {
  program?: Partial<StaffRoster['program']>;
} = {}): StaffRoster {
  const entries = overrides.entries ?? [];
  return {
    program: {
      programIdx: 12,
      programName: '향수 클래스',
      programType: 'RESERVATION',
      doorWindowMinutes: 30,
      ...program,
    },
    execDate: '2026-11-26',
    instances: [rosterSession()],
    entries,
    totalCount: entries.length,
    fullPersonalDataYn: 'N',
    ...overrides,
  };
}

/**
 * The staff calls with each session's waiting list empty (session-waitlist.test.tsx has it), the
 * session's seats as `seats`.
 */
export const serveRoster = (
  handlers: Record<string, FakeHandler> = {},
  seats: { capacity: number; reservedCount: number; heldCount: number } = {
    capacity: 10,
    reservedCount: 2,
    heldCount: 0,
  },
) => serveStaff({ '/api/staff/waitlist/list': () => ok({ rows: [], ...seats }), ...handlers });

/** /staff/roster at `path` for `operator`; `where` is the address the page last set. */
export function renderRoster(
  path = '/staff/roster?program=12&date=2026-11-26',
  operator: Operator = staffOperator,
) {
  const locations: Location[] = [];
  renderWithProviders(
    <>
      <InstanceRoster operator={operator} />
      <LocationProbe onChange={(location) => locations.push(location)} />
    </>,
    { path },
  );
  return { user: userEvent.setup(), where: () => locations.at(-1) };
}
