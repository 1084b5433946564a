import { expect, expectNoA11yViolations, test } from '../fixtures';
import { listZoneFloors, useMemberToken } from '../support/home';
import { checkInAtTheDoor } from '../support/qr';
import { screenshotIfAsked } from '../support/sandbox';
import { memberWithQrPass } from '../support/staff';

/**
 * A member checked in at 2F The Lounge opens the home on 2F (the floor of today's last
 * check-in, getMainTitleInfo lastCheckInFloorIdx), not on the default 1F, and the Now section has
 * one floor selector (the map's tabs), no second button. A tab still moves to another floor.
 */
test('the in-venue home opens on the floor of the last check-in, with one floor selector', async ({
  page,
  context,
  request,
  playwright,
  baseURL,
}) => {
  const floors = await listZoneFloors(request);
  const floor = floors.find((f) => f.zoneList.some((zone) => zone.zoneName === 'The Lounge'));
  const lounge = floor?.zoneList.find((zone) => zone.zoneName === 'The Lounge');
  expect(floor?.floorName, 'the seed has The Lounge on 2F').toBe('2F');

  const member = await memberWithQrPass(request, '강라운');
  const staff = await playwright.request.newContext({ baseURL });
  await checkInAtTheDoor(staff, member.qrUuid, { zoneIdx: lounge!.zoneIdx });
  await staff.dispose();

  await useMemberToken(context, member.jwt);
  await page.goto('/');
  const now = page.getByRole('region', { name: 'Now' });
  await expect(now.getByRole('tab', { selected: true })).toContainText('2F');
  await expect(now.getByRole('heading', { level: 3, name: '2F 오늘의 프로그램' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(now.getByRole('button', { name: /층 선택/ })).toHaveCount(0);
  await expect(now.getByRole('tablist', { name: '층 선택' })).toHaveCount(1);
  await expectNoA11yViolations(page);
  await screenshotIfAsked(page, 'in-venue-home-2f');

  await now.getByRole('tab', { name: /B1/ }).click();
  await expect(page).toHaveURL('/?floor=1');
  await expect(now.getByRole('heading', { level: 3, name: 'B1 오늘의 프로그램' })).toBeVisible();
});
