import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createEditor, laptopContext, pngFile, seoulDaysAhead } from '../support/console-editor';
import { expectImageDrawn } from '../support/images';
import { adult, signUpAdultWithKakao } from '../support/member-signup';
import { screenshotIfAsked, uniqueAccountId } from '../support/sandbox';
import { logInToStaffConsole, openConsolePage } from '../support/staff';

// The console's program screens (decision 026) end to end: an EDITOR makes a
// program with an uploaded image, a series of instances and questions, publishes it, and a member
// in a browser of their own finds it, sees the image and reserves it answering the questions.
test.describe.configure({ timeout: 150_000 });

test('an editor creates a reservation program with instances, questions and an image, publishes it, and a member reserves it', async ({
  page,
  request,
  browser,
}) => {
  const editor = await createEditor(request);
  const name = `봄 드로잉 클래스 ${Date.now().toString(36)}`;
  const { context, page: staff } = await laptopContext(browser);

  // ── The list, then 새 프로그램 ─────────────────────────────────────────────
  await logInToStaffConsole(staff, editor);
  await openConsolePage(staff, '프로그램');
  await expect(staff).toHaveURL(/\/staff\/programs$/);
  await expect(staff.getByRole('heading', { level: 1, name: '프로그램' })).toBeVisible();
  await expect(staff.getByRole('table')).toBeVisible();
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'console-programs-1280');

  await staff.getByRole('link', { name: '새 프로그램' }).click();
  await expect(staff).toHaveURL(/\/staff\/programs\/new$/);
  const form = staff.getByRole('form', { name: '프로그램 정보' });
  await form.getByLabel('유형').selectOption('RESERVATION');
  await form.getByLabel('분류', { exact: true }).selectOption({ index: 1 });
  await form.getByLabel('이름', { exact: true }).fill(name);
  await form.getByLabel('요약').fill('물감과 펜으로 성수의 봄을 그려요.');
  await form.getByLabel('장소').selectOption({ index: 1 });

  // The main image: a real PNG uploaded with its alt text, then shown as chosen.
  const picker = form.getByRole('group', { name: '대표 이미지' });
  await picker.getByRole('button', { name: '새 이미지 올리기' }).click();
  await picker.getByLabel('이미지 파일').setInputFiles(await pngFile('spring-drawing.png'));
  await picker.getByLabel('이미지 설명 (대체 텍스트)').fill('봄 드로잉 클래스 포스터');
  await picker.getByRole('button', { name: '올리고 선택하기' }).click();
  const chosen = picker.getByRole('img', { name: '봄 드로잉 클래스 포스터' });
  await expect(chosen).toBeVisible();
  await expect(chosen).toHaveAttribute('src', /^\/media\/uploads\/.+\.png$/);
  const imagePath = (await chosen.getAttribute('src'))!;

  // The description in the rich text editor: a heading and a bold word.
  const description = form.getByRole('textbox', { name: '상세 설명' });
  await description.click();
  await form
    .getByRole('toolbar', { name: '상세 설명 서식' })
    .getByRole('button', { name: '제목 2' })
    .click();
  await staff.keyboard.type('클래스 안내');
  await staff.keyboard.press('Enter');
  await staff.keyboard.type('준비물은 모두 드려요. ');
  await staff.keyboard.press('ControlOrMeta+b');
  await staff.keyboard.type('빈손으로');
  await staff.keyboard.press('ControlOrMeta+b');
  await staff.keyboard.type(' 오세요.');
  await form.getByLabel('일정 방식').selectOption('MULTI');
  await form.getByLabel('한 번에 신청할 수 있는 인원').fill('2');
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'console-program-editor-1280');

  await form.getByRole('button', { name: '초안으로 저장' }).click();
  await expect(staff).toHaveURL(/\/staff\/programs\/\d+$/);
  const programIdx = Number(/\/staff\/programs\/(\d+)$/.exec(staff.url())![1]);
  await expect(staff.getByText('초안으로 저장했어요.', { exact: false })).toBeVisible();
  await expect(staff.getByText('초안', { exact: true })).toBeVisible();

  // ── Instances: a week of 10:00 and 14:00, 60 minutes, 8 seats ─────────────────
  await staff
    .getByRole('region', { name, exact: true })
    .getByRole('link', { name: '회차 관리' })
    .click();
  await expect(staff).toHaveURL(`/staff/programs/${programIdx}/instances`);
  const series = staff.getByRole('form', { name: '여러 회차 만들기' });
  await series.getByLabel('시작일').fill(seoulDaysAhead(1));
  await series.getByLabel('종료일').fill(seoulDaysAhead(7));
  for (const day of ['일', '월', '화', '수', '목', '금', '토']) {
    await series.getByRole('checkbox', { name: day, exact: true }).check();
  }
  await series.getByLabel('시작 시간 1', { exact: true }).fill('10:00');
  await series.getByRole('button', { name: '시작 시간 추가' }).click();
  await series.getByLabel('시작 시간 2', { exact: true }).fill('14:00');
  await series.getByLabel('진행 시간 (분)').fill('60');
  await series.getByLabel('정원').fill('8');
  await series.getByRole('button', { name: '회차 만들기' }).click();
  await expect(series.getByText(/회차 \d+개를 만들었어요\./)).toBeVisible();
  await expect(series.getByText(/휴관일이라 건너뛴 날:/)).toBeVisible();
  const instanceRows = staff.getByRole('table').getByRole('row');
  await expect(instanceRows.nth(1)).toContainText('0 / 8');
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'console-program-instances-1280');

  // ── Questions: a required single choice and an optional short answer ────────
  await staff.getByRole('link', { name: '프로그램 편집' }).click();
  // The panel above the editor: the program's state and its actions.
  const state = staff.getByRole('region', { name, exact: true });
  await state.getByRole('link', { name: '질문 관리' }).click();
  await expect(staff).toHaveURL(`/staff/programs/${programIdx}/questions`);
  const questions = staff.getByRole('form', { name: /질문 \(버전/ });
  await questions.getByRole('button', { name: '질문 추가' }).click();
  const first = questions.getByRole('group', { name: '질문 1' });
  await first.getByLabel('질문', { exact: true }).fill('어떤 재료로 그리고 싶으세요?');
  await first.getByLabel('보기 1', { exact: true }).fill('수채 물감');
  await first.getByLabel('보기 2', { exact: true }).fill('색연필');
  await questions.getByRole('button', { name: '질문 추가' }).click();
  const second = questions.getByRole('group', { name: '질문 2' });
  await second.getByLabel('유형', { exact: true }).selectOption('SUBJECTIVE');
  await second.getByLabel('질문', { exact: true }).fill('그리고 싶은 장면이 있나요?');
  await second.getByRole('checkbox', { name: '필수 답변' }).uncheck();
  await questions.getByRole('button', { name: '질문 저장' }).click();
  await expect(questions.getByText('질문을 저장했어요.')).toBeVisible();
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'console-program-questions-1280');

  // ── 게시, and the preview ──────────────────────────────────────────────────
  await staff.getByRole('link', { name: '프로그램 편집' }).first().click();
  await state.getByRole('button', { name: '게시', exact: true }).click();
  await expect(state.getByText('게시했어요. 방문자 화면에 바로 보여요.')).toBeVisible();
  await expect(state.getByRole('button', { name: '게시 취소' })).toBeVisible();
  await state.getByRole('button', { name: '미리보기' }).click();
  const preview = staff.getByRole('article', { name: `${name} 미리보기` });
  await expect(preview.getByRole('heading', { name })).toBeVisible();
  await expect(preview.getByRole('img', { name: `${name} 대표 이미지` })).toHaveAttribute(
    'src',
    imagePath,
  );
  await preview.scrollIntoViewIfNeeded();
  await expectNoA11yViolations(staff);
  await screenshotIfAsked(staff, 'console-program-preview-1280');
  await context.close();

  // ── A member finds it in /program, sees the image and reserves it ───────────
  const accountId = uniqueAccountId('cms-program');
  await signUpAdultWithKakao(page, request, accountId, adult('봄그림'));
  await page.goto('/program');
  const main = page.getByRole('main');
  const card = main.getByRole('link', { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(`/program/${programIdx}`);
  await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  const image = main.locator(`img[src^="${imagePath.replace(/\.png$/, '')}"]`).first();
  // Decoded, not only laid out: the responsive size the server made with sharp.
  await expectImageDrawn(image);
  await expect(main.getByRole('heading', { name: '클래스 안내' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'cms-program-detail-390');

  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(page).toHaveURL(`/schedule/${programIdx}`);
  await main
    .getByRole('group', { name: '시간' })
    .locator('input[type=radio]:not([disabled])')
    .first()
    .check();
  await main.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL('/infocomfirm');
  // The address changes before the page does: until the info page's recap shows, the schedule
  // (with its own 다음) may still be on screen while the new page's code loads on a busy machine.
  await expect(main.getByRole('region', { name: '예약 정보' })).toContainText(/인원\s*1명/);
  for (const box of await main.getByRole('checkbox', { name: /\(필수\)/ }).all()) await box.check();
  await main.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL('/participy');
  await main.getByRole('radio', { name: '색연필' }).check();
  await main.getByRole('textbox', { name: /그리고 싶은 장면/ }).fill('서울숲의 벚꽃길');
  await main.getByRole('button', { name: '예약하기' }).click();
  await expect(page).toHaveURL('/programComplete');
  await expect(main.getByRole('heading', { name: '예약이 완료되었어요' })).toBeVisible();
});
