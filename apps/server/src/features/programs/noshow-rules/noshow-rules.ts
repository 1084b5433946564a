/**
 * The no-show rules at work (decision 065). After a no-show is marked (the sweep, or staff) and
 * after a member's late cancel, in that change's transaction, each member's count over the
 * venue's window is compared with its steps: reaching the warning sends a 불참 안내; reaching a
 * step restricts new bookings and draw entries for its days (from now) and says until when. A
 * level is acted on once: counting again at the same level changes nothing, and a count that
 * falls (old no-shows leave the window) lowers the level without lifting a restriction in force.
 */
import {
  DEFAULT_NOSHOW_RULES,
  type NoShowRules,
  noShowCountLabel,
  noShowLevel,
  toSeoulIso,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/types';
import { instantWhen, notifier } from '../../messages/notify/notify';
import { venueSettings } from '../../venue/cms-venue/venue-settings';
import { memberCounts, membersOfEntries, setLevel } from './noshow-rules.repository';

export interface NoShowRulesAtWork {
  /** Before the transaction: the venue's rules and the notifier (PGlite has one connection). */
  ready(): Promise<void>;
  /** In the change's transaction: the rules applied to the members of these entries. */
  afterEntries(tx: Transaction, reserveEntryIdxs: readonly number[], now: Date): Promise<void>;
}

export function noShowRules(app: FastifyInstance): NoShowRulesAtWork {
  const notify = notifier(app);
  let rules: NoShowRules = DEFAULT_NOSHOW_RULES;
  return {
    async ready() {
      rules = (await venueSettings(app))?.noShowRules ?? DEFAULT_NOSHOW_RULES;
      await notify?.ready();
    },
    async afterEntries(tx, reserveEntryIdxs, now) {
      const members = await membersOfEntries(tx, reserveEntryIdxs);
      const counts = await memberCounts(tx, members, now, rules.windowDays, rules.lateCancelHours);
      for (const member of counts) {
        const { level, restrictDays } = noShowLevel(member.score, rules);
        if (level === member.level) continue;
        if (level < member.level) {
          await setLevel(tx, member.userIdx, { level });
          continue;
        }
        const countLabel = noShowCountLabel(member.score);
        // One 불참 안내 per member, level and day, however often the rules run.
        const causeKey = `noshow:${member.userIdx}:${level}:${toSeoulIso(now).slice(0, 10)}`;
        if (restrictDays === null) {
          await setLevel(tx, member.userIdx, { level });
          await notify?.member(tx, 'NOSHOW_NOTICE', {
            userIdx: member.userIdx,
            causeKey,
            variables: {
              기간: String(rules.windowDays),
              횟수: countLabel,
              안내: `불참이 ${rules.steps[0]?.count ?? '여러'}회가 되면 한동안 예약·응모를 할 수 없어요. 못 오시게 되면 미리 취소해 주세요.`,
            },
          });
          continue;
        }
        const restrictedUntil = new Date(
          Math.max(
            member.restrictedUntil?.getTime() ?? 0,
            now.getTime() + restrictDays * 86_400_000,
          ),
        );
        const reason = `최근 ${rules.windowDays}일 ${countLabel}`;
        await setLevel(tx, member.userIdx, { level, restrictedUntil, reason });
        await notify?.member(tx, 'NOSHOW_NOTICE', {
          userIdx: member.userIdx,
          causeKey,
          variables: {
            기간: String(rules.windowDays),
            횟수: countLabel,
            안내: `${instantWhen(restrictedUntil, false)}까지 새 예약과 응모를 할 수 없어요.`,
          },
        });
      }
    },
  };
}
