/**
 * The draws screen (decision 036). Every APPLICATION program with its entries,
 * winner count and announcement; before the draw an EDITOR changes the winner count and the
 * time, or draws now (never twice); after it, the record (seed, SHA-256, pools, winners) that the
 * console re-derives with `domain/draw-order.ts`, and a cancelled win offered to the next
 * candidate of the record's order. All `POST /api/staff/draws/...` with the staff cookie.
 */
import { z } from 'zod';
import { DRAW_OFFER_STATES } from '../domain/waitlist';
import { entryStatus } from './enums';
import { apiSuccess, idNumber, isoDateTime } from './envelope';

/** Where a draw program stands, as the list shows it. */
export const drawState = z.enum([
  /** entries are being taken */
  'OPEN',
  /** entries closed, the draw is ahead */
  'WAITING',
  /** the announcement time has come; the scheduler draws within a minute */
  'DUE',
  'DRAWN',
]);
export type DrawState = z.infer<typeof drawState>;

// ── POST /api/staff/draws/list ──────────────────────────────────────────────

export const staffDrawsListBody = z
  .object({ state: z.enum(['UPCOMING', 'DRAWN', 'ALL']).default('ALL') })
  .strict()
  .optional();

export const staffDrawItem = z.object({
  programIdx: z.number().int(),
  programName: z.string(),
  /** Seoul ISO; null = open while the program is */
  entryStartAt: z.string().nullable(),
  entryEndAt: z.string().nullable(),
  /** Seoul ISO */
  winnerAnnouncementDate: z.string().nullable(),
  /** null = the instances' capacities decide */
  winnerCount: z.number().int().nullable(),
  /** entries still in the draw (before it) or that were in it (after) */
  entryCount: z.number().int(),
  state: drawState,
  stateLabel: z.string(),
  /** Seoul ISO of the draw; null before it */
  drawnAt: z.string().nullable(),
  /** winners now (WIN, DONE, NOSHOW), after offers and cancellations */
  winnerNow: z.number().int(),
  /** cancelled wins (당첨취소) not yet offered to the next candidate */
  cancelledWinOpen: z.number().int(),
});
export type StaffDrawItem = z.infer<typeof staffDrawItem>;
export const staffDrawsListResponse = apiSuccess(z.object({ list: z.array(staffDrawItem) }));

// ── POST /api/staff/draws/update ────────────────────────────────────────────

/**
 * Before the draw only (409 DRAW_ALREADY_RUN after it). The announcement must be in the future
 * and not before the end of entries; the winner count at least 1 (null = instances decide).
 */
export const staffDrawUpdateBody = z
  .object({
    programIdx: idNumber(),
    winnerCount: z
      .number({ error: '당첨 인원은 숫자로 입력해 주세요.' })
      .int({ error: '당첨 인원은 정수로 입력해 주세요.' })
      .min(1, { error: '당첨 인원은 1명 이상이어야 해요.' })
      .max(100_000, { error: '당첨 인원이 너무 많아요.' })
      .nullable(),
    winnerAnnouncementDate: isoDateTime,
  })
  .strict();
export type StaffDrawUpdateBody = z.infer<typeof staffDrawUpdateBody>;
export const staffDrawUpdateResponse = apiSuccess(staffDrawItem);

// ── POST /api/staff/draws/run ───────────────────────────────────────────────

/** Draws now: entries close now and the announcement becomes now. Twice → 409 DRAW_ALREADY_RUN. */
export const staffDrawRunBody = z.object({ programIdx: idNumber() }).strict();
export const staffDrawRunResponse = apiSuccess(staffDrawItem);

// ── POST /api/staff/draws/detail ────────────────────────────────────────────

export const staffDrawDetailBody = z.object({ programIdx: idNumber() }).strict();

export const drawRecordPool = z.object({
  programInstanceIdx: z.number().int().nullable(),
  quota: z.number().int(),
  entryIdxs: z.array(z.number().int()),
});

/** What the draw wrote (program_draws), exactly as stored: enough to re-derive the winners. */
export const drawRecord = z.object({
  programIdx: z.number().int(),
  /** ISO 8601 with the Seoul offset */
  drawnAt: z.string(),
  dueAt: z.string(),
  trigger: z.enum(['SCHEDULED', 'STAFF', 'SANDBOX']),
  /** see domain/draw-order.ts */
  algorithm: z.string(),
  /** 32 bytes, hex */
  seed: z.string(),
  /** SHA-256 of the seed's bytes, hex */
  seedSha256: z.string(),
  entryCount: z.number().int(),
  candidateCount: z.number().int(),
  winnerLimit: z.number().int().nullable(),
  winnerCount: z.number().int(),
  pools: z.array(drawRecordPool),
  winnerEntryIdxs: z.array(z.number().int()),
});
export type DrawRecordData = z.infer<typeof drawRecord>;

/** A candidate in the record's order (its pool's winners first, then the runners-up). */
export const drawCandidateRow = z.object({
  reserveEntryIdx: z.number().int(),
  reserveEntryId: z.string(),
  /** index into `record.pools` */
  poolIndex: z.number().int(),
  /** 1-based place in its pool's order */
  rank: z.number().int(),
  /** HH:MM–HH:MM of its instance with the date, '' without an instance */
  instanceLabel: z.string(),
  /** masked (김*늘) unless the operator is ADMIN */
  name: z.string().nullable(),
  status: entryStatus,
  statusLabel: z.string(),
  /** won in the draw itself */
  drawnWinnerYn: z.enum(['Y', 'N']),
  /** won later, offered a cancelled win (Seoul ISO of the offer), else null */
  offeredAt: z.string().nullable(),
});
export type DrawCandidateRow = z.infer<typeof drawCandidateRow>;

export const drawOffer = z.object({
  /** the win that was cancelled */
  cancelledEntryIdx: z.number().int(),
  /** who was offered it */
  offeredEntryIdx: z.number().int(),
  /** Seoul ISO */
  offeredAt: z.string(),
  /** the EDITOR who gave it at once; null for an offer made by itself */
  operatorName: z.string().nullable(),
  state: z.enum(DRAW_OFFER_STATES),
  /** Seoul ISO: until when the member may accept; null for a win given at once */
  deadline: z.string().nullable(),
  /** Seoul ISO: when it was accepted, declined or expired */
  endedAt: z.string().nullable(),
});

export const staffDrawDetail = z.object({
  draw: staffDrawItem,
  /** null before the draw */
  record: drawRecord.nullable(),
  /** the record's order, at most 500 rows (winners of every pool first); `candidateTotal` all */
  candidates: z.array(drawCandidateRow),
  candidateTotal: z.number().int(),
  offers: z.array(drawOffer),
  /** Y when names are shown in full (ADMIN) */
  fullPersonalDataYn: z.enum(['Y', 'N']),
});
export type StaffDrawDetail = z.infer<typeof staffDrawDetail>;
export const staffDrawDetailResponse = apiSuccess(staffDrawDetail);

// ── POST /api/staff/draws/offer-next ────────────────────────────────────────

/**
 * Offers a cancelled win (당첨취소) to the next candidate of its pool in the record's order who
 * still stands (not yet a winner, entry LOSE, member active): their entry becomes WIN. Once per
 * cancelled win (409 DRAW_OFFER_CONFLICT); 409 DRAW_NO_NEXT_CANDIDATE when nobody is left.
 */
export const staffDrawOfferNextBody = z
  .object({ programIdx: idNumber(), cancelledEntryIdx: idNumber() })
  .strict();
export const staffDrawOfferNextResponse = apiSuccess(
  z.object({
    offeredEntryIdx: z.number().int(),
    reserveEntryId: z.string(),
    /** masked unless ADMIN */
    name: z.string().nullable(),
    rank: z.number().int(),
  }),
);
