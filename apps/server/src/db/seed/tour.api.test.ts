import { asc, count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';
import { tourStops, tours } from '../schema';
import { seedDemoVenue } from './index';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const now = new Date('2026-05-13T03:00:00Z');

describe('reseeding the tour', () => {
  it('writes the demo tour over its own ids and keeps tours the app wrote', async () => {
    await seedDemoVenue(t.db, { now });
    const stopIds = async () =>
      (
        await t.db
          .select({ id: tourStops.tourStopIdx })
          .from(tourStops)
          .orderBy(asc(tourStops.tourStopIdx))
      ).map((row) => row.id);
    const first = await stopIds();
    await t.db.insert(tours).values({ tourTitle: '운영 중 작성 중인 코스', displayYn: false });

    await seedDemoVenue(t.db, { now: new Date(now.getTime() + 86_400_000) });

    const [tourCount] = await t.db.select({ n: count() }).from(tours);
    expect(tourCount?.n).toBe(2);
    expect(await stopIds()).toEqual(first);
    expect(first).toEqual([1, 2, 3, 4, 5]);
    const { body } = await postJson(t.app, '/api/tour/detail');
    expect(body.data.tourTitle).toBe('처음 오셨다면 이 순서로 둘러보세요');
  });

  it('moves the sequences past the seeded ids', async () => {
    await seedDemoVenue(t.db, { now });
    const [tour] = await t.db.insert(tours).values({ tourTitle: '새 코스' }).returning();
    expect(tour?.tourIdx).toBe(2);
  });
});
