import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  newReserveEntryId,
  type ProgramDetail,
  type ProgramInstance,
  programCategoryListResponse,
  programDetailResponse,
  programInstanceListResponse,
  reserveEntryInsertResponse,
  reserveEntryLetterFor,
  sandboxParticipationResponse,
  staffProgramSaveResponse,
} from '@venue/contract';
import { postOk } from './staff';

/**
 * Aids for the reservation specs: the server's own program and instance data, a booking
 * made through the real POST /api/reserveentry/insert (what /participy sends at the end of the
 * flow, without walking the screens again), the sandbox restriction flag, and switching the
 * member a page is logged in as.
 */

/** POST /api/program/detail, as a guest or (with `jwt`) as that member. */
export async function getProgramDetail(
  request: APIRequestContext,
  programIdx: number,
  jwt?: string,
): Promise<ProgramDetail> {
  const response = await request.post('/api/program/detail', {
    data: { programIdx },
    headers: jwt ? { 'x-access-token': jwt } : {},
  });
  expect(response.ok(), `POST /api/program/detail answered ${response.status()}`).toBe(true);
  return programDetailResponse.parse(await response.json()).data;
}

/** POST /api/program/instance/list: the program's instances from today on (read-cached, 5 s). */
export async function listProgramInstances(
  request: APIRequestContext,
  programIdx: number,
): Promise<ProgramInstance[]> {
  const response = await request.post('/api/program/instance/list', { data: { programIdx } });
  expect(response.ok(), `POST /api/program/instance/list answered ${response.status()}`).toBe(true);
  return programInstanceListResponse.parse(await response.json()).data;
}

/**
 * Books an instance (or enters a draw) for a member through POST /api/reserveentry/insert with the
 * member's token. Only for programs that collect the name alone and ask no questions and no terms
 * (the seeded 더 스테이지 데일리 쇼케이스, program 14, and the programs made below): the body
 * carries nothing else. Answers the reserveEntryIdx.
 */
export async function reserveThroughApi(
  request: APIRequestContext,
  member: { jwt: string; userIdx: number; name: string },
  booking: { program: ProgramDetail; programInstanceIdx: number; participantCnt: number },
): Promise<number> {
  const response = await request.post('/api/reserveentry/insert', {
    headers: { 'x-access-token': member.jwt },
    data: {
      programIdx: booking.program.programIdx,
      programInstanceIdx: booking.programInstanceIdx,
      programType: booking.program.programType,
      participantCnt: booking.participantCnt,
      programCategoryIdx: booking.program.programCategoryIdx,
      userIdx: member.userIdx,
      name: member.name,
      agreementYn: 'Y',
      questionList: [],
      programTermList: [],
      reserveEntryId: newReserveEntryId(
        reserveEntryLetterFor(booking.program.programType),
        new Date(),
      ),
    },
  });
  expect(
    response.ok(),
    `POST /api/reserveentry/insert answered ${response.status()}: ${await response.text()}`,
  ).toBe(true);
  return reserveEntryInsertResponse.parse(await response.json()).data;
}

/**
 * POST /sandbox/api/members/participation: restricts the member (N), as the venue's CMS would,
 * or lifts the restriction (Y).
 */
export async function setParticipationPossible(
  request: APIRequestContext,
  userIdx: number,
  participationPossibleYn: 'Y' | 'N',
): Promise<void> {
  const response = await request.post('/sandbox/api/members/participation', {
    data: { userIdx, participationPossibleYn },
  });
  expect(
    response.ok(),
    `POST /sandbox/api/members/participation answered ${response.status()}`,
  ).toBe(true);
  expect(sandboxParticipationResponse.parse(await response.json()).data).toEqual({
    userIdx,
    participationPossibleYn,
  });
}

/**
 * Logs the page in as another member, as a fresh login would: the token goes to localStorage
 * `jwt` and the app starts again. (Unlike support/home.ts useMemberToken, which fixes one member
 * for every page of a context, this can switch members within a test.) The page must be on the
 * app's origin already; the next goto loads the app as that member. The flow state
 * (sessionStorage) is dropped too, as it belonged to the previous member.
 */
export async function actAsMember(page: Page, jwt: string): Promise<void> {
  await page.evaluate((token) => {
    window.localStorage.setItem('jwt', token);
    window.sessionStorage.clear();
  }, jwt);
}

/**
 * A draft RESERVATION program of the spec's own, made through the console's calls by
 * `staff` (a request context with an EDITOR or ADMIN instance): the first category, the seeded
 * program 14's image, the name collected alone, no questions or terms (so reserveThroughApi can
 * book it). Answers its programIdx; add its instances, then `publishProgram`.
 */
export async function createReservationProgram(
  staff: APIRequestContext,
  program: { name: string; description: string; maxPersonCount: number },
  /** more of the save body: an APPLICATION program's type, winner count and dates */
  extra: Record<string, unknown> = {},
): Promise<number> {
  const [category] = programCategoryListResponse.parse(
    await postOk(staff, '/api/program/category/list', {}),
  ).data;
  const { programIdx } = staffProgramSaveResponse.parse(
    await postOk(staff, '/api/staff/programs/save', {
      programType: 'RESERVATION',
      programCategoryIdx: category!.programCategoryIdx,
      programName: program.name,
      savePath: (await getProgramDetail(staff, 14)).savePath,
      descriptionType: 'EDITOR',
      programEditor: `<p>${program.description}</p>`,
      scheduleType: 'MULTI',
      periodType: 'LIMIT',
      maxPersonCount: program.maxPersonCount,
      contactCollectYn: 'N',
      contactRequiredYn: 'N',
      ...extra,
    }),
  ).data;
  return programIdx;
}

/** Publishes a program once its instances are added (a dated program needs one). */
export async function publishProgram(staff: APIRequestContext, programIdx: number): Promise<void> {
  await postOk(staff, '/api/staff/programs/publish', { programIdx });
}
