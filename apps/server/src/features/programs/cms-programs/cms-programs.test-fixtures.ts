/**
 * Fixtures of the console's program tests: an EDITOR instance, requests as the console sends
 * them, a complete program body, and the audit rows a write left.
 */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  createFloor,
  createMember,
  createProgramCategory,
  createZone,
} from '../../../../test/factories';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import type { TestApp } from '../../../../test/test-app';
import { auditLog } from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
export type Json = any;

export async function post(
  t: TestApp,
  url: string,
  payload: object | undefined,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { statusCode: response.statusCode, body: response.json() as Json, text: response.body };
}

/** The cookie header of a fresh operator of `role`. */
export async function operatorCookie(t: TestApp, role: 'ADMIN' | 'EDITOR' | 'STAFF') {
  const operator = await createOperator(t.db, { role });
  return {
    operator,
    headers: { cookie: await staffLogin(t.app, operator.loginId, operator.password) },
  };
}

export async function memberHeaders(t: TestApp) {
  const member = await createMember(t.db);
  const token = await signMemberToken(memberTokenKey(t.config), member, new Date());
  return { member, headers: { 'x-access-token': token } };
}

/** A category and a zone to put programs in. */
export async function venueBasics(t: TestApp) {
  const floor = await createFloor(t.db, { floorName: '1F', floorLabel: '1층' });
  const zone = await createZone(t.db, { floorIdx: floor.floorIdx, zoneName: '메인 홀' });
  const category = await createProgramCategory(t.db, { programCategoryName: '워크숍' });
  return { floor, zone, category };
}

/** A complete RESERVATION program body as the console's form sends it. */
export function programBody(
  basics: Awaited<ReturnType<typeof venueBasics>>,
  overrides: Record<string, unknown> = {},
) {
  return {
    programType: 'RESERVATION',
    programCategoryIdx: basics.category.programCategoryIdx,
    zoneIdx: basics.zone.zoneIdx,
    programName: '봄 향수 클래스',
    programSummary: '나만의 향을 만들어요',
    savePath: '/media/uploads/2030/perfume.webp',
    descriptionType: 'EDITOR',
    programEditor: '<p>향을 <strong>고르고</strong> 섞어요.</p><script>alert(1)</script>',
    useOptionYn: 'Y',
    optionList: [{ optionTitle: '소요 시간', optionDescription: '60분' }],
    useButtonYn: 'Y',
    buttonList: [
      { buttonType: 'URL', buttonName: '브랜드 소개', buttonUrl: 'https://example.com/brand' },
      { buttonType: 'FILE', buttonName: '안내서', savePath: '/media/uploads/guide.pdf' },
    ],
    noticeType: 'WARNING',
    noticeText: '10분 전까지 와 주세요.\n늦으면 입장이 어려워요.',
    tutorialYn: 'Y',
    tutorialLink: '/tutorial',
    scheduleType: 'MULTI',
    periodType: 'LIMIT',
    maxPersonCount: 2,
    nameCollectYn: 'Y',
    nameRequiredYn: 'Y',
    contactCollectYn: 'Y',
    contactRequiredYn: 'Y',
    emailCollectYn: 'Y',
    emailRequiredYn: 'N',
    programTermList: [
      {
        termsName: '개인정보 수집·이용 동의',
        termsDescription: '<p>이름, 연락처</p>',
        requiredYn: 'Y',
      },
    ],
    ...overrides,
  };
}

/** The newest audit rows of a target, newest first. */
export async function auditRows(t: TestApp, targetType: string, targetId: number | string) {
  return t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)))
    .orderBy(desc(auditLog.auditIdx))
    .then((rows) => rows.filter((row) => row.targetType === targetType));
}

/** Every write path answers 403 to a STAFF operator and 401 to a member token or no session. */
export async function expectEditorOnly(
  t: TestApp,
  url: string,
  payload: object,
  staffHeaders: Record<string, string>,
  memberTokenHeaders: Record<string, string>,
) {
  const asStaff = await post(t, url, payload, staffHeaders);
  expect(asStaff.statusCode, `${url} as STAFF`).toBe(403);
  expect(asStaff.body.errorCode).toBe('FORBIDDEN');
  const asMember = await post(t, url, payload, memberTokenHeaders);
  expect(asMember.statusCode, `${url} with a member token`).toBe(401);
  const anonymous = await post(t, url, payload);
  expect(anonymous.statusCode, `${url} without a session`).toBe(401);
}
