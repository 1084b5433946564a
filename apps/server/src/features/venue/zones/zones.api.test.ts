import { zoneDetailResponse } from '@venue/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFloor, createZone } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET /api/zone/list', () => {
  it('nests each floor’s zones in order, and keeps floors without zones', async () => {
    const ground = await createFloor(t.db, { floorName: '1F', floorLabel: '1층', sortIndex: 2 });
    const basement = await createFloor(t.db, {
      floorName: 'B1',
      floorLabel: '지하 1층',
      sortIndex: 1,
      congestion: 'BUSY',
    });
    const empty = await createFloor(t.db, { floorName: '2F', floorLabel: '2층', sortIndex: 3 });
    const goods = await createZone(t.db, {
      floorIdx: basement.floorIdx,
      zoneName: '굿즈 존',
      zoneNameEn: 'Goods Zone',
      sortIndex: 2,
    });
    const stage = await createZone(t.db, {
      floorIdx: basement.floorIdx,
      zoneName: '더 스테이지',
      zoneNameEn: 'The Stage',
      sortIndex: 1,
      state: 'PREPARING',
    });
    const hall = await createZone(t.db, { floorIdx: ground.floorIdx, zoneNameEn: 'Main Hall' });

    const response = await t.app.inject({ method: 'GET', url: '/api/zone/list' });
    const body = response.json();

    expect(response.statusCode).toBe(200);
    expect(body.data.map((f: { floorIdx: number }) => f.floorIdx)).toEqual([
      basement.floorIdx,
      ground.floorIdx,
      empty.floorIdx,
    ]);
    expect(body.data[0]).toEqual({
      floorIdx: basement.floorIdx,
      floorName: 'B1',
      floorLabel: '지하 1층',
      congestion: 'BUSY',
      zoneList: [
        {
          zoneIdx: stage.zoneIdx,
          zoneName: '더 스테이지',
          zoneNameEn: 'The Stage',
          zoneSummary: '',
          state: 'PREPARING',
          mainFileContentSavePath: stage.mainFileContentSavePath,
          locationFileContentSavePath: stage.locationFileContentSavePath,
        },
        expect.objectContaining({ zoneIdx: goods.zoneIdx, zoneNameEn: 'Goods Zone' }),
      ],
    });
    expect(body.data[1].zoneList).toEqual([expect.objectContaining({ zoneIdx: hall.zoneIdx })]);
    expect(body.data[2].zoneList).toEqual([]);
  });

  it('answers 500 with the generic message, not a bad enum, when a row breaks the contract', async () => {
    await createFloor(t.db, { congestion: 'PACKED' });
    const response = await t.app.inject({ method: 'GET', url: '/api/zone/list' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ errorCode: 'INTERNAL' });
    expect(response.body).not.toContain('PACKED');
  });
});

describe('POST /api/zone/detail', () => {
  it('answers the zone with its floor and sanitized description', async () => {
    const floor = await createFloor(t.db, { floorName: 'B1', floorLabel: '지하 1층' });
    const zone = await createZone(t.db, {
      floorIdx: floor.floorIdx,
      zoneName: '더 스테이지',
      zoneDescription: '<p>무대</p><img src="x" onerror="alert(1)">',
    });

    const { statusCode, body } = await postJson(t.app, '/api/zone/detail', {
      zoneIdx: zone.zoneIdx,
    });

    expect(statusCode).toBe(200);
    expect(zoneDetailResponse.parse(body).data).toMatchObject({
      zoneIdx: zone.zoneIdx,
      zoneName: '더 스테이지',
      floorIdx: floor.floorIdx,
      floorName: 'B1',
      zoneDescription: '<p>무대</p><img src="x" />',
    });
  });

  it('answers 404 in Korean for an unknown zone and 400 for a bad id', async () => {
    const missing = await postJson(t.app, '/api/zone/detail', { zoneIdx: 424242 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({
      errorCode: 'NOT_FOUND',
      message: '공간 정보를 찾을 수 없습니다.',
    });
    const bad = await postJson(t.app, '/api/zone/detail', { zoneIdx: 0 });
    expect(bad.statusCode).toBe(400);
  });
});
