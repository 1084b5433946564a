/**
 * Two-factor login's account calls (decision 035): POST /api/staff/totp/status
 * (one's own), totp/setup and totp/enable (ADMIN), totp/disable (one's own, with the password)
 * and the ADMIN's operators/reset-totp. The login's second step (login/totp) is beside the login
 * in staff.routes.ts, which adds these routes with the same throttle and keys. Every change is
 * audited; no secret, code or password goes into an audit row.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { requireOperator } from '../../../plugins/staff-auth';
import { venueSettings } from '../../venue/cms-venue/venue-settings';
import { auditedWrite } from '../audit/audited-write';
import type { LoginThrottle } from './login-throttle';
import { beginLoginAttempt, staffUnauthorized } from './staff.service';
import { staffSessionToken } from './staff-session-cookie';
import {
  disableTotp,
  enableTotp,
  isOwnPassword,
  readTotpStatus,
  resetOperatorTotp,
  startTotpSetup,
  wrongPassword,
} from './staff-totp.service';
import type { TotpKeys } from './totp-keys';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The authenticator app's name for the account when the venue has no settings yet. */
const FALLBACK_ISSUER = '스태프 콘솔';

export function addStaffTotpRoutes(
  app: App,
  { throttle, totp }: { throttle: LoginThrottle; totp: TotpKeys },
): void {
  const operatorAudit = (operatorIdx: number, action: string) => ({
    action,
    targetType: 'operator',
    targetId: operatorIdx,
  });

  registerCall(app, 'staffTotpStatus', async (request) =>
    ok(await readTotpStatus(app.db, requireOperator(request))),
  );

  registerCall(app, 'staffTotpSetup', async (request) => {
    const actor = requireOperator(request);
    const issuer = (await venueSettings(app))?.venueName ?? FALLBACK_ISSUER;
    const setup = await auditedWrite(app, actor, {}, async (tx, audit) => {
      const started = await startTotpSetup(tx, totp, actor, issuer);
      audit(operatorAudit(actor.operatorIdx, 'operator.totp-setup'));
      return started;
    });
    return ok(setup);
  });

  registerCall(app, 'staffTotpEnable', async (request) => {
    const actor = requireOperator(request);
    const token = staffSessionToken(request.headers.cookie);
    if (token === null) throw staffUnauthorized();
    const status = await auditedWrite(app, actor, {}, async (tx, audit) => {
      const enabled = await enableTotp(tx, totp, actor, token, request.body.code, new Date());
      audit({ ...operatorAudit(actor.operatorIdx, 'operator.totp-enable'), after: enabled });
      return enabled;
    });
    return ok(status);
  });

  registerCall(app, 'staffTotpDisable', async (request, reply) => {
    const actor = requireOperator(request);
    // A session alone must not guess its way to the password: wrong ones count as at login.
    await beginLoginAttempt(throttle, actor.loginId, request.ip, reply);
    if (!(await isOwnPassword(app.db, actor, request.body.password))) throw wrongPassword();
    await throttle.passedFirstStep(actor.loginId, request.ip);
    const status = await auditedWrite(app, actor, {}, async (tx, audit) => {
      const disabled = await disableTotp(tx, actor);
      audit({ ...operatorAudit(actor.operatorIdx, 'operator.totp-disable'), after: disabled });
      return disabled;
    });
    return ok(status);
  });

  registerCall(app, 'staffOperatorResetTotp', async (request) => {
    const actor = requireOperator(request);
    const { operatorIdx } = request.body;
    const operator = await auditedWrite(app, actor, {}, async (tx, audit) => {
      const reset = await resetOperatorTotp(tx, actor, operatorIdx);
      audit(operatorAudit(operatorIdx, 'operator.totp-reset'));
      return reset;
    });
    return ok(operator);
  });
}
