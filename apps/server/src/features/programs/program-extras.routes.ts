/**
 * The program detail's sub-lists (spec 001 §7): POST /api/program/option/list, /button/list,
 * /related/list, /useprev/list, and the sessions of /schedule, POST /api/program/instance/list
 * (designed). Public, validated by the contract and served from the read cache (decision 006),
 * keyed by program and Seoul day (cards and sessions depend on today). The seats left in the
 * instance list are a hint that may be a few seconds old (the cache TTL); the insert decides.
 */
import {
  programButtonListBody,
  programButtonListResponse,
  programInstanceListBody,
  programInstanceListResponse,
  programOptionListBody,
  programOptionListResponse,
  programRelatedListBody,
  programRelatedListResponse,
  programUsePrevListBody,
  programUsePrevListResponse,
  seoulToday,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok, sendJsonBytes } from '../../lib/http';
import { venueClosedDays } from '../cms-venue/venue-settings';
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

  app.post(
    '/api/program/option/list',
    { schema: { body: programOptionListBody, response: { 200: programOptionListResponse } } },
    async (request, reply) => {
      const { programIdx } = request.body;
      return sendJsonBytes(
        reply,
        await cached('options', programIdx, programOptionListResponse, async () =>
          ok(await listProgramOptions(app.db, programIdx)),
        ),
      );
    },
  );

  app.post(
    '/api/program/button/list',
    { schema: { body: programButtonListBody, response: { 200: programButtonListResponse } } },
    async (request, reply) => {
      const { programIdx } = request.body;
      return sendJsonBytes(
        reply,
        await cached('buttons', programIdx, programButtonListResponse, async () =>
          ok(await listProgramButtons(app.db, programIdx)),
        ),
      );
    },
  );

  app.post(
    '/api/program/related/list',
    { schema: { body: programRelatedListBody, response: { 200: programRelatedListResponse } } },
    async (request, reply) => {
      const { programIdx } = request.body;
      return sendJsonBytes(
        reply,
        await cached('related', programIdx, programRelatedListResponse, async (today) =>
          ok(await listLinkedPrograms(app.db, programIdx, 'RELATED', today)),
        ),
      );
    },
  );

  app.post(
    '/api/program/useprev/list',
    { schema: { body: programUsePrevListBody, response: { 200: programUsePrevListResponse } } },
    async (request, reply) => {
      const { programIdx } = request.body;
      return sendJsonBytes(
        reply,
        await cached('prev', programIdx, programUsePrevListResponse, async (today) =>
          ok(await listLinkedPrograms(app.db, programIdx, 'PREV', today, PREV_PROGRAM_LIMIT)),
        ),
      );
    },
  );

  app.post(
    '/api/program/instance/list',
    { schema: { body: programInstanceListBody, response: { 200: programInstanceListResponse } } },
    async (request, reply) => {
      const { programIdx } = request.body;
      return sendJsonBytes(
        reply,
        await cached('instances', programIdx, programInstanceListResponse, async (today, now) =>
          ok(
            await listBookableInstances(app.db, programIdx, today, now, await venueClosedDays(app)),
          ),
        ),
      );
    },
  );
};
