/**
 * The staff console's Draw Tour content calls, EDITOR and ADMIN only:
 * POST /api/staff/frequency/seasons/list|save|delete and /api/staff/frequency/rewards/save|delete.
 * The list shows every season (hidden, scheduled, ended) with its counts; writes are audited and
 * reach visitors on their next read (cms-frequency.service.ts).
 */
import { seoulToday } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { listStaffSeasons } from './cms-frequency.repository';
import { removeReward, removeSeason, saveReward, saveSeason } from './cms-frequency.service';

export const cmsFrequencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  registerCall(app, 'staffSeasonList', async () =>
    ok(await listStaffSeasons(app.db, seoulToday(new Date()))),
  );
  registerCall(app, 'staffSeasonSave', async (request) =>
    ok({ seasonIdx: await saveSeason(app, requireOperator(request), request.body) }),
  );
  registerCall(app, 'staffSeasonDelete', async (request) => {
    await removeSeason(app, requireOperator(request), request.body.seasonIdx);
    return ok(null);
  });
  registerCall(app, 'staffRewardSave', async (request) =>
    ok({ rewardIdx: await saveReward(app, requireOperator(request), request.body) }),
  );
  registerCall(app, 'staffRewardDelete', async (request) => {
    await removeReward(app, requireOperator(request), request.body.rewardIdx);
    return ok(null);
  });
};
