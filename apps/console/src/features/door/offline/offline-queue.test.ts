import type { StaffDoorSyncBody, SyncedScan } from '@venue/contract';
import { describe, expect, it, vi } from 'vitest';
import { memoryDoorStore } from './door-store';
import { createDoorQueue, type QueuedScan, type SendFailure } from './offline-queue';

const SCANNER = '3f1c2b4a-8d7e-4a6b-9c5d-1e2f3a4b5c6d';
const DAY = '2026-05-05';

function scan(n: number, overrides: Partial<QueuedScan> = {}): QueuedScan {
  return {
    nonce: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    scannedAt: `2026-05-05T10:${String(n % 60).padStart(2, '0')}:00+09:00`,
    qrValue: `VALUE-${n}`,
    qrPassIdx: n,
    memberName: `회*${n}`,
    placeKey: 'entrance',
    ...overrides,
  };
}

const answered = (body: StaffDoorSyncBody, overrides: Partial<SyncedScan> = {}): SyncedScan[] =>
  body.scans.map((s) => ({
    nonce: s.nonce,
    outcome: 'CHECKED_IN',
    code: null,
    message: null,
    checkInIdx: 1,
    memberName: null,
    conflictYn: 'N',
    repeatYn: 'N',
    ...overrides,
  }));

const retry = (): SendFailure => ({ retry: true });
const at = () => '2026-05-05T11:00:00+09:00';

describe('the offline queue', () => {
  it('admits a pass once per place, and again at another place', async () => {
    const queue = createDoorQueue(memoryDoorStore());
    expect(await queue.admit(scan(1), DAY)).toBe('queued');
    expect(await queue.admit(scan(2, { qrPassIdx: 1 }), DAY)).toBe('already');
    expect(await queue.admit(scan(3, { qrPassIdx: 1, placeKey: 'zone:4' }), DAY)).toBe('queued');
    expect(queue.snapshot().queue.map((s) => s.nonce)).toEqual([scan(1).nonce, scan(3).nonce]);
  });

  it('keeps the queue and what it admitted across a reload (the same store)', async () => {
    const store = memoryDoorStore();
    const first = createDoorQueue(store);
    await first.admit(scan(1), DAY);
    const reloaded = createDoorQueue(store);
    await reloaded.ready();
    expect(reloaded.snapshot().queue).toHaveLength(1);
    expect(await reloaded.admit(scan(9, { qrPassIdx: 1 }), DAY)).toBe('already');
  });

  it('remembers a pass admitted online here, across a reload, so its offline scan is a repeat', async () => {
    const store = memoryDoorStore();
    const queue = createDoorQueue(store);
    await queue.remember(DAY, 1, 'entrance');
    // Twice (checked in, then already in): one entry.
    await queue.remember(DAY, 1, 'entrance');
    expect(queue.snapshot()).toMatchObject({ queue: [], admitted: [`${DAY}|1|entrance`] });
    const reloaded = createDoorQueue(store);
    await reloaded.ready();
    expect(await reloaded.admit(scan(5, { qrPassIdx: 1 }), DAY)).toBe('already');
    // Another place, or the next day, admits it.
    expect(await reloaded.admit(scan(6, { qrPassIdx: 1, placeKey: 'zone:4' }), DAY)).toBe('queued');
    expect(await reloaded.admit(scan(7, { qrPassIdx: 1 }), '2026-05-06')).toBe('queued');
    expect(reloaded.snapshot().queue.map((s) => s.nonce)).toEqual([scan(6).nonce, scan(7).nonce]);
  });

  it('forgets another day’s admissions when it remembers today’s', async () => {
    const queue = createDoorQueue(memoryDoorStore());
    await queue.admit(scan(1), '2026-05-04');
    await queue.remember(DAY, 2, 'entrance');
    expect(queue.snapshot().admitted).toEqual([`${DAY}|2|entrance`]);
  });

  it('sends in scan order, 500 at a time, without the door’s own fields', async () => {
    const queue = createDoorQueue(memoryDoorStore());
    for (let n = 1; n <= 1201; n++) await queue.admit(scan(n), DAY);
    const bodies: StaffDoorSyncBody[] = [];
    const send = vi.fn(async (body: StaffDoorSyncBody) => {
      bodies.push(body);
      return answered(body);
    });
    expect(await queue.sync(SCANNER, send, retry, at)).toEqual({ status: 'done', sent: 1201 });
    expect(bodies.map((b) => b.scans.length)).toEqual([500, 500, 201]);
    expect(bodies.flatMap((b) => b.scans.map((s) => s.qrValue))).toEqual(
      Array.from({ length: 1201 }, (_, i) => `VALUE-${i + 1}`),
    );
    expect(Object.keys(bodies[0]?.scans[0] ?? {})).toEqual(['nonce', 'scannedAt', 'qrValue']);
    expect(queue.snapshot()).toMatchObject({ queue: [], lastSyncedAt: at() });
  });

  it('keeps what the network lost and sends the same nonces again later', async () => {
    const queue = createDoorQueue(memoryDoorStore());
    await queue.admit(scan(1), DAY);
    await queue.admit(scan(2), DAY);
    const down = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(await queue.sync(SCANNER, down, retry, at)).toEqual({ status: 'stopped', sent: 0 });
    expect(queue.snapshot().queue).toHaveLength(2);
    expect(queue.snapshot().lastSyncedAt).toBeNull();
    const nonces: string[] = [];
    await queue.sync(
      SCANNER,
      async (body) => {
        nonces.push(...body.scans.map((s) => s.nonce));
        return answered(body);
      },
      retry,
      at,
    );
    expect(nonces).toEqual([scan(1).nonce, scan(2).nonce]);
    expect(queue.snapshot().queue).toHaveLength(0);
  });

  it('lists refusals and conflicts for staff, newest first, and drops nothing unanswered', async () => {
    const queue = createDoorQueue(memoryDoorStore());
    for (const n of [1, 2, 3]) await queue.admit(scan(n), DAY);
    let calls = 0;
    await queue.sync(
      SCANNER,
      async (body) => {
        // The first answer names two of three; then the network goes.
        if (calls++ > 0) throw new Error('offline');
        const [a, b] = answered(body);
        return [
          { ...(a as SyncedScan), outcome: 'REFUSED', code: 'QR_MEMBER_GONE', message: '탈퇴' },
          { ...(b as SyncedScan), conflictYn: 'Y' },
        ];
      },
      retry,
      at,
    );
    const { queue: left, problems } = queue.snapshot();
    expect(left.map((s) => s.qrPassIdx)).toEqual([3]);
    expect(problems.map((p) => [p.kind, p.memberName])).toEqual([
      ['CONFLICT', '회*2'],
      ['REFUSED', '회*1'],
    ]);
    expect(problems[1]?.message).toBe('탈퇴');
  });

  it('moves a batch the server refuses as a whole to the list instead of sending it forever', async () => {
    const queue = createDoorQueue(memoryDoorStore());
    await queue.admit(scan(1), DAY);
    const refused = async (): Promise<SyncedScan[]> => {
      throw new Error('400');
    };
    const failure = (): SendFailure => ({ retry: false, message: '날짜가 올바르지 않아요.' });
    expect(await queue.sync(SCANNER, refused, failure, at)).toEqual({ status: 'done', sent: 1 });
    expect(queue.snapshot().queue).toEqual([]);
    expect(queue.snapshot().problems[0]).toMatchObject({
      kind: 'UNSENDABLE',
      message: '날짜가 올바르지 않아요.',
    });
  });

  it('runs one sync at a time', async () => {
    const queue = createDoorQueue(memoryDoorStore());
    await queue.admit(scan(1), DAY);
    let release: () => void = () => {};
    const slow = (body: StaffDoorSyncBody) =>
      new Promise<SyncedScan[]>((resolve) => {
        release = () => resolve(answered(body));
      });
    const first = queue.sync(SCANNER, slow, retry, at);
    await vi.waitFor(() => expect(release).not.toBe(undefined));
    expect(await queue.sync(SCANNER, slow, retry, at)).toEqual({ status: 'busy' });
    await vi.waitFor(() => release());
    expect(await first).toEqual({ status: 'done', sent: 1 });
  });
});
