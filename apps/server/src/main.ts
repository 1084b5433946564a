/**
 * `npm start`: configuration → database → `prepareDatabase` (lifecycle.ts: migrations, the demo
 * seed into an empty venue in sandbox mode or with SEED_DEMO=on and never otherwise, the sandbox
 * operator in sandbox mode, the staff console's first ADMIN from configuration) → PGlite
 * statistics (db/maintenance.ts) → listen → the job queue (lib/job-queue.ts) and its scheduled
 * jobs (scheduled-jobs.ts: the due draws and the NOSHOW sweep every minute, the retention purges
 * every 6 hours, each also once at start).
 * With METRICS_PORT set, Prometheus metrics are served on that port (features/operations/metrics).
 * SIGTERM/SIGINT stop gracefully: /health/ready answers 503 at once and, for SHUTDOWN_DRAIN_MS
 * (behind a proxy), the instance keeps serving with `connection: close` until the proxy has
 * taken it out of rotation; then no new connections, in-flight requests finish, the job queue
 * finishes a draw in progress, then the database closes and the process exits 0.
 */
import { buildApp, chooseMessageProvider } from './app';
import { ConfigError, loadConfig, loadDeployConfig } from './config';
import { openDatabase } from './db/client';
import { startDatabaseMaintenance } from './db/maintenance';
import { createCheckInEvents } from './features/door/checkin/checkin-events';
import {
  BOOKING_MAX_WAIT_MS,
  BOOKING_QUIET_MS,
  startMessageWorkers,
} from './features/messages/outbox/outbox';
import { startWebhookWorkers } from './features/operations/integrations/webhooks';
import {
  createMetrics,
  type MetricsServer,
  startMetricsServer,
} from './features/operations/metrics/metrics';
import { createContentChanges } from './lib/content-changes';
import { createJobQueue } from './lib/job-queue';
import { createLogDestination } from './lib/log-destination';
import { closeGracefully, prepareDatabase } from './lifecycle';
import { scheduledJobs, startScheduledJobs } from './scheduled-jobs';

/**
 * Connections the kernel may hold for us while the event loop is busy. Node's default, 511,
 * overflowed when an opening's crowd came through the proxy, which opens a connection per
 * request in flight: the dropped connections failed the proxy's dials, and Caddy then took the
 * instance out for its fail_duration. The kernel caps it at net.core.somaxconn (4096 on Debian).
 */
const LISTEN_BACKLOG = 4096;

/** A request that is still running after this long is not coming back; stop anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const deployConfig = loadDeployConfig();
  const metricsConfig = deployConfig.metrics;
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, config, console);
  } catch (error) {
    await database.close();
    throw error;
  }

  const logStream = createLogDestination();
  const exit = (code: number): never => {
    logStream.flushSync();
    process.exit(code);
  };
  const metrics = metricsConfig
    ? createMetrics({
        pool: database.kind === 'postgres' ? database.raw : undefined,
        processMetrics: true,
      })
    : undefined;
  // The job queue (decision 058): requests send jobs through it; it works them after listen.
  const queue = createJobQueue(database);
  const app = await buildApp({
    ...(metrics ? { metrics } : {}),
    jobs: queue,
    config,
    db: database.db,
    dbKind: database.kind,
    databasePing: database.ping,
    logger: { level: config.logLevel, stream: logStream },
    checkInEvents: createCheckInEvents(database, {
      warn: (object, message) => app.log.warn(object, message),
    }),
    contentChanges: createContentChanges(database, {
      warn: (object, message) => app.log.warn(object, message),
    }),
  });

  queue.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  const maintenance = await startDatabaseMaintenance(database, app.log);
  let queueStarted = false;
  let metricsServer: MetricsServer | undefined;
  const jobs = () => [
    maintenance,
    ...(metricsServer ? [{ stop: metricsServer.close }] : []),
    // A job at work (a draw) finishes first; pg-boss then closes its own connections.
    ...(queueStarted ? [{ stop: () => queue.stop({ graceful: true, timeout: 20_000 }) }] : []),
  ];
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      exit(1);
    }
    stopping = true;
    // Not ready from now on: the proxy's health check stops sending new requests here.
    app.lifecycle.shuttingDown = true;
    const drainMs = deployConfig.shutdownDrainMs;
    app.log.info({ signal, drainMs }, 'shutting down: draining, then finishing in-flight requests');
    const drained = new Promise<void>((resolve) => setTimeout(resolve, drainMs));
    drained
      .then(() => {
        const deadline = setTimeout(() => {
          app.log.error('shutdown deadline passed: exiting with requests still open');
          exit(1);
        }, SHUTDOWN_DEADLINE_MS);
        deadline.unref();
        return closeGracefully(app, database, jobs());
      })
      .then(
        () => {
          app.log.info('shut down cleanly');
          exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  try {
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  } catch (error) {
    await closeGracefully(app, database, [maintenance]);
    logStream.flushSync();
    throw error;
  }
  await queue.start();
  queueStarted = true;
  await startScheduledJobs(queue, scheduledJobs(app), { log: app.log });
  // Webhooks (decision 067): each delivery tried with back-off, the last failure kept for the console.
  await startWebhookWorkers(queue, { db: database.db, log: app.log });
  const provider = chooseMessageProvider(app);
  if (provider) {
    await startMessageWorkers(queue, {
      db: database.db,
      provider,
      log: app.log,
      // A booking burst goes first: its messages follow 250 ms after it, or within 15 s when
      // bookings never pause (the bench's outbox part measures both sides).
      yieldTo: () => app.bookingActivity.quiet(BOOKING_QUIET_MS, BOOKING_MAX_WAIT_MS),
    });
  }
  if (metrics && metricsConfig) {
    metricsServer = await startMetricsServer(metrics, metricsConfig);
    app.log.info({ url: `${metricsServer.url}/metrics` }, 'metrics served');
  }
  console.info(`Seongsu venue is ready at ${config.publicOrigin}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
