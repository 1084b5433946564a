import type { ApiSuccess } from '@venue/contract';
import type { FastifyReply } from 'fastify';

/** The success envelope of spec 000 §7. The message is not shown to visitors. */
export function ok<T>(data: T): ApiSuccess<T> {
  return { success: true, resultCode: 200, message: 'OK', data };
}

/** The path of a request URL, without its query string ('/api/x?y=1' → '/api/x'). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/**
 * Sends bytes that are already validated JSON (from the read cache). With the content type set
 * and a Buffer payload, Fastify skips the route's response serializer entirely.
 */
export function sendJsonBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
