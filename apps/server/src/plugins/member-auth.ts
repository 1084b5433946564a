/**
 * Member authentication for routes (spec 000 §7–8). The token logic lives in
 * features/accounts/session; this file only wires it to requests.
 *
 * A route opts in with `config: { auth }`, which registerCall (lib/register-call.ts) sets from
 * its call's `auth` in the contract ('required' → 'member'):
 * - `'member'`: a member is required. No token, or a token that does not verify → 401
 *   UNAUTHORIZED; a genuine but expired token → 498 TOKEN_EXPIRED.
 * - `'optional'`: guests are welcome (no token → `request.member` is null), but a token that is
 *   sent must be good: a bad one is refused exactly as for `'member'`. Quietly treating it as a
 *   guest would leave the client holding a dead token forever; the 401/498 makes it drop the
 *   token and reload as a guest (spec 000 §8).
 * - not set: the route does not look at the token at all and `request.member` is null. Public
 *   reads stay free of a database lookup per request and stay cacheable, and a public answer
 *   cannot accidentally depend on who asks.
 *
 * A valid token with less than three days left gets a fresh one in the `new-access-token`
 * response header, which the client stores in place of the old one. The app and the web are
 * served from one origin, so no `access-control-expose-headers` is needed.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { findActiveMembers } from '../features/accounts/session/session.repository';
import { authenticateMember } from '../features/accounts/session/session.service';
import {
  type MemberTokenSubject,
  memberTokenKey,
  unauthorized,
} from '../features/accounts/session/session-tokens';
import { createBatchLoader } from '../lib/batch-loader';

export type RouteAuth = 'member' | 'optional';
export type Member = MemberTokenSubject;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; see plugins/member-auth.ts. Unset: public, token ignored. */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The authenticated member, or null for guests and for routes without `config.auth`. */
    member: Member | null;
  }
}

export const ACCESS_TOKEN_HEADER = 'x-access-token';
export const NEW_ACCESS_TOKEN_HEADER = 'new-access-token';

/**
 * Registered directly on the root instance (not encapsulated) so every route is seen. The check is
 * attached only to the routes that declare `config.auth`: public reads, the busiest calls, run no
 * hook for it at all. A route's own hooks run after the app's, so a refused token still leaves
 * with the request id and security headers.
 */
export function registerMemberAuth(app: FastifyInstance): void {
  const signing = memberTokenKey(app.config);
  // Tokens that arrive together are checked against the database with one query (batch-loader).
  const members = createBatchLoader((userIdxs: readonly number[]) =>
    findActiveMembers(app.db, userIdxs),
  );
  const findMember = (userIdx: number) => members.load(userIdx);
  app.decorateRequest('member', null);

  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    if (auth === undefined) return;

    const authenticate: onRequestHookHandler = async (request, reply) => {
      const header = request.headers[ACCESS_TOKEN_HEADER];
      // Node joins a repeated header into one "a, b" value, which never verifies; the array case
      // is refused too rather than guessing which copy was meant.
      if (Array.isArray(header)) throw unauthorized();
      if (header === undefined || header === '') {
        if (auth === 'member') throw unauthorized();
        return;
      }

      const { member, renewedToken } = await authenticateMember(findMember, signing, header);
      request.member = member;
      if (renewedToken) {
        reply.header(NEW_ACCESS_TOKEN_HEADER, renewedToken);
        // The header is a credential: no shared cache may keep this response.
        reply.header('cache-control', 'private, no-store');
      }
    };
    const own = route.onRequest;
    route.onRequest = [
      authenticate,
      ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
    ];
  });
}

/** The member of a route declared with `auth: 'member'` (the hook has already refused guests). */
export function requireMember(request: FastifyRequest): Member {
  if (!request.member) throw unauthorized();
  return request.member;
}
