/**
 * The staff console's account calls (decision 017): POST /api/staff/login, logout, me, password
 * (one's own), and the ADMIN's operators, operators/create, operators/update (active, role),
 * operators/unlock (decision 024) and operators/reset-password (decision 034). The
 * scanner's calls (places, checkin) live in features/checkin. Every answer is `no-store`: it
 * names an operator or sets a session.
 */
import {
  staffLoginBody,
  staffLoginResponse,
  staffLogoutBody,
  staffLogoutResponse,
  staffMeBody,
  staffMeResponse,
  staffOperatorCreateBody,
  staffOperatorCreateResponse,
  staffOperatorListBody,
  staffOperatorListResponse,
  staffOperatorResetPasswordBody,
  staffOperatorResetPasswordResponse,
  staffOperatorUnlockBody,
  staffOperatorUnlockResponse,
  staffOperatorUpdateBody,
  staffOperatorUpdateResponse,
  staffPasswordChangeBody,
  staffPasswordChangeResponse,
} from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/http';
import { toYn } from '../../lib/yn';
import { requireOperator } from '../../plugins/staff-auth';
import { auditedWrite } from '../audit/audited-write';
import { createLoginThrottle } from './login-throttle';
import { dummyPasswordHash } from './password-hash';
import {
  changeOwnPassword,
  createOperatorAccount,
  LOGIN_PAUSED_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  listOperatorAccounts,
  logInOperator,
  logOutSession,
  resetOperatorPassword,
  staffUnauthorized,
  unlockOperatorLogin,
  updateOperatorAccount,
} from './staff.service';
import {
  clearedSessionCookie,
  secureCookies,
  sessionCookie,
  staffSessionToken,
} from './staff-session-cookie';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = secureCookies(app.config.publicOrigin);
  // One throttle per app instance (tests build an app per file; production has one).
  const throttle = createLoginThrottle();
  // Made now rather than at the first unknown login id, which would otherwise take twice as long.
  void dummyPasswordHash();

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/staff/login',
    { schema: { body: staffLoginBody, response: { 200: staffLoginResponse } } },
    async (request, reply) => {
      const { loginId, password } = request.body;
      const refusal = throttle.begin(loginId, request.ip, Date.now());
      if (refusal) {
        reply.header('retry-after', String(refusal.retryAfterSeconds));
        throw new AppError(
          429,
          'RATE_LIMITED',
          refusal.reason === 'id' ? LOGIN_PAUSED_MESSAGE : LOGIN_RATE_LIMITED_MESSAGE,
        );
      }
      const { operator, token } = await logInOperator(app.db, { loginId, password }, new Date());
      throttle.succeeded(loginId, request.ip, Date.now());
      reply.header('set-cookie', sessionCookie(token, secure));
      return ok(operator);
    },
  );

  app.post(
    '/api/staff/logout',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffLogoutBody, response: { 200: staffLogoutResponse } },
    },
    async (request, reply) => {
      const token = staffSessionToken(request.headers.cookie);
      if (token !== null) await logOutSession(app.db, token);
      reply.header('set-cookie', clearedSessionCookie(secure));
      return ok(null);
    },
  );

  app.post(
    '/api/staff/me',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffMeBody, response: { 200: staffMeResponse } },
    },
    // The hook found the session of an active operator: activeYn is Y by construction.
    async (request) => {
      const { mustChangePassword, ...operator } = requireOperator(request);
      return ok({
        ...operator,
        activeYn: 'Y' as const,
        mustChangePasswordYn: toYn(mustChangePassword),
      });
    },
  );

  app.post(
    '/api/staff/operators',
    {
      config: { staff: 'ADMIN' },
      schema: { body: staffOperatorListBody, response: { 200: staffOperatorListResponse } },
    },
    async () => ok(await listOperatorAccounts(app.db, throttle, Date.now())),
  );

  app.post(
    '/api/staff/operators/create',
    {
      config: { staff: 'ADMIN' },
      schema: { body: staffOperatorCreateBody, response: { 200: staffOperatorCreateResponse } },
    },
    async (request) =>
      ok(
        await auditedWrite(app, requireOperator(request), {}, async (tx, audit) => {
          const created = await createOperatorAccount(tx, request.body);
          audit({
            action: 'operator.create',
            targetType: 'operator',
            targetId: created.operatorIdx,
            after: created,
          });
          return created;
        }),
      ),
  );

  app.post(
    '/api/staff/operators/update',
    {
      config: { staff: 'ADMIN' },
      schema: { body: staffOperatorUpdateBody, response: { 200: staffOperatorUpdateResponse } },
    },
    async (request) => {
      const actor = requireOperator(request);
      const { operatorIdx, activeYn, role } = request.body;
      return ok(
        await auditedWrite(app, actor, {}, async (tx, audit) => {
          const { before, after } = await updateOperatorAccount(tx, actor, {
            operatorIdx,
            active: activeYn === undefined ? undefined : activeYn === 'Y',
            role,
          });
          const action =
            role !== undefined && role !== before.role
              ? 'operator.role'
              : activeYn === 'N'
                ? 'operator.deactivate'
                : 'operator.activate';
          audit({ action, targetType: 'operator', targetId: operatorIdx, before, after });
          return after;
        }),
      );
    },
  );

  app.post(
    '/api/staff/operators/reset-password',
    {
      config: { staff: 'ADMIN' },
      schema: {
        body: staffOperatorResetPasswordBody,
        response: { 200: staffOperatorResetPasswordResponse },
      },
    },
    async (request) => {
      const actor = requireOperator(request);
      // The audit row names the account; the temporary password is answered once, never kept.
      const reset = await auditedWrite(app, actor, {}, async (tx, audit) => {
        const done = await resetOperatorPassword(tx, actor, request.body.operatorIdx);
        audit({
          action: 'operator.password-reset',
          targetType: 'operator',
          targetId: request.body.operatorIdx,
        });
        return done;
      });
      return ok(reset);
    },
  );

  app.post(
    '/api/staff/password',
    {
      config: { staff: 'STAFF' },
      schema: { body: staffPasswordChangeBody, response: { 200: staffPasswordChangeResponse } },
    },
    async (request) => {
      const actor = requireOperator(request);
      const token = staffSessionToken(request.headers.cookie);
      if (token === null) throw staffUnauthorized();
      const operator = await auditedWrite(app, actor, {}, async (tx, audit) => {
        const changed = await changeOwnPassword(tx, actor, token, request.body);
        audit({ action: 'operator.password', targetType: 'operator', targetId: actor.operatorIdx });
        return changed;
      });
      return ok(operator);
    },
  );

  app.post(
    '/api/staff/operators/unlock',
    {
      config: { staff: 'ADMIN' },
      schema: { body: staffOperatorUnlockBody, response: { 200: staffOperatorUnlockResponse } },
    },
    async (request) => {
      const { operatorIdx } = request.body;
      // The audit row names the account, never the client addresses that were locked out.
      const account = await auditedWrite(app, requireOperator(request), {}, async (tx, audit) => {
        const unlocked = await unlockOperatorLogin(tx, throttle, operatorIdx, Date.now());
        audit({ action: 'operator.unlock', targetType: 'operator', targetId: operatorIdx });
        return unlocked;
      });
      return ok(account);
    },
  );
};
