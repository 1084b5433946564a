import { z } from 'zod';
import { apiSuccess } from './envelope';

/**
 * GET /api/app/config (designed here): the runtime settings the web needs and may see. Keys are
 * Kakao *JavaScript* keys, which are public by design (Kakao restricts them to registered
 * domains); nothing secret is ever answered. null = not configured: the web falls back (a map
 * drawn by the app, URL copy instead of Kakao share).
 */
export const appConfig = z.object({
  /** Kakao JavaScript SDK (share) */
  kakaoJsKey: z.string().nullable(),
  /** Kakao Maps JavaScript SDK (location tab) */
  kakaoMapJsKey: z.string().nullable(),
  /**
   * The logins this server can complete: a provider configured (or the sandbox's).
   * The login page shows a button only for these; a provider without configuration would end in
   * an error after the visitor chose it.
   */
  loginProviders: z.object({ kakao: z.boolean(), tid: z.boolean() }),
});
export type AppConfig = z.infer<typeof appConfig>;
export const appConfigResponse = apiSuccess(appConfig);
