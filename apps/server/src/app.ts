/**
 * Builds the Fastify app: validation from the contract, one error handler, request ids,
 * security headers, the read cache, the features' routes and the SPA. It does not listen and
 * does not open or migrate the database (main.ts and the tests do), so tests build it per test
 * over their own database and call it through `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import type { AppConfig } from './config';
import type { DatabaseKind } from './db/client';
import type { Database } from './db/types';
import { captchaRoutes } from './features/accounts/captcha/captcha.routes';
import { createHttpIdentityAgency } from './features/accounts/identity/http-identity-agency';
import { identityRoutes } from './features/accounts/identity/identity.routes';
import {
  type IdentityAgency,
  IdentityAgencyError,
} from './features/accounts/identity/identity-agency';
import { loginRoutes } from './features/accounts/login/login.routes';
import { memberRoutes } from './features/accounts/members/members.routes';
import { nServiceRoutes } from './features/accounts/nservice/nservice.routes';
import { sessionRoutes } from './features/accounts/session/session.routes';
import { settingsRoutes } from './features/accounts/settings/settings.routes';
import { signupRoutes } from './features/accounts/signup/signup.routes';
import { termsRoutes } from './features/accounts/terms/terms.routes';
import { bannerRoutes } from './features/content/banners/banners.routes';
import { cmsContentRoutes } from './features/content/cms-content/cms-content.routes';
import { cmsMediaRoutes } from './features/content/cms-media/cms-media.routes';
import { createMediaStorage, type MediaStorage } from './features/content/cms-media/media-storage';
import { cmsSurveyRoutes } from './features/content/cms-surveys/cms-surveys.routes';
import { faqRoutes } from './features/content/faq/faq.routes';
import { inquiryRoutes } from './features/content/inquiries/inquiries.routes';
import { mediaRoutes } from './features/content/media/media.routes';
import { noticeRoutes } from './features/content/notices/notices.routes';
import { surveyRoutes } from './features/content/surveys/surveys.routes';
import { checkInRoutes } from './features/door/checkin/checkin.routes';
import {
  type CheckInEvents,
  createInProcessCheckInEvents,
} from './features/door/checkin/checkin-events';
import {
  createEntryCodeGuard,
  type EntryCodeGuard,
} from './features/door/checkin/entry-code-guard';
import { cmsFrequencyRoutes } from './features/door/cms-frequency/cms-frequency.routes';
import { doorListsRoutes } from './features/door/door-lists/door-lists.routes';
import { frequencyRoutes } from './features/door/frequency/frequency.routes';
import { offlineDoorRoutes } from './features/door/offline-door/offline-door.routes';
import { createPassCodes, type PassCodes } from './features/door/qr-pass/pass-codes';
import { qrPassRoutes } from './features/door/qr-pass/qr-pass.routes';
import { opsMessagesRoutes } from './features/messages/ops-messages/ops-messages.routes';
import { outboxRoutes } from './features/messages/outbox/outbox.routes';
import { remindersSandboxRoutes } from './features/messages/reminders/reminders.routes';
import {
  createSolapiClient,
  type MessageProvider,
  ProviderRefusedError,
} from './features/messages/solapi/solapi-client';
import { messageTemplateRoutes } from './features/messages/templates/templates.routes';
import { auditRoutes } from './features/operations/audit/audit.routes';
// The draws screen (decision 036)
import { integrationsRoutes } from './features/operations/integrations/integrations.routes';
import { type Metrics, registerRequestMetrics } from './features/operations/metrics/metrics';
// The day, members, VIP keys and exports (decision 033)
import { opsAdminRoutes } from './features/operations/ops-admin/ops-admin.routes';
import {
  createProviderHealth,
  type ProviderHealth,
  trackMethods,
} from './features/operations/providers/provider-health';
import { providersRoutes } from './features/operations/providers/providers.routes';
import { staffRoutes } from './features/operations/staff/staff.routes';
import { statsRoutes } from './features/operations/stats/stats.routes';
import { visitRoutes } from './features/operations/visits/visits.routes';
import { bulkRoutes } from './features/programs/bulk/bulk.routes';
import { calendarRoutes } from './features/programs/calendar/calendar.routes';
import {
  cmsProgramRoutes,
  cmsProgramSandboxRoutes,
} from './features/programs/cms-programs/cms-programs.routes';
import { drawOffersRoutes } from './features/programs/draw-offers/draw-offers.routes';
import { opsDrawsRoutes } from './features/programs/ops-draws/ops-draws.routes';
import {
  opsEntriesRoutes,
  opsEntriesSandboxRoutes,
} from './features/programs/ops-entries/ops-entries.routes';
import { programExtrasRoutes } from './features/programs/programs/program-extras.routes';
import { programRoutes } from './features/programs/programs/programs.routes';
import { reserveEntryRoutes } from './features/programs/reserve-entries/reserve-entries.routes';
import { staffBookingsRoutes } from './features/programs/staff-bookings/staff-bookings.routes';
import { visitAnswerRoutes } from './features/programs/visit-answers/visit-answers.routes';
import {
  waitlistRoutes,
  waitlistSandboxRoutes,
} from './features/programs/waitlist/waitlist.routes';
import { healthRoutes } from './features/system/health/health.routes';
import { openApiRoutes } from './features/system/openapi/openapi.routes';
import { sandboxRoutes } from './features/system/sandbox/sandbox.routes';
import { registerSandboxFaults } from './features/system/sandbox/sandbox-faults';
import { createSandboxIdentityAgency } from './features/system/sandbox/sandbox-identity-agency';
import { sandboxIdpRoutes } from './features/system/sandbox-idp/sandbox-idp.routes';
import {
  createSandboxMessageFaults,
  sandboxSolapiRoutes,
} from './features/system/sandbox-solapi/sandbox-solapi.routes';
import { appConfigRoutes } from './features/venue/app-config/app-config.routes';
import { cmsVenueRoutes } from './features/venue/cms-venue/cms-venue.routes';
import { registerMaintenanceGuard } from './features/venue/cms-venue/maintenance';
import { venueSettings } from './features/venue/cms-venue/venue-settings';
import { floorRoutes } from './features/venue/floors/floors.routes';
import { setupChecklistRoutes } from './features/venue/setup-checklist/setup-checklist.routes';
import { tourRoutes } from './features/venue/tour/tour.routes';
import { zoneRoutes } from './features/venue/zones/zones.routes';
import { type BusySignal, createBusySignal } from './lib/busy-signal';
import { type ContentChanges, createInProcessContentChanges } from './lib/content-changes';
import { inProcessFetch } from './lib/in-process-fetch';
import { createLimitStore, type LimitStore } from './lib/limit-store';
import { withLogSafety } from './lib/log-safety';
import { createReadCache, type ReadCache, type ReadCacheOptions } from './lib/read-cache';
import { guardApiRoutes } from './lib/register-call';
import { createSeatsFreed, type SeatsFreed } from './lib/seats-freed';
import { securityHeaders } from './lib/security-headers';
import { contractValidatorCompiler } from './lib/validator-compiler';
import { AccessLogController } from './plugins/access-log';
import { registerCompression } from './plugins/compression';
import { failure, registerErrorHandler } from './plugins/error-handler';
import { registerMemberAuth } from './plugins/member-auth';
import { registerStaffAuth } from './plugins/staff-auth';
import { registerStaffOriginGuard } from './plugins/staff-origin';
import { registerWebApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    dbKind: DatabaseKind;
    /** Whether the database answers, for /health/ready (BuildAppOptions.databasePing). */
    databasePing: () => Promise<void>;
    /** Public read responses; call `readCache.invalidate()` after writing content they show. */
    readCache: ReadCache;
    /** Check-ins on their way to the members' live streams (features/door/checkin/checkin-events). */
    checkInEvents: CheckInEvents;
    /** Content writes announced to every instance's read cache (lib/content-changes). */
    contentChanges: ContentChanges;
    /** Counts staff's typed entry-code misses, shared by the door and the reward desk. */
    entryCodeGuard: EntryCodeGuard;
    /** The device-bound pass's server key and caches (decision 070), one per instance. */
    passCodes: PassCodes;
    /**
     * Every rate limit's and lockout's counts (lib/limit-store): PostgreSQL's `rate_limits`,
     * shared by the instances, or process memory on PGlite (decision 037).
     */
    limitStore: LimitStore;
    /** Prometheus metrics when METRICS_PORT is set (features/operations/metrics), else null. */
    metrics: Metrics | null;
    /** The job queue requests send jobs through (BuildAppOptions.jobs), else null. */
    jobs: PgBoss | null;
    /** Marked by every booking: work that can wait (sending messages) waits out a burst. */
    bookingActivity: BusySignal;
    /** Told after a commit that may have freed seats; the waiting list offers them (decision 063). */
    seatsFreed: SeatsFreed;
    /** `shuttingDown` turns true at SIGTERM (main.ts) or close(); /health/ready then answers 503. */
    lifecycle: { shuttingDown: boolean };
    /** Each outside provider's last answers on this instance (features/operations/providers). */
    providerHealth: ProviderHealth;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Which driver `db` runs on; reported by /api/health. */
  dbKind?: DatabaseKind;
  /**
   * The readiness probe's question to the database (`DatabaseHandle.ping`: on PostgreSQL over a
   * connection of its own). Default: a query through `db`, which waits behind a busy pool.
   */
  databasePing?: () => Promise<void>;
  /** Fastify/pino logger options; defaults to the configured level on stdout. */
  logger?: FastifyServerOptions['logger'];
  readCache?: ReadCacheOptions;
  /**
   * How check-ins reach live streams; main.ts and the tests pass `createCheckInEvents(handle)`
   * (LISTEN/NOTIFY on PostgreSQL). Default: in process, right for PGlite only.
   */
  checkInEvents?: CheckInEvents;
  /**
   * How content writes reach other instances' read caches; main.ts and the tests pass
   * `createContentChanges(handle)` (LISTEN/NOTIFY on PostgreSQL). Default: this process only.
   */
  contentChanges?: ContentChanges;
  /** The live streams' heartbeat interval (tests shorten it). */
  sseHeartbeatMs?: number;
  /** The surveys' clock (tests move the Seoul day); default: the real time. */
  surveyClock?: () => Date;
  /** The door's clock: My QR, the scans, the offline door (tests move it); default: the real time. */
  doorClock?: () => Date;
  /** Where rate limits count; default: the table on PostgreSQL, process memory on PGlite. */
  limitStore?: LimitStore;
  /** Where uploaded media live; default: from the config (S3 when a bucket is set, else DATA_DIR). */
  mediaStorage?: MediaStorage;
  /** Prometheus metrics (main.ts creates them when METRICS_PORT is set); default: none. */
  metrics?: Metrics;
  /**
   * The job queue (lib/job-queue.ts) that requests send jobs through, e.g. a booking's
   * confirmation (decision 059); started on first use. Default: none, and no message is written.
   */
  jobs?: PgBoss;
}

/** JSON request bodies above this are refused with 413; no public call comes close. */
const BODY_LIMIT = 256 * 1024;
/** Incoming ids are echoed into logs and headers, so only a safe shape is reused. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

export async function buildApp(options: BuildAppOptions) {
  const { config, db } = options;
  const headers = securityHeaders(config.publicOrigin, {
    kakaoMaps: Boolean(config.kakao.mapJsKey),
    kakaoShare: Boolean(config.kakao.jsKey),
  });
  const app = Fastify({
    // Errors are logged by code, never with their values; sensitive keys are redacted (lib/log-safety).
    logger: withLogSafety(options.logger ?? { level: config.logLevel }),
    bodyLimit: BODY_LIMIT,
    // Behind the TLS proxy, `request.ip` is the visitor from X-Forwarded-For, read only through
    // the configured hops or proxy addresses; unset, a forged header changes nothing (decision 037).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A request that reaches a stopping instance on a kept-alive connection is served (with
    // `connection: close`) rather than answered 503, which no proxy retries: the database
    // closes only after every request has finished (lifecycle.ts; decision 038).
    return503OnClosing: false,
    // A proxy in front may already have assigned an id; keep it so both logs correlate.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)
        ? incoming
        : randomUUID();
    },
    logController: new AccessLogController(),
    // A path Fastify cannot decode (broken percent-encoding such as `%E0%A4%A`) is refused
    // before any hook runs; it still leaves in the envelope, with the request id.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      request.log.info({ errorCode: 'MALFORMED_REQUEST', code: error.code }, 'request rejected');
      reply
        .header('x-request-id', request.id)
        .headers(request.url.startsWith('/api/') ? headers.api : headers.document)
        .code(400)
        .type('application/json; charset=utf-8')
        .send(failure(400, 'MALFORMED_REQUEST'));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dbKind', options.dbKind ?? (config.databaseUrl ? 'postgres' : 'pglite'));
  app.decorate(
    'databasePing',
    options.databasePing ??
      (async () => {
        await db.execute(sql`select 1`);
      }),
  );
  app.decorate('readCache', createReadCache(options.readCache));
  const checkInEvents = options.checkInEvents ?? createInProcessCheckInEvents();
  app.decorate('checkInEvents', checkInEvents);
  // A store the app made itself has a sweep to stop when the app closes.
  const ownLimitStore = options.limitStore
    ? undefined
    : createLimitStore(db, app.dbKind, (error) =>
        app.log.warn({ err: error }, 'rate-limit sweep failed'),
      );
  const limitStore: LimitStore = options.limitStore ?? (ownLimitStore as LimitStore);
  app.decorate('limitStore', limitStore);
  app.decorate('entryCodeGuard', createEntryCodeGuard(limitStore));
  app.decorate('passCodes', createPassCodes(config.jwtSecret));
  const providerHealth = createProviderHealth();
  app.decorate('providerHealth', providerHealth);
  app.decorate(
    'mediaStorage',
    trackMethods(providerHealth, 'media', options.mediaStorage ?? createMediaStorage(config), {
      put: '저장',
      get: '읽기',
      delete: '삭제',
    }),
  );
  const contentChanges = options.contentChanges ?? createInProcessContentChanges();
  app.decorate('contentChanges', contentChanges);
  app.decorate('metrics', options.metrics ?? null);
  app.decorate('jobs', options.jobs ?? null);
  app.decorate('bookingActivity', createBusySignal());
  app.decorate('seatsFreed', createSeatsFreed());
  const lifecycle = { shuttingDown: false };
  app.decorate('lifecycle', lifecycle);
  if (options.metrics) registerRequestMetrics(app, options.metrics);
  contentChanges.onChange(() => app.readCache.invalidate());
  app.addHook('onReady', async () => {
    await Promise.all([checkInEvents.ready(), contentChanges.ready()]);
  });
  app.addHook('onClose', async () => {
    ownLimitStore?.stop();
    await Promise.all([checkInEvents.close(), contentChanges.close()]);
  });

  registerJsonParser(app);
  registerErrorHandler(app);
  // Before any route, so every page and JSON answer is compressed for a browser that asks.
  await registerCompression(app);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(request.url.startsWith('/api/') ? headers.api : headers.document);
    done();
  });

  // During a graceful stop, answers to in-flight requests tell the client to drop the
  // connection; otherwise an idle keep-alive socket would hold close() open until it times out.
  app.addHook('preClose', (done) => {
    lifecycle.shuttingDown = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });

  // After the header hooks: a refused token must still leave with the request id and headers.
  registerMemberAuth(app);
  // The staff console's cookie session; the two never read each other's credential.
  registerStaffAuth(app);
  // Every /api/ route comes from the contract's call table (lib/register-call.ts).
  guardApiRoutes(app);
  // Staff writes from another site are refused before any session is looked up (decision 043):
  // registered after staff-auth so its hook goes in front of the session lookup.
  registerStaffOriginGuard(app);
  // The venue's scheduled maintenance window: visitors' pages and calls wait (decision 030).
  registerMaintenanceGuard(app);
  // Sandbox only: armed failures for browser tests of failure paths (features/system/sandbox).
  const messageFaults = createSandboxMessageFaults();
  if (config.sandboxMode) registerSandboxFaults(app, messageFaults);

  await app.register(healthRoutes);
  await app.register(appConfigRoutes);
  await app.register(openApiRoutes);
  await app.register(noticeRoutes);
  await app.register(faqRoutes);
  await app.register(termsRoutes);
  await app.register(floorRoutes);
  await app.register(zoneRoutes);
  await app.register(tourRoutes);
  await app.register(bannerRoutes);
  await app.register(programRoutes);
  await app.register(programExtrasRoutes);
  await app.register(reserveEntryRoutes);
  await app.register(visitAnswerRoutes);
  await app.register(waitlistRoutes);
  // Cancelled wins offered to the next candidate
  await app.register(drawOffersRoutes);
  // Add to calendar: an entry's .ics behind its signed link
  await app.register(calendarRoutes);
  await app.register(mediaRoutes);
  await app.register(captchaRoutes);
  await app.register(sessionRoutes);
  await app.register(identityRoutes, {
    agency: trackIdentityAgency(
      app.providerHealth,
      chooseIdentityAgency(
        config,
        app.db,
        async () => (await venueSettings(app))?.venueName ?? null,
      ),
    ),
  });
  await app.register(loginRoutes);
  await app.register(signupRoutes);
  await app.register(memberRoutes);
  await app.register(settingsRoutes);
  await app.register(nServiceRoutes);
  await app.register(frequencyRoutes);
  await app.register(visitRoutes);
  await app.register(staffRoutes);
  await app.register(auditRoutes);
  await app.register(cmsProgramRoutes);
  await app.register(cmsMediaRoutes);
  await app.register(cmsContentRoutes);
  await app.register(cmsSurveyRoutes);
  await app.register(cmsVenueRoutes);
  await app.register(cmsFrequencyRoutes);
  await app.register(inquiryRoutes);
  await app.register(outboxRoutes);
  await app.register(opsMessagesRoutes);
  await app.register(messageTemplateRoutes);
  // The day, members, VIP keys and exports (decision 033)
  await app.register(opsAdminRoutes);
  await app.register(providersRoutes);
  await app.register(doorListsRoutes);
  await app.register(statsRoutes);
  // The console's setup checklist on 오늘
  await app.register(setupChecklistRoutes);
  await app.register(surveyRoutes, options.surveyClock ? { now: options.surveyClock } : {});
  const doorClock: { now?: () => Date } = options.doorClock ? { now: options.doorClock } : {};
  await app.register(qrPassRoutes, doorClock);
  await app.register(checkInRoutes, {
    ...(options.sseHeartbeatMs ? { heartbeatMs: options.sseHeartbeatMs } : {}),
    ...doorClock,
  });
  // The door that keeps working offline (decision 070)
  await app.register(offlineDoorRoutes, doorClock);
  // The door and the entries.
  await app.register(opsEntriesRoutes);
  // Bookings made by staff and seats held for groups (decision 069)
  await app.register(staffBookingsRoutes);
  await app.register(opsDrawsRoutes);
  // Bulk work on entries and programs
  await app.register(bulkRoutes);
  // API tokens and webhooks (decision 067)
  await app.register(integrationsRoutes);
  // Sandbox-only routes do not exist at all outside sandbox mode.
  if (config.sandboxMode) {
    await app.register(sandboxRoutes);
    await app.register(sandboxIdpRoutes);
    await app.register(sandboxSolapiRoutes, { faults: messageFaults });
    await app.register(opsEntriesSandboxRoutes);
    await app.register(remindersSandboxRoutes);
    await app.register(waitlistSandboxRoutes);
    await app.register(cmsProgramSandboxRoutes);
  }

  await registerWebApp(app, config.webDistDir, config.consoleDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** TRUST_PROXY for Fastify: a hop count trusts that many addresses from the socket's end. */
function fastifyTrustProxy(
  trust: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

/**
 * The API speaks JSON only. The spec's list calls send `{}` or nothing at all, and some clients
 * send an empty body with a JSON content type: that is read as "no body", not as an error.
 * text/plain is refused (415) rather than handed to the validators as a string.
 */
function registerJsonParser(app: App): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * The identity agency behind /api/auth/phone/*, chosen here so that the identity feature knows
 * only its interface (features/accounts/identity/identity-agency.ts): sandbox mode → the sandbox agency
 * inside this server; otherwise SMS_PROVIDER_URL and SMS_PROVIDER_KEY → the HTTP adapter; with
 * neither, null: identity calls answer 503. `identityAgencyMode` reports the same choice.
 */
function chooseIdentityAgency(
  config: Pick<AppConfig, 'sandboxMode' | 'sms' | 'jwtSecret'>,
  db: Database,
  /** the venue's name for the sandbox's texts */
  venueName: () => Promise<string | null>,
): IdentityAgency | null {
  if (config.sandboxMode) {
    return createSandboxIdentityAgency(db, config.jwtSecret, undefined, venueName);
  }
  const { providerUrl, providerKey } = config.sms;
  if (providerUrl && providerKey) {
    return createHttpIdentityAgency({ url: providerUrl, key: providerKey });
  }
  return null;
}

/**
 * The messaging provider (decision 059): SOLAPI's REST client at the configured base URL; when
 * that is this server's own sandbox (/sandbox/solapi), its requests go through the app in-process.
 * Null without a provider: messages stay QUEUED and nothing is sent.
 */
export function chooseMessageProvider(app: FastifyInstance): MessageProvider | null {
  const messaging = app.config.messaging;
  if (!messaging) return null;
  const sameServer = messaging.baseUrl.startsWith(`${app.config.publicOrigin}/`);
  const client = createSolapiClient(
    messaging,
    sameServer ? { fetch: inProcessFetch(app) as unknown as typeof fetch } : {},
  );
  // A refusal (a bad number, a template) is SOLAPI answering; only no answer is its failure.
  return trackMethods(
    app.providerHealth,
    'messaging',
    client,
    { send: '발송' },
    (error) => error instanceof ProviderRefusedError,
  );
}

/** The identity agency with its calls recorded; a refused person is the agency answering. */
function trackIdentityAgency(
  health: ProviderHealth,
  agency: IdentityAgency | null,
): IdentityAgency | null {
  if (!agency) return null;
  return trackMethods(
    health,
    'identity',
    agency,
    { sendCode: '인증번호 발송', confirmCode: '인증번호 확인' },
    (error) => error instanceof IdentityAgencyError && error.kind === 'rejected',
  );
}
