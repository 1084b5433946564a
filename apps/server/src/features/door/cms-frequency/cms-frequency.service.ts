/**
 * Draw Tour content writes. Each is one `auditedWrite` with `{ content: true }`:
 * the change, its audit row (`season.save`, `season.delete`, `reward.save`, `reward.delete`, the
 * target before and after) and the drop of every instance's read cache commit together, so the
 * visitor's next `/api/frequency/now` or `/detail` shows it. A refusal rolls everything back.
 *
 * Locks, always in this order: the season row, then the reward row (as the reward desk locks the
 * reward after the member's rows; the desk never locks a season, so no cycle).
 */
import { type StaffRewardSaveBody, type StaffSeasonSaveBody, toDotDate } from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { checkLibraryPaths } from '../../content/cms-media/cms-media.service';
import { auditedWrite } from '../../operations/audit/audited-write';
import {
  countHandouts,
  deleteReward,
  deleteSeason,
  findHighestReward,
  findOverlappingSeason,
  findReward,
  findSeason,
  insertReward,
  insertSeason,
  lockRewardRow,
  lockSeason,
  seasonUsage,
  serializeSeasonPeriods,
  updateReward,
  updateSeason,
} from './cms-frequency.repository';

export const drawTourMessages = {
  seasonNotFound: '드로우 투어 시즌을 찾을 수 없어요.',
  rewardNotFound: '리워드를 찾을 수 없어요.',
  seasonOverlaps: (title: string, start: string, end: string) =>
    `노출 중인 시즌 '${title}'(${toDotDate(start)}~${toDotDate(end)})과 기간이 겹쳐요. 노출 중인 시즌끼리는 기간이 겹칠 수 없어요.`,
  goalBelowReward: (title: string, stamps: number) =>
    `리워드 '${title}'에 도장 ${stamps}개가 필요해요. 도장 목표는 ${stamps}개 이상이어야 해요.`,
  requiredAboveGoal: (goal: number) =>
    `이 시즌의 도장 목표가 ${goal}개예요. 필요한 도장 수는 ${goal}개 이하로 입력해 주세요.`,
  seasonInUse: (stamps: number, claims: number) =>
    `도장 ${stamps}개, 지급 ${claims}건이 기록된 시즌은 삭제할 수 없어요. 방문자에게서 숨기려면 노출을 꺼 주세요.`,
  stockBelowClaims: (claimed: number) =>
    `이미 ${claimed}개를 지급했어요. 준비 수량은 ${claimed}개보다 적게 줄일 수 없어요.`,
  rewardClaimed: (claimed: number) =>
    `이미 ${claimed}명에게 지급한 리워드는 삭제할 수 없어요. 더 지급하지 않으려면 준비 수량을 지급한 수만큼으로 줄여 주세요.`,
} as const;

const conflictOn = (path: string, message: string) =>
  new AppError(409, 'CONFLICT', message, [{ path, message }]);

// ── Seasons ─────────────────────────────────────────────────────────────────

/**
 * POST /api/staff/frequency/seasons/save. A displayed season may not share a day with another
 * displayed one: the live season (frequency README) must be one season, or stamps would go to
 * whichever started later while the other's board stops without a word. The stamp goal never
 * falls below a reward's required stamps.
 */
export function saveSeason(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffSeasonSaveBody,
): Promise<number> {
  const id = body.seasonIdx;
  return auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    // Before any row lock, so two saves wait here and not for each other's rows.
    if (body.displayYn === 'Y') await serializeSeasonPeriods(tx);
    const before = id === undefined ? null : await lockSeason(tx, id);
    if (id !== undefined && before === null)
      throw AppError.notFound(drawTourMessages.seasonNotFound);
    await checkLibraryPaths(tx, { imagePath: body.imagePath });
    if (body.displayYn === 'Y') {
      const other = await findOverlappingSeason(tx, body, id);
      if (other) {
        throw conflictOn(
          'startDate',
          drawTourMessages.seasonOverlaps(other.title, other.startDate, other.endDate),
        );
      }
    }
    if (id !== undefined) {
      const highest = await findHighestReward(tx, id);
      if (highest && highest.requiredStamps > body.stampGoal) {
        throw conflictOn(
          'stampGoal',
          drawTourMessages.goalBelowReward(highest.title, highest.requiredStamps),
        );
      }
    }
    let seasonIdx = id;
    if (seasonIdx === undefined) seasonIdx = await insertSeason(tx, body);
    else await updateSeason(tx, seasonIdx, body);
    audit({
      action: 'season.save',
      targetType: 'season',
      targetId: seasonIdx,
      before,
      after: await findSeason(tx, seasonIdx),
    });
    return seasonIdx;
  });
}

/** POST /api/staff/frequency/seasons/delete: only a season nobody has a stamp or a reward of. */
export async function removeSeason(
  app: FastifyInstance,
  operator: StaffOperator,
  seasonIdx: number,
): Promise<void> {
  await auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    // The lock makes a stamp being written wait (its key-share lock on the season), or wait for it.
    const before = await lockSeason(tx, seasonIdx);
    if (!before) throw AppError.notFound(drawTourMessages.seasonNotFound);
    const usage = await seasonUsage(tx, seasonIdx);
    if (usage.stamps > 0 || usage.claims > 0) {
      throw new AppError(409, 'CONFLICT', drawTourMessages.seasonInUse(usage.stamps, usage.claims));
    }
    await deleteSeason(tx, seasonIdx);
    audit({
      action: 'season.delete',
      targetType: 'season',
      targetId: seasonIdx,
      before,
      after: null,
    });
  });
}

// ── Rewards ─────────────────────────────────────────────────────────────────

/**
 * POST /api/staff/frequency/rewards/save. The season is locked first (its stamp goal holds while
 * the required stamps are checked), then the reward (a handout at the desk waits, so the stock is
 * checked against every handout made).
 */
export function saveReward(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffRewardSaveBody,
): Promise<number> {
  const id = body.rewardIdx;
  return auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    const season = await lockSeason(tx, body.seasonIdx);
    if (!season) {
      throw AppError.invalidFields([
        { path: 'seasonIdx', message: drawTourMessages.seasonNotFound },
      ]);
    }
    const before = id === undefined ? null : await lockRewardRow(tx, id);
    // A reward stays in its season: another season's id is as unknown as a missing one.
    if (id !== undefined && before?.seasonIdx !== body.seasonIdx) {
      throw AppError.notFound(drawTourMessages.rewardNotFound);
    }
    await checkLibraryPaths(tx, { imagePath: body.imagePath });
    if (body.requiredStamps > season.stampGoal) {
      throw AppError.invalidFields([
        { path: 'requiredStamps', message: drawTourMessages.requiredAboveGoal(season.stampGoal) },
      ]);
    }
    if (id !== undefined && body.stock !== null) {
      const claimed = await countHandouts(tx, id);
      if (body.stock < claimed) {
        throw conflictOn('stock', drawTourMessages.stockBelowClaims(claimed));
      }
    }
    let rewardIdx = id;
    if (rewardIdx === undefined) rewardIdx = await insertReward(tx, body);
    else await updateReward(tx, rewardIdx, body);
    audit({
      action: 'reward.save',
      targetType: 'reward',
      targetId: rewardIdx,
      before,
      after: await findReward(tx, rewardIdx),
    });
    return rewardIdx;
  });
}

/** POST /api/staff/frequency/rewards/delete: only a reward nobody was handed. */
export async function removeReward(
  app: FastifyInstance,
  operator: StaffOperator,
  rewardIdx: number,
): Promise<void> {
  await auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    const found = await findReward(tx, rewardIdx);
    if (!found) throw AppError.notFound(drawTourMessages.rewardNotFound);
    // Season, then reward: the order every write of this feature locks in.
    await lockSeason(tx, found.seasonIdx);
    const before = await lockRewardRow(tx, rewardIdx);
    if (!before) throw AppError.notFound(drawTourMessages.rewardNotFound);
    const claimed = await countHandouts(tx, rewardIdx);
    if (claimed > 0) throw new AppError(409, 'CONFLICT', drawTourMessages.rewardClaimed(claimed));
    await deleteReward(tx, rewardIdx);
    audit({
      action: 'reward.delete',
      targetType: 'reward',
      targetId: rewardIdx,
      before,
      after: null,
    });
  });
}
