/**
 * PostgreSQL away and back (decision 037): the app reaches the database through a
 * TCP relay the test can cut. While it is cut, requests answer 503 DATABASE_UNAVAILABLE within
 * 2 s and the process survives its pooled connections dying; once it is back, the pool opens new
 * connections by itself and requests succeed again. PostgreSQL only.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { createPostgresHandle } from '../db/client';

let t: TestApp;
let relay: Server | undefined;
let relayPort = 0;
const sockets = new Set<Socket>();

/** Starts (or restarts, on the same port) a relay to the test database's server. */
async function startRelay(target: { host: string; port: number }) {
  relay = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay?.listen(relayPort, '127.0.0.1', resolve));
  relayPort = (relay.address() as { port: number }).port;
}

/** The database "goes away": every connection is cut and new ones are refused. */
async function stopRelay() {
  const closed = new Promise((resolve) => relay?.close(resolve));
  for (const socket of sockets) socket.destroy();
  await closed;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await stopRelay();
  await t?.close();
});

describe('PostgreSQL stopped and started again', () => {
  it('answers 503 while it is away and recovers by itself when it is back', async () => {
    if (t.handle.kind !== 'postgres') throw new Error('PostgreSQL only');
    const target = new URL(t.handle.raw.options.connectionString as string);
    await startRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(target);
    url.hostname = '127.0.0.1';
    url.port = String(relayPort);
    const handle = createPostgresHandle(url.toString(), {
      poolSize: 3,
      connectTimeoutMs: t.config.databaseTimeouts.connectMs,
      statementTimeoutMs: t.config.databaseTimeouts.statementMs,
    });
    const app = await buildApp({
      config: t.config,
      db: handle.db,
      dbKind: 'postgres',
      logger: false,
    });
    const captcha = () => app.inject({ method: 'GET', url: '/api/captcha' });
    try {
      expect((await captcha()).statusCode).toBe(200);

      await stopRelay();
      for (let i = 0; i < 3; i += 1) {
        const started = Date.now();
        const response = await captcha();
        expect(Date.now() - started).toBeLessThan(2000);
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json().errorCode).toBe('DATABASE_UNAVAILABLE');
      }

      await startRelay({ host: target.hostname, port: Number(target.port || 5432) });
      const back = Date.now();
      let status = 0;
      while (status !== 200 && Date.now() - back < 10_000) {
        status = (await captcha()).statusCode;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
