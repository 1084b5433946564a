/**
 * Compresses what the server writes per request: the server-rendered pages, the app's HTML and
 * the API's JSON (decision 055). The built scripts and styles are compressed once at build time
 * and served as their .br/.gz files (web-app.ts); a response that already has a
 * Content-Encoding is left as it is. The live streams write to the socket themselves
 * (checkin/live-streams.ts), past every hook, so a welcome never waits in a compressor.
 *
 * Brotli at quality 4 packs the demo home page's 96 KB into 20 KB in about 2 ms of CPU, and the
 * program list's 22 KB of JSON into 4 KB in 0.3 ms; quality 11 would save another 17 % for 45
 * times the CPU.
 */
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** The types written per request. SVG covers the media library's drawings. */
export const COMPRESSED_TYPES = /^(?:text\/html|application\/json|image\/svg\+xml)(?:;|$)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSED_TYPES,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}
