/**
 * The draws screen (decision 036): the list, an EDITOR's change of the winner count
 * and the announcement before the draw, 지금 추첨 (never twice: the draw's own claim decides), the
 * record with the candidates in its order, and a cancelled win offered to the next candidate.
 * Every change is one `auditedWrite`; names leave here masked unless the operator is ADMIN.
 */
import {
  type DrawCandidateRow,
  type DrawState,
  drawOrder,
  participationLabel,
  personalData,
  type StaffDrawDetail,
  type StaffDrawItem,
  type StaffDrawUpdateBody,
  toSeoulIso,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { auditedWrite } from '../../operations/audit/audited-write';
import { plainText } from '../../operations/ops-admin/plain-text';
import {
  findLink,
  listDrawOffers,
  lockDrawProgram,
  recordOffer,
} from '../draw-offers/draw-offers.repository';
import { nextCandidate } from '../draw-offers/draw-offers.service';
import {
  DrawRollback,
  drawMessages,
  findDraw,
  runDrawNowInTransaction,
  toDrawRecordData,
} from '../draws/draws.service';
import {
  type DrawProgramRow,
  listCandidateEntries,
  listDrawPrograms,
  setDrawSettings,
} from './ops-draws.repository';

const STATE_LABEL: Record<DrawState, string> = {
  OPEN: '응모 중',
  WAITING: '추첨 대기',
  DUE: '곧 추첨',
  DRAWN: '추첨 완료',
};

function drawState(row: DrawProgramRow, now: Date): DrawState {
  if (row.drawnAt) return 'DRAWN';
  if (row.winnerAnnouncementDate && row.winnerAnnouncementDate <= now) return 'DUE';
  if (row.entryEndAt && row.entryEndAt <= now) return 'WAITING';
  return 'OPEN';
}

/** A candidate's name by the contract's one masking rule: in full for ADMIN, else 김*늘. */
const shownName = (full: boolean, name: string | null) =>
  personalData(full, { name, phoneNumber: null }).name;

const iso = (instant: Date | null) => (instant ? toSeoulIso(instant) : null);

function toItem(row: DrawProgramRow, now: Date): StaffDrawItem {
  const state = drawState(row, now);
  return {
    programIdx: row.programIdx,
    programName: plainText(row.programName),
    entryStartAt: iso(row.entryStartAt),
    entryEndAt: iso(row.entryEndAt),
    winnerAnnouncementDate: iso(row.winnerAnnouncementDate),
    winnerCount: row.winnerCount,
    entryCount: row.drawnEntryCount ?? row.attending,
    state,
    stateLabel: STATE_LABEL[state],
    drawnAt: iso(row.drawnAt),
    winnerNow: row.winnerNow,
    cancelledWinOpen: row.cancelledWinOpen,
  };
}

/** Not drawn yet first (soonest announcement first), then the drawn ones (latest first). */
export async function listDraws(
  db: Database,
  filter: 'UPCOMING' | 'DRAWN' | 'ALL',
  now = new Date(),
): Promise<StaffDrawItem[]> {
  const items = (await listDrawPrograms(db)).map((row) => toItem(row, now));
  const upcoming = items.filter((item) => item.state !== 'DRAWN');
  const drawn = items
    .filter((item) => item.state === 'DRAWN')
    .sort((a, b) => Date.parse(b.drawnAt ?? '') - Date.parse(a.drawnAt ?? ''));
  if (filter === 'UPCOMING') return upcoming;
  if (filter === 'DRAWN') return drawn;
  return [...upcoming, ...drawn];
}

async function drawItem(db: Database, programIdx: number, now = new Date()) {
  const [row] = await listDrawPrograms(db, programIdx);
  if (!row) throw drawNotFound();
  return toItem(row, now);
}

const drawNotFound = () =>
  new AppError(404, 'PROGRAM_NOT_FOUND', '추첨할 수 있는 응모 프로그램을 찾을 수 없어요.');

const alreadyDrawn = (drawnAt: Date) =>
  new AppError(
    409,
    'DRAW_ALREADY_RUN',
    `이미 ${toSeoulIso(drawnAt).slice(0, 16).replace('T', ' ')}에 추첨했어요. 추첨은 한 번만 해요.`,
  );

/** "11월 28일 14:00" for messages. */
const monthDayTime = (instant: Date) => {
  const [date, time] = toSeoulIso(instant).slice(5, 16).split('T') as [string, string];
  const [month, day] = date.split('-').map(Number);
  return `${month}월 ${day}일 ${time}`;
};

/** Before the draw: the winner count and the announcement (in the future, after entries end). */
export async function updateDraw(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffDrawUpdateBody,
): Promise<StaffDrawItem> {
  const now = new Date();
  const announcement = new Date(body.winnerAnnouncementDate);
  await auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    const program = await lockDrawProgram(tx, body.programIdx);
    if (program?.programType !== 'APPLICATION') throw drawNotFound();
    const record = await findDraw(tx, body.programIdx);
    if (record) throw alreadyDrawn(record.drawnAt);
    if (announcement <= now) {
      throw AppError.invalidFields([
        {
          path: 'winnerAnnouncementDate',
          message: '발표 일시는 지금보다 뒤여야 해요. 바로 추첨하려면 지금 추첨을 눌러 주세요.',
        },
      ]);
    }
    if (program.entryEndAt && announcement < program.entryEndAt) {
      throw AppError.invalidFields([
        {
          path: 'winnerAnnouncementDate',
          message: `발표 일시는 응모 마감(${monthDayTime(program.entryEndAt)}) 이후로 정해 주세요.`,
        },
      ]);
    }
    await setDrawSettings(tx, body.programIdx, {
      winnerCount: body.winnerCount,
      winnerAnnouncementDate: announcement,
      now,
    });
    audit({
      action: 'draw.update',
      targetType: 'program',
      targetId: body.programIdx,
      before: {
        winnerCount: program.winnerCount,
        winnerAnnouncementDate: iso(program.winnerAnnouncementDate),
      },
      after: { winnerCount: body.winnerCount, winnerAnnouncementDate: toSeoulIso(announcement) },
    });
  });
  return drawItem(app.db, body.programIdx, now);
}

/**
 * 지금 추첨: entries close and the announcement becomes now; a second run is refused. The
 * results' 당첨 / 미당첨 are written in the draw's transaction (draws' draw-messages.ts).
 */
export async function runDrawNowAudited(
  app: FastifyInstance,
  operator: StaffOperator,
  programIdx: number,
): Promise<StaffDrawItem> {
  const now = new Date();
  const messages = drawMessages(app);
  await messages?.ready();
  try {
    await auditedWrite(app, operator, { content: true }, async (tx, audit) => {
      const outcome = await runDrawNowInTransaction(tx, programIdx, now, messages?.afterDrawn);
      if (outcome.kind === 'already') throw alreadyDrawn(outcome.record.drawnAt);
      if (outcome.kind !== 'drawn') throw drawNotFound();
      const { record } = outcome;
      audit({
        action: 'draw.run',
        targetType: 'program',
        targetId: programIdx,
        before: null,
        after: {
          trigger: record.trigger,
          seedSha256: record.seedSha256,
          entryCount: record.entryCount,
          candidateCount: record.candidateCount,
          winnerCount: record.winnerCount,
        },
      });
    });
  } catch (error) {
    if (error instanceof DrawRollback && error.outcome.kind === 'already') {
      throw alreadyDrawn(error.outcome.record.drawnAt);
    }
    throw error;
  }
  return drawItem(app.db, programIdx, now);
}

/** Runners-up shown after each pool's winners and offered entries. */
const RUNNERS_UP_SHOWN = 10;
const CANDIDATE_ROWS_MAX = 500;

const instanceLabel = (row: {
  execDate: string | null;
  startTime: string | null;
  endTime: string | null;
}) =>
  row.execDate && row.startTime && row.endTime
    ? `${row.execDate.slice(5).replace('-', '.')} ${row.startTime.slice(0, 5)}–${row.endTime.slice(0, 5)}`
    : '';

export async function drawDetail(
  db: Database,
  operator: StaffOperator,
  programIdx: number,
): Promise<StaffDrawDetail> {
  const full = operator.role === 'ADMIN';
  const [draw, record, offers] = await Promise.all([
    drawItem(db, programIdx),
    findDraw(db, programIdx),
    listDrawOffers(db, programIdx),
  ]);
  const base = {
    draw,
    offers: offers.map((offer) => ({
      cancelledEntryIdx: offer.cancelledEntryIdx,
      offeredEntryIdx: offer.offeredEntryIdx,
      offeredAt: toSeoulIso(offer.createdAt),
      operatorName: offer.operatorName,
      state: offer.state,
      deadline: iso(offer.deadline),
      endedAt: iso(offer.endedAt),
    })),
    fullPersonalDataYn: full ? ('Y' as const) : ('N' as const),
  };
  if (!record) return { ...base, record: null, candidates: [], candidateTotal: 0 };

  const offeredAt = new Map(offers.map((o) => [o.offeredEntryIdx, o.createdAt]));
  const orders = await drawOrder(record.seed, record.pools);
  const winners = new Set(record.winnerEntryIdxs);
  const shown: { entryIdx: number; poolIndex: number; rank: number }[] = [];
  orders.forEach((order, poolIndex) => {
    const quota = record.pools[poolIndex]?.quota ?? 0;
    const offeredInPool = order.filter((id) => offeredAt.has(id)).length;
    order.slice(0, quota + offeredInPool + RUNNERS_UP_SHOWN).forEach((entryIdx, position) => {
      shown.push({ entryIdx, poolIndex, rank: position + 1 });
    });
  });
  const rows = shown.slice(0, CANDIDATE_ROWS_MAX);
  const entries = await listCandidateEntries(
    db,
    rows.map((row) => row.entryIdx),
  );
  const candidates: DrawCandidateRow[] = rows.flatMap(({ entryIdx, poolIndex, rank }) => {
    const entry = entries.get(entryIdx);
    if (!entry) return [];
    const status = entry.status as DrawCandidateRow['status'];
    const offered = offeredAt.get(entryIdx);
    return [
      {
        reserveEntryIdx: entryIdx,
        reserveEntryId: entry.reserveEntryId,
        poolIndex,
        rank,
        instanceLabel: instanceLabel(entry),
        name: shownName(full, entry.name),
        status,
        statusLabel: participationLabel('APPLICATION', status),
        drawnWinnerYn: winners.has(entryIdx) ? 'Y' : 'N',
        offeredAt: offered ? toSeoulIso(offered) : null,
      },
    ];
  });
  return {
    ...base,
    record: toDrawRecordData(record),
    candidates,
    candidateTotal: record.pools.reduce((sum, pool) => sum + pool.entryIdxs.length, 0),
  };
}

const offerConflict = (message?: string) => new AppError(409, 'DRAW_OFFER_CONFLICT', message);

/**
 * 다음 순번에게: gives a win waiting to be passed on (a cancelled win, or an offer declined or
 * expired) to the next candidate of its pool at once, with no window (decision 066; a cancelled
 * win is otherwise offered by itself with one, draw-offers). The program row is locked first, so
 * this and an automatic offer never pick the same person; the unique indexes of
 * program_draw_offers are the backstop. The entry that now wins gets its 당첨 message in the
 * offer's transaction.
 */
export async function offerToNext(
  app: FastifyInstance,
  operator: StaffOperator,
  body: { programIdx: number; cancelledEntryIdx: number },
) {
  const now = new Date();
  const full = operator.role === 'ADMIN';
  const messages = drawMessages(app);
  await messages?.ready();
  return auditedWrite(app, operator, {}, async (tx, audit) => {
    const program = await lockDrawProgram(tx, body.programIdx);
    if (program?.programType !== 'APPLICATION') throw drawNotFound();
    const record = await findDraw(tx, body.programIdx);
    if (!record) throw offerConflict('아직 추첨하지 않은 프로그램이에요.');
    const offers = await listDrawOffers(tx, body.programIdx);
    const from = body.cancelledEntryIdx;
    const took = offers.find((o) => o.offeredEntryIdx === from);
    const link = await findLink(tx, body.programIdx, from);
    const cancelledWin =
      link?.status === 'CANCEL' &&
      (record.winnerEntryIdxs.includes(from) || took?.state === 'ACCEPTED');
    const endedOffer = took?.state === 'DECLINED' || took?.state === 'EXPIRED';
    if (
      !link ||
      !(cancelledWin || endedOffer) ||
      offers.some((o) => o.cancelledEntryIdx === from)
    ) {
      throw offerConflict();
    }
    if (link.instanceCancelledAt) {
      throw offerConflict('회차가 취소되어 당첨을 넘길 수 없어요.');
    }
    const next = await nextCandidate(tx, record, from);
    if (!next) throw new AppError(409, 'DRAW_NO_NEXT_CANDIDATE');
    const recorded = await recordOffer(tx, {
      programIdx: body.programIdx,
      cancelledEntryIdx: from,
      offeredEntryIdx: next.entryIdx,
      operatorIdx: operator.operatorIdx,
      deadline: null,
      now,
    });
    if (!recorded) throw offerConflict();
    await messages?.afterOffered(tx, next.entryIdx);
    audit({
      action: 'draw.offer',
      targetType: 'program',
      targetId: body.programIdx,
      before: { cancelledEntryIdx: from },
      after: { offeredEntryIdx: next.entryIdx, rank: next.rank, poolIndex: next.poolIndex },
    });
    const entry = (await listCandidateEntries(tx, [next.entryIdx])).get(next.entryIdx);
    return {
      offeredEntryIdx: next.entryIdx,
      reserveEntryId: entry?.reserveEntryId ?? '',
      name: shownName(full, entry?.name ?? null),
      rank: next.rank,
    };
  });
}
