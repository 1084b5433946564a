import { addDays, seoulToday } from '@venue/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { frequencyRewards, frequencySeasons, frequencyStamps } from '../schema';
import { seasonIds } from './frequency';
import { seedDemoVenue } from './index';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const now = new Date('2026-05-13T03:00:00Z'); // Wednesday 12:00 in Seoul
const today = seoulToday(now);

describe('the demo Draw Tour seasons', () => {
  it('seeds one season live today and one that already ended, each with rewards and drawn images', async () => {
    await seedDemoVenue(t.db, { now });
    const seasons = await t.db.select().from(frequencySeasons).orderBy(frequencySeasons.seasonIdx);
    const live = seasons.filter((s) => s.startDate <= today && today <= s.endDate);
    const past = seasons.filter((s) => s.endDate < today);
    expect(live.map((s) => s.seasonIdx)).toEqual([seasonIds.live]);
    expect(past.map((s) => s.seasonIdx)).toEqual([seasonIds.past]);
    expect(live[0]?.startDate).toBe(addDays(today, -21));
    const rewards = await t.db.select().from(frequencyRewards);
    for (const season of seasons) {
      expect(season.imagePath).toMatch(/^\/media\/banner\/[a-z0-9-]+\.svg$/);
      const own = rewards.filter((r) => r.seasonIdx === season.seasonIdx);
      expect(own.length).toBeGreaterThan(0);
      expect(Math.max(...own.map((r) => r.requiredStamps))).toBe(season.stampGoal);
    }
    for (const reward of rewards) {
      expect(reward.imagePath).toMatch(/^\/media\/main-square\/[a-z0-9-]+\.svg$/);
    }
  });

  it('reseeds after members earned stamps: the stamps stay, ids stay', async () => {
    await seedDemoVenue(t.db, { now });
    const member = await createMember(t.db);
    await t.db.insert(frequencyStamps).values({
      seasonIdx: seasonIds.live,
      userIdx: member.userIdx,
      earnType: 'CHECKIN',
      earnKey: `CHECKIN:${today}`,
    });

    await seedDemoVenue(t.db, { now: new Date(now.getTime() + 86_400_000) });

    expect(await t.db.select().from(frequencyStamps)).toHaveLength(1);
    const ids = (await t.db.select().from(frequencySeasons)).map((s) => s.seasonIdx).sort();
    expect(ids).toEqual([seasonIds.past, seasonIds.live]);
    const [season] = await t.db
      .insert(frequencySeasons)
      .values({
        title: '새 시즌',
        imagePath: '/media/banner/x.svg',
        startDate: today,
        endDate: today,
        stampGoal: 1,
      })
      .returning();
    expect(season?.seasonIdx).toBe(3);
  });
});
