/**
 * The server's configuration, parsed once from the environment with zod.
 * This is the only module allowed to read process.env (biome's noProcessEnv enforces it):
 * everything else receives the frozen `AppConfig` from `loadConfig()`.
 *
 * Relative DATA_DIR, WEB_DIST_DIR and CONSOLE_DIST_DIR values are resolved against the repository root, not the
 * working directory, because `npm start -w @venue/server` runs with apps/server as the cwd while
 * `npm start` at the root does not; both must find the same ./data.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Unset and empty mean the same thing: shells and .env files often write `KEY=`. */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const optionalUrl = optionalString.pipe(z.url({ error: 'must be an absolute URL' }).optional());

/** on/off flags; unset gives `defaultValue` (undefined: decided from other settings). */
const booleanFlag = <D extends boolean | undefined>(defaultValue: D) =>
  optionalString.transform((value, ctx): boolean | D => {
    if (value === undefined) return defaultValue;
    const normalized = value.toLowerCase();
    if (['1', 'true', 'on', 'yes'].includes(normalized)) return true;
    if (['0', 'false', 'off', 'no'].includes(normalized)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be one of true/false, on/off, yes/no, 1/0' });
    return z.NEVER;
  });

/** A duration in milliseconds, 100 ms to 10 minutes; unset gives `defaultMs`. */
const timeoutMs = (defaultMs: number) =>
  optionalString
    .transform((value) => value ?? String(defaultMs))
    .pipe(
      z.coerce
        .number<string>({ error: 'must be a number of milliseconds' })
        .int({ error: 'must be an integer number of milliseconds' })
        .min(100, { error: 'must be between 100 and 600000 (milliseconds)' })
        .max(600_000, { error: 'must be between 100 and 600000 (milliseconds)' }),
    );

const envSchema = z.object({
  PORT: optionalString
    .transform((value) => value ?? '3000')
    .pipe(
      z.coerce
        .number<string>({ error: 'must be a number' })
        .int({ error: 'must be an integer' })
        .min(0, { error: 'must be between 0 and 65535' })
        .max(65535, { error: 'must be between 0 and 65535' }),
    ),
  HOST: optionalString.transform((value) => value ?? '0.0.0.0'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DATA_DIR: optionalString,
  PUBLIC_ORIGIN: optionalUrl,
  JWT_SECRET: optionalString.pipe(
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  LOG_LEVEL: optionalString.pipe(z.enum(logLevels).optional()),
  TRUST_PROXY: optionalString.transform((value, ctx): number | string[] | undefined => {
    if (value === undefined) return undefined;
    const parsed = parseTrustProxy(value);
    if (parsed === null) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be a hop count (e.g. 1) or a comma-separated list of addresses and CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
      });
      return z.NEVER;
    }
    return parsed;
  }),
  DATABASE_CONNECT_TIMEOUT_MS: timeoutMs(1500),
  DATABASE_POOL_WAIT_MS: timeoutMs(20000),
  DATABASE_STATEMENT_TIMEOUT_MS: timeoutMs(5000),
  NODE_ENV: optionalString.pipe(
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  WEB_DIST_DIR: optionalString,
  CONSOLE_DIST_DIR: optionalString,
  SANDBOX_MODE: booleanFlag(true),
  /** Unset: the demo venue is seeded into an empty database in sandbox mode only. */
  SEED_DEMO: booleanFlag(undefined),
  KAKAO_REST_API_KEY: optionalString,
  KAKAO_CLIENT_SECRET: optionalString,
  KAKAO_REDIRECT_URI: optionalUrl,
  KAKAO_JS_KEY: optionalString,
  KAKAO_MAP_JS_KEY: optionalString,
  KAKAO_ADMIN_KEY: optionalString,
  TID_ISSUER: optionalUrl,
  TID_CLIENT_ID: optionalString,
  TID_CLIENT_SECRET: optionalString,
  TID_REDIRECT_URI: optionalUrl,
  SMS_PROVIDER_URL: optionalUrl,
  SMS_PROVIDER_KEY: optionalString,
  NSERVICE_URL: optionalUrl,
  NSERVICE_KEY: optionalString,
  /** SOLAPI (알림톡 with SMS fallback, decision 059); in sandbox mode the sandbox's by default. */
  SOLAPI_BASE_URL: optionalUrl,
  SOLAPI_API_KEY: optionalString,
  SOLAPI_API_SECRET: optionalString,
  SOLAPI_PFID: optionalString,
  SOLAPI_SENDER: optionalString,
  STAFF_ADMIN_LOGIN_ID: optionalString.pipe(
    z
      .string()
      .min(3, { error: 'must be 3 to 40 characters' })
      .max(40, { error: 'must be 3 to 40 characters' })
      .regex(/^[A-Za-z0-9._-]+$/, { error: 'may hold only letters, digits, ".", "_" and "-"' })
      .optional(),
  ),
  // Not trimmed: spaces may be part of a password. Empty still means unset.
  STAFF_ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .min(10, { error: 'must be at least 10 characters' })
        .max(200, { error: 'must be at most 200 characters' })
        .optional(),
    ),
  STAFF_ADMIN_NAME: optionalString.pipe(
    z.string().max(50, { error: 'must be at most 50 characters' }).optional(),
  ),
  // The media library's S3-compatible storage (decision 027); unset bucket: the data directory.
  MEDIA_S3_BUCKET: optionalString,
  MEDIA_S3_ENDPOINT: optionalUrl,
  MEDIA_S3_REGION: optionalString,
  MEDIA_S3_ACCESS_KEY_ID: optionalString,
  MEDIA_S3_SECRET_ACCESS_KEY: optionalString,
  MEDIA_S3_FORCE_PATH_STYLE: optionalString,
  MEDIA_S3_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._/-]{1,100}$/, {
        error: 'may hold only letters, digits, ".", "_", "-" and "/"',
      })
      .optional(),
  ),
});

export interface AppConfig {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** Set: PostgreSQL through `pg`. Unset: embedded PGlite under `${dataDir}/pglite`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  /** Scheme, host and port the visitor sees, without a trailing slash. */
  readonly publicOrigin: string;
  readonly jwtSecret: string;
  readonly logLevel: LogLevel;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): the number of proxy hops in front of the server, or the
   * addresses/CIDRs of the proxies. `false`: nothing is trusted, `request.ip` is the socket's peer
   * and X-Forwarded-For is ignored (decision 037).
   */
  readonly trustProxy: false | number | readonly string[];
  /** PostgreSQL only: how long a new connection may take, and a request's statement (decision 037). */
  readonly databaseTimeouts: {
    readonly connectMs: number;
    /** How long a query may wait for a pooled connection while all are at work. */
    readonly poolWaitMs: number;
    readonly statementMs: number;
  };
  readonly webDistDir: string;
  /** The built staff console (apps/console), served at /staff (decision 025). */
  readonly consoleDistDir: string;
  /** Fake identity, SMS and login providers for development and tests; never in production. */
  readonly sandboxMode: boolean;
  /**
   * Seed the fictional demo venue when the server starts on an empty database (SEED_DEMO=on/off;
   * default: on in sandbox mode, off otherwise). A production start is empty unless asked
   * (decision 028). `npm run db:seed` seeds on demand.
   */
  readonly seedDemo: boolean;
  readonly kakao: {
    readonly restApiKey: string | undefined;
    readonly clientSecret: string | undefined;
    readonly redirectUri: string | undefined;
    readonly jsKey: string | undefined;
    readonly mapJsKey: string | undefined;
    /** The app's admin key: Kakao signs its unlink callback with it (features/accounts/settings). */
    readonly adminKey: string | undefined;
  };
  readonly tid: {
    readonly issuer: string | undefined;
    readonly clientId: string | undefined;
    readonly clientSecret: string | undefined;
    readonly redirectUri: string | undefined;
  };
  readonly sms: {
    readonly providerUrl: string | undefined;
    readonly providerKey: string | undefined;
  };
  /** The telecom partner's N-service membership check (POST /api/checkNService). */
  readonly nService: {
    readonly url: string | undefined;
    readonly key: string | undefined;
  };
  /**
   * The messaging provider (SOLAPI's REST API, decision 059): its base URL, API key and secret,
   * the KakaoTalk channel (pfId) and the SMS sender number. In sandbox mode each unset value
   * takes the sandbox's (SANDBOX_SOLAPI), so messages go to /sandbox/solapi on this server.
   * Undefined: no provider, and no message is sent.
   */
  readonly messaging:
    | {
        readonly baseUrl: string;
        readonly apiKey: string;
        readonly apiSecret: string;
        readonly pfId: string;
        readonly sender: string;
      }
    | undefined;
  /**
   * The staff console's first ADMIN, created at start when no operator has this login id and
   * never overwritten (features/operations/staff/staff-bootstrap.ts). Unset: no account is created.
   */
  readonly staffAdmin:
    | {
        readonly loginId: string;
        readonly password: string;
        readonly name: string;
      }
    | undefined;
  /**
   * Where uploaded media are stored (features/content/cms-media, decision 027): S3-compatible object
   * storage when a bucket is configured, needed as soon as several instances serve the venue;
   * otherwise `${dataDir}/media`.
   */
  readonly mediaS3:
    | {
        readonly bucket: string;
        /** Unset: AWS S3 itself. Set: any S3-compatible server (MinIO, R2, …). */
        readonly endpoint: string | undefined;
        readonly region: string;
        /** Unset: the AWS SDK's default credential chain (instance role, environment). */
        readonly credentials:
          | { readonly accessKeyId: string; readonly secretAccessKey: string }
          | undefined;
        /** Path-style URLs (`endpoint/bucket/key`); default on when an endpoint is set. */
        readonly forcePathStyle: boolean;
        /** Folder of the keys inside the bucket, e.g. `venue/`; default none. */
        readonly prefix: string;
      }
    | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const JWT_SECRET_FILE = 'jwt-secret';

/**
 * Parses the environment. Throws a `ConfigError` whose message lists every bad variable
 * (never its value: some are secrets). When JWT_SECRET is unset, a secret is generated once
 * and kept in DATA_DIR/jwt-secret (mode 0600) so sessions survive restarts.
 */
/** The sandbox provider's keys (README, "Sandbox"): what any SOLAPI client signs with there. */
export const SANDBOX_SOLAPI = {
  apiKey: 'NCSSANDBOXKEY0001',
  apiSecret: 'SANDBOXSECRET0000000000000000001',
  pfId: 'KA01PF_SANDBOX',
  sender: '0212345678',
} as const;

function messagingConfig(
  e: z.infer<typeof envSchema>,
  publicOrigin: string,
): AppConfig['messaging'] {
  const given = {
    baseUrl: e.SOLAPI_BASE_URL,
    apiKey: e.SOLAPI_API_KEY,
    apiSecret: e.SOLAPI_API_SECRET,
    pfId: e.SOLAPI_PFID,
    sender: e.SOLAPI_SENDER,
  };
  if (e.SANDBOX_MODE) {
    return {
      baseUrl: given.baseUrl ?? `${publicOrigin}/sandbox/solapi`,
      apiKey: given.apiKey ?? SANDBOX_SOLAPI.apiKey,
      apiSecret: given.apiSecret ?? SANDBOX_SOLAPI.apiSecret,
      pfId: given.pfId ?? SANDBOX_SOLAPI.pfId,
      sender: given.sender ?? SANDBOX_SOLAPI.sender,
    };
  }
  const { baseUrl, apiKey, apiSecret, pfId, sender } = given;
  if (!baseUrl || !apiKey || !apiSecret || !pfId || !sender) return undefined;
  return { baseUrl, apiKey, apiSecret, pfId, sender };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;

  if (e.NODE_ENV === 'production' && e.SANDBOX_MODE) {
    throw new ConfigError(
      'Invalid configuration:\n  - SANDBOX_MODE: must be off (SANDBOX_MODE=off) when NODE_ENV=production',
    );
  }

  if ((e.STAFF_ADMIN_LOGIN_ID === undefined) !== (e.STAFF_ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  - STAFF_ADMIN_LOGIN_ID, STAFF_ADMIN_PASSWORD: set both or neither',
    );
  }

  if ((e.MEDIA_S3_ACCESS_KEY_ID === undefined) !== (e.MEDIA_S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  - MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  const solapi = [
    e.SOLAPI_BASE_URL,
    e.SOLAPI_API_KEY,
    e.SOLAPI_API_SECRET,
    e.SOLAPI_PFID,
    e.SOLAPI_SENDER,
  ];
  if (
    !e.SANDBOX_MODE &&
    solapi.some((v) => v !== undefined) &&
    solapi.some((v) => v === undefined)
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  - SOLAPI_BASE_URL, SOLAPI_API_KEY, SOLAPI_API_SECRET, SOLAPI_PFID, SOLAPI_SENDER: set all or none',
    );
  }
  const mediaS3Set = [e.MEDIA_S3_ENDPOINT, e.MEDIA_S3_ACCESS_KEY_ID, e.MEDIA_S3_PREFIX].some(
    (value) => value !== undefined,
  );
  if (mediaS3Set && e.MEDIA_S3_BUCKET === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  - MEDIA_S3_BUCKET: required when other MEDIA_S3_ variables are set',
    );
  }
  const forcePathStyle = booleanFlag(e.MEDIA_S3_ENDPOINT !== undefined).safeParse(
    e.MEDIA_S3_FORCE_PATH_STYLE,
  );
  if (!forcePathStyle.success) {
    throw new ConfigError(
      'Invalid configuration:\n  - MEDIA_S3_FORCE_PATH_STYLE: must be one of true/false, on/off, yes/no, 1/0',
    );
  }

  // Every instance must sign and check with one secret; a per-directory secret would make each
  // container reject the others' tokens. `npm start` runs without NODE_ENV, so the
  // generated secret still serves a fresh machine (decision 037).
  if (e.NODE_ENV === 'production' && e.JWT_SECRET === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  - JWT_SECRET: required when NODE_ENV=production (at least 32 characters, the same for every instance; e.g. `openssl rand -base64 48`)',
    );
  }

  // Behind the TLS proxy the server sees plain HTTP: only PUBLIC_ORIGIN tells it the visitor is
  // on https, which gives the cookies Secure and the answers HSTS, and which the staff calls'
  // Origin check compares with. A loopback origin serves a proxy on this machine (the bench).
  const trustsProxy = e.TRUST_PROXY !== undefined && e.TRUST_PROXY !== 0;
  if (e.NODE_ENV === 'production' && trustsProxy && !httpsOrLoopback(e.PUBLIC_ORIGIN)) {
    throw new ConfigError(
      'Invalid configuration:\n  - PUBLIC_ORIGIN: required as an https:// origin when NODE_ENV=production and TRUST_PROXY is set (the address visitors open, e.g. https://venue.example.com)',
    );
  }

  const dataDir = resolveFromRepo(e.DATA_DIR ?? 'data');
  const publicOrigin = normalizeOrigin(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`);
  const jwtSecret = e.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir);

  return deepFreeze({
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicOrigin,
    jwtSecret,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: trustsProxy && e.TRUST_PROXY !== undefined ? e.TRUST_PROXY : false,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      poolWaitMs: e.DATABASE_POOL_WAIT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    webDistDir: resolveFromRepo(e.WEB_DIST_DIR ?? join('apps', 'web', 'dist')),
    consoleDistDir: resolveFromRepo(e.CONSOLE_DIST_DIR ?? join('apps', 'console', 'dist')),
    sandboxMode: e.SANDBOX_MODE,
    seedDemo: e.SEED_DEMO ?? e.SANDBOX_MODE,
    kakao: {
      restApiKey: e.KAKAO_REST_API_KEY,
      clientSecret: e.KAKAO_CLIENT_SECRET,
      redirectUri: e.KAKAO_REDIRECT_URI,
      jsKey: e.KAKAO_JS_KEY,
      mapJsKey: e.KAKAO_MAP_JS_KEY,
      adminKey: e.KAKAO_ADMIN_KEY,
    },
    tid: {
      issuer: e.TID_ISSUER,
      clientId: e.TID_CLIENT_ID,
      clientSecret: e.TID_CLIENT_SECRET,
      redirectUri: e.TID_REDIRECT_URI,
    },
    sms: { providerUrl: e.SMS_PROVIDER_URL, providerKey: e.SMS_PROVIDER_KEY },
    nService: { url: e.NSERVICE_URL, key: e.NSERVICE_KEY },
    messaging: messagingConfig(e, publicOrigin),
    staffAdmin:
      e.STAFF_ADMIN_LOGIN_ID !== undefined && e.STAFF_ADMIN_PASSWORD !== undefined
        ? {
            loginId: e.STAFF_ADMIN_LOGIN_ID,
            password: e.STAFF_ADMIN_PASSWORD,
            name: e.STAFF_ADMIN_NAME ?? '운영자',
          }
        : undefined,
    mediaS3:
      e.MEDIA_S3_BUCKET === undefined
        ? undefined
        : {
            bucket: e.MEDIA_S3_BUCKET,
            endpoint: e.MEDIA_S3_ENDPOINT,
            region: e.MEDIA_S3_REGION ?? 'us-east-1',
            credentials:
              e.MEDIA_S3_ACCESS_KEY_ID !== undefined && e.MEDIA_S3_SECRET_ACCESS_KEY !== undefined
                ? {
                    accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
                    secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
                  }
                : undefined,
            forcePathStyle: forcePathStyle.data,
            prefix: e.MEDIA_S3_PREFIX ? `${e.MEDIA_S3_PREFIX.replace(/\/+$/, '')}/` : '',
          },
  });
}

/**
 * TRUST_PROXY: a hop count (`1`: the one proxy in front) or proxies' addresses and CIDRs. `true`
 * (trust every hop) is refused on purpose: anyone could then choose their own address with a
 * forged X-Forwarded-For. Null when the value is neither.
 */
export function parseTrustProxy(value: string): number | string[] | null {
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || address === undefined) return false;
    const version = isIP(address);
    if (version === 0) return false;
    if (bits === undefined) return true;
    const max = version === 4 ? 32 : 128;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
  });
  return valid && entries.length > 0 ? entries : null;
}

function httpsOrLoopback(origin: string | undefined): boolean {
  if (origin === undefined) return false;
  const url = new URL(origin);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function resolveFromRepo(path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}

function normalizeOrigin(value: string): string {
  const url = new URL(value);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(
      'Invalid configuration:\n  - PUBLIC_ORIGIN: must be an origin such as https://venue.example.com (no path, query or hash)',
    );
  }
  return url.origin;
}

function loadOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32) {
      throw new ConfigError(
        `Invalid configuration:\n  - JWT_SECRET: ${file} holds fewer than 32 characters; delete it to generate a new secret`,
      );
    }
    return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another process created the file meanwhile; then read theirs.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateJwtSecret(dataDir);
    throw error;
  }
  // The umask may have widened the mode given to writeFileSync.
  chmodSync(file, 0o600);
  return secret;
}

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (child && typeof child === 'object') deepFreeze(child);
  }
  return Object.freeze(value);
}

// ── Running behind a proxy with metrics (decision 038) ──────────────────────

/*
 * METRICS_PORT, METRICS_HOST and SHUTDOWN_DRAIN_MS: read by main.ts alone (the metrics server and
 * the graceful stop live there, not in the app that tests build), so they have a loader of their
 * own beside loadConfig.
 */
export interface MetricsConfig {
  /** The metrics server's port; 0 lets the kernel pick one. */
  readonly port: number;
  /** Default 127.0.0.1: only this machine (its Prometheus agent) reads the metrics. */
  readonly host: string;
}

export interface DeployConfig {
  /** Unset METRICS_PORT (or empty): no metrics at all, and no request hook. */
  readonly metrics: MetricsConfig | undefined;
  /**
   * After SIGTERM, how long the instance keeps serving while /health/ready answers 503, so the
   * proxy's health check takes it out of rotation before it stops accepting connections.
   * Default 0 (stop at once); a deployment behind a proxy sets about twice the proxy's health
   * check interval.
   */
  readonly shutdownDrainMs: number;
}

/** The metrics server and the stop's drain, from the environment. */
export function loadDeployConfig(env: NodeJS.ProcessEnv = process.env): DeployConfig {
  const port = env.METRICS_PORT?.trim();
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  const drain = env.SHUTDOWN_DRAIN_MS?.trim();
  const problems: string[] = [];
  if (port && !isInteger(port, 65535)) {
    problems.push('METRICS_PORT: must be a port number between 0 and 65535');
  }
  if (drain && !isInteger(drain, 60_000)) {
    problems.push('SHUTDOWN_DRAIN_MS: must be milliseconds between 0 and 60000');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return Object.freeze({
    metrics: port ? Object.freeze({ port: Number(port), host }) : undefined,
    shutdownDrainMs: drain ? Number(drain) : 0,
  });
}

function isInteger(text: string, max: number): boolean {
  return /^\d{1,6}$/.test(text) && Number(text) <= max;
}
