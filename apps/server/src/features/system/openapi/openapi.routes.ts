/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every call, generated from the contract
 * (openapi-document.ts). Public — it describes the API, not data —, built on the first request
 * and kept; browsers and integrators may cache it for 5 minutes (a deploy changes it).
 */
import type { FastifyPluginAsync } from 'fastify';
import { sendJsonBytes } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { openApiBytes } from './openapi-document';

export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

export const openApiRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, 'openApiDocument', async (_request, reply) => {
    reply.header('cache-control', OPENAPI_CACHE_CONTROL);
    return sendJsonBytes(reply, openApiBytes());
  });
};
