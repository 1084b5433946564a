/**
 * Program reads: the list (home strip, program list, zone page), the in-venue "Now" list, the
 * detail and the categories. Every query returns contract-shaped data (Y/N flags, yy.mm.dd
 * renderings, sanitized names and editor HTML).
 *
 * "Runs on a day" (docs/decisions/013-program-reads.md): an ALWAYS program runs on every day of
 * its period (minExecDate, and maxExecDate unless UNLIMIT); a dated program (SINGLE, ONCE, MULTI)
 * runs on the days it has an instance.
 */
import {
  type EntryStatus,
  type PeriodType,
  type ProgramDetail,
  type ProgramListItem,
  type ProgramStatus,
  type ProgramType,
  type ScheduleType,
  toDotDate,
  toSeoulIso,
  type Ymd,
} from '@venue/contract';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  floors,
  programCategories,
  programInstances,
  programs,
  reserveEntries,
  users,
  zones,
} from '../../../db/schema';
import type { Database } from '../../../db/types';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';
import { toYn } from '../../../lib/yn';
import { isProgramClosed } from './programs.rules';

export interface ProgramListFilter {
  /** Only programs that run on this Seoul day; absent = every program. */
  startDate?: Ymd;
  floorIdx?: number;
  /** Absent or empty = every category. */
  programCategoryIdxList?: number[];
  /** Only programs in this zone (the zone page). */
  zoneIdx?: number;
}

/** Per-program facts about its instances, computed in one grouped query. */
interface InstanceFacts {
  minDate: string | null;
  maxDate: string | null;
  /** every instance day, ascending, comma-separated */
  dates: string | null;
  /** first instance start (HH:MM:SS) on the asked day */
  firstTimeOnDay: string | null;
  /** first instance day on or after today */
  nextDate: string | null;
}

const listColumns = {
  programIdx: programs.programIdx,
  programName: programs.programName,
  programCategoryIdx: programs.programCategoryIdx,
  programCategoryName: programCategories.programCategoryName,
  programSummary: programs.programSummary,
  savePath: programs.savePath,
  programType: programs.programType,
  status: programs.status,
  scheduleType: programs.scheduleType,
  periodType: programs.periodType,
  zoneIdx: programs.zoneIdx,
  zoneName: zones.zoneName,
  zoneNameEn: zones.zoneNameEn,
  floorIdx: zones.floorIdx,
  floorName: floors.floorName,
  minExecDate: programs.minExecDate,
  maxExecDate: programs.maxExecDate,
  winnerAnnouncementDate: programs.winnerAnnouncementDate,
  tutorialYn: programs.tutorialYn,
  tutorialLink: programs.tutorialLink,
  /** the draw has run (decision 016): visitors see the program over */
  drawn: sql<boolean>`exists (select 1 from program_draws d where d.program_idx = "programs"."program_idx")`,
};

type ListRow = {
  [K in Exclude<keyof typeof listColumns, 'drawn'>]: (typeof listColumns)[K]['_']['data'] | null;
} & {
  programIdx: number;
  programName: string;
  programCategoryIdx: number;
  programCategoryName: string;
  programSummary: string;
  savePath: string;
  programType: string;
  status: string;
  scheduleType: string;
  periodType: string;
  tutorialYn: boolean;
  drawn: boolean;
};

const isAlways = (scheduleType: string) => scheduleType === 'ALWAYS';

/** Instances an operator cancelled are kept for their entries but run on no day (decision 026). */
const liveInstance = isNull(programInstances.cancelledAt);

/** Does an ALWAYS program's period contain `day`? */
function periodContains(row: ListRow, day: Ymd): boolean {
  if (row.minExecDate && row.minExecDate > day) return false;
  if (row.periodType !== 'UNLIMIT' && row.maxExecDate && row.maxExecDate < day) return false;
  return true;
}

async function instanceFacts(
  db: Database,
  programIdxList: number[],
  day: Ymd | undefined,
  today: Ymd,
): Promise<Map<number, InstanceFacts>> {
  if (programIdxList.length === 0) return new Map();
  const onDay = day ?? today;
  const rows = await db
    .select({
      programIdx: programInstances.programIdx,
      minDate: sql<string | null>`min(${programInstances.execDate})::text`,
      maxDate: sql<string | null>`max(${programInstances.execDate})::text`,
      dates: sql<
        string | null
      >`string_agg(distinct ${programInstances.execDate}::text, ',' order by ${programInstances.execDate}::text)`,
      firstTimeOnDay: sql<
        string | null
      >`min(${programInstances.startTime}) filter (where ${programInstances.execDate} = ${onDay})::text`,
      nextDate: sql<
        string | null
      >`min(${programInstances.execDate}) filter (where ${programInstances.execDate} >= ${today})::text`,
    })
    .from(programInstances)
    .where(and(inArray(programInstances.programIdx, programIdxList), liveInstance))
    .groupBy(programInstances.programIdx);
  return new Map(rows.map(({ programIdx, ...facts }) => [programIdx, facts]));
}

function toListItem(
  row: ListRow,
  facts: InstanceFacts | undefined,
  day: Ymd | undefined,
): ProgramListItem {
  const always = isAlways(row.scheduleType);
  const minExecDate = row.minExecDate ?? facts?.minDate ?? null;
  const maxExecDate =
    always && row.periodType === 'UNLIMIT' ? null : (row.maxExecDate ?? facts?.maxDate ?? null);
  // The day the card talks about: the asked day, else the single or next (else last) date.
  const execDate = always
    ? (day ?? null)
    : (day ?? facts?.nextDate ?? facts?.maxDate ?? minExecDate);
  const multi = !always && row.scheduleType !== 'SINGLE' && row.scheduleType !== 'ONCE';
  const time = day ? facts?.firstTimeOnDay : null;
  return {
    programIdx: row.programIdx,
    programName: sanitizeEditorHtml(row.programName),
    programCategoryIdx: row.programCategoryIdx,
    programCategoryName: row.programCategoryName,
    programSummary: row.programSummary,
    savePath: row.savePath,
    programType: row.programType as ProgramType,
    // A drawn program takes no more entries, whatever its status says: it reads as ended.
    status: (row.drawn && row.status === 'OPEN' ? 'CLOSED' : row.status) as ProgramStatus,
    scheduleType: row.scheduleType as ScheduleType,
    periodType: row.periodType as PeriodType,
    zoneIdx: row.zoneIdx,
    zoneName: row.zoneName,
    zoneNameEn: row.zoneNameEn,
    floorIdx: row.floorIdx,
    floorName: row.floorName,
    minExecDate,
    maxExecDate,
    execDate,
    multiExecDate: multi ? (facts?.dates ?? null) : null,
    dotMinExecDate: toDotDate(minExecDate),
    dotMaxExecDate: toDotDate(maxExecDate),
    dotExecDate: toDotDate(execDate),
    dotExecTime: time ? time.slice(0, 5) : '',
    winnerAnnouncementDate: row.winnerAnnouncementDate
      ? toSeoulIso(row.winnerAnnouncementDate)
      : null,
    tutorialYn: toYn(row.tutorialYn),
    tutorialLink: row.tutorialLink,
  };
}

function listQuery(db: Database, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(programs)
    .innerJoin(
      programCategories,
      eq(programCategories.programCategoryIdx, programs.programCategoryIdx),
    )
    .leftJoin(zones, eq(zones.zoneIdx, programs.zoneIdx))
    .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx))
    .where(where)
    .orderBy(asc(programs.sortIndex), asc(programs.programIdx));
}

/**
 * Displayed programs matching the filter. With a startDate, only those that run that day: the
 * day's instances by their first start time, then the all-day programs, the editor's order within.
 */
export async function listPrograms(
  db: Database,
  filter: ProgramListFilter,
  today: Ymd,
): Promise<ProgramListItem[]> {
  const conditions: SQL[] = [eq(programs.displayYn, true)];
  if (filter.floorIdx !== undefined) conditions.push(eq(zones.floorIdx, filter.floorIdx));
  if (filter.zoneIdx !== undefined) conditions.push(eq(programs.zoneIdx, filter.zoneIdx));
  if (filter.programCategoryIdxList?.length) {
    conditions.push(inArray(programs.programCategoryIdx, filter.programCategoryIdxList));
  }
  const rows = (await listQuery(db, and(...conditions))) as ListRow[];
  const facts = await instanceFacts(
    db,
    rows.map((row) => row.programIdx),
    filter.startDate,
    today,
  );
  const day = filter.startDate;
  const items = rows
    .filter((row) => {
      if (!day) return true;
      if (isAlways(row.scheduleType)) return periodContains(row, day);
      return facts.get(row.programIdx)?.firstTimeOnDay != null;
    })
    .map((row) => toListItem(row, facts.get(row.programIdx), day));
  if (!day) return items;
  // That day's instances first, by their first start time, then the all-day programs ('' time);
  // the editor's order within each.
  const rank = (item: ProgramListItem) => item.dotExecTime || '99:99';
  const byRank = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => byRank(rank(a.item), rank(b.item)) || a.index - b.index)
    .map(({ item }) => item);
}

export async function listProgramCategories(db: Database) {
  return db
    .select({
      programCategoryIdx: programCategories.programCategoryIdx,
      programCategoryName: programCategories.programCategoryName,
    })
    .from(programCategories)
    .orderBy(asc(programCategories.sortIndex), asc(programCategories.programCategoryIdx));
}

/**
 * POST /api/getyears (designed): the years in which a displayed program runs, ascending — every
 * year a program's period spans, and the years of its instances. Years outside 2000–2100 (a typo
 * in the CMS) are left out, as the contract allows no others.
 */
export async function listProgramYears(db: Database): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct year from (
      select generate_series(
               extract(year from p.min_exec_date)::int,
               extract(year from coalesce(p.max_exec_date, p.min_exec_date))::int
             ) as year
        from programs p
       where p.display_yn and p.min_exec_date is not null
      union all
      select extract(year from i.exec_date)::int as year
        from program_instances i
        join programs p on p.program_idx = i.program_idx
       where p.display_yn and i.cancelled_at is null
    ) years
    where year between 2000 and 2100
    order by year`);
  return (result as unknown as { rows: { year: number }[] }).rows.map((row) => Number(row.year));
}

/** Entry statuses that still hold the member's place (not cancelled, lost or finished). */
const ACTIVE_ENTRY: EntryStatus[] = ['CONFIRM', 'APPLY', 'ATTEND', 'WIN'];

/**
 * Whether visitors once saw the program: published (publishedAt is set on the first
 * publication, decision 026) and taken down since. A program that never existed, or a draft
 * never published, is not: to a visitor it never was.
 */
export async function wasProgramTakenDown(db: Database, programIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ programIdx: programs.programIdx })
    .from(programs)
    .where(
      and(
        eq(programs.programIdx, programIdx),
        eq(programs.displayYn, false),
        sql`${programs.publishedAt} is not null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * One displayed program with every field of the detail. `userIdx` (a member) adds their own
 * entry and their participationPossibleYn flag; guests get Y and no entry. `includeHidden` is
 * the console's preview of a draft (decision 026); visitor reads never set it.
 */
export async function findProgramDetail(
  db: Database,
  programIdx: number,
  today: Ymd,
  now: Date,
  userIdx: number | null,
  options: { includeHidden?: boolean } = {},
): Promise<ProgramDetail | null> {
  const [row] = await db
    .select({
      ...listColumns,
      descriptionType: programs.descriptionType,
      programEditor: programs.programEditor,
      programLink: programs.programLink,
      useOptionYn: programs.useOptionYn,
      useButtonYn: programs.useButtonYn,
      useRelatedProgramYn: programs.useRelatedProgramYn,
      usePrevProgramYn: programs.usePrevProgramYn,
      noticeType: programs.noticeType,
      noticeText: programs.noticeText,
      zoneSummary: zones.zoneSummary,
      mainFileContentSavePath: zones.mainFileContentSavePath,
      maxPersonCount: programs.maxPersonCount,
      entryStartAt: programs.entryStartAt,
      entryEndAt: programs.entryEndAt,
      closedReason: programs.closedReason,
    })
    .from(programs)
    .innerJoin(
      programCategories,
      eq(programCategories.programCategoryIdx, programs.programCategoryIdx),
    )
    .leftJoin(zones, eq(zones.zoneIdx, programs.zoneIdx))
    .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx))
    .where(
      and(
        eq(programs.programIdx, programIdx),
        options.includeHidden ? undefined : eq(programs.displayYn, true),
      ),
    )
    .limit(1);
  if (!row) return null;

  const facts = (await instanceFacts(db, [programIdx], undefined, today)).get(programIdx);
  const [openSeats] = await db
    .select({
      open: sql<boolean>`bool_or(${programInstances.capacity} is null or ${programInstances.reservedCount} + ${programInstances.heldCount} < ${programInstances.capacity})`,
    })
    .from(programInstances)
    .where(
      and(
        eq(programInstances.programIdx, programIdx),
        sql`${programInstances.execDate} >= ${today}`,
        liveInstance,
      ),
    );

  const [member] = userIdx
    ? await db
        .select({ userIdx: users.userIdx, participationPossibleYn: users.participationPossibleYn })
        .from(users)
        .where(eq(users.userIdx, userIdx))
        .limit(1)
    : [];
  // The member's entries for this program (a handful at most), newest first: the latest one is
  // "their entry", and the count of those still holding a place is attendCnt.
  const entries = member
    ? await db
        .select({
          reserveEntryIdx: reserveEntries.reserveEntryIdx,
          reserveEntryId: reserveEntries.reserveEntryId,
          status: reserveEntries.status,
        })
        .from(reserveEntries)
        .where(
          and(
            eq(reserveEntries.userIdx, member.userIdx),
            eq(reserveEntries.programIdx, programIdx),
          ),
        )
        .orderBy(desc(reserveEntries.reserveEntryIdx))
    : [];
  const entry = entries[0];
  const attendCnt = entries.filter((e) => ACTIVE_ENTRY.includes(e.status as EntryStatus)).length;

  const item = toListItem(row as ListRow, facts, undefined);
  const closed = isProgramClosed(row, Boolean(openSeats?.open), now);

  return {
    ...item,
    descriptionType: row.descriptionType as ProgramDetail['descriptionType'],
    programEditor: sanitizeEditorHtml(row.programEditor),
    programLink: row.programLink,
    useOptionYn: toYn(row.useOptionYn),
    useButtonYn: toYn(row.useButtonYn),
    useRelatedProgramYn: toYn(row.useRelatedProgramYn),
    usePrevProgramYn: toYn(row.usePrevProgramYn),
    noticeType: row.noticeType as ProgramDetail['noticeType'],
    noticeText: row.noticeText,
    zoneSummary: row.zoneSummary,
    mainFileContentSavePath: row.mainFileContentSavePath,
    closedYn: toYn(row.programType !== 'DEFAULT' && (closed || row.drawn)),
    participationPossibleYn: toYn(member ? member.participationPossibleYn : true),
    attendStatus: (entry?.status as EntryStatus | undefined) ?? null,
    attendCnt,
    reserveEntryIdx: entry?.reserveEntryIdx ?? null,
    reserveEntryId: entry?.reserveEntryId ?? null,
    maxPersonCount: row.maxPersonCount,
    closedReason: row.status === 'CLOSEDADMIN' ? row.closedReason : null,
  };
}
