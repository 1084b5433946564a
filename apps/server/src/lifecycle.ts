import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';

/** Work the process runs besides requests (e.g. the draw scheduler); stopped before the database. */
export interface BackgroundJob {
  stop(): Promise<void>;
}

/**
 * Graceful stop: `app.close()` stops accepting connections, answers new requests on kept-alive
 * sockets with 503 and waits for in-flight requests to finish; background jobs stop (a draw in
 * progress finishes); only then is the database closed, so nothing loses its connection halfway.
 */
export async function closeGracefully(
  app: FastifyInstance,
  database: DatabaseHandle,
  jobs: readonly BackgroundJob[] = [],
): Promise<void> {
  try {
    await app.close();
  } finally {
    try {
      await Promise.all(jobs.map((job) => job.stop()));
    } finally {
      await database.close();
    }
  }
}
