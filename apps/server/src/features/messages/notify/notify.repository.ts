/** What the notifier reads to address a message: an entry's member and visit, a member's phone. */
import { and, eq, inArray } from 'drizzle-orm';
import {
  floors,
  programInstances,
  programs,
  reserveEntries,
  users,
  zones,
} from '../../../db/schema';
import type { Transaction } from '../../../db/types';

/**
 * The entries with their member's name and phone, their program and instance, and its place;
 * only entries of active members (a withdrawn member's phone is no longer theirs: 00000000000).
 */
export async function entryRows(tx: Transaction, reserveEntryIdxs: readonly number[]) {
  if (reserveEntryIdxs.length === 0) return [];
  return tx
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      programType: reserveEntries.programType,
      userIdx: reserveEntries.userIdx,
      memberName: users.name,
      memberPhone: users.phoneNumber,
      programIdx: programs.programIdx,
      programName: programs.programName,
      winnerAnnouncementDate: programs.winnerAnnouncementDate,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      zoneName: zones.zoneName,
      floorName: floors.floorName,
    })
    .from(reserveEntries)
    .innerJoin(users, eq(users.userIdx, reserveEntries.userIdx))
    .innerJoin(programs, eq(programs.programIdx, reserveEntries.programIdx))
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .leftJoin(zones, eq(zones.zoneIdx, programs.zoneIdx))
    .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx))
    .where(
      and(
        inArray(reserveEntries.reserveEntryIdx, [...reserveEntryIdxs]),
        eq(users.status, 'ACTIVE'),
      ),
    );
}

export type EntryRow = Awaited<ReturnType<typeof entryRows>>[number];

/** An active member's name and verified phone, or undefined. */
export async function memberContact(tx: Transaction, userIdx: number) {
  const [row] = await tx
    .select({ userIdx: users.userIdx, name: users.name, phoneNumber: users.phoneNumber })
    .from(users)
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')));
  return row;
}
