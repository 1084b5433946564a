/**
 * Program reads (spec 000 §7, 001 §7): POST /api/program/list, /api/program/detail,
 * /api/program/category/list, the in-venue "Now" list POST /api/banner/program/list and the
 * years that have programs, POST /api/getyears.
 * Lists are public and go through the read cache, keyed by the normalized filter and the Seoul
 * day (a card's execDate depends on today). The detail is cached for guests only: a member's
 * answer carries their own entry and is read fresh, private, no-store.
 */
import {
  getYearsResponse,
  programCategoryListResponse,
  programDetailResponse,
  programListResponse,
  seoulToday,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { ok, sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { createSeoulDayClock, dailyKeys } from '../../../lib/seoul-day';
import {
  findProgramDetail,
  listProgramCategories,
  listPrograms,
  listProgramYears,
  type ProgramListFilter,
  wasProgramTakenDown,
} from './programs.repository';

/** One cache key per distinct filter: categories sorted and de-duplicated. */
function listCacheKey(filter: ProgramListFilter, today: string): string {
  const categories = [...new Set(filter.programCategoryIdxList ?? [])].sort((a, b) => a - b);
  return `program:list:${today}:${filter.startDate ?? '*'}:${filter.floorIdx ?? '*'}:${filter.zoneIdx ?? '*'}:${categories.join(',') || '*'}`;
}

export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const seoulDay = createSeoulDayClock();
  const cachedList = (
    filter: ProgramListFilter,
    today = seoulDay(),
    key = listCacheKey(filter, today),
  ) =>
    app.readCache.get(key, programListResponse, async () =>
      ok(await listPrograms(app.db, filter, today)),
    );
  // Now is read by every phone in the venue: its key per floor is built once a day.
  const nowFilter = (today: string, floorIdx: number | undefined): ProgramListFilter => ({
    startDate: today,
    ...(floorIdx ? { floorIdx } : {}),
  });
  const nowKey = dailyKeys(seoulDay, (today, floorIdx) =>
    listCacheKey(nowFilter(today, floorIdx), today),
  );

  registerCall(app, 'programList', async (request, reply) =>
    sendJsonBytes(reply, await cachedList(request.body ?? {})),
  );

  /** The in-venue home's "Now": programs of a floor (or every floor) that run today in Seoul. */
  registerCall(app, 'bannerProgramList', async (request, reply) => {
    const floorIdx = request.body?.floorIdx;
    const { today, key } = nowKey(floorIdx);
    return sendJsonBytes(reply, await cachedList(nowFilter(today, floorIdx), today, key));
  });

  registerCall(app, 'programCategoryList', async (_request, reply) => {
    const body = await app.readCache.get(
      'program:categories',
      programCategoryListResponse,
      async () => ok(await listProgramCategories(app.db)),
    );
    return sendJsonBytes(reply, body);
  });

  registerCall(app, 'getYears', async (_request, reply) =>
    sendJsonBytes(
      reply,
      await app.readCache.get('program:years', getYearsResponse, async () =>
        ok(await listProgramYears(app.db)),
      ),
    ),
  );

  registerCall(app, 'programDetail', async (request, reply) => {
    const { programIdx } = request.body;
    const now = new Date();
    const today = seoulToday(now);
    const load = async (userIdx: number | null) => {
      const detail = await findProgramDetail(app.db, programIdx, today, now, userIdx);
      if (detail) return ok(detail);
      // Taken down after visitors saw it: it has ended (410, 지금은 진행하지 않는 프로그램이에요).
      // Never published, or no such program: it never was (404).
      if (await wasProgramTakenDown(app.db, programIdx)) {
        throw new AppError(410, 'PROGRAM_CLOSED');
      }
      throw new AppError(404, 'PROGRAM_NOT_FOUND');
    };
    if (!request.member) {
      const body = await app.readCache.get(
        `program:detail:${today}:${programIdx}`,
        programDetailResponse,
        () => load(null),
      );
      return sendJsonBytes(reply, body);
    }
    reply.header('cache-control', 'private, no-store');
    return load(request.member.userIdx);
  });
};
