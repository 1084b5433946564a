import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { mapHotspots } from '../../../db/schema';
import { seedDemoVenue } from '../../../db/seed/index';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/checkin/banner/list', () => {
  it('answers every floor-map hotspot, zone codes carrying the zone id in programIdx', async () => {
    await seedDemoVenue(t.db, { now: new Date() });
    const hotspots = await t.db.select().from(mapHotspots);

    const { statusCode, body } = await postJson(t.app, '/api/checkin/banner/list', {});

    expect(statusCode).toBe(200);
    expect(body.data).toHaveLength(hotspots.length);
    for (const hotspot of hotspots) {
      const isProgram = hotspot.mapType.charAt(2) === 'P';
      expect(body.data).toContainEqual({
        mapType: hotspot.mapType,
        programIdx: isProgram ? hotspot.programIdx : hotspot.zoneIdx,
        floorIdx: hotspot.floorIdx,
        // its name and rectangle on the plan (decision 030)
        label: hotspot.label,
        labelEn: hotspot.labelEn,
        rect: {
          x: hotspot.rectX,
          y: hotspot.rectY,
          width: hotspot.rectWidth,
          height: hotspot.rectHeight,
        },
      });
    }
    const g1p1 = hotspots.find((h) => h.mapType === 'G1P0001');
    expect(body.data).toContainEqual(
      expect.objectContaining({
        mapType: 'G1P0001',
        programIdx: g1p1?.programIdx,
        floorIdx: g1p1?.floorIdx,
        label: '이머시브 룸',
      }),
    );
  });

  it('answers an empty list before the venue has a map, also without a body', async () => {
    const { statusCode, body } = await postJson(t.app, '/api/checkin/banner/list');
    expect(statusCode).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('refuses unknown body fields', async () => {
    const { statusCode, body } = await postJson(t.app, '/api/checkin/banner/list', { floor: 1 });
    expect(statusCode).toBe(400);
    expect(body.errorCode).toBe('VALIDATION_FAILED');
  });
});
