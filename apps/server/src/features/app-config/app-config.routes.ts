/**
 * GET /api/app/config: the public runtime settings of the web app (contract api/app-config.ts).
 * Read from the server's configuration at start, so a key is set by environment, not by a
 * rebuild of the web app. Browsers may keep it five minutes.
 */
import { appConfigResponse } from '@venue/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http';

export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = ok({
    kakaoJsKey: app.config.kakao.jsKey ?? null,
    kakaoMapJsKey: app.config.kakao.mapJsKey ?? null,
  });
  app.get(
    '/api/app/config',
    { schema: { response: { 200: appConfigResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};
