/**
 * The access log: one line per request, written when it completes (Fastify's default writes two:
 * incoming and completed).
 *
 * A completed request's line is pino's own line, written by hand: `{"level":30,"time":…` and the
 * request logger's bindings (pid, hostname, reqId), then the method, the path (never the query,
 * which carries one-time codes such as ?code= on the login redirects), the status and the time.
 * Under load every request writes one; through pino's log call (our redaction hooks, the
 * serializers, a stringify per value) the line cost 12 % of the busiest cached reads' throughput,
 * and these four values are ours, so nothing in them needs redacting (docs/benchmarks.md, issue
 * 16). A request that failed is logged through pino as before, with its error serialized safely.
 */
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import pino from 'pino';
import { pathOf } from '../lib/http';

const { chindingsSym, streamSym, timeSym } = pino.symbols;

/** What pino keeps on a logger under its symbols: the bindings' JSON, the time's and the stream. */
function internalsOf(log: FastifyBaseLogger) {
  const fields = log as unknown as Record<symbol, unknown>;
  const stream = fields[streamSym] as { write(line: string): unknown } | undefined;
  const time = fields[timeSym] as (() => string) | undefined;
  const bindings = fields[chindingsSym];
  return { stream, time, bindings: typeof bindings === 'string' ? bindings : '' };
}

export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const url = pathOf(request.url);
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      const line = { method: request.method, url, statusCode: reply.statusCode, ms };
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    writeCompleted(reply.log, request.method, url, reply.statusCode, ms);
  }
}

/** "request completed" as pino writes it, or through pino when the logger is not pino's own. */
function writeCompleted(
  log: FastifyBaseLogger,
  method: string,
  url: string,
  statusCode: number,
  ms: number,
): void {
  if (!(log as Partial<pino.Logger>).isLevelEnabled?.('info')) return;
  const { stream, time, bindings } = internalsOf(log);
  if (typeof stream?.write !== 'function' || typeof time !== 'function') {
    log.info({ method, url, statusCode, ms }, 'request completed');
    return;
  }
  stream.write(
    `{"level":30${time()}${bindings},"method":${JSON.stringify(method)},"url":${JSON.stringify(url)},"statusCode":${statusCode},"ms":${ms},"msg":"request completed"}\n`,
  );
}
