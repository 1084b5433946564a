/**
 * The one place a route of the API is registered: `registerCall(app, 'noticeList', handler)`.
 * Its method, path, who may call it, and its body, query, path-parameter and response schemas all
 * come from the contract's call table (`apiCalls`, packages/contract/src/api/calls.ts), so a route
 * file holds only handlers and cannot restate a path or a role (decision 051).
 *
 * Who may call it, from the call's `auth`:
 * - 'required' → `config.auth: 'member'`, 'optional' → `config.auth: 'optional'`
 *   (plugins/member-auth.ts); 'none' → no member check at all;
 * - 'staff' / 'staffEditor' / 'staffAdmin' → `config.staff` STAFF / EDITOR / ADMIN
 *   (plugins/staff-auth.ts).
 * `options` adds what is not the contract's business (a larger body limit, a hook).
 *
 * `guardApiRoutes(app)` makes this the only way in: a route under /api/ that was not registered
 * here stops the server at start-up.
 */
import { type ApiCall, type ApiCallName, apiCalls, staffRoleOf } from '@venue/contract';
import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteAuth } from '../plugins/member-auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call of the contract's table the route serves; set by registerCall only. */
    call?: ApiCallName;
  }
}

type Calls = typeof apiCalls;

/** The Fastify schema of a call: its body, query, params and the 200 answer, as declared. */
type SchemaOf<N extends ApiCallName> = {
  body: Calls[N] extends { multipart: object }
    ? undefined
    : Calls[N] extends { body: infer B }
      ? B
      : undefined;
  querystring: Calls[N] extends { query: infer Q } ? Q : undefined;
  params: Calls[N] extends { params: infer P } ? P : undefined;
  response: Calls[N] extends { response: infer R } ? { 200: R } : undefined;
};

export type CallHandler<N extends ApiCallName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  // biome-ignore lint/complexity/noBannedTypes: Fastify's empty route generic
  {},
  // biome-ignore lint/complexity/noBannedTypes: the context config is set from the call below
  {},
  SchemaOf<N>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** What a route may add beyond the contract. */
export type CallOptions = Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'onRequest' | 'preHandler' | 'preValidation' | 'onSend' | 'logLevel'
>;

const memberAuth: Partial<Record<ApiCall['auth'], RouteAuth>> = {
  required: 'member',
  optional: 'optional',
};

/** The route config a call's `auth` asks for (exported for the test that compares them). */
export function routeConfigOf(call: ApiCall): FastifyContextConfig {
  const staff = staffRoleOf(call.auth);
  if (staff) return { staff };
  const auth = memberAuth[call.auth];
  return auth ? { auth } : {};
}

export function registerCall<N extends ApiCallName>(
  app: FastifyInstance,
  name: N,
  handler: CallHandler<N>,
  options: CallOptions = {},
): void {
  const call: ApiCall = apiCalls[name];
  const schema: Record<string, unknown> = {};
  // A multipart form's fields are read and checked by its handler (lib/multipart.ts); the
  // call's `body` describes them for the document only.
  if (call.body && !call.multipart) schema.body = call.body;
  if (call.query) schema.querystring = call.query;
  if (call.params) schema.params = call.params;
  if (call.response) schema.response = { 200: call.response };
  app.route({
    ...options,
    method: call.method,
    url: call.path,
    config: { ...routeConfigOf(call), call: name },
    schema,
    handler: handler as RouteHandlerMethod,
  });
}

/** Each call's name by `METHOD path`. */
const callNames = new Map(
  (Object.entries(apiCalls) as [ApiCallName, ApiCall][]).map(([name, call]) => [
    `${call.method} ${call.path}`,
    name,
  ]),
);

/** The tests' own probes (a route that throws, one that is slow), which no call uses. */
const TEST_PROBES = '/api/test/';

/**
 * Refuses, at start-up, a route under /api/ that is not a call of the table registered through
 * registerCall: one registered by hand (`app.post('/api/…')`) would skip the contract's schemas
 * and roles, and one the table lacks would be missing from the OpenAPI document, the fuzz test
 * and the clients. Registered on the root instance before any route.
 */
export function guardApiRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(TEST_PROBES)) return;
    for (const one of [route.method].flat()) {
      // Fastify's HEAD route of a GET carries the GET's config.
      const method = one === 'HEAD' ? 'GET' : one;
      const name = callNames.get(`${method} ${route.url}`);
      if (name === undefined) {
        throw new Error(
          `${one} ${route.url} is not a call of the contract (packages/contract/src/api/calls.ts): declare it there and register it with registerCall`,
        );
      }
      if (route.config?.call !== name) {
        throw new Error(
          `${one} ${route.url} was registered by hand: register it with registerCall(app, '${name}', handler)`,
        );
      }
    }
  });
}
