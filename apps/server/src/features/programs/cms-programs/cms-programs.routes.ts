import { sandboxProgramsPublishDueBody, sandboxProgramsPublishDueResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { previewProgram } from '../programs/programs.service';
import { listInstances } from './cms-instances.repository';
import {
  findStaffProgram,
  listCategoriesWithUse,
  listStaffPrograms,
} from './cms-programs.repository';
import {
  cancelInstanceAudited,
  duplicateProgramAudited,
  programExists,
  publishDuePrograms,
  publishProgramAudited,
  saveCategoryAudited,
  saveCategoryListAudited,
  saveInstanceAudited,
  saveProgramAudited,
  saveQuestionsAudited,
  saveSeriesAudited,
  schedulePublishAudited,
  setProgramStatusAudited,
} from './cms-programs.service';
import { listQuestionVersions } from './cms-questions.repository';

export const cmsProgramRoutes: FastifyPluginAsyncZod = async (app) => {
  // Console reads are the operator's own view: never stored by a browser or proxy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/staff/programs/')) reply.header('cache-control', 'no-store');
  });

  const requireProgram = async (programIdx: number) => {
    if (!(await programExists(app.db, programIdx))) throw new AppError(404, 'PROGRAM_NOT_FOUND');
  };

  registerCall(app, 'staffProgramList', async (request) =>
    ok(await listStaffPrograms(app.db, request.body ?? { page: 1 }, new Date())),
  );

  registerCall(app, 'staffProgramDetail', async (request) => {
    const program = await findStaffProgram(app.db, request.body.programIdx);
    if (!program) throw new AppError(404, 'PROGRAM_NOT_FOUND');
    return ok(program);
  });

  registerCall(app, 'staffProgramPreview', async (request) => {
    const preview = await previewProgram(app.db, request.body.programIdx, new Date());
    if (!preview) throw new AppError(404, 'PROGRAM_NOT_FOUND');
    return ok(preview);
  });

  registerCall(app, 'staffProgramSave', async (request) =>
    ok({ programIdx: await saveProgramAudited(app, requireOperator(request), request.body) }),
  );

  for (const [call, displayed] of [
    ['staffProgramPublish', true],
    ['staffProgramUnpublish', false],
  ] as const) {
    registerCall(app, call, async (request) =>
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

  registerCall(app, 'staffProgramStatus', async (request) =>
    ok(await setProgramStatusAudited(app, requireOperator(request), request.body)),
  );

  // ── Program tools (decision 068) ─────────────────────────────

  registerCall(app, 'staffProgramDuplicate', async (request) =>
    ok(await duplicateProgramAudited(app, requireOperator(request), request.body)),
  );

  registerCall(app, 'staffProgramSchedulePublish', async (request) =>
    ok(await schedulePublishAudited(app, requireOperator(request), request.body)),
  );

  // ── Instances ──────────────────────────────────────────────────────────────

  registerCall(app, 'staffInstanceList', async (request) => {
    await requireProgram(request.body.programIdx);
    return ok(await listInstances(app.db, request.body));
  });

  registerCall(app, 'staffInstanceSave', async (request) =>
    ok({
      programInstanceIdx: await saveInstanceAudited(app, requireOperator(request), request.body),
    }),
  );

  registerCall(app, 'staffInstanceSeries', async (request) =>
    ok(await saveSeriesAudited(app, requireOperator(request), request.body)),
  );

  registerCall(app, 'staffInstanceCancel', async (request) =>
    ok(await cancelInstanceAudited(app, requireOperator(request), request.body)),
  );

  // ── Questions and categories ──────────────────────────────────────────────

  registerCall(app, 'staffQuestionList', async (request) => {
    await requireProgram(request.body.programIdx);
    return ok(await listQuestionVersions(app.db, request.body.programIdx));
  });

  registerCall(app, 'staffQuestionSave', async (request) =>
    ok(await saveQuestionsAudited(app, requireOperator(request), request.body)),
  );

  registerCall(app, 'staffCategorySave', async (request) =>
    ok({
      programCategoryIdx: await saveCategoryAudited(app, requireOperator(request), request.body),
    }),
  );

  registerCall(app, 'staffCategoryList', async () => ok(await listCategoriesWithUse(app.db)));

  registerCall(app, 'staffCategorySaveAll', async (request) =>
    ok(await saveCategoryListAudited(app, requireOperator(request), request.body)),
  );
};

/**
 * Sandbox mode only (registered by app.ts with the other sandbox routes): the `programs.publish`
 * job now, as at `at`, for browser tests that cannot wait for a scheduled minute.
 */
export const cmsProgramSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sandbox/api/programs/publish-due',
    {
      schema: {
        body: sandboxProgramsPublishDueBody,
        response: { 200: sandboxProgramsPublishDueResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const at = request.body?.at ? new Date(request.body.at) : new Date();
      const report = await publishDuePrograms(app, at);
      if (report.failed[0]) throw report.failed[0].error;
      return ok({ published: report.published, refused: report.refused });
    },
  );
};
