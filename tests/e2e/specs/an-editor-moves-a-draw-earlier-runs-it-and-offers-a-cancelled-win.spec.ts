import { sandboxSessionResponse, staffInstanceSaveResponse } from '@venue/contract';
import { expect, expectNoA11yViolations, test } from '../fixtures';
import { createEditor, laptopContext, seoulDaysAhead } from '../support/console-editor';
import {
  actAsMember,
  createReservationProgram,
  getProgramDetail,
  publishProgram,
  reserveThroughApi,
} from '../support/reservations';
import { screenshotIfAsked, uniquePhone } from '../support/sandbox';
import { logInToStaffConsole, openConsolePage, postOk } from '../support/staff';

test.describe.configure({ timeout: 120_000 });

// Decision 036: an EDITOR finds a draw in the desk, lowers its winner count and
// moves its announcement earlier, draws it now, and the browser verifies the record. The winner
// sees 당첨 on their phone; when the win is cancelled, the next in the record's order gets a 당첨
// 기회 알림톡 by itself (decision 066), takes it on the entry's page, and their history turns to
// 당첨; the desk shows the offer, who made it and that it was taken.
test('an EDITOR moves a draw earlier, draws it now, verifies it, and a cancelled win goes to the next, who takes it', async ({
  page,
  request,
  browser,
}) => {
  const editor = await createEditor(request);
  // `request` now holds the sandbox ADMIN's instance: it makes the program and cancels the win.
  const name = `라운지 초대 추첨 ${Date.now() % 100_000}`;
  const hour = 3_600_000;
  const programIdx = await createReservationProgram(
    request,
    { name, description: '두 분 중 한 분을 모셔요', maxPersonCount: 1 },
    {
      programType: 'APPLICATION',
      winnerCount: 2,
      entryStartAt: new Date(Date.now() - hour).toISOString(),
      entryEndAt: new Date(Date.now() + 24 * hour).toISOString(),
      winnerAnnouncementDate: new Date(Date.now() + 72 * hour).toISOString(),
    },
  );
  const { programInstanceIdx } = staffInstanceSaveResponse.parse(
    await postOk(request, '/api/staff/programs/instances/save', {
      programIdx,
      execDate: seoulDaysAhead(4),
      startTime: '15:00',
      endTime: '16:00',
      capacity: 10,
    }),
  ).data;
  await publishProgram(request, programIdx);
  const program = await getProgramDetail(request, programIdx);
  const members = await Promise.all(
    (['정하람', '윤서진'] as const).map(async (memberName) => {
      const phone = uniquePhone();
      const session = await postOk(request, '/sandbox/api/session', {
        name: memberName,
        birthYmd: '1992-03-14',
        gender: 'F',
        phoneNumber: phone,
        telecomCode: '02',
        provider: 'kakao',
      });
      const member = { ...sandboxSessionResponse.parse(session).data, name: memberName, phone };
      const entryIdx = await reserveThroughApi(request, member, {
        program,
        programInstanceIdx,
        participantCnt: 1,
      });
      return { ...member, entryIdx, masked: `${memberName[0]}*${memberName[2]}` };
    }),
  );

  // The EDITOR, on a laptop: one winner, and the announcement two days ahead instead of three.
  const { context, page: desk } = await laptopContext(browser);
  await logInToStaffConsole(desk, editor);
  await openConsolePage(desk, '추첨');
  await expect(desk.getByRole('heading', { level: 1, name: '추첨' })).toBeVisible();
  const upcoming = desk.getByRole('region', { name: /추첨 예정/ });
  await upcoming.getByRole('button', { name: new RegExp(name) }).click();
  const form = desk.getByRole('form', { name: '당첨 인원과 발표 일시' });
  await form.getByLabel('당첨 인원').fill('1');
  const earlier = `${seoulDaysAhead(2)}T12:00`;
  await form.getByLabel('발표 일시').fill(earlier);
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByText('저장했어요.')).toBeVisible();
  await expect(upcoming.getByRole('button', { name: new RegExp(name) })).toContainText(
    `응모 2명 · 당첨 1명 · 발표 ${earlier.replace('T', ' ')}`,
  );
  await expectNoA11yViolations(desk);
  await screenshotIfAsked(desk, 'console-draws-settings-1280');

  // 지금 추첨, once, after the confirmation.
  await desk.getByRole('button', { name: '지금 추첨' }).click();
  const dialog = desk.getByRole('dialog', { name: `${name} 지금 추첨할까요?` });
  await expect(dialog).toContainText('응모한 2명 중에서');
  await dialog.getByRole('button', { name: '추첨하기' }).click();
  const record = desk.getByRole('region', { name: `${name} 추첨 기록` });
  await expect(record).toContainText('운영자가 지금 추첨');
  await expect(record).toContainText('hmac-sha256-fisher-yates-v1');
  await record.getByRole('button', { name: '이 브라우저에서 검증하기' }).click();
  await expect(record.getByRole('status')).toContainText('검증했어요. 기록이 맞아요.');
  await expect(desk.getByRole('region', { name: /추첨 완료/ })).toContainText(name);
  const order = desk.getByRole('table', { name: /후보 2명/ });
  const rows = order.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('당첨');
  await expectNoA11yViolations(desk);
  await screenshotIfAsked(desk, 'console-draws-record-1280');

  // Who won is the first of the record's order (names masked for an EDITOR).
  const firstName = (await rows.nth(1).getByRole('cell').nth(1).textContent())?.trim();
  const winner = members.find((m) => m.masked === firstName);
  const runnerUp = members.find((m) => m.masked !== firstName);
  if (!winner || !runnerUp) throw new Error(`unexpected first candidate ${firstName}`);

  // On the phone, the winner sees 당첨 and the other 미당첨.
  const history = page.getByRole('list', { name: '내역' });
  const myEntry = history.getByRole('link').filter({ hasText: name });
  await page.goto('/');
  await actAsMember(page, winner.jwt);
  await page.goto('/res-entry');
  await expect(myEntry).toContainText('당첨');
  await expect(myEntry).not.toContainText('미당첨');
  await actAsMember(page, runnerUp.jwt);
  await page.goto('/res-entry');
  await expect(myEntry).toContainText('미당첨');

  // The winner cannot come: the win is cancelled, and the next in the record's order is offered
  // it by itself (decision 066): a 당첨 기회 알림톡, and until a deadline to take it.
  await postOk(request, '/api/staff/entries/status', {
    reserveEntryIdx: winner.entryIdx,
    action: 'CANCEL',
    reason: '당첨자 연락 두절',
  });
  await expect
    .poll(
      async () => {
        const response = await request.get(`/sandbox/api/messages?phone=${runnerUp.phone}`);
        return ((await response.json()).data.messages as { kind: string }[]).map((m) => m.kind);
      },
      { timeout: 20_000 },
    )
    .toContain('DRAW_OFFERED');
  await desk.reload();
  const offers = desk.getByRole('list', { name: '넘긴 당첨 1건' });
  await expect(offers).toContainText(`2순위 ${runnerUp.masked}`);
  await expect(offers).toContainText(/당첨 기회 · \d+월 \d+일 \d{2}:\d{2}까지/);
  await expect(offers).toContainText('자동');
  // An open chance is not passed on by hand.
  await expect(desk.getByRole('button', { name: /다음 순번에게 넘기기/ })).toHaveCount(0);
  await expectNoA11yViolations(desk);
  await screenshotIfAsked(desk, 'console-draws-offered-1280');

  // On the phone: the 알림톡's 당첨 받기 opens the entry, still 미당첨, with the chance on top.
  await page.goto(`/sandbox/messages?phone=${runnerUp.phone}`);
  const message = page.getByRole('listitem').filter({ hasText: '당첨 기회가 생겼어요' });
  await expect(message).toContainText(name);
  await screenshotIfAsked(page, 'draw-offer-alimtalk-390', { fullPage: true });
  await actAsMember(page, runnerUp.jwt);
  await message.getByRole('link', { name: '당첨 받기' }).click();
  await expect(page).toHaveURL(/\/res-entry\/detail\/application\/\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: '당첨 기회가 생겼어요' })).toBeVisible();
  await expect(main).toContainText(/\d+월 \d+일 \([일월화수목금토]\) \d{2}:\d{2}까지/);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'res-entry-draw-offer-390');
  await main.getByRole('button', { name: '당첨 받기' }).click();
  await expect(main.getByRole('heading', { name: '당첨을 받았어요' })).toBeFocused();
  await page.goto('/res-entry');
  await expect(myEntry).toContainText('당첨');
  await expect(myEntry).not.toContainText('미당첨');
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'res-entry-offered-win-390');

  // The desk sees it taken.
  await desk.reload();
  await expect(offers).toContainText('당첨 수락');
  await context.close();
});
