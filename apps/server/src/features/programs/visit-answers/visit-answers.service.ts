/**
 * The reminder's one-tap answers: /visit-answer/{token} in the visitor app reads
 * and submits through here, without a login. The token (lib/signed-links.ts) names one entry and
 * one answer, and lapses when the visit begins: 갈게요 (`visit-coming`) records the answer, 못 가요
 * (`visit-not-coming`) cancels the reservation with the app's own rules and its 취소 안내, after the
 * page's confirmation. Both are idempotent: a repeat changes nothing and answers the entry as it
 * stands. The console's roster shows each answer.
 */
import type { VisitAnswer, VisitAnswerState } from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { type LinkPurpose, verifyLink } from '../../../lib/signed-links';
import { plainProgramName } from '../../content/surveys/surveys.service';
import { notifier, visitWhen } from '../../messages/notify/notify';
import { emitEntryEvents, webhookEvents } from '../../operations/integrations/webhooks';
import { noShowRules } from '../noshow-rules/noshow-rules';
import { instanceStart } from '../programs/programs.rules';
import { cancelMemberEntry } from '../reserve-entries/reserve-entries.service';
import {
  type AnswerTarget,
  findAnswerTarget,
  recordComing,
  recordNotComing,
} from './visit-answers.repository';

/** What the 취소 안내 of a 못 가요 says. */
export const NOT_COMING_REASON = '리마인더에 못 가요로 답해 취소';

const PURPOSES: [LinkPurpose, VisitAnswer][] = [
  ['visit-coming', 'COMING'],
  ['visit-not-coming', 'NOT_COMING'],
];

const invalidLink = () =>
  new AppError(404, 'LINK_INVALID', '링크를 확인할 수 없어요. 알림톡의 버튼을 다시 눌러 주세요.');

/** The link's entry and answer; expired links still name them (the page shows the entry). */
function readToken(secret: string, token: string, now: Date) {
  for (const [purpose, answer] of PURPOSES) {
    const check = verifyLink(secret, purpose, token, now);
    if (check.ok) return { reserveEntryIdx: check.id, answer, open: true };
    if (check.reason === 'expired' && check.id !== undefined) {
      return { reserveEntryIdx: check.id, answer, open: false };
    }
  }
  throw invalidLink();
}

function stateOf(target: AnswerTarget, answer: VisitAnswer, open: boolean, now: Date) {
  const started =
    target.execDate !== null &&
    target.startTime !== null &&
    instanceStart(target.execDate, target.startTime) <= now;
  const cancelled = target.status === 'CANCEL';
  return {
    answer,
    open: open && !started,
    entry: {
      reserveEntryIdx: target.reserveEntryIdx,
      programName: plainProgramName(target.programName) ?? '',
      when: visitWhen(target.execDate, target.startTime),
      place: target.zoneName ?? target.floorName ?? '',
      participantCnt: target.participantCnt,
      active: target.status === 'CONFIRM' || target.status === 'APPLY',
      cancelled,
      visitAnswer: (target.visitAnswer as VisitAnswer | null) ?? null,
    },
  } satisfies VisitAnswerState;
}

async function target(app: FastifyInstance, reserveEntryIdx: number) {
  const row = await findAnswerTarget(app.db, reserveEntryIdx);
  // Reminders go to reservations only; anything else was never a reminder's link.
  if (row?.programType !== 'RESERVATION') throw invalidLink();
  return row;
}

export async function readVisitAnswer(
  app: FastifyInstance,
  token: string,
  now: Date,
): Promise<VisitAnswerState> {
  const link = readToken(app.config.jwtSecret, token, now);
  return stateOf(await target(app, link.reserveEntryIdx), link.answer, link.open, now);
}

export async function submitVisitAnswer(
  app: FastifyInstance,
  token: string,
  now: Date,
): Promise<VisitAnswerState> {
  const link = readToken(app.config.jwtSecret, token, now);
  const before = await target(app, link.reserveEntryIdx);
  const current = stateOf(before, link.answer, link.open, now);
  // Already given (or the entry is no longer booked): the state as it stands, nothing changes.
  if (!current.entry.active) return current;
  if (!current.open) {
    throw new AppError(409, 'LINK_EXPIRED');
  }
  if (link.answer === 'COMING') {
    await recordComing(app.db, before.reserveEntryIdx, now);
  } else {
    const notify = notifier(app);
    await notify?.ready();
    // 못 가요 close to the start counts half a no-show, as a late cancel in the app (decision 065).
    const rules = noShowRules(app);
    await rules.ready();
    const hooks = webhookEvents(app);
    await hooks?.ready();
    const outcome = await cancelMemberEntry(
      app.db,
      { userIdx: before.userIdx, reserveEntryIdx: before.reserveEntryIdx, now },
      async (tx, reserveEntryIdx) => {
        await recordNotComing(tx, reserveEntryIdx, now);
        await rules.afterEntries(tx, [reserveEntryIdx], now);
        await notify?.entries(tx, 'ENTRY_CANCELLED', [reserveEntryIdx], () => ({
          사유: NOT_COMING_REASON,
        }));
        await emitEntryEvents(hooks, tx, 'entry.cancelled', [reserveEntryIdx], now, {
          cause: 'NOT_COMING',
        });
      },
    );
    if (outcome.kind === 'not-cancellable') {
      throw new AppError(409, 'ENTRY_NOT_CANCELLABLE');
    }
    // The seats go to the waiting list (decision 063).
    if (outcome.kind === 'cancelled') app.seatsFreed.tell();
  }
  const after = await target(app, before.reserveEntryIdx);
  return stateOf(after, link.answer, link.open, now);
}
