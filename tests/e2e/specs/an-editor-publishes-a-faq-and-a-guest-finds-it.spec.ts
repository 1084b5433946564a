import { withParticle } from '@venue/contract/domain';
import { expect, expectNoA11yViolations } from '../fixtures';
import { typeRichText } from '../support/console-content';
import { createEditor, laptopContext } from '../support/console-editor';
import { testOnOwnVenue } from '../support/own-venue';
import { screenshotIfAsked } from '../support/sandbox';
import { logInToStaffConsole, openConsolePage } from '../support/staff';

/**
 * An EDITOR adds a FAQ category and a question (its answer in the rich text editor)
 * in the console on a laptop; a guest on a phone finds it under /FAQ in that category and opens
 * it. The EDITOR hides it, and the guest no longer finds it.
 *
 * A new category changes the filter every visitor's /FAQ shows (the guest FAQ spec compares it
 * with the API's list), so this spec runs on a venue of its own (support/own-venue.ts).
 */
const test = testOnOwnVenue();
test.describe.configure({ timeout: 90_000 });

test('an EDITOR publishes a FAQ in a new category, a guest finds and opens it, and no longer finds it once hidden', async ({
  page: guest,
  request,
  browser,
  venue,
}) => {
  const stamp = Date.now().toString(36);
  const category = `단체 방문 ${stamp}`;
  const question = `단체로 방문해도 되나요? ${stamp}`;
  const answer = '20명 이상이면 1:1 문의로 미리 알려 주세요.';

  const editor = await createEditor(request);
  const { context, page: staff } = await laptopContext(browser, { baseURL: venue.url });
  await logInToStaffConsole(staff, editor);
  await openConsolePage(staff, 'FAQ');
  await expect(staff.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();

  // A category, then a question in it.
  const categories = staff.getByRole('region', { name: '분류', exact: true });
  await categories.getByRole('button', { name: '새 분류' }).click();
  const categoryForm = categories.getByRole('form', { name: '새 분류' });
  await categoryForm.getByLabel('분류 이름').fill(category);
  await categoryForm.getByRole('button', { name: '분류 저장' }).click();
  await expect(staff.getByRole('status')).toHaveText(
    `${withParticle(`분류 '${category}'`, '을/를')} 저장했어요.`,
  );
  await expect(categories.getByRole('listitem').filter({ hasText: category })).toContainText(
    '질문 0개',
  );

  await staff.getByRole('button', { name: '새 질문 작성' }).click();
  const form = staff.getByRole('form', { name: '새 질문' });
  await form.getByLabel('분류', { exact: true }).selectOption({ label: category });
  await form.getByLabel('질문', { exact: true }).fill(question);
  await typeRichText(staff, '답변', answer);
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'console-faq-editor-1280');
  await form.getByRole('button', { name: '등록' }).click();
  await expect(staff.getByRole('status')).toHaveText('질문을 등록했어요.');
  const list = staff.getByRole('region', { name: '질문 목록' });
  const row = list.getByRole('button', { name: new RegExp(question.replace(/[?]/g, '\\?')) });
  await expect(row).toContainText('노출');
  await expect(row).toContainText(category);
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'console-faq-1280');

  // The guest, on a phone: the category's filter, the question, its answer.
  await guest.goto('/FAQ');
  await guest
    .getByRole('navigation', { name: 'FAQ 분류' })
    .getByRole('link', { name: category, exact: true })
    .click();
  await expect(guest).toHaveURL(/\/FAQ\?category=\d+$/);
  const categoryUrl = guest.url();
  const questions = guest.getByRole('region', { name: '자주 묻는 질문' }).getByRole('link');
  const link = questions.filter({ hasText: question });
  await expect(link).toHaveCount(1);
  await expectNoA11yViolations(guest);
  await screenshotIfAsked(guest, 'faq-from-the-console-390');
  await link.click();
  await expect(guest).toHaveURL(/\/FAQ\/\d+$/);
  await expect(guest.getByRole('heading', { level: 2, name: question })).toBeVisible();
  await expect(guest.getByRole('article')).toContainText(answer);
  await expect(guest.getByRole('article')).toContainText(category);
  await expectNoA11yViolations(guest);
  await screenshotIfAsked(guest, 'faq-detail-from-the-console-390');

  // The EDITOR hides it: marked 숨김 in the console, gone from the guest's list.
  await row.click();
  const edit = staff.getByRole('form', { name: '질문 수정' });
  await expect(edit.getByLabel('질문', { exact: true })).toHaveValue(question);
  await edit.getByRole('checkbox', { name: '노출' }).uncheck();
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(staff.getByRole('status')).toHaveText('질문을 저장했어요.');
  await expect(row).toContainText('숨김');
  await context.close();

  // Its category holds no question a guest may see now.
  await guest.goto(categoryUrl);
  await expect(guest.getByText('등록된 질문이 없어요.')).toBeVisible();
  await expect(questions.filter({ hasText: question })).toHaveCount(0);
  await guest.goto('/FAQ');
  await expect(questions.first()).toBeVisible();
  await expect(questions.filter({ hasText: question })).toHaveCount(0);
  await expectNoA11yViolations(guest);
});
