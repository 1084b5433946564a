/**
 * The baseline for the load test: a bare Fastify 5 server answering each measured call (same
 * method, same path) with the very bytes our server returned for it, read once at start — no
 * validation, database, logging or per-request JSON work. It is the ceiling of Fastify on this
 * machine, so the ratio ours/bare says how much of that ceiling our stack keeps.
 *
 * BARE_ROUTES_FILE is a JSON list of { method: 'GET' | 'POST', path, payloadFile }. All routes
 * live in one process; the bench loads them one at a time.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

type BareRoute = { method: 'GET' | 'POST'; path: string; payloadFile: string };

const port = Number(process.env.BARE_PORT);
const routesFile = process.env.BARE_ROUTES_FILE;
if (!port || !routesFile) throw new Error('BARE_PORT and BARE_ROUTES_FILE are required');

const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as BareRoute[];
if (!Array.isArray(routes) || routes.length === 0) {
  throw new Error(`${routesFile} must hold a non-empty JSON list of routes`);
}

const app = Fastify({ logger: false });
for (const { method, path, payloadFile } of routes) {
  if (method !== 'GET' && method !== 'POST') throw new Error(`Unsupported method ${method}`);
  // A Buffer, as our server sends its cached answers: no per-request string encoding.
  const payload = readFileSync(payloadFile);
  JSON.parse(payload.toString('utf8')); // refuse to benchmark anything but JSON
  app.route({
    method,
    url: path,
    handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send(payload),
  });
}

await app.listen({ port, host: '127.0.0.1' });
console.log(`bare fastify ready at http://127.0.0.1:${port} (${routes.length} routes)`);

const close = () => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
