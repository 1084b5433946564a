/**
 * The staff console's Draw Tour content calls, EDITOR and ADMIN only:
 * POST /api/staff/frequency/seasons/list|save|delete and /api/staff/frequency/rewards/save|delete.
 * The list shows every season (hidden, scheduled, ended) with its counts; writes are audited and
 * reach visitors on their next read (cms-frequency.service.ts).
 */
import {
  seoulToday,
  staffRewardDeleteBody,
  staffRewardDeleteResponse,
  staffRewardSaveBody,
  staffRewardSaveResponse,
  staffSeasonDeleteBody,
  staffSeasonDeleteResponse,
  staffSeasonListBody,
  staffSeasonListResponse,
  staffSeasonSaveBody,
  staffSeasonSaveResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { requireOperator } from '../../plugins/staff-auth';
import { listStaffSeasons } from './cms-frequency.repository';
import { removeReward, removeSeason, saveReward, saveSeason } from './cms-frequency.service';

const editor = { staff: 'EDITOR' } as const;

export const cmsFrequencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/staff/frequency/seasons/list',
    {
      config: editor,
      schema: { body: staffSeasonListBody, response: { 200: staffSeasonListResponse } },
    },
    async () => ok(await listStaffSeasons(app.db, seoulToday(new Date()))),
  );
  app.post(
    '/api/staff/frequency/seasons/save',
    {
      config: editor,
      schema: { body: staffSeasonSaveBody, response: { 200: staffSeasonSaveResponse } },
    },
    async (request) =>
      ok({ seasonIdx: await saveSeason(app, requireOperator(request), request.body) }),
  );
  app.post(
    '/api/staff/frequency/seasons/delete',
    {
      config: editor,
      schema: { body: staffSeasonDeleteBody, response: { 200: staffSeasonDeleteResponse } },
    },
    async (request) => {
      await removeSeason(app, requireOperator(request), request.body.seasonIdx);
      return ok(null);
    },
  );
  app.post(
    '/api/staff/frequency/rewards/save',
    {
      config: editor,
      schema: { body: staffRewardSaveBody, response: { 200: staffRewardSaveResponse } },
    },
    async (request) =>
      ok({ rewardIdx: await saveReward(app, requireOperator(request), request.body) }),
  );
  app.post(
    '/api/staff/frequency/rewards/delete',
    {
      config: editor,
      schema: { body: staffRewardDeleteBody, response: { 200: staffRewardDeleteResponse } },
    },
    async (request) => {
      await removeReward(app, requireOperator(request), request.body.rewardIdx);
      return ok(null);
    },
  );
};
