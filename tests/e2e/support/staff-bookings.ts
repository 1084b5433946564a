import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { maskName, staffEntryCreateResponse, staffInstanceSaveResponse } from '@venue/contract';
import { createOperator } from './console-content';
import { seoulDaysAhead } from './console-editor';
import { createSandboxMember } from './home';
import { createReservationProgram, publishProgram } from './reservations';
import { logInToStaffConsole, postOk, SANDBOX_OPERATOR } from './staff';

/**
 * Setup of the roster specs that book through the staff API (decision 069): a program of the
 * spec's own with one session open all of today, members booked on it by staff, and a console
 * operator of the spec's own logged in on the page.
 */

/** Random Hangul syllables: a name nobody else in the shared venue has. */
export function syllables(count: number): string {
  let text = '';
  for (let i = 0; i < count; i += 1) {
    text += String.fromCharCode(0xac00 + Math.floor(Math.random() * 11172));
  }
  return text;
}

/**
 * As the sandbox ADMIN (`request` logs in), a published RESERVATION program named `name` with one
 * session today from 00:00 to 23:59: the earliest of the day, so the sandbox books it, and never
 * past its end, so the NOSHOW job (30 minutes after an end) leaves it alone.
 */
export async function programOpenAllDayToday(
  request: APIRequestContext,
  program: { name: string; maxPersonCount: number; capacity: number },
): Promise<{ programIdx: number; programInstanceIdx: number; today: string }> {
  await postOk(request, '/api/staff/login', {
    loginId: SANDBOX_OPERATOR.loginId,
    password: SANDBOX_OPERATOR.password,
  });
  const programIdx = await createReservationProgram(request, {
    name: program.name,
    description: '오늘 하루 종일 열린 회차',
    maxPersonCount: program.maxPersonCount,
  });
  const today = seoulDaysAhead(0);
  const { programInstanceIdx } = staffInstanceSaveResponse.parse(
    await postOk(request, '/api/staff/programs/instances/save', {
      programIdx,
      execDate: today,
      startTime: '00:00',
      endTime: '23:59',
      capacity: program.capacity,
    }),
  ).data;
  await publishProgram(request, programIdx);
  return { programIdx, programInstanceIdx, today };
}

/**
 * New members named `names`, each booked by staff for one person on `programInstanceIdx` (other
 * specs make sessions at 00:00 today too, so the sandbox's "earliest session of the day" could be
 * theirs). Answers the bookings with each name as STAFF sees it masked.
 */
export async function bookMembersAsStaff(
  request: APIRequestContext,
  programInstanceIdx: number,
  names: readonly string[],
) {
  const entries = [];
  for (const name of names) {
    const member = await createSandboxMember(request, name);
    const entry = staffEntryCreateResponse.parse(
      await postOk(request, '/api/staff/entries/create', {
        programInstanceIdx,
        personCount: 1,
        userIdx: member.userIdx,
      }),
    ).data;
    entries.push({ ...entry, masked: maskName(name) });
  }
  return entries;
}

/** A console operator of the spec's own (`who` names its login), logged in on `page`. */
export async function logInAsNewOperator(
  page: Page,
  requests: APIRequest,
  baseURL: string,
  who: { login: string; name: string; role: 'STAFF' | 'EDITOR' | 'ADMIN' },
): Promise<void> {
  const operator = {
    loginId: `${who.login}.${process.pid}.${Date.now().toString(36)}`,
    password: `${who.login}-operator-2026`,
    name: who.name,
    role: who.role,
  };
  await createOperator(requests, baseURL, operator);
  await logInToStaffConsole(page, operator);
}
