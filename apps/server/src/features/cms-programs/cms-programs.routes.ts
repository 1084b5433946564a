/**
 * The staff console's program calls (decision 026), POST /api/staff/programs/….
 * EDITOR or ADMIN for everything, except the session list, which the door's STAFF may read. Every
 * write goes through cms-programs.service.ts (auditedWrite, content: true); reads are fresh
 * (no read cache, no-store): operators see what they just saved.
 */
import {
  staffCategoryListBody,
  staffCategoryListResponse,
  staffCategorySaveAllBody,
  staffCategorySaveAllResponse,
  staffCategorySaveBody,
  staffCategorySaveResponse,
  staffProgramDetailBody,
  staffProgramDetailResponse,
  staffProgramListBody,
  staffProgramListResponse,
  staffProgramPreviewBody,
  staffProgramPreviewResponse,
  staffProgramPublishBody,
  staffProgramPublishResponse,
  staffProgramSaveBody,
  staffProgramSaveResponse,
  staffProgramStatusBody,
  staffProgramStatusResponse,
  staffQuestionListBody,
  staffQuestionListResponse,
  staffQuestionSaveBody,
  staffQuestionSaveResponse,
  staffSessionCancelBody,
  staffSessionCancelResponse,
  staffSessionListBody,
  staffSessionListResponse,
  staffSessionSaveBody,
  staffSessionSaveResponse,
  staffSessionSeriesBody,
  staffSessionSeriesResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/http';
import { requireOperator } from '../../plugins/staff-auth';
import { previewProgram } from '../programs/programs.service';
import {
  findStaffProgram,
  listCategoriesWithUse,
  listStaffPrograms,
} from './cms-programs.repository';
import {
  cancelSessionAudited,
  programExists,
  publishProgramAudited,
  saveCategoryAudited,
  saveCategoryListAudited,
  saveProgramAudited,
  saveQuestionsAudited,
  saveSeriesAudited,
  saveSessionAudited,
  setProgramStatusAudited,
} from './cms-programs.service';
import { listQuestionVersions } from './cms-questions.repository';
import { listSessions } from './cms-sessions.repository';

const EDITOR = { staff: 'EDITOR' } as const;

export const cmsProgramRoutes: FastifyPluginAsyncZod = async (app) => {
  // Console reads are the operator's own view: never stored by a browser or proxy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/staff/programs/')) reply.header('cache-control', 'no-store');
  });

  const requireProgram = async (programIdx: number) => {
    if (!(await programExists(app.db, programIdx))) throw new AppError(404, 'PROGRAM_NOT_FOUND');
  };

  app.post(
    '/api/staff/programs/list',
    {
      config: EDITOR,
      schema: { body: staffProgramListBody, response: { 200: staffProgramListResponse } },
    },
    async (request) => ok(await listStaffPrograms(app.db, request.body ?? { page: 1 }, new Date())),
  );

  app.post(
    '/api/staff/programs/detail',
    {
      config: EDITOR,
      schema: { body: staffProgramDetailBody, response: { 200: staffProgramDetailResponse } },
    },
    async (request) => {
      const program = await findStaffProgram(app.db, request.body.programIdx);
      if (!program) throw new AppError(404, 'PROGRAM_NOT_FOUND');
      return ok(program);
    },
  );

  app.post(
    '/api/staff/programs/preview',
    {
      config: EDITOR,
      schema: { body: staffProgramPreviewBody, response: { 200: staffProgramPreviewResponse } },
    },
    async (request) => {
      const preview = await previewProgram(app.db, request.body.programIdx, new Date());
      if (!preview) throw new AppError(404, 'PROGRAM_NOT_FOUND');
      return ok(preview);
    },
  );

  app.post(
    '/api/staff/programs/save',
    {
      config: EDITOR,
      schema: { body: staffProgramSaveBody, response: { 200: staffProgramSaveResponse } },
    },
    async (request) =>
      ok({ programIdx: await saveProgramAudited(app, requireOperator(request), request.body) }),
  );

  for (const [path, displayed] of [
    ['/api/staff/programs/publish', true],
    ['/api/staff/programs/unpublish', false],
  ] as const) {
    app.post(
      path,
      {
        config: EDITOR,
        schema: { body: staffProgramPublishBody, response: { 200: staffProgramPublishResponse } },
      },
      async (request) =>
        ok(
          await publishProgramAudited(
            app,
            requireOperator(request),
            request.body.programIdx,
            displayed,
          ),
        ),
    );
  }

  app.post(
    '/api/staff/programs/status',
    {
      config: EDITOR,
      schema: { body: staffProgramStatusBody, response: { 200: staffProgramStatusResponse } },
    },
    async (request) =>
      ok(await setProgramStatusAudited(app, requireOperator(request), request.body)),
  );

  // ── Sessions ──────────────────────────────────────────────────────────────

  app.post(
    '/api/staff/programs/sessions/list',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffSessionListBody, response: { 200: staffSessionListResponse } },
    },
    async (request) => {
      await requireProgram(request.body.programIdx);
      return ok(await listSessions(app.db, request.body));
    },
  );

  app.post(
    '/api/staff/programs/sessions/save',
    {
      config: EDITOR,
      schema: { body: staffSessionSaveBody, response: { 200: staffSessionSaveResponse } },
    },
    async (request) =>
      ok({
        programInstanceIdx: await saveSessionAudited(app, requireOperator(request), request.body),
      }),
  );

  app.post(
    '/api/staff/programs/sessions/series',
    {
      config: EDITOR,
      schema: { body: staffSessionSeriesBody, response: { 200: staffSessionSeriesResponse } },
    },
    async (request) => ok(await saveSeriesAudited(app, requireOperator(request), request.body)),
  );

  app.post(
    '/api/staff/programs/sessions/cancel',
    {
      config: EDITOR,
      schema: { body: staffSessionCancelBody, response: { 200: staffSessionCancelResponse } },
    },
    async (request) => ok(await cancelSessionAudited(app, requireOperator(request), request.body)),
  );

  // ── Questions and categories ──────────────────────────────────────────────

  app.post(
    '/api/staff/programs/questions/list',
    {
      config: EDITOR,
      schema: { body: staffQuestionListBody, response: { 200: staffQuestionListResponse } },
    },
    async (request) => {
      await requireProgram(request.body.programIdx);
      return ok(await listQuestionVersions(app.db, request.body.programIdx));
    },
  );

  app.post(
    '/api/staff/programs/questions/save',
    {
      config: EDITOR,
      schema: { body: staffQuestionSaveBody, response: { 200: staffQuestionSaveResponse } },
    },
    async (request) => ok(await saveQuestionsAudited(app, requireOperator(request), request.body)),
  );

  app.post(
    '/api/staff/programs/categories/save',
    {
      config: EDITOR,
      schema: { body: staffCategorySaveBody, response: { 200: staffCategorySaveResponse } },
    },
    async (request) =>
      ok({
        programCategoryIdx: await saveCategoryAudited(app, requireOperator(request), request.body),
      }),
  );

  app.post(
    '/api/staff/programs/categories/list',
    {
      config: EDITOR,
      schema: { body: staffCategoryListBody, response: { 200: staffCategoryListResponse } },
    },
    async () => ok(await listCategoriesWithUse(app.db)),
  );

  app.post(
    '/api/staff/programs/categories/save-all',
    {
      config: EDITOR,
      schema: { body: staffCategorySaveAllBody, response: { 200: staffCategorySaveAllResponse } },
    },
    async (request) =>
      ok(await saveCategoryListAudited(app, requireOperator(request), request.body)),
  );
};
