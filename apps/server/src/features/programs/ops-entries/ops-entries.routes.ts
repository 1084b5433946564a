/**
 * The door and the entries (decision 032): POST /api/staff/instances/roster,
 * entries/status, checkin/undo, checkin/search, checkin/manual, checkin/recent and
 * programs/door-rule; and, in sandbox mode only, POST /sandbox/api/noshow/run.
 */
import { sandboxNoShowRunBody, sandboxNoShowRunResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { sweepNoShows } from './noshow.service';
import {
  admitByNameAudited,
  changeEntryStatus,
  getRoster,
  recentScans,
  searchForDoor,
  setDoorRule,
  undoCheckInAudited,
} from './ops-entries.service';

export const opsEntriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Console answers are never cached: they hold personal data and change by the second.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerCall(app, 'staffInstanceRoster', async (request) =>
    ok(await getRoster(app.db, requireOperator(request), request.body)),
  );

  registerCall(app, 'staffEntryStatus', async (request) =>
    ok(await changeEntryStatus(app, requireOperator(request), request.body)),
  );

  registerCall(app, 'staffCheckInUndo', async (request) =>
    ok(await undoCheckInAudited(app, requireOperator(request), request.body.checkInIdx)),
  );

  registerCall(app, 'staffCheckInSearch', async (request) =>
    ok(await searchForDoor(app.db, requireOperator(request), request.body)),
  );

  registerCall(app, 'staffCheckInManual', async (request) =>
    ok(await admitByNameAudited(app, requireOperator(request), request.body)),
  );

  registerCall(app, 'staffRecentScans', async (request) =>
    ok(await recentScans(app.db, requireOperator(request), request.body?.placeKey)),
  );

  registerCall(app, 'staffDoorRule', async (request) =>
    ok(await setDoorRule(app, requireOperator(request), request.body)),
  );
};

/** Sandbox mode only (registered by app.ts with the other sandbox routes). */
export const opsEntriesSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sandbox/api/noshow/run',
    { schema: { body: sandboxNoShowRunBody, response: { 200: sandboxNoShowRunResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const report = await sweepNoShows(app, {
        programInstanceIdx: request.body.programInstanceIdx,
      });
      return ok({ markedEntryIdxs: report.marked.flatMap((m) => m.reserveEntryIdxs) });
    },
  );
};
