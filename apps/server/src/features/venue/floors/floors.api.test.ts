import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFloor } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/floors/list', () => {
  it('lists the floors in display order with floorIdx, floorName and index', async () => {
    const roof = await createFloor(t.db, {
      floorName: 'Rooftop',
      floorLabel: '루프탑',
      sortIndex: 4,
    });
    const b1 = await createFloor(t.db, { floorName: 'B1', floorLabel: '지하 1층', sortIndex: 1 });

    const { statusCode, body } = await postJson(t.app, '/api/floors/list', {});

    expect(statusCode).toBe(200);
    expect(body.data).toEqual([
      { floorIdx: b1.floorIdx, floorName: 'B1', floorLabel: '지하 1층', index: 1, plan: null },
      { floorIdx: roof.floorIdx, floorName: 'Rooftop', floorLabel: '루프탑', index: 4, plan: null },
    ]);
  });

  it('answers an empty list when no floor exists', async () => {
    const { body } = await postJson(t.app, '/api/floors/list');
    expect(body).toMatchObject({ success: true, data: [] });
  });
});
