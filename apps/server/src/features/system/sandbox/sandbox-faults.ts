/**
 * Sandbox-only fault switch: a browser test arms it with
 * `POST /sandbox/api/faults {"path":"/api/updateTermsInfo","times":1}` and the next `times`
 * requests to that API path answer 503 SERVICE_UNAVAILABLE before reaching their handler, so a
 * failure path can be tested against the real server without mocking it. The hook and the route
 * exist only in sandbox mode (app.ts registers them only then); outside it the path is a 404.
 * Only /api/ paths can be armed, and the sandbox routes themselves never fail.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/http';

const faultBody = z
  .object({
    path: z.string().regex(/^\/api\/[A-Za-z0-9/_-]{1,100}$/),
    times: z.number().int().min(0).max(100).default(1),
  })
  .strict();

/** Registered on the root instance, before the routes, so the hook sees every request. */
export function registerSandboxFaults(app: FastifyInstance): void {
  const armed = new Map<string, number>();

  app.addHook('onRequest', async (request) => {
    if (armed.size === 0) return;
    const path = request.url.split('?')[0] ?? '';
    const left = armed.get(path);
    if (left === undefined) return;
    if (left <= 1) armed.delete(path);
    else armed.set(path, left - 1);
    throw new AppError(503, 'SERVICE_UNAVAILABLE');
  });

  app.post('/sandbox/api/faults', async (request) => {
    const parsed = faultBody.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError(400, 'VALIDATION_FAILED');
    if (parsed.data.times === 0) armed.delete(parsed.data.path);
    else armed.set(parsed.data.path, parsed.data.times);
    return ok({ path: parsed.data.path, times: parsed.data.times });
  });
}
