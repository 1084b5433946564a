/** The entry a reminder's answer link names, and its answer (visit-answers.service.ts). */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { floors, programInstances, programs, reserveEntries, zones } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

export async function findAnswerTarget(db: Database, reserveEntryIdx: number) {
  const [row] = await db
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      userIdx: reserveEntries.userIdx,
      programType: reserveEntries.programType,
      status: reserveEntries.status,
      participantCnt: reserveEntries.participantCnt,
      visitAnswer: reserveEntries.visitAnswer,
      programName: programs.programName,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      zoneName: zones.zoneName,
      floorName: floors.floorName,
    })
    .from(reserveEntries)
    .innerJoin(programs, eq(programs.programIdx, reserveEntries.programIdx))
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .leftJoin(zones, eq(zones.zoneIdx, programs.zoneIdx))
    .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx))
    .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx));
  return row;
}

export type AnswerTarget = NonNullable<Awaited<ReturnType<typeof findAnswerTarget>>>;

/** 갈게요 on a booked entry not answered yet; nothing on a repeat or a cancelled entry. */
export async function recordComing(db: Database, reserveEntryIdx: number, now: Date) {
  await db
    .update(reserveEntries)
    .set({ visitAnswer: 'COMING', visitAnsweredAt: now, modDate: now })
    .where(
      and(
        eq(reserveEntries.reserveEntryIdx, reserveEntryIdx),
        inArray(reserveEntries.status, ['CONFIRM', 'APPLY']),
        isNull(reserveEntries.visitAnswer),
      ),
    );
}

/** 못 가요, in the cancel's transaction. */
export async function recordNotComing(tx: Transaction, reserveEntryIdx: number, now: Date) {
  await tx
    .update(reserveEntries)
    .set({ visitAnswer: 'NOT_COMING', visitAnsweredAt: now })
    .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx));
}
