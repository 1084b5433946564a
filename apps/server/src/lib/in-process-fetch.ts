import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers from this app without a socket: the request goes through Fastify's
 * router (hooks, validation, read cache) exactly as an HTTP request would. Used by the sandbox
 * login provider's back channel (features/accounts/login/oauth-clients.ts) and the server-side renderer
 * (plugins/server-render.ts).
 */
export function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    // The provider builds its URLs from the request's host (oidc-provider runs with proxy on).
    headers.host = target.host;
    headers['x-forwarded-proto'] = target.protocol.replace(':', '');
    const body = init.body === undefined || init.body === null ? undefined : String(init.body);
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) {
        responseHeaders.append(key, item);
      }
    }
    return new Response(response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
