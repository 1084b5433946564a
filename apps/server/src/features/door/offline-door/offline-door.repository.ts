/** Queries of the offline door (decision 070): the day's passes and keys, and the day's record. */
import { aliasedTable, asc, count, eq, inArray } from 'drizzle-orm';
import {
  checkIns,
  doorConflicts,
  doorScans,
  passDevices,
  programs,
  qrPasses,
  users,
  zones,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;

/** Today's passes with their member's name and status. */
export function listPassesOfDay(db: Db, issueDate: string) {
  return db
    .select({
      qrPassIdx: qrPasses.qrPassIdx,
      qrUuid: qrPasses.qrUuid,
      entryCode: qrPasses.entryCode,
      memberName: users.name,
      memberStatus: users.status,
    })
    .from(qrPasses)
    .innerJoin(users, eq(users.userIdx, qrPasses.userIdx))
    .where(eq(qrPasses.issueDate, issueDate))
    .orderBy(asc(qrPasses.qrPassIdx));
}

/** Every phone bound to a pass of the day, oldest first. */
export function listDevicesOfDay(db: Db, issueDate: string) {
  return db
    .select({
      qrPassIdx: passDevices.qrPassIdx,
      signingKey: passDevices.signingKey,
      codeKey: passDevices.codeKey,
      releasedAt: passDevices.releasedAt,
    })
    .from(passDevices)
    .innerJoin(qrPasses, eq(qrPasses.qrPassIdx, passDevices.qrPassIdx))
    .where(eq(qrPasses.issueDate, issueDate))
    .orderBy(asc(passDevices.passDeviceIdx));
}

/** The day's check-ins by how the pass was shown and whether they came from offline scanners. */
export function countCheckInsByMode(db: Db, visitDate: string) {
  return db
    .select({ passMode: checkIns.passMode, offline: checkIns.offline, n: count() })
    .from(checkIns)
    .where(eq(checkIns.visitDate, visitDate))
    .groupBy(checkIns.passMode, checkIns.offline);
}

const firstScan = aliasedTable(doorScans, 'first_scan');
const secondScan = aliasedTable(doorScans, 'second_scan');

/** The day's conflicts with both scans and the member's name, oldest first. */
export function listConflictsOfDay(db: Db, visitDate: string) {
  return db
    .select({
      doorConflictIdx: doorConflicts.doorConflictIdx,
      memberName: users.name,
      detectedAt: doorConflicts.detectedAt,
      first: {
        scannerId: firstScan.scannerId,
        placeKey: firstScan.placeKey,
        scannedAt: firstScan.scannedAt,
        offline: firstScan.offline,
      },
      second: {
        scannerId: secondScan.scannerId,
        placeKey: secondScan.placeKey,
        scannedAt: secondScan.scannedAt,
        offline: secondScan.offline,
      },
    })
    .from(doorConflicts)
    .innerJoin(users, eq(users.userIdx, doorConflicts.userIdx))
    .innerJoin(firstScan, eq(firstScan.nonce, doorConflicts.firstNonce))
    .innerJoin(secondScan, eq(secondScan.nonce, doorConflicts.secondNonce))
    .where(eq(doorConflicts.visitDate, visitDate))
    .orderBy(asc(doorConflicts.detectedAt), asc(doorConflicts.doorConflictIdx));
}

export function findZoneNames(db: Db, zoneIdxs: number[]) {
  if (zoneIdxs.length === 0) return Promise.resolve([]);
  return db
    .select({ idx: zones.zoneIdx, name: zones.zoneName })
    .from(zones)
    .where(inArray(zones.zoneIdx, zoneIdxs));
}

export function findProgramNames(db: Db, programIdxs: number[]) {
  if (programIdxs.length === 0) return Promise.resolve([]);
  return db
    .select({ idx: programs.programIdx, name: programs.programName })
    .from(programs)
    .where(inArray(programs.programIdx, programIdxs));
}
