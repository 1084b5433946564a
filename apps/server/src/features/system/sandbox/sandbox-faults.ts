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
import type { SandboxMessageFaults } from '../sandbox-solapi/sandbox-solapi.routes';

const faultBody = z.union([
  z
    .object({
      path: z.string().regex(/^\/api\/[A-Za-z0-9/_-]{1,100}$/),
      times: z.number().int().min(0).max(100).default(1),
    })
    .strict(),
  // The messaging provider (features/system/sandbox-solapi): a phone that is not a KakaoTalk
  // user, or a provider answering 503 to the next `times` sends.
  z
    .object({
      messages: z.literal('alimtalk-undeliverable'),
      phone: z.string().regex(/^01[0-9]{8,9}$/),
    })
    .strict(),
  z
    .object({ messages: z.literal('provider-down'), times: z.number().int().min(0).max(100) })
    .strict(),
]);

/** Registered on the root instance, before the routes, so the hook sees every request. */
export function registerSandboxFaults(app: FastifyInstance, messages: SandboxMessageFaults): void {
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
    const fault = parsed.data;
    if ('messages' in fault) {
      if (fault.messages === 'provider-down') messages.providerDown = fault.times;
      else messages.undeliverable.add(fault.phone);
      return ok(fault);
    }
    if (fault.times === 0) armed.delete(fault.path);
    else armed.set(fault.path, fault.times);
    return ok({ path: fault.path, times: fault.times });
  });
}
