/**
 * The program detail's sub-lists (spec 001 §7): POST /api/program/option/list, /button/list,
 * /related/list, /useprev/list, and the instances of /schedule, POST /api/program/instance/list
 * (designed). Public, validated by the contract and served from the read cache (decision 006),
 * keyed by program and Seoul day (cards and instances depend on today). The seats left in the
 * instance list are a hint that may be a few seconds old (the cache TTL); the insert decides.
 */
import {
  programButtonListResponse,
  programInstanceListResponse,
  programOptionListResponse,
  programRelatedListResponse,
  programUsePrevListResponse,
  seoulToday,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { ok, sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { venueClosedDays } from '../../venue/cms-venue/venue-settings';
import {
  isProgramDisplayed,
  listBookableInstances,
  listLinkedPrograms,
  listProgramButtons,
  listProgramOptions,
  PREV_PROGRAM_LIMIT,
} from './program-extras.repository';

export const programExtrasRoutes: FastifyPluginAsyncZod = async (app) => {
  /** One cached read per program and day; an unknown or hidden program is 404 (not cached). */
  const cached = <S extends z.ZodType>(
    name: string,
    programIdx: number,
    schema: S,
    load: (today: string, now: Date) => Promise<z.input<S>>,
  ) => {
    const now = new Date();
    const today = seoulToday(now);
    return app.readCache.get(`program:${name}:${today}:${programIdx}`, schema, async () => {
      if (!(await isProgramDisplayed(app.db, programIdx))) {
        throw new AppError(404, 'PROGRAM_NOT_FOUND');
      }
      return load(today, now);
    });
  };

  registerCall(app, 'programOptionList', async (request, reply) => {
    const { programIdx } = request.body;
    return sendJsonBytes(
      reply,
      await cached('options', programIdx, programOptionListResponse, async () =>
        ok(await listProgramOptions(app.db, programIdx)),
      ),
    );
  });

  registerCall(app, 'programButtonList', async (request, reply) => {
    const { programIdx } = request.body;
    return sendJsonBytes(
      reply,
      await cached('buttons', programIdx, programButtonListResponse, async () =>
        ok(await listProgramButtons(app.db, programIdx)),
      ),
    );
  });

  registerCall(app, 'programRelatedList', async (request, reply) => {
    const { programIdx } = request.body;
    return sendJsonBytes(
      reply,
      await cached('related', programIdx, programRelatedListResponse, async (today) =>
        ok(await listLinkedPrograms(app.db, programIdx, 'RELATED', today)),
      ),
    );
  });

  registerCall(app, 'programUsePrevList', async (request, reply) => {
    const { programIdx } = request.body;
    return sendJsonBytes(
      reply,
      await cached('prev', programIdx, programUsePrevListResponse, async (today) =>
        ok(await listLinkedPrograms(app.db, programIdx, 'PREV', today, PREV_PROGRAM_LIMIT)),
      ),
    );
  });

  registerCall(app, 'programInstanceList', async (request, reply) => {
    const { programIdx } = request.body;
    return sendJsonBytes(
      reply,
      await cached('instances', programIdx, programInstanceListResponse, async (today, now) =>
        ok(await listBookableInstances(app.db, programIdx, today, now, await venueClosedDays(app))),
      ),
    );
  });
};
