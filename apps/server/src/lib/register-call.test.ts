import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { guardApiRoutes, registerCall } from './register-call';

const serverSrc = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** `app.post('/api/…'`, `form.get<…>(\n '/api/…'`, `x.route({ … url: '/api/…'`. */
const handWritten = [
  /\b\w+\.(get|post|put|delete|patch|head|options|all)(<[^>]*>)?\(\s*['"`]\/api\//g,
  /\b\w+\.route\(\s*\{[^}]*\burl:\s*['"`]\/api\//g,
];

describe('the API routes of the server', () => {
  it('are registered through registerCall only (no path written in a route file)', () => {
    const found: string[] = [];
    for (const file of sourceFiles(serverSrc)) {
      const name = relative(serverSrc, file);
      if (name === join('lib', 'register-call.ts')) continue;
      const text = readFileSync(file, 'utf8');
      for (const pattern of handWritten) {
        for (const match of text.matchAll(pattern)) {
          const line = text.slice(0, match.index).split('\n').length;
          found.push(`${name}:${line} registers an /api/ route by hand; use registerCall`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('guardApiRoutes', () => {
  const start = async (register: (app: ReturnType<typeof Fastify>) => void) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    guardApiRoutes(app);
    try {
      register(app);
      await app.ready();
    } finally {
      await app.close();
    }
  };

  it('lets calls registered by name through, and routes outside /api/', async () => {
    await expect(
      start((app) => {
        registerCall(app, 'noticeList', async () => undefined);
        registerCall(app, 'inquiryAttachment', async () => undefined);
        app.get('/health/live', async () => ({}));
        app.get('/api/test/slow', async () => ({}));
      }),
    ).resolves.toBeUndefined();
  });

  it('stops the server on a call of the table registered by hand', async () => {
    await expect(
      start((app) => {
        app.post('/api/notice/list', async () => ({}));
      }),
    ).rejects.toThrow(
      "POST /api/notice/list was registered by hand: register it with registerCall(app, 'noticeList', handler)",
    );
  });

  it('stops the server on an /api/ route the table lacks', async () => {
    await expect(
      start((app) => {
        app.route({ method: 'GET', url: '/api/unknown', handler: async () => ({}) });
      }),
    ).rejects.toThrow('GET /api/unknown is not a call of the contract');
  });
});
