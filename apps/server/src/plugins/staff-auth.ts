/**
 * Staff authentication for the console's routes (decision 017). The session logic lives in
 * features/operations/staff; this file only wires it to requests, the way member-auth.ts does for members.
 *
 * A route opts in with `config: { staff }`, which registerCall (lib/register-call.ts) sets from
 * its call's `auth` in the contract:
 * - `'STAFF'`: any active operator (EDITOR and ADMIN included);
 * - `'EDITOR'`: an operator of role EDITOR or ADMIN (content); a STAFF operator gets 403 FORBIDDEN;
 * - `'ADMIN'`: an operator of role ADMIN; anyone else gets 403 FORBIDDEN.
 * No session cookie, an unknown or expired session, or a deactivated operator → 401
 * STAFF_UNAUTHORIZED. `Authorization: Bearer vt_…` (an API token an ADMIN issued, decision 067)
 * stands for the token's operator instead of the cookie, except on a session's own calls (logout,
 * password, two-factor: 403). The hook reads only the `venue_staff` cookie: a member token in
 * `x-access-token` means nothing here, and member-auth never reads the cookie, so neither
 * credential can stand in for the other.
 *
 * An operator whose password an ADMIN reset (decision 034) may call only `me`, `logout` and
 * `password` until they choose a new one: anything else is 403 PASSWORD_CHANGE_REQUIRED.
 *
 * In a handler, `requireOperator(request)` returns the operator (see `request.operator`).
 */

import { apiCalls, type OperatorRoleName, roleAllows, staffRoleOf } from '@venue/contract';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  authenticateApiToken,
  bearerToken,
} from '../features/operations/integrations/api-token-auth';
import {
  authenticateStaffSession,
  type StaffOperator,
  staffUnauthorized,
} from '../features/operations/staff/staff.service';
import { staffSessionToken } from '../features/operations/staff/staff-session-cookie';
import { AppError } from '../lib/app-error';

/** Each role includes the ones ranked below it (`roleAllows`, shared with the console). */
export type StaffRole = OperatorRoleName;
export type { StaffOperator };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which operators may call the route; see plugins/staff-auth.ts. Unset: no staff check. */
    staff?: StaffRole;
  }
  interface FastifyRequest {
    /** The operator of the staff session; null on routes without `config.staff`. */
    operator: StaffOperator | null;
  }
}

/** A console session's own calls: an API token (decision 067) is refused them. */
export const SESSION_ONLY: ReadonlySet<string> = new Set([
  '/api/staff/logout',
  '/api/staff/password',
  '/api/staff/totp/status',
  '/api/staff/totp/setup',
  '/api/staff/totp/enable',
  '/api/staff/totp/disable',
]);

/** What an operator who must choose a new password may still call. */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set([
  '/api/staff/me',
  '/api/staff/logout',
  '/api/staff/password',
]);
const passwordChangeRequired = () => new AppError(403, 'PASSWORD_CHANGE_REQUIRED');

const refusal = (required: StaffRole) =>
  new AppError(
    403,
    'FORBIDDEN',
    required === 'ADMIN'
      ? '관리자만 할 수 있어요.'
      : '콘텐츠 편집 권한이 있는 운영자만 할 수 있어요.',
  );

/** Each call's role as the contract declares it, by `METHOD path` (null: not a staff call). */
const contractRoles = new Map(
  Object.values(apiCalls).map((call) => [`${call.method} ${call.path}`, staffRoleOf(call.auth)]),
);

/**
 * A staff route enforces the role its call declares in the contract, which the OpenAPI
 * document states: a route that says otherwise, a contract staff call served
 * without a role, or a staff route missing from the contract stops the server at start-up.
 */
function checkAgainstContract(
  method: string | string[],
  url: string,
  required: StaffRole | undefined,
): void {
  for (const one of Array.isArray(method) ? method : [method]) {
    // Fastify's HEAD route of a GET carries the GET's config.
    const key = `${one === 'HEAD' ? 'GET' : one} ${url}`;
    const declared = contractRoles.get(key);
    if (declared === undefined && required === undefined) continue;
    if ((declared ?? undefined) !== required) {
      throw new Error(
        `${one} ${url}: the route requires ${required ?? 'no operator'}, the contract (packages/contract/src/api/calls.ts) ${declared ?? (declared === null ? 'no operator' : 'has no such call')}`,
      );
    }
  }
}

/**
 * Registered on the root instance after the header hooks (a refusal still leaves with the
 * request id and security headers), like member-auth. Only routes declaring `config.staff`
 * get the hook.
 */
export function registerStaffAuth(app: FastifyInstance): void {
  app.decorateRequest('operator', null);

  app.addHook('onRoute', (route) => {
    const required = route.config?.staff;
    checkAgainstContract(route.method, route.url, required);
    if (required === undefined) return;
    const openBeforePasswordChange = OPEN_BEFORE_PASSWORD_CHANGE.has(route.url);

    const sessionOnly = SESSION_ONLY.has(route.url);

    const authenticate: onRequestHookHandler = async (request) => {
      // An API token (decision 067) stands for its operator; without one, the console's cookie.
      const bearer = bearerToken(request.headers.authorization);
      if (bearer !== null && sessionOnly) {
        throw new AppError(
          403,
          'FORBIDDEN',
          'API 토큰으로는 할 수 없어요. 콘솔에 로그인해 주세요.',
        );
      }
      const token = bearer === null ? staffSessionToken(request.headers.cookie) : null;
      if (bearer === null && token === null) throw staffUnauthorized();
      const operator =
        bearer !== null
          ? await authenticateApiToken(app.db, bearer, new Date())
          : await authenticateStaffSession(app.db, token ?? '', new Date());
      if (!operator) throw staffUnauthorized();
      if (operator.mustChangePassword && !openBeforePasswordChange) throw passwordChangeRequired();
      if (!roleAllows(operator.role, required)) throw refusal(required);
      request.operator = operator;
    };
    const own = route.onRequest;
    route.onRequest = [
      authenticate,
      ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
    ];
  });
}

/** The operator of a route declared with `config.staff` (the hook has already refused others). */
export function requireOperator(request: FastifyRequest): StaffOperator {
  if (!request.operator) throw staffUnauthorized();
  return request.operator;
}
