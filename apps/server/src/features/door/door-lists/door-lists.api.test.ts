import { seoulToday } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProgram,
  createProgramInstance,
  createReserveEntry,
  createZone,
} from '../../../../test/factories';
import { issueQr, memberFor, newPerson } from '../../../../test/qr-pass';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { auditLog, checkIns } from '../../../db/schema';

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

let t: TestApp;
let staff: string;
let editor: string;

async function call(url: string, payload: object, cookie: string) {
  const response = await t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  return { statusCode: response.statusCode, body: response.json() as Json };
}

const sessions = new Map<number, { programInstanceIdx: number }>();

/** A member holding today's QR; booked (CONFIRM) on a session today of `bookedOn` if given. */
async function member(bookedOn?: number) {
  const person = newPerson();
  const { member, token } = await memberFor(t, person);
  const qr = await issueQr(t, person, token);
  if (bookedOn !== undefined) {
    const instance =
      sessions.get(bookedOn) ??
      (await createProgramInstance(t.db, bookedOn, {
        execDate: seoulToday(new Date()),
        startTime: '23:00',
        endTime: '23:59',
      }));
    sessions.set(bookedOn, instance);
    await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: bookedOn,
      programInstanceIdx: instance.programInstanceIdx,
    });
  }
  return { userIdx: member.userIdx, qrValue: qr.qrUuid };
}

let listedZone: number;
let otherZone: number;
let listedProgram: number;
let otherProgram: number;
let doorListIdx: number;

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
  const s = await createOperator(t.db, { role: 'STAFF' });
  const e = await createOperator(t.db, { role: 'EDITOR' });
  staff = await staffLogin(t.app, s.loginId, s.password);
  editor = await staffLogin(t.app, e.loginId, e.password);
  listedZone = (await createZone(t.db, { zoneName: '라운지' })).zoneIdx;
  otherZone = (await createZone(t.db, { zoneName: '옥상' })).zoneIdx;
  listedProgram = (
    await createProgram(t.db, { programName: '향수 클래스', programType: 'DEFAULT' })
  ).programIdx;
  otherProgram = (await createProgram(t.db, { programName: 'VR 체험', programType: 'DEFAULT' }))
    .programIdx;
  const saved = await call(
    '/api/staff/door-lists/save',
    { name: '2층 게이트', zoneIdxs: [listedZone], programIdxs: [listedProgram] },
    editor,
  );
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  doorListIdx = saved.body.data.doorListIdx;
});
afterAll(async () => {
  await t.close();
});

const scan = (body: object) => call('/api/staff/checkin', body, staff);

describe('named check-in lists', () => {
  it('an EDITOR saves a list, audited in words; STAFF read it but may not save', async () => {
    const lists = await call('/api/staff/door-lists/list', {}, staff);
    expect(lists.body.data).toEqual([
      expect.objectContaining({
        doorListIdx,
        name: '2층 게이트',
        zoneIdxs: [listedZone],
        programIdxs: [listedProgram],
        activeYn: 'Y',
      }),
    ]);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'door-list.save'));
    expect(row).toMatchObject({ targetType: 'door-list', targetId: String(doorListIdx) });
    expect(
      (await call('/api/staff/door-lists/save', { name: 'x', zoneIdxs: [listedZone] }, staff))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a list that admits nothing, and places that do not exist', async () => {
    const empty = await call('/api/staff/door-lists/save', { name: '빈 명단' }, editor);
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('하나 이상 골라 주세요');
    const unknown = await call(
      '/api/staff/door-lists/save',
      { name: '없는 곳', zoneIdxs: [999_999] },
      editor,
    );
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('없는 존이 들어 있어요.');
  });

  it('at a listed zone any valid QR is admitted', async () => {
    const walkIn = await member();
    const result = await scan({ qrValue: walkIn.qrValue, zoneIdx: listedZone, doorListIdx });
    expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data.result).toBe('CHECKED_IN');
  });

  it('at the entrance only a member booked today for one of its programs is admitted', async () => {
    const booked = await member(listedProgram);
    const ok = await scan({ qrValue: booked.qrValue, doorListIdx });
    expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);

    const elsewhere = await member(otherProgram);
    const refused = await scan({ qrValue: elsewhere.qrValue, doorListIdx });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      errorCode: 'DOOR_LIST_REFUSED',
      message: '‘2층 게이트’ 명단의 프로그램에 오늘 예약이 없는 회원이에요.',
    });
    // Nothing recorded for the refused scan; without a list the same QR is admitted as before.
    expect(
      await t.db.select().from(checkIns).where(eq(checkIns.userIdx, elsewhere.userIdx)),
    ).toEqual([]);
    expect((await scan({ qrValue: elsewhere.qrValue })).statusCode).toBe(200);
  });

  it('at a listed program only its booked members; a place not on the list refuses', async () => {
    const booked = await member(listedProgram);
    expect(
      (await scan({ qrValue: booked.qrValue, programIdx: listedProgram, doorListIdx })).statusCode,
    ).toBe(200);
    const notBooked = await member();
    const refused = await scan({
      qrValue: notBooked.qrValue,
      programIdx: listedProgram,
      doorListIdx,
    });
    expect(refused.statusCode).toBe(409);

    const zone = await scan({ qrValue: booked.qrValue, zoneIdx: otherZone, doorListIdx });
    expect(zone.body.message).toBe(
      '이 존은 ‘2층 게이트’ 명단에 없어요. 장소나 명단을 바꿔 주세요.',
    );
    const program = await scan({ qrValue: booked.qrValue, programIdx: otherProgram, doorListIdx });
    expect(program.body.message).toBe(
      '이 프로그램은 ‘2층 게이트’ 명단에 없어요. 장소나 명단을 바꿔 주세요.',
    );
  });

  it('a list switched off refuses every scan', async () => {
    await call(
      '/api/staff/door-lists/save',
      {
        doorListIdx,
        name: '2층 게이트',
        zoneIdxs: [listedZone],
        programIdxs: [listedProgram],
        activeYn: 'N',
      },
      editor,
    );
    const anyone = await member();
    const refused = await scan({ qrValue: anyone.qrValue, zoneIdx: listedZone, doorListIdx });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toContain('명단은 지금 쓰지 않아요');
  });
});
