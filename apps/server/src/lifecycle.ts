import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';

/**
 * Graceful stop: `app.close()` stops accepting connections, answers new requests on kept-alive
 * sockets with 503 and waits for in-flight requests to finish; only then is the database
 * closed, so no request loses its connection halfway.
 */
export async function closeGracefully(
  app: FastifyInstance,
  database: DatabaseHandle,
): Promise<void> {
  try {
    await app.close();
  } finally {
    await database.close();
  }
}
