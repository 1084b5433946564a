import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, DEFAULT_NOSHOW_RULES, seoulToday } from '@venue/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFloor,
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
  createZone,
} from '../../../../test/factories';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { venueSettings } from '../../../db/schema';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';
import { isVenueClosed, venueClosedDays } from './venue-settings';

let t: TestApp;
let editor: Record<string, string>;
let admin: Record<string, string>;
let staff: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  // A long TTL: every visitor read below that shows a change proves the write dropped the cache.
  t = await createTestApp({ readCache: { ttlMs: 600_000 } });
  const login = async (role: 'ADMIN' | 'EDITOR' | 'STAFF') => {
    const operator = await createOperator(t.db, { role });
    return { cookie: await staffLogin(t.app, operator.loginId, operator.password) };
  };
  editor = await login('EDITOR');
  admin = await login('ADMIN');
  staff = await login('STAFF');
  const row = await createMember(t.db);
  member = { 'x-access-token': await signMemberToken(memberTokenKey(t.config), row) };
});
afterAll(async () => {
  await t.close();
});

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

const post = (url: string, payload: unknown, headers: Record<string, string> = editor) =>
  postJson(t.app, url, payload, headers);

async function auditRows(action: string, targetId: number | string) {
  const list = await post('/api/staff/audit/list', { action, targetId: String(targetId) }, admin);
  expect(list.statusCode).toBe(200);
  return list.body.data.list as Json[];
}

const zoneBody = (floorIdx: number, overrides: object = {}) => ({
  floorIdx,
  zoneName: '새 공간',
  zoneNameEn: 'New Space',
  zoneSummary: '요약',
  zoneDescription: '<p>소개</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
  state: 'PREPARING',
  mainFileContentSavePath: '/media/uploads/zone-main.webp',
  locationFileContentSavePath: '/media/uploads/zone-location.webp',
  index: 3,
  ...overrides,
});

describe('roles', () => {
  const editorCalls: [string, object][] = [
    ['/api/staff/floors', {}],
    ['/api/staff/floors/save', { floorName: '3F', floorLabel: '3층', index: 5 }],
    ['/api/staff/floors/plan/save', { floorIdx: 1, plan: null }],
    ['/api/staff/floors/delete', { floorIdx: 1 }],
    ['/api/staff/zones', {}],
    ['/api/staff/zones/save', zoneBody(1)],
    ['/api/staff/zones/delete', { zoneIdx: 1 }],
    ['/api/staff/hotspots', {}],
    ['/api/staff/hotspots/delete', { mapHotspotIdx: 1 }],
    ['/api/staff/tours', {}],
    ['/api/staff/tours/detail', { tourIdx: 1 }],
    ['/api/staff/tours/save', { tourTitle: '투어', stopList: [] }],
  ];
  it.each(editorCalls)('%s: STAFF 403, member token 401, no session 401', async (url, body) => {
    expect((await post(url, body, staff)).body).toMatchObject({
      resultCode: 403,
      errorCode: 'FORBIDDEN',
    });
    expect((await post(url, body, member)).statusCode).toBe(401);
    expect((await post(url, body, {})).statusCode).toBe(401);
  });

  it.each([
    ['/api/staff/venue/settings', {}],
    ['/api/staff/venue/settings/save', buildVenueSettings()],
  ])(
    '%s is for ADMIN: EDITOR and STAFF 403, member token and no session 401',
    async (url, body) => {
      expect((await post(url, body, editor)).statusCode).toBe(403);
      expect((await post(url, body, staff)).statusCode).toBe(403);
      expect((await post(url, body, member)).statusCode).toBe(401);
      expect((await post(url, body, {})).statusCode).toBe(401);
    },
  );
});

describe('floors', () => {
  it('creates, updates, plans and deletes a floor, audited, and the floor tabs show it at once', async () => {
    expect((await postJson(t.app, '/api/floors/list', {})).body.data).toEqual([]);

    const created = await post('/api/staff/floors/save', {
      floorName: 'B2',
      floorLabel: '지하 2층',
      index: 0,
      congestion: 'LOW',
    });
    expect(created.statusCode).toBe(200);
    const { floorIdx } = created.body.data;
    expect((await postJson(t.app, '/api/floors/list', {})).body.data).toEqual([
      { floorIdx, floorName: 'B2', floorLabel: '지하 2층', index: 0, plan: null },
    ]);

    const updated = await post('/api/staff/floors/save', {
      floorIdx,
      floorName: 'B2',
      floorLabel: '지하2층',
      index: 1,
      congestion: 'BUSY',
    });
    expect(updated.body.data).toEqual({ floorIdx });
    const plan = { savePath: '/media/uploads/plan-b2.png', width: 1200, height: 900 };
    expect((await post('/api/staff/floors/plan/save', { floorIdx, plan })).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/floors/list', {})).body.data).toEqual([
      { floorIdx, floorName: 'B2', floorLabel: '지하2층', index: 1, plan },
    ]);
    const zones = (await t.app.inject({ method: 'GET', url: '/api/zone/list' })).json();
    expect(zones.data[0]).toMatchObject({ floorIdx, congestion: 'BUSY' });

    const [save] = await auditRows('floor.save', floorIdx);
    expect(save).toMatchObject({
      action: 'floor.save',
      before: { floorLabel: '지하 2층', congestion: 'LOW' },
      after: { floorLabel: '지하2층', congestion: 'BUSY' },
    });
    expect((await auditRows('floor.plan', floorIdx))[0].after.plan).toEqual(plan);

    expect((await post('/api/staff/floors/delete', { floorIdx })).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/floors/list', {})).body.data).toEqual([]);
    expect((await auditRows('floor.delete', floorIdx))[0]).toMatchObject({ after: null });
  });

  it('refuses to delete a floor with zones (409, Korean), and an unknown floor is a 404', async () => {
    const zone = await createZone(t.db);
    const refused = await post('/api/staff/floors/delete', { floorIdx: zone.floorIdx });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errorCode).toBe('CONFLICT');
    expect(refused.body.message).toContain('공간 1개');
    expect((await post('/api/staff/floors/delete', { floorIdx: 2_000_000 })).statusCode).toBe(404);
    expect(
      (
        await post('/api/staff/floors/save', {
          floorIdx: 2_000_000,
          floorName: 'X',
          floorLabel: 'X',
          index: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('validates with Korean messages per field', async () => {
    const bad = await post('/api/staff/floors/save', {
      floorName: '',
      floorLabel: 'x'.repeat(41),
      index: -1,
      congestion: 'FULL',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
    expect(bad.body.fields.map((f: Json) => f.path).sort()).toEqual([
      'congestion',
      'floorLabel',
      'floorName',
      'index',
    ]);
    expect(bad.body.message).toMatch(/[가-힣]/);
    const plan = await post('/api/staff/floors/plan/save', {
      floorIdx: 1,
      plan: { savePath: 'https://evil.example/plan.png', width: 0, height: 1.5 },
    });
    expect(plan.body.fields.map((f: Json) => f.path).sort()).toEqual([
      'plan.height',
      'plan.savePath',
      'plan.width',
    ]);
  });
});

describe('zones', () => {
  it('creates and updates a zone with sanitized HTML; the zone page shows it at once', async () => {
    const floor = await createFloor(t.db);
    const created = await post('/api/staff/zones/save', zoneBody(floor.floorIdx));
    expect(created.statusCode).toBe(200);
    const { zoneIdx } = created.body.data;
    const detail = await postJson(t.app, '/api/zone/detail', { zoneIdx });
    expect(detail.body.data).toMatchObject({ zoneName: '새 공간', state: 'PREPARING' });
    expect(detail.body.data.zoneDescription).not.toMatch(/script|onerror/);

    await post('/api/staff/zones/save', zoneBody(floor.floorIdx, { zoneIdx, state: 'OPEN' }));
    expect((await postJson(t.app, '/api/zone/detail', { zoneIdx })).body.data.state).toBe('OPEN');
    const listed = await post('/api/staff/zones', { floorIdx: floor.floorIdx });
    expect(listed.body.data).toEqual([expect.objectContaining({ zoneIdx, index: 3 })]);
    const [audit] = await auditRows('zone.save', zoneIdx);
    expect(audit).toMatchObject({ before: { state: 'PREPARING' }, after: { state: 'OPEN' } });
    expect(audit.after.zoneDescription).not.toContain('script');
  });

  it('saves a zone without a location image (the visitor reads none) and names a missing main image', async () => {
    const floor = await createFloor(t.db);
    const { locationFileContentSavePath: _location, ...withoutLocation } = zoneBody(floor.floorIdx);
    const saved = await post('/api/staff/zones/save', withoutLocation);
    expect(saved.statusCode).toBe(200);
    const detail = await postJson(t.app, '/api/zone/detail', { zoneIdx: saved.body.data.zoneIdx });
    expect(detail.body.data.locationFileContentSavePath).toBe('');

    const noMain = await post('/api/staff/zones/save', {
      ...zoneBody(floor.floorIdx),
      mainFileContentSavePath: '',
      locationFileContentSavePath: '',
    });
    expect(noMain.statusCode).toBe(400);
    expect(noMain.body.fields).toEqual([
      { path: 'mainFileContentSavePath', message: '대표 이미지를 골라 주세요.' },
    ]);
  });

  it('refuses an unknown floor (400 floorIdx), a non-/media image (400), and a zone in use (409)', async () => {
    const unknown = await post('/api/staff/zones/save', zoneBody(2_000_000));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.fields).toEqual([
      { path: 'floorIdx', message: '층 정보를 찾을 수 없어요.' },
    ]);
    const image = await post(
      '/api/staff/zones/save',
      zoneBody(1, { mainFileContentSavePath: '/media/../etc/passwd' }),
    );
    expect(image.body.fields.map((f: Json) => f.path)).toEqual(['mainFileContentSavePath']);

    const zone = await createZone(t.db);
    await createProgram(t.db, { zoneIdx: zone.zoneIdx });
    const refused = await post('/api/staff/zones/delete', { zoneIdx: zone.zoneIdx });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toContain('프로그램 1개');

    const free = await createZone(t.db);
    expect((await post('/api/staff/zones/delete', { zoneIdx: free.zoneIdx })).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/zone/detail', { zoneIdx: free.zoneIdx })).statusCode).toBe(
      404,
    );
  });
});

describe('floor-map hotspots', () => {
  it('saves a zone hotspot and a program hotspot with rectangles; the visitor map reads them', async () => {
    const zone = await createZone(t.db);
    const program = await createProgram(t.db);
    const rect = { x: 0.1, y: 0.2, width: 0.3, height: 0.15 };
    const zoneSpot = await post('/api/staff/hotspots/save', {
      floorIdx: zone.floorIdx,
      mapType: 'C1Z0001',
      zoneIdx: zone.zoneIdx,
      label: '새 라운지',
      labelEn: 'New Lounge',
      rect,
    });
    expect(zoneSpot.statusCode).toBe(200);
    const programSpot = await post('/api/staff/hotspots/save', {
      floorIdx: zone.floorIdx,
      mapType: 'C1P0001',
      programIdx: program.programIdx,
      label: '무대',
      rect: { x: 0.5, y: 0.5, width: 0.5, height: 0.5 },
    });
    expect(programSpot.statusCode).toBe(200);

    const map = await postJson(t.app, '/api/checkin/banner/list', {});
    expect(map.body.data).toEqual(
      expect.arrayContaining([
        {
          mapType: 'C1Z0001',
          programIdx: zone.zoneIdx,
          floorIdx: zone.floorIdx,
          label: '새 라운지',
          labelEn: 'New Lounge',
          rect,
        },
        expect.objectContaining({
          mapType: 'C1P0001',
          programIdx: program.programIdx,
          labelEn: null,
        }),
      ]),
    );

    const { mapHotspotIdx } = zoneSpot.body.data;
    const moved = { ...rect, x: 0.6 };
    await post('/api/staff/hotspots/save', {
      mapHotspotIdx,
      floorIdx: zone.floorIdx,
      mapType: 'C1Z0001',
      zoneIdx: zone.zoneIdx,
      label: '새 라운지',
      rect: moved,
    });
    const after = await postJson(t.app, '/api/checkin/banner/list', {});
    expect(after.body.data.find((h: Json) => h.mapType === 'C1Z0001').rect).toEqual(moved);
    const [audit] = await auditRows('hotspot.save', mapHotspotIdx);
    expect(audit).toMatchObject({ before: { rect }, after: { rect: moved } });

    expect((await post('/api/staff/hotspots/delete', { mapHotspotIdx })).statusCode).toBe(200);
    const gone = await postJson(t.app, '/api/checkin/banner/list', {});
    expect(gone.body.data.some((h: Json) => h.mapType === 'C1Z0001')).toBe(false);
  });

  it('refuses a second hotspot of a code on a floor (409) and mismatched targets or rectangles (400)', async () => {
    const zone = await createZone(t.db);
    const body = {
      floorIdx: zone.floorIdx,
      mapType: 'D1Z0001',
      zoneIdx: zone.zoneIdx,
      label: '공간',
      rect: { x: 0, y: 0, width: 0.2, height: 0.2 },
    };
    expect((await post('/api/staff/hotspots/save', body)).statusCode).toBe(200);
    const twice = await post('/api/staff/hotspots/save', body);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toContain('D1Z0001');

    const wrongTarget = await post('/api/staff/hotspots/save', { ...body, mapType: 'D1P0001' });
    expect(wrongTarget.body.fields.map((f: Json) => f.path)).toEqual(['programIdx']);
    const offPlan = await post('/api/staff/hotspots/save', {
      ...body,
      mapType: 'D1Z0002',
      rect: { x: 0.9, y: 0.5, width: 0.2, height: -1 },
    });
    expect(offPlan.statusCode).toBe(400);
    expect(offPlan.body.fields.map((f: Json) => f.path)).toContain('rect.height');
    const badCode = await post('/api/staff/hotspots/save', { ...body, mapType: 'b1z0001' });
    expect(badCode.body.fields.map((f: Json) => f.path)).toEqual(['mapType']);
    const unknownZone = await post('/api/staff/hotspots/save', {
      ...body,
      mapType: 'D1Z0003',
      zoneIdx: 2_000_000,
    });
    expect(unknownZone.body.fields).toEqual([
      { path: 'zoneIdx', message: '공간 정보를 찾을 수 없어요.' },
    ]);
  });
});

describe('the tour', () => {
  it('creates a tour with linked stops, reorders them, and the venue page shows the current tour', async () => {
    const zone = await createZone(t.db);
    const program = await createProgram(t.db, { zoneIdx: zone.zoneIdx });
    const stop = (title: string, extra: object = {}) => ({
      label: title.slice(0, 2),
      title,
      minutes: 10,
      text: `${title} 설명`,
      tips: ['팁'],
      ...extra,
    });
    const created = await post('/api/staff/tours/save', {
      tourTitle: '처음 오셨다면',
      tourIntro: '<p>안내</p><iframe src="https://evil.example"></iframe>',
      checklist: ['My QR'],
      stopList: [
        stop('입구'),
        stop('라운지', {
          floorIdx: zone.floorIdx,
          zoneIdx: zone.zoneIdx,
          programIdx: program.programIdx,
        }),
      ],
    });
    expect(created.statusCode).toBe(200);
    const { tourIdx } = created.body.data;
    const visitor = await postJson(t.app, '/api/tour/detail', {});
    expect(visitor.body.data).toMatchObject({ tourIdx, tourTitle: '처음 오셨다면' });
    expect(visitor.body.data.tourIntro).not.toContain('iframe');
    expect(visitor.body.data.stopList.map((s: Json) => s.title)).toEqual(['입구', '라운지']);
    expect(visitor.body.data.stopList[1]).toMatchObject({
      zoneIdx: zone.zoneIdx,
      programIdx: program.programIdx,
    });

    const detail = await post('/api/staff/tours/detail', { tourIdx });
    const [first, second] = detail.body.data.stopList;
    await post('/api/staff/tours/save', {
      tourIdx,
      tourTitle: '처음 오셨다면',
      stopList: [
        { ...second, tourStopIdx: undefined },
        { ...first, tourStopIdx: undefined },
      ].map(({ tourStopIdx: _id, ...rest }) => rest),
    });
    const reordered = await postJson(t.app, '/api/tour/detail', {});
    expect(reordered.body.data.stopList.map((s: Json) => s.title)).toEqual(['라운지', '입구']);
    const [audit] = await auditRows('tour.save', tourIdx);
    expect(audit.before.stopList.map((s: Json) => s.title)).toEqual(['입구', '라운지']);
    expect((await post('/api/staff/tours', {})).body.data).toEqual([
      expect.objectContaining({ tourIdx, stopCount: 2, displayYn: 'Y' }),
    ]);

    const unknown = await post('/api/staff/tours/save', {
      tourTitle: '투어',
      stopList: [stop('A'), stop('B', { programIdx: 2_000_000 })],
    });
    expect(unknown.body.fields).toEqual([
      { path: 'stopList.1.programIdx', message: '프로그램을 찾을 수 없어요.' },
    ]);
  });
});

describe('venue settings', () => {
  it('answers 404 before the venue has settings, then the saved settings, audited', async () => {
    expect((await postJson(t.app, '/api/venue/info', {})).statusCode).toBe(404);
    const settings = buildVenueSettings();
    const saved = await post('/api/staff/venue/settings/save', settings, admin);
    expect(saved.statusCode).toBe(200);
    const info = await postJson(t.app, '/api/venue/info', {});
    // Visitors read everything but the message settings, the no-show rules and the waiting
    // list's limit; the console reads those too.
    const { messages: staffOnly, noShowRules, waitlist, ...visible } = settings;
    expect(staffOnly).toEqual({ disabledKinds: [], reminderHour: 10 });
    expect(noShowRules).toEqual(DEFAULT_NOSHOW_RULES);
    expect(waitlist).toEqual({ maxPerMember: 3 });
    expect(info.body.data).toEqual(visible);
    expect((await post('/api/staff/venue/settings', {}, admin)).body.data).toEqual(settings);
    const essentialOff = await post(
      '/api/staff/venue/settings/save',
      { ...settings, messages: { disabledKinds: ['RESERVATION_CONFIRMED'], reminderHour: 10 } },
      admin,
    );
    expect([essentialOff.statusCode, essentialOff.body.fields]).toEqual([
      400,
      [
        {
          path: 'messages.disabledKinds',
          message:
            '예약 확정, 응모 완료, 취소 안내, 대기 예약 제안, 당첨 기회 제안은 끌 수 없어요.',
        },
      ],
    ]);

    const renamed = { ...settings, venueName: '시그널 하우스 성수 2호점', phone: '02-555-0101' };
    await post('/api/staff/venue/settings/save', renamed, admin);
    expect((await postJson(t.app, '/api/venue/info', {})).body.data.venueName).toBe(
      '시그널 하우스 성수 2호점',
    );
    const [audit] = await auditRows('venue.settings', 1);
    expect(audit).toMatchObject({
      before: { venueName: '시그널 하우스 성수' },
      after: { venueName: '시그널 하우스 성수 2호점', phone: '02-555-0101' },
    });
  });

  it('validates every part with Korean messages', async () => {
    const settings = buildVenueSettings();
    const bad = await post(
      '/api/staff/venue/settings/save',
      {
        ...settings,
        phone: '1599',
        lat: 91,
        business: { ...settings.business, businessNumber: '1234', email: 'nope' },
        privacyPolicyUrl: 'javascript:alert(1)',
        closedDays: { ...settings.closedDays, weekdays: [7], dates: ['2026-02-30'] },
        maintenance: {
          startAt: '2026-03-01T03:00:00+09:00',
          endAt: '2026-03-01T02:00:00+09:00',
        },
      },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.fields.map((f: Json) => f.path).sort()).toEqual([
      'business.businessNumber',
      'business.email',
      'closedDays.dates.0',
      'closedDays.weekdays.0',
      'lat',
      'maintenance.endAt',
      'phone',
      'privacyPolicyUrl',
    ]);
    for (const field of bad.body.fields) expect(field.message).toMatch(/[가-힣]/);
  });

  it('saves a venue without business registration data or coordinates, and never makes them up', async () => {
    // A new venue's operator has a name, a phone, an address and hours; the
    // business lines and the coordinates may come later. Nothing is filled in for them (the
    // console used to put City Hall's coordinates in an empty form).
    const saved = await post(
      '/api/staff/venue/settings/save',
      {
        venueName: '오렌지하우스 성수',
        phone: '02-555-0199',
        roadAddress: '서울특별시 성동구 연무장길 1',
        hours: { summary: '화–일 10:00 – 19:00' },
        closedDays: {},
      },
      admin,
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const info = (await postJson(t.app, '/api/venue/info', {})).body.data;
    expect(info).toMatchObject({
      venueName: '오렌지하우스 성수',
      venueNameEn: '',
      lat: null,
      lng: null,
      business: {
        companyName: '',
        ceoName: '',
        businessNumber: '',
        mailOrderNumber: '',
        address: '',
        email: '',
      },
      copyright: '',
      brand: { title: '', story: [], quote: '', imagePath: null, floors: [], rules: [] },
      directions: { summary: '', steps: [], mapImagePath: null },
    });
  });

  it('takes both coordinates or neither, and says so in Korean', async () => {
    const settings = buildVenueSettings();
    const half = await post(
      '/api/staff/venue/settings/save',
      { ...settings, lat: 37.5, lng: null },
      admin,
    );
    expect(half.statusCode).toBe(400);
    expect(half.body.fields).toEqual([
      { path: 'lng', message: '위도와 경도는 함께 입력하거나 함께 비워 주세요.' },
    ]);
  });

  it('keeps the brand story, the directions and their images as the ADMIN wrote them', async () => {
    const settings = buildVenueSettings();
    const own = {
      ...settings,
      venueName: '오렌지하우스 성수',
      brand: {
        title: '오렌지빛 하루,',
        story: ['세 개의 층에 오렌지의 이야기를 담았어요.'],
        quote: '',
        imagePath: '/media/uploads/orange-house.webp',
        floors: [{ badge: '1F', word: 'PEEL', title: '껍질을 벗기는 층', text: '', zones: '' }],
        rules: [{ title: '천천히', text: '원하는 만큼 머물러 주세요.' }],
      },
      directions: {
        summary: '뚝섬역 8번 출구에서 도보 5분',
        steps: [{ title: '뚝섬역 8번 출구', text: '출구로 나와 왼쪽으로 걸어요.' }],
        mapImagePath: '/media/uploads/orange-map.webp',
      },
    };
    expect((await post('/api/staff/venue/settings/save', own, admin)).statusCode).toBe(200);
    const info = (await postJson(t.app, '/api/venue/info', {})).body.data;
    expect(info.brand).toEqual(own.brand);
    expect(info.directions).toEqual(own.directions);
    const bad = await post(
      '/api/staff/venue/settings/save',
      { ...own, brand: { ...own.brand, imagePath: 'https://evil.example/x.png' } },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.fields.map((f: Json) => f.path)).toEqual(['brand.imagePath']);
  });

  it('knows the closed days: the third Monday, listed dates, weekly weekdays', async () => {
    const settings = buildVenueSettings();
    await post('/api/staff/venue/settings/save', settings, admin);
    expect(isVenueClosed(settings, '2026-03-16')).toBe(true); // third Monday
    expect(isVenueClosed(settings, '2026-03-09')).toBe(false); // second Monday
    expect(isVenueClosed(settings, '2026-02-17')).toBe(true); // 설날
    expect(isVenueClosed(settings, '2026-01-01')).toBe(true);
    expect(isVenueClosed(null, '2026-03-16')).toBe(false);
    const rule = await venueClosedDays(t.app);
    expect(rule.monthlyWeekdays).toEqual([{ week: 3, weekday: 1 }]);
    expect(isVenueClosed({ closedDays: { ...rule, weekdays: [2] } }, '2026-03-17')).toBe(true);
  });
});

describe('the bookings on closed days', () => {
  it('lists the instances of a day closed after they were booked, with their bookings; the roster cancels them with a reason, audited', async () => {
    const program = await createProgram(t.db, { programName: '휴관일 클래스' });
    const day = addDays(seoulToday(new Date()), 5);
    const otherDay = addDays(day, 1);
    const closedInstance = await createProgramInstance(t.db, program.programIdx, {
      execDate: day,
      startTime: '14:00',
      endTime: '15:00',
      capacity: 10,
      reservedCount: 2,
    });
    const openInstance = await createProgramInstance(t.db, program.programIdx, {
      execDate: otherDay,
      startTime: '14:00',
      endTime: '15:00',
      capacity: 10,
      reservedCount: 1,
    });
    const booker = await createMember(t.db);
    const booked = await createReserveEntry(t.db, {
      userIdx: booker.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: closedInstance.programInstanceIdx,
      status: 'CONFIRM',
      participantCnt: 2,
    });
    await createReserveEntry(t.db, {
      userIdx: (await createMember(t.db)).userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: openInstance.programInstanceIdx,
      status: 'CONFIRM',
    });
    const list = () => post('/api/staff/venue/closed-day-bookings', {}, staff);
    expect((await list()).body.data.list).toEqual([]);

    const settings = buildVenueSettings();
    await post(
      '/api/staff/venue/settings/save',
      { ...settings, closedDays: { ...settings.closedDays, weekdays: [], dates: [day] } },
      admin,
    );
    const listed = await list();
    expect(listed.statusCode).toBe(200);
    expect(listed.body.data.list).toEqual([
      {
        programIdx: program.programIdx,
        programName: '휴관일 클래스',
        programInstanceIdx: closedInstance.programInstanceIdx,
        execDate: day,
        startTime: '14:00',
        endTime: '15:00',
        entryCount: 1,
      },
    ]);
    expect((await post('/api/staff/venue/closed-day-bookings', {}, member)).statusCode).toBe(401);

    // The roster's cancel with a reason (ops-entries) empties it, audited.
    const cancelled = await post(
      '/api/staff/entries/status',
      { reserveEntryIdx: booked.reserveEntryIdx, action: 'CANCEL', reason: '임시 휴관' },
      staff,
    );
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    expect((await list()).body.data.list).toEqual([]);
    expect(await auditRows('entry.cancel', booked.reserveEntryIdx)).toHaveLength(1);
    await post('/api/staff/venue/settings/save', settings, admin);
  });
});

describe('pages carry the venue settings', () => {
  it('puts them in every page the app is served as (#venue-info), once the venue has them', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'venue-web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const web = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    try {
      const page = () =>
        web.app.inject({ method: 'GET', url: '/program/3', headers: { accept: 'text/html' } });
      expect((await page()).body).toBe('<!doctype html><div id="root"></div>');
      const settings = buildVenueSettings();
      await web.db.insert(venueSettings).values({ settingsIdx: 1, settings });
      web.app.readCache.invalidate();
      const body = (await page()).body;
      const json = /<script type="application\/json" id="venue-info">(.*)<\/script>/.exec(
        body,
      )?.[1];
      expect(JSON.parse(json ?? 'null')).toEqual(settings);
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('pages are titled with the venue', () => {
  it("titles every page with the venue's name once it has one, and keeps the build's neutral title before", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'venue-web-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>방문 안내</title><meta name="description" content="브랜드 체험 공간의 프로그램 안내" /><div id="root"></div>',
    );
    const web = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    try {
      const page = async (url: string) =>
        (await web.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;
      const title = async (url: string) => /<title>(.*?)<\/title>/.exec(await page(url))?.[1];
      const description = async (url: string) =>
        /<meta name="description" content="([^"]*)"/.exec(await page(url))?.[1];
      expect(await title('/login')).toBe('방문 안내');
      expect(await description('/login')).toBe('브랜드 체험 공간의 프로그램 안내');
      await web.db.insert(venueSettings).values({
        settingsIdx: 1,
        settings: { ...buildVenueSettings(), venueName: '오렌지 & <하우스>' },
      });
      web.app.readCache.invalidate();
      expect(await title('/login')).toBe('오렌지 &amp; &lt;하우스&gt;');
      expect(await title('/program/3')).toBe('오렌지 &amp; &lt;하우스&gt;');
      // The description names the venue too, never the demo's.
      expect(await description('/')).toBe(
        '오렌지 &amp; &lt;하우스&gt;의 프로그램 예약과 응모, 층별 공간 안내, 공지사항과 자주 묻는 질문을 한곳에서 확인하세요.',
      );
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the maintenance window', () => {
  it('puts visitors on /inspection while it is on, and lets the console, the venue info, My QR and the door through', async () => {
    const settings = buildVenueSettings();
    const now = Date.now();
    const window = {
      startAt: new Date(now - 60_000).toISOString(),
      endAt: new Date(now + 3_600_000).toISOString(),
      message: '02:00부터 05:00까지 시스템을 점검해요.',
    };
    await post('/api/staff/venue/settings/save', { ...settings, maintenance: window }, admin);

    // What /inspection needs: the window (Seoul offset) and its message.
    const info = await postJson(t.app, '/api/venue/info', {});
    expect(info.statusCode).toBe(200);
    expect(info.body.data.maintenance).toEqual({
      startAt: expect.stringMatching(/\+09:00$/),
      endAt: expect.stringMatching(/\+09:00$/),
      message: window.message,
    });
    // Instants are answered to the second.
    expect(Date.parse(info.body.data.maintenance.endAt)).toBe(
      Math.floor(Date.parse(window.endAt) / 1000) * 1000,
    );

    const call = await postJson(t.app, '/api/floors/list', {});
    expect(call.statusCode).toBe(503);
    expect(call.body).toMatchObject({ errorCode: 'UNDER_MAINTENANCE', message: window.message });
    expect(Number(call.headers['retry-after'])).toBeGreaterThan(3000);

    const page = await t.app.inject({
      method: 'GET',
      url: '/program/3',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/inspection');
    const inspection = await t.app.inject({
      method: 'GET',
      url: '/inspection',
      headers: { accept: 'text/html' },
    });
    expect(inspection.statusCode).not.toBe(302);
    // My QR and the calls it needs keep working, so entry at the door goes on:
    // the pages are served, and the calls answer as usual (here 401 without a member token).
    for (const url of ['/qr', '/qrComplet', '/qrissue']) {
      const qrPage = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(qrPage.statusCode, url).not.toBe(302);
    }
    const qrValue = await postJson(t.app, '/api/getQrValue', {});
    expect(qrValue.statusCode).not.toBe(503);
    const stream = await t.app.inject({ method: 'GET', url: '/api/sse/subscribe?qrUuid=x' });
    expect(stream.statusCode).not.toBe(503);
    // The console keeps working, so an ADMIN can end the window early.
    expect((await post('/api/staff/floors', {})).statusCode).toBe(200);
    await post('/api/staff/venue/settings/save', { ...settings, maintenance: null }, admin);
    expect((await postJson(t.app, '/api/floors/list', {})).statusCode).toBe(200);
  });

  it('does nothing before the window starts', async () => {
    const settings = buildVenueSettings();
    const later = {
      startAt: new Date(Date.now() + 3_600_000).toISOString(),
      endAt: new Date(Date.now() + 7_200_000).toISOString(),
    };
    await post('/api/staff/venue/settings/save', { ...settings, maintenance: later }, admin);
    expect((await postJson(t.app, '/api/floors/list', {})).statusCode).toBe(200);
    const info = await postJson(t.app, '/api/venue/info', {});
    expect(info.body.data.maintenance.message).toBe('');
    await post('/api/staff/venue/settings/save', settings, admin);
  });
});
