/**
 * GET /api/app/config: the public runtime settings of the web app (contract api/app-config.ts).
 * Read from the server's configuration at start, so a key is set by environment, not by a
 * rebuild of the web app; so is which logins the login page offers. Browsers may keep it five minutes.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http';
import { registerCall } from '../../../lib/register-call';
import { loginProviderModes } from '../../accounts/login/oauth-clients';

export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const logins = loginProviderModes(app.config);
  const body = ok({
    kakaoJsKey: app.config.kakao.jsKey ?? null,
    kakaoMapJsKey: app.config.kakao.mapJsKey ?? null,
    // A login without configuration (and outside sandbox mode) would end in an error: the web
    // shows no button for it.
    loginProviders: { kakao: logins.kakao !== 'MISSING', tid: logins.tid !== 'MISSING' },
  });
  registerCall(app, 'appConfig', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
};
