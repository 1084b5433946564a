/**
 * The offline door (decision 070): the day's keys a scanner downloads, the sync of what it
 * admitted meanwhile, and the day's record. Phones are Web Crypto keys (test/pass-phone.ts); the
 * door's clock stands at noon of the real Seoul day once the phones are registered, so the scans'
 * times are fixed.
 */
import { createHash, randomUUID } from 'node:crypto';
import { passStep, seoulToday, toBase64Url } from '@venue/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createZone } from '../../../../test/factories';
import { newPhone, type Phone } from '../../../../test/pass-phone';
import { issueQr, memberFor, newPerson, verifyForQr } from '../../../../test/qr-pass';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { checkIns, doorConflicts, doorScans, users } from '../../../db/schema';

let t: TestApp;
let staffCookie: string;
/** The door's clock: the real one until a test fixes it. */
let doorAt: Date | undefined;
const noon = () => new Date(`${seoulToday(new Date())}T12:00:00+09:00`);

beforeAll(async () => {
  t = await createTestApp({
    env: { SANDBOX_MODE: 'on' },
    doorClock: () => doorAt ?? new Date(),
  });
  const operator = await createOperator(t.db, { role: 'STAFF' });
  staffCookie = await staffLogin(t.app, operator.loginId, operator.password);
});
afterAll(() => t.close());

async function call(url: string, payload?: object) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: { cookie: staffCookie },
  });
  return { statusCode: response.statusCode, body: response.json() };
}

type Scan = { nonce: string; scannedAt: string; qrValue: string; zoneIdx?: number };
const sync = (scannerId: string, scans: Scan[]) =>
  call('/api/staff/door/sync', { scannerId, scans });

/** A member with today's pass, on a registered phone unless `bound` is false. */
async function member(bound = true) {
  doorAt = undefined;
  const person = newPerson();
  const { member, token } = await memberFor(t, person);
  const qr = await issueQr(t, person, token);
  const phone = await newPhone();
  if (bound) expect((await phone.register(t, token)).statusCode).toBe(200);
  return { person, member, token, qr, phone };
}

/** A scan of the phone's QR made at `at`, as the scanner keeps it. */
async function scanOf(phone: Phone, at: Date, extra: Partial<Scan> = {}): Promise<Scan> {
  return {
    nonce: randomUUID(),
    scannedAt: at.toISOString(),
    qrValue: await phone.passCode(at),
    ...extra,
  };
}

const sha256 = (text: string) => toBase64Url(createHash('sha256').update(text).digest());

describe('POST /api/staff/door/keys', () => {
  it("gives bound passes' keys, every pass's hashes, masked names and revoked passes' hashes", async () => {
    const bound = await member();
    const unbound = await member(false);
    const gone = await member();
    const moved = await member();
    const newPhoneOfMoved = await newPhone();
    expect((await verifyForQr(t, moved.person, moved.token)).statusCode).toBe(200);
    expect((await newPhoneOfMoved.register(t, moved.token)).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ status: 'WITHDRAWN' })
      .where(eq(users.userIdx, gone.member.userIdx));

    const answer = await call('/api/staff/door/keys');
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    const keys = answer.body.data;
    const text = JSON.stringify(keys);
    for (const m of [bound, unbound, gone, moved]) {
      expect(text).not.toContain(m.qr.qrUuid);
      expect(text).not.toContain(m.qr.entryCode);
      expect(text).not.toContain(m.person.name);
    }
    const of = (m: { qr: { qrPassIdx: number | null } }) =>
      keys.passes.find((p: { qrPassIdx: number }) => p.qrPassIdx === m.qr.qrPassIdx);
    expect(of(bound)).toMatchObject({
      memberName: `${bound.person.name[0]}*${bound.person.name.at(-1)}`,
      signingKey: bound.phone.signingKey,
      codeSecret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      formerSigningKeys: [],
      // A bound pass's daily QR and static code are hashed too: offline they are refused as
      // QR_DEVICE_REQUIRED, as online, instead of as a pass the scanner never saw.
      qrUuidHash: sha256(bound.qr.qrUuid.toLowerCase()),
      entryCodeHash: sha256(bound.qr.entryCode.toUpperCase()),
    });
    expect(of(bound).codeSecret).toBe(t.app.passCodes.typedCodeSecret(bound.phone.codeKey));
    expect(of(unbound)).toMatchObject({
      signingKey: null,
      codeSecret: null,
      qrUuidHash: sha256(unbound.qr.qrUuid.toLowerCase()),
      entryCodeHash: sha256(unbound.qr.entryCode.toUpperCase()),
    });
    expect(of(moved)).toMatchObject({
      signingKey: newPhoneOfMoved.signingKey,
      formerSigningKeys: [moved.phone.signingKey],
      qrUuidHash: sha256(moved.qr.qrUuid.toLowerCase()),
      entryCodeHash: sha256(moved.qr.entryCode.toUpperCase()),
    });
    // Nothing of a value a scanner could show itself, in any spelling.
    for (const m of [bound, unbound, moved]) {
      expect(text.toLowerCase()).not.toContain(m.qr.qrUuid.toLowerCase());
      expect(text.toUpperCase()).not.toContain(m.qr.entryCode.toUpperCase());
    }
    expect(of(gone)).toBeUndefined();
    expect(keys.revokedPassIdxs).toContain(gone.qr.qrPassIdx);
    // A withdrawn member's daily QR and entry code by their hashes only: offline they are refused
    // as QR_MEMBER_GONE, as online, instead of as a pass the scanner never saw.
    expect(keys.revokedCodeHashes).toEqual(
      expect.arrayContaining([
        sha256(gone.qr.qrUuid.toLowerCase()),
        sha256(gone.qr.entryCode.toUpperCase()),
      ]),
    );
    for (const m of [bound, unbound, moved]) {
      expect(keys.revokedCodeHashes).not.toContain(sha256(m.qr.qrUuid.toLowerCase()));
    }
    expect(text.toLowerCase()).not.toContain(gone.qr.qrUuid.toLowerCase());
    expect(text.toUpperCase()).not.toContain(gone.qr.entryCode.toUpperCase());
  });

  it('is for staff only', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/staff/door/keys' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/staff/door/sync', () => {
  it('applies 500 scans of two scanners once each, in scan order, with conflicts within a minute', async () => {
    const members = [];
    for (let i = 0; i < 10; i++) members.push(await member());
    const zone = await createZone(t.db);
    doorAt = noon();
    const base = doorAt.getTime() - 60 * 60_000;
    const at = (i: number, seconds: number) => new Date(base + i * 300_000 + seconds * 1000);
    const scannerA = randomUUID();
    const scannerB = randomUUID();
    const fromA: Scan[] = [];
    const fromB: Scan[] = [];
    const expectedConflicts = new Map<number, [string, string]>();
    for (const [i, m] of members.entries()) {
      // A admits at the entrance; B at the zone 30 s later: the one pair within a minute.
      const first = await scanOf(m.phone, at(i, 0));
      const nearby = await scanOf(m.phone, at(i, 30), { zoneIdx: zone.zoneIdx });
      fromA.push(first);
      fromB.push(nearby);
      expectedConflicts.set(m.member.userIdx, [first.nonce, nearby.nonce]);
      // B again at the entrance 3 minutes on, and more of both scanners more than a minute
      // away from the other's scans: none of these is a conflict.
      fromB.push(await scanOf(m.phone, at(i, 180)));
      for (let k = 0; k < 23; k++) fromB.push(await scanOf(m.phone, at(i, 61 + k * 5)));
      for (let k = 0; k < 24; k++) fromA.push(await scanOf(m.phone, at(i, 241 + k * 2)));
    }
    expect(fromA.length + fromB.length).toBe(500);
    // Sent out of order, and A's batch twice at once (a retry racing the first try).
    fromA.reverse();
    const [a, b, aAgain] = await Promise.all([
      sync(scannerA, fromA),
      sync(scannerB, fromB),
      sync(scannerA, fromA),
    ]);
    for (const answer of [a, b, aAgain]) {
      expect(answer.statusCode, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
    }
    const results = [...a.body.data.results, ...b.body.data.results];
    expect(results.filter((r) => r.outcome === 'REFUSED')).toEqual([]);
    // Each of A's nonces applied by exactly one of the two racing requests.
    for (const [index, result] of a.body.data.results.entries()) {
      const twin = aAgain.body.data.results[index];
      expect(twin.nonce).toBe(result.nonce);
      expect(twin.outcome).toBe(result.outcome);
      expect([result.repeatYn, twin.repeatYn].sort()).toEqual(['N', 'Y']);
    }

    const userIdxs = members.map((m) => m.member.userIdx);
    const rows = await t.db.select().from(checkIns).where(inArray(checkIns.userIdx, userIdxs));
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(row).toMatchObject({ offline: true, passMode: 'DEVICE' });
    // The check-in's time is the scan's, not the sync's.
    const [firstRow] = rows.filter((r) => r.userIdx === userIdxs[0] && r.placeKey === 'E');
    expect(firstRow?.checkedInAt.getTime()).toBe(at(0, 0).getTime());
    const scans = await t.db.select().from(doorScans).where(inArray(doorScans.userIdx, userIdxs));
    expect(scans).toHaveLength(500);

    const conflicts = await t.db
      .select()
      .from(doorConflicts)
      .where(inArray(doorConflicts.userIdx, userIdxs));
    expect(conflicts).toHaveLength(10);
    for (const conflict of conflicts) {
      expect([conflict.firstNonce, conflict.secondNonce]).toEqual(
        expectedConflicts.get(conflict.userIdx),
      );
    }
    // The scan applied second of each pair says so (the two syncs run side by side, so it is
    // A's or B's); no other scan does.
    // Of A's two racing requests, the one that applied a scan (repeatYn N) answers for it.
    const applied = [...results, ...aAgain.body.data.results].filter((r) => r.repeatYn === 'N');
    expect(applied).toHaveLength(500);
    const flagged = new Set(applied.filter((r) => r.conflictYn === 'Y').map((r) => r.nonce));
    expect(flagged.size).toBe(10);
    for (const [first, second] of expectedConflicts.values()) {
      expect(flagged.has(first) !== flagged.has(second)).toBe(true);
    }

    // B's batch again later: every scan answered as before, nothing applied again.
    const retried = await sync(scannerB, fromB);
    expect(retried.body.data.results.map((r: { repeatYn: string }) => r.repeatYn)).toEqual(
      fromB.map(() => 'Y'),
    );
    expect(
      retried.body.data.results.map((r: { outcome: string; checkInIdx: number }) => [
        r.outcome,
        r.checkInIdx,
      ]),
    ).toEqual(
      b.body.data.results.map((r: { outcome: string; checkInIdx: number }) => [
        r.outcome,
        r.checkInIdx,
      ]),
    );
    expect(
      await t.db.select().from(checkIns).where(inArray(checkIns.userIdx, userIdxs)),
    ).toHaveLength(20);
  }, 120_000);

  it('checks the step against the time of the scan, and refuses scans of another day', async () => {
    const { phone } = await member();
    doorAt = noon();
    const scannedAt = new Date(doorAt.getTime() - 10 * 60_000);
    const stale = {
      nonce: randomUUID(),
      scannedAt: scannedAt.toISOString(),
      qrValue: await phone.passCode(undefined, { step: passStep(scannedAt.getTime()) - 2 }),
    };
    const yesterday = await scanOf(phone, new Date(doorAt.getTime() - 24 * 3_600_000));
    const ahead = await scanOf(phone, new Date(doorAt.getTime() + 5 * 60_000));
    const good = await scanOf(phone, scannedAt);
    const answer = await sync(randomUUID(), [stale, yesterday, ahead, good]);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    const [s, y, f, g] = answer.body.data.results;
    expect(s).toMatchObject({ outcome: 'REFUSED', code: 'QR_CODE_STALE', repeatYn: 'N' });
    expect(y).toMatchObject({ outcome: 'REFUSED', code: 'SCAN_OTHER_DAY' });
    expect(f).toMatchObject({ outcome: 'REFUSED', code: 'SCAN_IN_FUTURE' });
    expect(g).toMatchObject({ outcome: 'CHECKED_IN', conflictYn: 'N' });
    for (const refused of [s, y, f]) expect(refused.message).toMatch(/[가-힣]/);

    const again = await sync(randomUUID(), [stale, yesterday]);
    expect(again.body.data.results).toEqual([
      { ...s, repeatYn: 'Y' },
      { ...y, repeatYn: 'Y' },
    ]);
  });
});

describe('POST /api/staff/door/integrity', () => {
  it("counts the day's check-ins by how the pass was shown, and lists conflicts masked", async () => {
    doorAt = undefined;
    const before = (await call('/api/staff/door/integrity', {})).body.data;
    const onPhone = await member();
    const typed = await member();
    const old = await member(false);
    const offline = await member();
    const now = new Date();
    const checkin = (qrValue: string, extra: object = {}) =>
      call('/api/staff/checkin', { qrValue, ...extra });
    await checkin(await onPhone.phone.passCode(now), {
      scannerId: randomUUID(),
      scanNonce: randomUUID(),
    });
    await checkin(await typed.phone.typedCode(now));
    await checkin(old.qr.qrUuid);
    const scannerId = randomUUID();
    await sync(scannerId, [await scanOf(offline.phone, new Date(now.getTime() - 20_000))]);
    // The online scan of the first member and an offline one of the same pass a moment later.
    await sync(scannerId, [
      await scanOf(onPhone.phone, new Date(now.getTime() + 5_000), {
        zoneIdx: (await createZone(t.db)).zoneIdx,
      }),
    ]);

    const answer = await call('/api/staff/door/integrity', {});
    expect(answer.statusCode).toBe(200);
    const after = answer.body.data;
    expect(after.visitDate).toBe(seoulToday(now));
    expect(after.scans.device - before.scans.device).toBe(3);
    expect(after.scans.deviceCode - before.scans.deviceCode).toBe(1);
    expect(after.scans.unbound - before.scans.unbound).toBe(1);
    expect(after.scans.offline - before.scans.offline).toBe(2);
    const conflict = after.conflicts.at(-1);
    expect(conflict).toMatchObject({
      memberName: `${onPhone.person.name[0]}*${onPhone.person.name.at(-1)}`,
      first: { placeName: '입구', offlineYn: 'N', scanner: expect.stringMatching(/^.{8}$/) },
      second: { scanner: scannerId.slice(0, 8), offlineYn: 'Y' },
    });
  });
});
