/**
 * The baseline for the load test: a bare Fastify 5 route answering the same POST with the very
 * bytes our notice list returned, serialized once at start — no validation, database, logging or
 * per-request JSON work. It is the ceiling of Fastify on this machine, so the ratio ours/bare says
 * how much of that ceiling our stack keeps.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.BARE_PORT);
const payloadFile = process.env.BARE_PAYLOAD_FILE;
if (!port || !payloadFile) throw new Error('BARE_PORT and BARE_PAYLOAD_FILE are required');

const payload = readFileSync(payloadFile, 'utf8');
JSON.parse(payload); // refuse to benchmark anything but JSON
const app = Fastify({ logger: false });
app.post('/api/notice/list', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(payload),
);

await app.listen({ port, host: '127.0.0.1' });
console.log(`bare fastify ready at http://127.0.0.1:${port}`);

const close = () => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
