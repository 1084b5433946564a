import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { NEW_ACCESS_TOKEN_HEADER, requireMember } from '../../../plugins/member-auth';
import { bumpTokenVersion } from './session.repository';

/**
 * Session calls. Login and signup issue tokens in their own features.
 * POST /api/auth/logout (designed, see the contract) revokes every token of the member.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'logout', async (request, reply) => {
    await bumpTokenVersion(app.db, requireMember(request).userIdx);
    // A renewal minted before the bump carries the old version and is dead already; do not
    // hand the client a token it would store and then be refused with.
    reply.removeHeader(NEW_ACCESS_TOKEN_HEADER);
    return ok(null);
  });
};
