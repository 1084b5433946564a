/**
 * The door that keeps working offline (decision 070): the day's keys a scanner verifies passes
 * with by itself, the sync of the scans it admitted meanwhile, and the day's record of how passes
 * were shown and which were admitted twice.
 */
import {
  type DoorIntegrity,
  type DoorKeys,
  type DoorPassKey,
  entryCodeHash,
  errorMessages,
  maskName,
  type OfflineScan,
  qrUuidHash,
  type SyncedScan,
  seoulToday,
  toSeoulIso,
} from '@venue/contract';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import {
  type AfterEntriesDone,
  admitScan,
  type DoorServices,
  ENTRANCE_NAME,
  placeKeyOf,
  recordRefusal,
} from '../checkin/checkin.service';
import type { AfterFirstVisit } from '../checkin/checkin-messages';
import { type DoorScanRow, findScan, inConflict, RepeatedScan } from '../checkin/door-scans';
import type { PassCodes } from '../qr-pass/pass-codes';
import {
  countCheckInsByMode,
  findProgramNames,
  findZoneNames,
  listConflictsOfDay,
  listDevicesOfDay,
  listPassesOfDay,
} from './offline-door.repository';

/**
 * POST /api/staff/door/keys: every pass of the day. A bound pass gives its phone's signing key and
 * typed-code secret (and the keys of phones it moved away from); every pass gives hashes of its
 * daily QR and entry code (a pass no phone holds is admitted by them, a bound one refused), so a
 * scanner never holds a value it could show itself.
 * Names are masked for every role. Withdrawn members' passes are listed as revoked with the hashes
 * of their daily QR and entry code, nothing more.
 */
export async function doorKeys(db: Database, codes: PassCodes, now: Date): Promise<DoorKeys> {
  const visitDate = seoulToday(now);
  const [passes, devices] = await Promise.all([
    listPassesOfDay(db, visitDate),
    listDevicesOfDay(db, visitDate),
  ]);
  const byPass = new Map<number, typeof devices>();
  for (const device of devices) {
    const list = byPass.get(device.qrPassIdx);
    if (list) list.push(device);
    else byPass.set(device.qrPassIdx, [device]);
  }
  const keys: DoorPassKey[] = [];
  const revokedPassIdxs: number[] = [];
  const revokedCodeHashes: string[] = [];
  for (const pass of passes) {
    if (pass.memberStatus !== 'ACTIVE') {
      revokedPassIdxs.push(pass.qrPassIdx);
      // Hashes only, no name: enough for the scanner to answer QR_MEMBER_GONE as the server does
      // when the withdrawn member's daily QR or static code is shown.
      revokedCodeHashes.push(await qrUuidHash(pass.qrUuid), await entryCodeHash(pass.entryCode));
      continue;
    }
    const mine = byPass.get(pass.qrPassIdx) ?? [];
    const live = mine.find((device) => device.releasedAt === null);
    keys.push({
      qrPassIdx: pass.qrPassIdx,
      memberName: maskName(pass.memberName),
      signingKey: live?.signingKey ?? null,
      codeSecret: live ? codes.typedCodeSecret(live.codeKey) : null,
      formerSigningKeys: mine.filter((d) => d.releasedAt !== null).map((d) => d.signingKey),
      // Hashes for a bound pass too: offline, its daily QR or static code is refused as
      // QR_DEVICE_REQUIRED (the server's answer) rather than as a pass the scanner never saw.
      qrUuidHash: await qrUuidHash(pass.qrUuid),
      entryCodeHash: await entryCodeHash(pass.entryCode),
    });
  }
  return {
    serverTime: toSeoulIso(now),
    visitDate,
    passes: keys,
    revokedPassIdxs,
    revokedCodeHashes,
  };
}

/** How far ahead of the server's clock a scan's time may be (the scanner's offset is not exact). */
const FUTURE_TOLERANCE_MS = 60_000;

/** The Korean words of a refusal's code (the sync's own SCAN_* codes included). */
const messageOf = (code: string) =>
  errorMessages[code as keyof typeof errorMessages] ?? errorMessages.INTERNAL;

export type SyncInput = {
  scannerId: string;
  scans: OfflineScan[];
  operatorIdx: number;
  afterFirstVisit?: AfterFirstVisit;
  afterEntriesDone?: AfterEntriesDone;
};

/**
 * POST /api/staff/door/sync: the scans applied in the order they were scanned, each in its own
 * transaction through the check-in's path with the door's rules at the moment of the scan (its
 * step, its program door window, the time written on the check-in). A nonce recorded before
 * (a retry, another instance, the same scan twice in one batch) gets its first answer with
 * repeatYn Y. Answers in the order of the request.
 */
export async function syncScans(
  db: Database,
  door: DoorServices,
  input: SyncInput,
  now: Date,
): Promise<SyncedScan[]> {
  const order = input.scans
    .map((scan, index) => ({ scan, index, at: Date.parse(scan.scannedAt) }))
    .sort((a, b) => a.at - b.at || a.index - b.index);
  const results: SyncedScan[] = new Array(input.scans.length);
  for (const { scan, index, at } of order) {
    results[index] = await syncOne(db, door, input, scan, new Date(at), now);
  }
  return results;
}

async function syncOne(
  db: Database,
  door: DoorServices,
  input: SyncInput,
  scan: OfflineScan,
  scannedAt: Date,
  now: Date,
): Promise<SyncedScan> {
  const seen = await findScan(db, scan.nonce);
  if (seen) return repeated(db, seen);
  const report = { scannerId: input.scannerId, nonce: scan.nonce, offline: true };
  const refuse = async (code: string, message = messageOf(code)): Promise<SyncedScan> => {
    const kept = await recordRefusal(db, {
      scan: report,
      operatorIdx: input.operatorIdx,
      placeKey: placeKeyOf(scan),
      errorCode: code,
      now: scannedAt,
    });
    if (!kept) return repeatedNonce(db, scan.nonce);
    return { ...blank(scan.nonce), outcome: 'REFUSED', code, message };
  };
  if (seoulToday(scannedAt) !== seoulToday(now)) return refuse('SCAN_OTHER_DAY');
  if (scannedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) return refuse('SCAN_IN_FUTURE');
  try {
    const { result, conflict } = await admitScan(
      db,
      door,
      {
        body: scan,
        operatorIdx: input.operatorIdx,
        scan: report,
        afterFirstVisit: input.afterFirstVisit,
        afterEntriesDone: input.afterEntriesDone,
      },
      scannedAt,
    );
    return {
      ...blank(scan.nonce),
      outcome: result.result,
      checkInIdx: result.checkInIdx,
      memberName: result.memberName,
      conflictYn: conflict ? 'Y' : 'N',
    };
  } catch (error) {
    if (error instanceof RepeatedScan) return repeatedNonce(db, scan.nonce);
    if (error instanceof AppError) return refuse(error.errorCode, error.message);
    throw error;
  }
}

const blank = (nonce: string): SyncedScan => ({
  nonce,
  outcome: 'REFUSED',
  code: null,
  message: null,
  checkInIdx: null,
  memberName: null,
  conflictYn: 'N',
  repeatYn: 'N',
});

async function repeatedNonce(db: Database, nonce: string): Promise<SyncedScan> {
  const seen = await findScan(db, nonce);
  if (!seen) throw new AppError(409, 'CONFLICT');
  return repeated(db, seen);
}

/** A nonce recorded before: its first outcome again, nothing applied. */
async function repeated(
  db: Database,
  seen: { scan: DoorScanRow; memberName: string | null },
): Promise<SyncedScan> {
  const { scan } = seen;
  const refused = scan.outcome === 'REFUSED';
  return {
    nonce: scan.nonce,
    outcome: scan.outcome as SyncedScan['outcome'],
    code: refused ? scan.errorCode : null,
    message: refused && scan.errorCode ? messageOf(scan.errorCode) : null,
    checkInIdx: refused ? null : scan.checkInIdx,
    memberName: !refused && seen.memberName ? maskName(seen.memberName) : null,
    conflictYn: !refused && (await inConflict(db, scan.nonce)) ? 'Y' : 'N',
    repeatYn: 'Y',
  };
}

/** POST /api/staff/door/integrity: the day's check-ins by how the pass was shown, and conflicts. */
export async function doorIntegrity(
  db: Database,
  input: { visitDate?: string | undefined },
  now: Date,
): Promise<DoorIntegrity> {
  const visitDate = input.visitDate ?? seoulToday(now);
  const [counts, conflicts] = await Promise.all([
    countCheckInsByMode(db, visitDate),
    listConflictsOfDay(db, visitDate),
  ]);
  const scans = { device: 0, deviceCode: 0, unbound: 0, name: 0, offline: 0 };
  for (const row of counts) {
    const n = Number(row.n);
    if (row.offline) scans.offline += n;
    if (row.passMode === 'DEVICE') scans.device += n;
    else if (row.passMode === 'DEVICE_CODE') scans.deviceCode += n;
    else if (row.passMode === 'UNBOUND') scans.unbound += n;
    else if (row.passMode === 'NAME') scans.name += n;
  }
  const keys = conflicts.flatMap((c) => [c.first.placeKey, c.second.placeKey]);
  const idxsOf = (prefix: string) => [
    ...new Set(keys.filter((k) => k.startsWith(prefix)).map((k) => Number(k.slice(2)))),
  ];
  const [zoneNames, programNames] = await Promise.all([
    findZoneNames(db, idxsOf('Z:')),
    findProgramNames(db, idxsOf('P:')),
  ]);
  const names = new Map<string, string>([['E', ENTRANCE_NAME]]);
  for (const z of zoneNames) names.set(`Z:${z.idx}`, z.name);
  for (const p of programNames) names.set(`P:${p.idx}`, p.name);
  const side = (scan: (typeof conflicts)[number]['first']) => ({
    scanner: scan.scannerId.slice(0, 8),
    placeName: names.get(scan.placeKey) ?? '삭제된 장소',
    scannedAt: toSeoulIso(scan.scannedAt),
    offlineYn: scan.offline ? ('Y' as const) : ('N' as const),
  });
  return {
    visitDate,
    scans,
    conflicts: conflicts.map((c) => ({
      doorConflictIdx: c.doorConflictIdx,
      memberName: maskName(c.memberName),
      first: side(c.first),
      second: side(c.second),
      detectedAt: toSeoulIso(c.detectedAt),
    })),
  };
}
