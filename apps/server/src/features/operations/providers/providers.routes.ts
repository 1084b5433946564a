/** POST /api/staff/providers (ADMIN): each outside provider at a glance. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { providerStatuses } from './providers.service';

export const providersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCall(app, 'staffProviders', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(providerStatuses(app));
  });
};
