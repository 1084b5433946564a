/**
 * Draw Tour calls (decision 020): POST /api/frequency/earn (spec 000 §7), and the designed
 * screen reads /now, /past (the member's own stamps: private, no-store) and /detail (public
 * season content, read-cached; members only like every /frequency page). The staff console's
 * reward desk (decision 022): /api/staff/frequency/member and /claim, staff sessions only, typed
 * entry codes counted by the door's shared guard.
 */
import { frequencyDetailResponse, seoulToday } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok, sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireMember } from '../../../plugins/member-auth';
import { requireOperator } from '../../../plugins/staff-auth';
import { getUserInfo } from '../../accounts/members/members.service';
import {
  createNServiceProvider,
  type NServiceProvider,
  NServiceUnavailable,
} from '../../accounts/nservice/nservice-provider';
import { earnStamp, getNow, getPast, getSeasonDetail } from './frequency.service';
import { claimReward, deskMember } from './reward-desk.service';

export interface FrequencyRoutesOptions {
  /** Replaces the N-service provider chosen from the configuration (tests). */
  provider?: NServiceProvider | null;
  /** Injected clock (tests). */
  now?: () => Date;
}

export const frequencyRoutes: FastifyPluginAsyncZod<FrequencyRoutesOptions> = async (
  app,
  options,
) => {
  const provider =
    options.provider !== undefined ? options.provider : createNServiceProvider(app.config);
  const clock = options.now ?? (() => new Date());

  registerCall(app, 'frequencyEarn', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const member = requireMember(request);
    if (request.body.userIdx !== member.userIdx) throw new AppError(403, 'FORBIDDEN');
    const user = await getUserInfo(app.db, member);
    try {
      return ok(
        await earnStamp(
          app.db,
          provider,
          {
            userIdx: user.userIdx,
            phoneNumber: user.phoneNumber,
            telecomCode: user.telecomCode ?? '',
            marketingAgreementYn: user.marketingAgreementYn,
          },
          clock(),
        ),
      );
    } catch (error) {
      if (error instanceof NServiceUnavailable) {
        request.log.warn({ detail: error.message }, 'n-service check failed');
        throw new AppError(503, 'SERVICE_UNAVAILABLE');
      }
      throw error;
    }
  });

  registerCall(app, 'frequencyNow', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await getNow(app.db, requireMember(request).userIdx, clock()));
  });

  registerCall(app, 'frequencyPast', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await getPast(app.db, requireMember(request).userIdx, clock()));
  });

  registerCall(app, 'frequencyDetail', async (request, reply) => {
    const now = clock();
    const { seasonIdx } = request.body;
    // Keyed by day too: a season becomes visible on its start day.
    const body = await app.readCache.get(
      `frequency:detail:${seasonIdx}:${seoulToday(now)}`,
      frequencyDetailResponse,
      async () => ok(await getSeasonDetail(app.db, seasonIdx, now)),
    );
    reply.header('cache-control', 'private, no-store');
    return sendJsonBytes(reply, body);
  });

  registerCall(app, 'staffFrequencyMember', async (request, reply) => {
    const operator = requireOperator(request);
    reply.header('cache-control', 'no-store');
    const { qrValue } = request.body;
    return ok(
      await app.entryCodeGuard.run({ operatorIdx: operator.operatorIdx, qrValue, reply }, () =>
        deskMember(app.db, app.passCodes, qrValue, clock()),
      ),
    );
  });

  registerCall(app, 'staffFrequencyClaim', async (request, reply) => {
    const operator = requireOperator(request);
    reply.header('cache-control', 'no-store');
    const { qrValue, rewardIdx } = request.body;
    return ok(
      await app.entryCodeGuard.run({ operatorIdx: operator.operatorIdx, qrValue, reply }, () =>
        claimReward(
          app.db,
          app.passCodes,
          { qrValue, rewardIdx, operatorIdx: operator.operatorIdx },
          clock(),
        ),
      ),
    );
  });
};
