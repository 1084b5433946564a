/**
 * The door and the entries (decision 032): POST /api/staff/sessions/roster,
 * entries/status, checkin/undo, checkin/search, checkin/manual, checkin/recent and
 * programs/door-rule; and, in sandbox mode only, POST /sandbox/api/noshow/run.
 */
import {
  sandboxNoShowRunBody,
  sandboxNoShowRunResponse,
  staffCheckInManualBody,
  staffCheckInResponse,
  staffCheckInSearchBody,
  staffCheckInSearchResponse,
  staffCheckInUndoBody,
  staffCheckInUndoResponse,
  staffDoorRuleBody,
  staffDoorRuleResponse,
  staffEntryStatusBody,
  staffEntryStatusResponse,
  staffRecentScansBody,
  staffRecentScansResponse,
  staffRosterBody,
  staffRosterResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';
import { requireOperator } from '../../plugins/staff-auth';
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

  app.post(
    '/api/staff/sessions/roster',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffRosterBody, response: { 200: staffRosterResponse } },
    },
    async (request) => ok(await getRoster(app.db, requireOperator(request), request.body)),
  );

  app.post(
    '/api/staff/entries/status',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffEntryStatusBody, response: { 200: staffEntryStatusResponse } },
    },
    async (request) => ok(await changeEntryStatus(app, requireOperator(request), request.body)),
  );

  app.post(
    '/api/staff/checkin/undo',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffCheckInUndoBody, response: { 200: staffCheckInUndoResponse } },
    },
    async (request) =>
      ok(await undoCheckInAudited(app, requireOperator(request), request.body.checkInIdx)),
  );

  app.post(
    '/api/staff/checkin/search',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffCheckInSearchBody, response: { 200: staffCheckInSearchResponse } },
    },
    async (request) => ok(await searchForDoor(app.db, requireOperator(request), request.body)),
  );

  app.post(
    '/api/staff/checkin/manual',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffCheckInManualBody, response: { 200: staffCheckInResponse } },
    },
    async (request) => ok(await admitByNameAudited(app, requireOperator(request), request.body)),
  );

  app.post(
    '/api/staff/checkin/recent',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffRecentScansBody, response: { 200: staffRecentScansResponse } },
    },
    async (request) =>
      ok(await recentScans(app.db, requireOperator(request), request.body?.placeKey)),
  );

  app.post(
    '/api/staff/programs/door-rule',
    {
      config: { staff: 'EDITOR' },
      schema: { body: staffDoorRuleBody, response: { 200: staffDoorRuleResponse } },
    },
    async (request) => ok(await setDoorRule(app, requireOperator(request), request.body)),
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
