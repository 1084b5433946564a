/**
 * PostgreSQL unreachable (decision 037): requests fail fast with 503
 * DATABASE_UNAVAILABLE and the Korean message, never a 500 and never a hang. The app runs on the
 * node-postgres pool main.ts builds (createPostgresHandle with the configured timeouts), pointed
 * at a closed port and at a server that accepts connections and never answers.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessages } from '@venue/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../test/test-app';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createPostgresHandle } from '../db/client';

let silent: Server;
let silentPort: number;
const sockets = new Set<Socket>();

beforeAll(async () => {
  // A "database" that takes the connection and never says a word: a hung or blackholed server.
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentPort = (silent.address() as { port: number }).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

async function appOver(url: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: url,
    DATA_DIR: join(tmpdir(), 'venue-test-data'),
    WEB_DIST_DIR: join(tmpdir(), 'venue-test-no-web-dist'),
  });
  const handle = createPostgresHandle(url, {
    poolSize: 2,
    connectTimeoutMs: config.databaseTimeouts.connectMs,
    statementTimeoutMs: config.databaseTimeouts.statementMs,
  });
  const app = await buildApp({ config, db: handle.db, dbKind: 'postgres', logger: false });
  return {
    app,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

describe('PostgreSQL unreachable', () => {
  it.each([
    ['refuses connections', () => 'postgres://venue@127.0.0.1:1/venue'],
    ['accepts and never answers', () => `postgres://venue@127.0.0.1:${silentPort}/venue`],
  ])('answers 503 DATABASE_UNAVAILABLE within 2 s when the server %s', async (_case, url) => {
    const { app, close } = await appOver(url());
    try {
      for (const request of [
        { method: 'GET' as const, url: '/api/captcha' },
        { method: 'POST' as const, url: '/api/notice/list', payload: {} },
      ]) {
        const started = Date.now();
        const response = await app.inject(request);
        expect(Date.now() - started).toBeLessThan(2000);
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toEqual({
          success: false,
          resultCode: 503,
          errorCode: 'DATABASE_UNAVAILABLE',
          message: errorMessages.DATABASE_UNAVAILABLE,
        });
        expect(response.json().message).toMatch(/잠시 후 다시 시도해 주세요/);
      }
    } finally {
      await close();
    }
  });
});
