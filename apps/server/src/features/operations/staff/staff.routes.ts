/**
 * The staff console's account calls (decision 017): POST /api/staff/login (and login/totp, its
 * second step with two-factor login on; decision 035), logout, me, password (one's own), and the
 * ADMIN's operators, operators/create, operators/update (active, role), operators/unlock
 * (decision 024) and operators/reset-password (decision 034); the two-factor calls are in
 * staff-totp.routes.ts. The scanner's calls (places, checkin) live in features/door/checkin. Every
 * answer is `no-store`: it names an operator or sets a session.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { toYn } from '../../../lib/yn';
import { requireOperator } from '../../../plugins/staff-auth';
import { auditedWrite } from '../audit/audited-write';
import { createLoginThrottle } from './login-throttle';
import { dummyPasswordHash } from './password-hash';
import {
  beginLoginAttempt,
  changeOwnPassword,
  createOperatorAccount,
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
import { addStaffTotpRoutes } from './staff-totp.routes';
import { completeTotpLogin } from './staff-totp.service';
import { signTotpChallenge, verifyTotpChallenge } from './totp-challenge';
import { totpKeys } from './totp-keys';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = secureCookies(app.config.publicOrigin);
  // Its counts live in the app's limit store: shared by every instance on PostgreSQL.
  const throttle = createLoginThrottle(app.limitStore);
  const totp = totpKeys(app.config);
  // Made now rather than at the first unknown login id, which would otherwise take twice as long.
  void dummyPasswordHash();

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerCall(app, 'staffLogin', async (request, reply) => {
    const { loginId, password } = request.body;
    await beginLoginAttempt(throttle, loginId, request.ip, reply);
    const now = new Date();
    const login = await logInOperator(app.db, { loginId, password }, now);
    if (login.kind === 'totp-required') {
      // No session yet: the attempt stays open until the code (decision 035).
      await throttle.passedFirstStep(loginId, request.ip);
      const challenge = await signTotpChallenge(totp, login.row, now);
      return ok({ totpRequired: true as const, challenge });
    }
    await throttle.succeeded(loginId, request.ip, Date.now());
    reply.header('set-cookie', sessionCookie(login.token, secure));
    return ok(login.operator);
  });

  registerCall(app, 'staffLoginTotp', async (request, reply) => {
    const now = new Date();
    const challenge = await verifyTotpChallenge(totp, request.body.challenge, now);
    // A wrong code counts like a wrong password: 5 per id and address lock it for 15 minutes.
    await beginLoginAttempt(throttle, challenge.loginId, request.ip, reply);
    const { operator, token } = await completeTotpLogin(
      app.db,
      totp,
      challenge,
      request.body.code,
      now,
    );
    await throttle.succeeded(challenge.loginId, request.ip, Date.now());
    reply.header('set-cookie', sessionCookie(token, secure));
    return ok(operator);
  });

  addStaffTotpRoutes(app, { throttle, totp });

  registerCall(app, 'staffLogout', async (request, reply) => {
    const token = staffSessionToken(request.headers.cookie);
    if (token !== null) await logOutSession(app.db, token);
    reply.header('set-cookie', clearedSessionCookie(secure));
    return ok(null);
  });

  registerCall(app, 'staffMe', async (request) => {
    const { mustChangePassword, ...operator } = requireOperator(request);
    return ok({
      ...operator,
      activeYn: 'Y' as const,
      mustChangePasswordYn: toYn(mustChangePassword),
    });
  });

  registerCall(app, 'staffOperatorList', async () =>
    ok(await listOperatorAccounts(app.db, throttle, Date.now())),
  );

  registerCall(app, 'staffOperatorCreate', async (request) =>
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

  registerCall(app, 'staffOperatorUpdate', async (request) => {
    const actor = requireOperator(request);
    const { operatorIdx, activeYn, role } = request.body;
    return ok(
      // One row per thing that changed, named by it; nothing changed, nothing logged.
      await auditedWrite(app, actor, { mayBeUnchanged: true }, async (tx, audit) => {
        const { before, after } = await updateOperatorAccount(tx, actor, {
          operatorIdx,
          active: activeYn === undefined ? undefined : activeYn === 'Y',
          role,
        });
        const target = { targetType: 'operator', targetId: operatorIdx } as const;
        if (after.role !== before.role) {
          audit({
            action: 'operator.role',
            ...target,
            before: { role: before.role },
            after: { role: after.role },
          });
        }
        if (after.activeYn !== before.activeYn) {
          audit({
            action: after.activeYn === 'Y' ? 'operator.activate' : 'operator.deactivate',
            ...target,
            before: { activeYn: before.activeYn },
            after: { activeYn: after.activeYn },
          });
        }
        return after;
      }),
    );
  });

  registerCall(app, 'staffOperatorResetPassword', async (request) => {
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
  });

  registerCall(app, 'staffPasswordChange', async (request) => {
    const actor = requireOperator(request);
    const token = staffSessionToken(request.headers.cookie);
    if (token === null) throw staffUnauthorized();
    const operator = await auditedWrite(app, actor, {}, async (tx, audit) => {
      const changed = await changeOwnPassword(tx, actor, token, request.body);
      audit({ action: 'operator.password', targetType: 'operator', targetId: actor.operatorIdx });
      return changed;
    });
    return ok(operator);
  });

  registerCall(app, 'staffOperatorUnlock', async (request) => {
    const { operatorIdx } = request.body;
    // The audit row names the account, never the client addresses that were locked out.
    const account = await auditedWrite(app, requireOperator(request), {}, async (tx, audit) => {
      const unlocked = await unlockOperatorLogin(tx, throttle, operatorIdx, Date.now());
      audit({ action: 'operator.unlock', targetType: 'operator', targetId: operatorIdx });
      return unlocked;
    });
    return ok(account);
  });
};
