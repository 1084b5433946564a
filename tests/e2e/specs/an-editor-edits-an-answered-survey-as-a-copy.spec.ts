import type { APIRequestContext, Page } from '@playwright/test';
import { withParticle } from '@venue/contract/domain';
import { expect, expectNoA11yViolations, test, waitForApp } from '../fixtures';
import { createEditor, laptopContext } from '../support/console-editor';
import { useMemberToken } from '../support/home';
import { waitForAnimations } from '../support/motion';
import { checkInAtTheDoor } from '../support/qr';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, memberWithQrPass, openConsolePage } from '../support/staff';

/**
 * Decision 031: an EDITOR creates a visit survey in the console; a member checked in
 * at the door answers it; the EDITOR then changes a question and is told the answered survey was
 * kept and a new one made. A member who has not answered finds only the new version in their
 * list, the member who answered keeps the old one as answered, and the old results still read in
 * the console. Rows are found by this run's unique title, never by position (specs share a server).
 */
test.describe.configure({ timeout: 120_000 });

type ListedSurvey = { surveyIdx: number; title: string; answeredYn: 'Y' | 'N' };

async function memberSurveys(request: APIRequestContext, jwt: string): Promise<ListedSurvey[]> {
  const response = await request.post('/api/survey/list', {
    headers: { 'x-access-token': jwt },
    data: {},
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data.surveyList;
}

async function checkA11y(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await waitForAnimations(page);
  await expectNoA11yViolations(page);
}

test('an editor changes a question of an answered survey and it is saved as a new survey', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
  browser,
}) => {
  const title = `가을 방문 설문 ${Date.now().toString(36)}`;
  const editorAccount = await createEditor(request);
  const answering = await memberWithQrPass(request, '한응답');
  const later = await memberWithQrPass(request, '나중답');
  const door = await playwright.request.newContext({ baseURL });
  expect((await checkInAtTheDoor(door, answering.qrUuid)).result).toBe('CHECKED_IN');
  expect((await checkInAtTheDoor(door, later.qrUuid)).result).toBe('CHECKED_IN');
  await door.dispose();

  // ── The EDITOR creates a visit survey ───────────────────────────────────────
  const { context: staffContext, page: staff } = await laptopContext(browser);
  await logInToStaffConsole(staff, editorAccount);
  await openConsolePage(staff, '설문');
  await expect(staff).toHaveURL('/staff/survey-editor');
  await staff.getByRole('button', { name: '새 설문' }).click();
  const create = staff.getByRole('form', { name: '새 설문' });
  await create.getByLabel('제목', { exact: true }).fill(title);
  await create.getByLabel('소개 (선택)').fill('관람을 마친 분께 묻는 두 가지 질문이에요.');
  const first = create.getByRole('group', { name: '질문 1' });
  await first.getByLabel('질문', { exact: true }).fill('오늘 관람은 어떠셨나요?');
  await first.getByLabel('보기 1', { exact: true }).fill('좋았어요');
  await first.getByLabel('보기 2', { exact: true }).fill('아쉬웠어요');
  await create.getByRole('button', { name: '질문 추가' }).click();
  const second = create.getByRole('group', { name: '질문 2' });
  await second.getByLabel('유형', { exact: true }).selectOption('SUBJECTIVE');
  await second.getByLabel('질문', { exact: true }).fill('한마디 남겨 주세요');
  await second.getByRole('checkbox', { name: '필수 답변' }).uncheck();
  await create.getByRole('button', { name: '만들기' }).click();
  await expect(
    staff.getByRole('status').getByText(`${withParticle(`설문 '${title}'`, '을/를')} 만들었어요.`),
  ).toBeVisible();

  // ── A member who checked in answers it (their own token, the real call) ─────
  const listed = (await memberSurveys(request, answering.jwt)).find((s) => s.title === title);
  expect(listed).toBeDefined();
  const oldIdx = listed!.surveyIdx;
  const detail = await request.post('/api/survey/detail', {
    headers: { 'x-access-token': answering.jwt },
    data: { surveyIdx: oldIdx },
  });
  const { questionList, questionOptionsList } = (await detail.json()).data;
  const choice = questionOptionsList.find(
    (o: { surveyQuestionIdx: number }) => o.surveyQuestionIdx === questionList[0].surveyQuestionIdx,
  );
  const answered = await request.post('/api/survey/answer', {
    headers: { 'x-access-token': answering.jwt },
    data: {
      surveyIdx: oldIdx,
      answerList: [
        {
          surveyQuestionIdx: questionList[0].surveyQuestionIdx,
          answer: String(choice.surveyQuestionOptionIdx),
        },
      ],
    },
  });
  expect(answered.status()).toBe(200);

  // ── The EDITOR changes a question: a new survey replaces the answered one ───
  await staff.reload();
  await staff
    .getByRole('region', { name: '설문 목록' })
    .getByRole('button', { name: new RegExp(title) })
    .click();
  const edit = staff.getByRole('form', { name: '설문 편집' });
  await expect(edit.getByText(/회원 1명이 응답했어요/)).toBeVisible();
  await edit
    .getByRole('group', { name: '질문 1' })
    .getByLabel('질문', { exact: true })
    .fill('오늘 전시 관람은 어떠셨나요?');
  await edit.getByRole('button', { name: '저장', exact: true }).click();
  await expect(staff.getByText(/응답이 있어 새 설문으로 저장했어요/)).toBeVisible();
  const oldRow = staff
    .getByRole('button', { name: new RegExp(title) })
    .filter({ hasText: '새 설문으로 바뀜' });
  await expect(oldRow).toHaveCount(1);
  await expect(
    staff
      .getByRole('region', { name: '설문 목록' })
      .getByRole('button', { name: new RegExp(title) }),
  ).toHaveCount(2);
  await checkA11y(staff);
  await screenshotIfAsked(staff, 'console-survey-copied-1280');

  // ── Members: the one who answered keeps the old one; the others see the new one ──
  const answeredList = (await memberSurveys(request, answering.jwt)).filter(
    (s) => s.title === title,
  );
  expect(answeredList).toEqual([expect.objectContaining({ surveyIdx: oldIdx, answeredYn: 'Y' })]);
  const laterList = (await memberSurveys(request, later.jwt)).filter((s) => s.title === title);
  expect(laterList).toHaveLength(1);
  const newIdx = laterList[0]!.surveyIdx;
  expect(newIdx).not.toBe(oldIdx);

  await useMemberToken(context, later.jwt);
  await page.goto('/survey/ing');
  await waitForApp(page);
  const card = page.getByRole('article', { name: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: '참여하기' }).click();
  await expect(page).toHaveURL(`/survey/${newIdx}`);
  await expect(page.getByText('오늘 전시 관람은 어떠셨나요?')).toBeVisible();
  await checkA11y(page);

  // ── The old results are still readable ──────────────────────────────────────
  await staff.goto(`/staff/surveys/${oldIdx}`);
  await expect(staff.getByText('오늘 관람은 어떠셨나요?')).toBeVisible();
  await expect(staff.getByText(/응답 1명/).first()).toBeVisible();
  await checkA11y(staff);

  // ── The editor at phone width ─────────────────────────────────────────────────
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.goto('/staff/survey-editor');
  await staff
    .getByRole('button', { name: new RegExp(title) })
    .filter({ hasNotText: '새 설문으로 바뀜' })
    .click();
  await expect(staff.getByRole('form', { name: '설문 편집' })).toBeVisible();
  await checkA11y(staff);
  await screenshotIfAsked(staff, 'console-survey-editor-390');
  await staffContext.close();
});
