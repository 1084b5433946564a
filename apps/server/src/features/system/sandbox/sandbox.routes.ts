/**
 * Sandbox-only HTTP routes (app.ts registers this plugin only when config.sandboxMode is on, so
 * in production these paths do not exist and answer 404). The SMS inbox is what the visitor's
 * phone would show: testers and the browser tests read the code from it.
 */
import {
  addDays,
  apiSuccess,
  isoDateTime,
  mobileNumber,
  sandboxCaptchaResponse,
  sandboxDrawRunBody,
  sandboxDrawRunResponse,
  sandboxParticipationBody,
  sandboxParticipationResponse,
  sandboxReserveEntryBody,
  sandboxReserveEntryResponse,
  sandboxSessionBody,
  sandboxSessionResponse,
  sandboxStatusResponse,
  sandboxVipKeyBody,
  sandboxVipKeyResponse,
  seoulToday,
  toSeoulIso,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';
import { sandboxCaptchaAnswer } from '../../accounts/captcha/captcha.service';
import { issueVipKey } from '../../accounts/login/login.service';
import { sandboxMemberSession } from '../../accounts/signup/signup.service';
import { drawMessages, runDrawNow, toDrawRecordData } from '../../programs/draws/draws.service';
import {
  insertSandboxEntry,
  listSandboxInbox,
  setSandboxParticipation,
} from './sandbox.repository';
import { sandboxIdentityValues } from './sandbox-identity-agency';
import { renderSandboxInboxPage } from './sandbox-inbox.page';

const inboxMessage = z.object({
  phoneNumber: z.string(),
  code: z.string(),
  message: z.string(),
  createdAt: isoDateTime,
});
export const sandboxInboxResponse = apiSuccess(z.array(inboxMessage));

export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const drawResults = drawMessages(app);
  const inbox = async (phoneNumber: string) => {
    const rows = await listSandboxInbox(app.db, phoneNumber);
    return ok(
      rows.map((row) => ({
        phoneNumber: row.phoneNumber,
        code: row.code,
        message: row.message,
        createdAt: toSeoulIso(row.createdAt),
      })),
    );
  };

  app.get(
    '/sandbox/api/sms/inbox',
    {
      schema: {
        querystring: z.object({ mdn: mobileNumber }),
        response: { 200: sandboxInboxResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return inbox(request.query.mdn);
    },
  );

  /** The same inbox under its other name (`?phone=`). */
  app.get(
    '/sandbox/api/sms',
    {
      schema: {
        querystring: z.object({ phone: mobileNumber }),
        response: { 200: sandboxInboxResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return inbox(request.query.phone);
    },
  );

  /** The inbox as a page (?phone=…); a bad or missing number shows the empty form. */
  app.get(
    '/sandbox/sms',
    { schema: { querystring: z.object({ phone: z.string().max(20).optional() }) } },
    async (request, reply) => {
      const parsed = mobileNumber.safeParse(request.query.phone);
      const phone = parsed.success ? parsed.data : null;
      const entries = phone ? (await inbox(phone)).data : [];
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderSandboxInboxPage(phone, entries));
    },
  );

  /** Lets the web show its SANDBOX badge; the path does not exist outside sandbox mode. */
  app.get(
    '/sandbox/api/status',
    { schema: { response: { 200: sandboxStatusResponse } } },
    async () => ok({ sandbox: true as const }),
  );

  app.get(
    '/sandbox/api/captcha/:uuid',
    {
      schema: {
        params: z.object({ uuid: z.uuid({ error: '보안문자 정보가 올바르지 않습니다.' }) }),
        response: { 200: sandboxCaptchaResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const answer = await sandboxCaptchaAnswer(app.db, app.config.jwtSecret, request.params.uuid);
      if (answer === null) throw new AppError(404, 'NOT_FOUND');
      return ok({ uuid: request.params.uuid, answer });
    },
  );

  app.post(
    '/sandbox/api/session',
    { schema: { body: sandboxSessionBody, response: { 200: sandboxSessionResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const person = request.body;
      const identity = sandboxIdentityValues(app.config.jwtSecret, {
        name: person.name,
        birthYmd: person.birthYmd,
        gender: person.gender,
        phoneNumber: person.phoneNumber,
      });
      return ok(
        await sandboxMemberSession({ db: app.db, config: app.config }, { ...person, ...identity }),
      );
    },
  );

  /** A member's entry N days ahead, for the home greetings (see the contract). */
  app.post(
    '/sandbox/api/reserve-entries',
    {
      schema: { body: sandboxReserveEntryBody, response: { 200: sandboxReserveEntryResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = new Date();
      const { userIdx, daysAhead, programType } = request.body;
      const entry = await insertSandboxEntry(app.db, {
        userIdx,
        programType,
        execDate: addDays(seoulToday(now), daysAhead),
        now,
      });
      if (!entry) throw AppError.notFound('그날 열리는 프로그램이나 회원을 찾을 수 없습니다.');
      app.readCache.invalidate();
      return ok(entry);
    },
  );

  /**
   * Restricts a member (participationPossibleYn N) or lifts it (Y), as the venue's CMS would; the
   * restriction alert of spec 001 §4 can then be tried (see the contract).
   */
  app.post(
    '/sandbox/api/members/participation',
    {
      schema: {
        body: sandboxParticipationBody,
        response: { 200: sandboxParticipationResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { userIdx, participationPossibleYn } = request.body;
      const row = await setSandboxParticipation(app.db, userIdx, participationPossibleYn === 'Y');
      if (!row) throw AppError.notFound('회원을 찾을 수 없습니다.');
      return ok({
        userIdx: row.userIdx,
        participationPossibleYn: row.participationPossibleYn ? ('Y' as const) : ('N' as const),
      });
    },
  );

  /** Runs a draw now (tester aid; decision 016) and answers its audit record. */
  app.post(
    '/sandbox/api/draws/run',
    { schema: { body: sandboxDrawRunBody, response: { 200: sandboxDrawRunResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The results' 당첨 / 미당첨 are written in the draw's transaction, as at the announcement.
      await drawResults?.ready();
      const outcome = await runDrawNow(
        app.db,
        request.body.programIdx,
        new Date(),
        drawResults?.afterDrawn,
      );
      if (outcome.kind !== 'drawn' && outcome.kind !== 'already') {
        throw AppError.notFound('추첨할 수 있는 응모 프로그램을 찾을 수 없습니다.');
      }
      // The announcement and the entry window may have moved: public reads must see it.
      if (outcome.kind === 'drawn') app.readCache.invalidate();
      return ok({ ...toDrawRecordData(outcome.record), drawnNow: outcome.kind === 'drawn' });
    },
  );

  app.post(
    '/sandbox/api/vip-keys',
    { schema: { body: sandboxVipKeyBody, response: { 200: sandboxVipKeyResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const issued = await issueVipKey({ db: app.db, config: app.config }, request.body);
      return ok({ ...issued, expiresAt: toSeoulIso(issued.expiresAt) });
    },
  );
};
