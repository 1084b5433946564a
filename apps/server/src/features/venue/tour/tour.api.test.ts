import { tourDetailResponse } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFloor } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { tourStops, tours } from '../../../db/schema';
import { seedDemoVenue } from '../../../db/seed/index';
import type { Database } from '../../../db/types';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type StopInput = Omit<typeof tourStops.$inferInsert, 'tourIdx' | 'stopText' | 'minutes'> &
  Partial<Pick<typeof tourStops.$inferInsert, 'stopText' | 'minutes'>>;

/**
 * Writes a tour and its stops as the CMS would, except that `tourIntro` is stored as given (not
 * sanitized), so the read's own sanitizing is what a test sees.
 */
async function createTour(
  db: Database,
  overrides: Partial<typeof tours.$inferInsert> = {},
  stops: StopInput[] = [],
) {
  const [tour] = await db
    .insert(tours)
    .values({ tourTitle: '투어', tourIntro: '<p>소개</p>', ...overrides })
    .returning();
  if (!tour) throw new Error('insert returned no row');
  if (stops.length > 0) {
    await db
      .insert(tourStops)
      .values(
        stops.map((stop) => ({ minutes: 10, stopText: '설명', ...stop, tourIdx: tour.tourIdx })),
      );
  }
  return tour;
}

const at = (iso: string) => new Date(iso);

describe('POST /api/tour/detail', () => {
  it('answers the seeded course: check-in, then B1, 1F, 2F and Rooftop with their floors', async () => {
    await seedDemoVenue(t.db, { now: new Date('2026-05-13T03:00:00Z') });

    const { statusCode, body } = await postJson(t.app, '/api/tour/detail', {});

    expect(statusCode).toBe(200);
    const tour = tourDetailResponse.parse(body).data;
    expect(tour).toMatchObject({
      tourTitle: '처음 오셨다면 이 순서로 둘러보세요',
      tourIntro: expect.stringMatching(/^<p>지하의 무대에서 시작해 루프탑의 하늘까지/),
      savePath: null,
    });
    expect(tour.checklist).toHaveLength(3);
    expect(tour.stopList.map((s) => [s.floorIdx, s.floorName, s.label, s.minutes])).toEqual([
      [null, null, '시작', 5],
      [1, 'B1', 'B1', 30],
      [2, '1F', '1F', 30],
      [3, '2F', '2F', 40],
      [4, 'Rooftop', 'Rooftop', 30],
    ]);
    expect(tour.stopList[1]).toMatchObject({
      title: '소리로 여는 하루',
      text: expect.stringContaining('The Stage'),
      tips: [
        '공연은 시작 10분 전부터 입장할 수 있어요. 시간표는 프로그램 탭에서 확인해 주세요.',
        '커스텀 굿즈는 완성까지 15분 정도 걸려요. 주문해 두고 다음 층을 둘러봐도 좋아요.',
      ],
    });
  });

  it('orders stops by their sort index and keeps other tours’ stops out', async () => {
    const floor = await createFloor(t.db, { floorName: 'B1' });
    const tour = await createTour(t.db, {}, [
      { label: '둘째', stopTitle: '두 번째', sortIndex: 2, floorIdx: floor.floorIdx },
      { label: '첫째', stopTitle: '첫 번째', sortIndex: 1, tips: [] },
      { label: '셋째', stopTitle: '세 번째', sortIndex: 3, tips: ['하나', '둘'] },
    ]);
    await createTour(t.db, { displayYn: false }, [{ label: '숨김', stopTitle: '숨은 코스' }]);

    const { body } = await postJson(t.app, '/api/tour/detail');

    expect(body.data.tourIdx).toBe(tour.tourIdx);
    expect(body.data.stopList).toEqual([
      expect.objectContaining({ title: '첫 번째', floorIdx: null, floorName: null, tips: [] }),
      expect.objectContaining({ title: '두 번째', floorIdx: floor.floorIdx, floorName: 'B1' }),
      expect.objectContaining({ title: '세 번째', tips: ['하나', '둘'] }),
    ]);
  });

  it('answers the displayed tour edited last; hidden tours never show', async () => {
    await createTour(t.db, { tourTitle: '예전 코스', modDate: at('2026-05-01T00:00:00Z') });
    await createTour(t.db, { tourTitle: '지금 코스', modDate: at('2026-05-10T00:00:00Z') });
    await createTour(t.db, {
      tourTitle: '작성 중인 코스',
      displayYn: false,
      modDate: at('2026-05-12T00:00:00Z'),
    });

    const { body } = await postJson(t.app, '/api/tour/detail');

    expect(body.data.tourTitle).toBe('지금 코스');
  });

  it('sanitizes the introduction on the server, keeping its structure', async () => {
    await createTour(t.db, {
      tourIntro:
        '<p>천천히 <strong>둘러보세요</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    });

    const { body } = await postJson(t.app, '/api/tour/detail');

    expect(body.data.tourIntro).toBe('<p>천천히 <strong>둘러보세요</strong></p><img src="x" />');
  });

  it.each([
    ['no tour at all', async () => {}],
    ['only a hidden tour', async () => void (await createTour(t.db, { displayYn: false }))],
  ])('answers 404 NOT_FOUND in Korean with %s', async (_name, arrange) => {
    await arrange();
    const { statusCode, body } = await postJson(t.app, '/api/tour/detail', {});
    expect(statusCode).toBe(404);
    expect(body).toEqual({
      success: false,
      resultCode: 404,
      errorCode: 'NOT_FOUND',
      message: '투어 코스 정보를 찾을 수 없습니다.',
    });
  });

  it('serves from the read cache until the content is invalidated after a write', async () => {
    const tour = await createTour(t.db, { tourTitle: '처음 제목' });
    expect((await postJson(t.app, '/api/tour/detail')).body.data.tourTitle).toBe('처음 제목');

    await t.db.update(tours).set({ tourTitle: '바뀐 제목' }).where(eq(tours.tourIdx, tour.tourIdx));
    expect((await postJson(t.app, '/api/tour/detail')).body.data.tourTitle).toBe('처음 제목');

    t.app.readCache.invalidate();
    expect((await postJson(t.app, '/api/tour/detail')).body.data.tourTitle).toBe('바뀐 제목');
  });

  it('does not cache the 404: a tour published afterwards shows at once', async () => {
    expect((await postJson(t.app, '/api/tour/detail')).statusCode).toBe(404);
    await createTour(t.db, { tourTitle: '새 코스' });
    const { statusCode, body } = await postJson(t.app, '/api/tour/detail');
    expect(statusCode).toBe(200);
    expect(body.data.tourTitle).toBe('새 코스');
  });

  it('refuses unknown fields with 400 and a Korean message', async () => {
    await createTour(t.db);
    const { statusCode, body } = await postJson(t.app, '/api/tour/detail', { tourIdx: 1 });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: '입력값을 다시 확인해 주세요.',
    });
  });
});
