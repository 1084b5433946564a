import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDeployConfig } from './config';
import { repoRoot } from './paths';

let dataDir: string;
const secret = 'x'.repeat(32);

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'venue-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir,
      publicOrigin: 'http://localhost:3000',
      nodeEnv: 'development',
      logLevel: 'info',
      sandboxMode: true,
      seedDemo: true,
      webDistDir: join(repoRoot, 'apps', 'web', 'dist'),
      consoleDistDir: join(repoRoot, 'apps', 'console', 'dist'),
    });
    expect(config.kakao.restApiKey).toBeUndefined();
  });

  it('resolves the default data dir from the repository root, not the working directory', () => {
    const config = loadConfig({ JWT_SECRET: secret });
    expect(config.dataDir).toBe(join(repoRoot, 'data'));
  });

  it('resolves relative DATA_DIR and WEB_DIST_DIR against the repository root', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/x', WEB_DIST_DIR: 'web', JWT_SECRET: secret });
    expect(config.dataDir).toBe(join(repoRoot, 'tmp', 'x'));
    expect(config.webDistDir).toBe(join(repoRoot, 'web'));
  });

  it('derives the public origin from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret, PORT: '4100' }).publicOrigin).toBe(
      'http://localhost:4100',
    );
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: secret,
        PUBLIC_ORIGIN: 'https://venue.example.com/',
      }).publicOrigin,
    ).toBe('https://venue.example.com');
  });

  it('reads provider keys and treats empty values as unset', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      KAKAO_REST_API_KEY: 'rest-key',
      KAKAO_JS_KEY: '',
      TID_REDIRECT_URI: 'https://venue.example.com/tidredirect',
      SMS_PROVIDER_KEY: 'sms',
    });
    expect(config.kakao.restApiKey).toBe('rest-key');
    expect(config.kakao.jsKey).toBeUndefined();
    expect(config.tid.redirectUri).toBe('https://venue.example.com/tidredirect');
    expect(config.sms.providerKey).toBe('sms');
  });

  it('returns a frozen object, nested groups included', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.kakao)).toBe(true);
  });

  it('lists every bad variable in one English error without echoing secret values', () => {
    const run = () =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        JWT_SECRET: 'short-secret-value',
        LOG_LEVEL: 'loud',
        SANDBOX_MODE: 'maybe',
      });
    expect(run).toThrow(ConfigError);
    const message = (() => {
      try {
        run();
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL', 'SANDBOX_MODE']) {
      expect(message).toContain(`- ${name}:`);
    }
    expect(message).not.toContain('short-secret-value');
    expect(message).not.toMatch(/[가-힣]/);
  });

  it('refuses to start in production while sandbox mode is on', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret, NODE_ENV: 'production' }),
    ).toThrow(/SANDBOX_MODE/);
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      NODE_ENV: 'production',
      SANDBOX_MODE: 'off',
    });
    expect(config.sandboxMode).toBe(false);
  });

  it('seeds the demo into an empty database in sandbox mode only, unless SEED_DEMO says', () => {
    const base = { DATA_DIR: dataDir, JWT_SECRET: secret };
    const production = { ...base, NODE_ENV: 'production', SANDBOX_MODE: 'off' };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'on' }).seedDemo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO: 'off' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...base, SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('requires JWT_SECRET in production, naming it, and never generates one there', () => {
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', SANDBOX_MODE: 'off' };
    let message = '';
    try {
      loadConfig(production);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/- JWT_SECRET: required when NODE_ENV=production/);
    expect(() => readFileSync(join(dataDir, 'jwt-secret'))).toThrow();
    expect(loadConfig({ ...production, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    // `npm start` sets no NODE_ENV: the generated secret still serves a fresh machine.
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and CIDRs; unset trusts nothing', () => {
    const base = { DATA_DIR: dataDir, JWT_SECRET: secret };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    for (const bad of ['true', 'proxy.local', '10.0.0.0/33', '1,,2', '-1', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad }), bad).toThrow(/- TRUST_PROXY:/);
    }
  });

  it('refuses a production start behind a proxy without an https PUBLIC_ORIGIN', () => {
    const production = {
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      NODE_ENV: 'production',
      SANDBOX_MODE: 'off',
      TRUST_PROXY: '1',
    };
    const message =
      /- PUBLIC_ORIGIN: required as an https:\/\/ origin when NODE_ENV=production and TRUST_PROXY is set/;
    // Unset, the staff cookie would lose Secure and HSTS behind the TLS proxy.
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(message);
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'http://venue.example.com' })).toThrow(
      message,
    );
    expect(
      loadConfig({ ...production, PUBLIC_ORIGIN: 'https://venue.example.com' }).publicOrigin,
    ).toBe('https://venue.example.com');
    // A proxy on this machine (the bench's plain-HTTP Caddy) may serve a loopback origin.
    for (const loopback of [
      'http://127.0.0.1:8080',
      'http://localhost:8080',
      'http://[::1]:8080',
    ]) {
      expect(loadConfig({ ...production, PUBLIC_ORIGIN: loopback }).publicOrigin, loopback).toBe(
        loopback,
      );
    }
    // Without a proxy, or outside production, nothing changes.
    expect(loadConfig({ ...production, TRUST_PROXY: '0' }).publicOrigin).toBe(
      'http://localhost:3000',
    );
    expect(loadConfig({ ...production, NODE_ENV: 'development' }).trustProxy).toBe(1);
  });

  it('reads the PostgreSQL timeouts, 1.5 s to connect, 20 s for a free connection and 5 s per statement by default', () => {
    const base = { DATA_DIR: dataDir, JWT_SECRET: secret };
    expect(loadConfig(base).databaseTimeouts).toEqual({
      connectMs: 1500,
      poolWaitMs: 20000,
      statementMs: 5000,
    });
    expect(
      loadConfig({
        ...base,
        DATABASE_CONNECT_TIMEOUT_MS: '500',
        DATABASE_POOL_WAIT_MS: '8000',
        DATABASE_STATEMENT_TIMEOUT_MS: '15000',
      }).databaseTimeouts,
    ).toEqual({ connectMs: 500, poolWaitMs: 8000, statementMs: 15000 });
    expect(() => loadConfig({ ...base, DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ ...base, DATABASE_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS/,
    );
  });

  it('rejects a public origin with a path', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret, PUBLIC_ORIGIN: 'https://a.example/app' }),
    ).toThrow(/PUBLIC_ORIGIN/);
  });

  it('generates a JWT secret once, keeps it in the data dir with mode 0600, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET over the kept file', () => {
    writeFileSync(join(dataDir, 'jwt-secret'), 'y'.repeat(40));
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('refuses a kept secret file that is too short instead of silently rotating it', () => {
    writeFileSync(join(dataDir, 'jwt-secret'), 'tiny');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/jwt-secret/);
  });

  describe('the first staff ADMIN', () => {
    const base = () => ({ DATA_DIR: dataDir, JWT_SECRET: secret });

    it('is unset by default', () => {
      expect(loadConfig(base()).staffAdmin).toBeUndefined();
    });

    it('reads the login id, the password as typed and the name, defaulting to 운영자', () => {
      const env = {
        ...base(),
        STAFF_ADMIN_LOGIN_ID: 'admin',
        STAFF_ADMIN_PASSWORD: ' long pass 1 ',
      };
      expect(loadConfig(env).staffAdmin).toEqual({
        loginId: 'admin',
        password: ' long pass 1 ',
        name: '운영자',
      });
      expect(loadConfig({ ...env, STAFF_ADMIN_NAME: '김관리' }).staffAdmin?.name).toBe('김관리');
      expect(Object.isFrozen(loadConfig(env).staffAdmin)).toBe(true);
    });

    it('refuses a password under 10 characters without echoing it', () => {
      const run = () =>
        loadConfig({
          ...base(),
          STAFF_ADMIN_LOGIN_ID: 'admin',
          STAFF_ADMIN_PASSWORD: 'short-pw',
        });
      expect(run).toThrow(ConfigError);
      expect(run).toThrow(/STAFF_ADMIN_PASSWORD: must be at least 10 characters/);
      let message = '';
      try {
        run();
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).not.toContain('short-pw');
    });

    it('refuses a login id the console could not type, and one half of the pair alone', () => {
      expect(() =>
        loadConfig({
          ...base(),
          STAFF_ADMIN_LOGIN_ID: '관리자',
          STAFF_ADMIN_PASSWORD: 'long-enough-1',
        }),
      ).toThrow(/STAFF_ADMIN_LOGIN_ID/);
      expect(() => loadConfig({ ...base(), STAFF_ADMIN_LOGIN_ID: 'admin' })).toThrow(
        /set both or neither/,
      );
      expect(() => loadConfig({ ...base(), STAFF_ADMIN_PASSWORD: 'long-enough-1' })).toThrow(
        /set both or neither/,
      );
    });
  });

  describe('MEDIA_S3_* (the media library on S3-compatible storage)', () => {
    const base = () => ({ DATA_DIR: dataDir, JWT_SECRET: secret });

    it('is unset by default: uploads go to the data directory', () => {
      expect(loadConfig(base()).mediaS3).toBeUndefined();
    });

    it('reads a bucket on a compatible server, path-style by default there, keys kept apart', () => {
      const config = loadConfig({
        ...base(),
        MEDIA_S3_BUCKET: 'venue-media',
        MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
        MEDIA_S3_ACCESS_KEY_ID: 'key-id',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret-key',
        MEDIA_S3_PREFIX: 'seoul/',
      });
      expect(config.mediaS3).toEqual({
        bucket: 'venue-media',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret-key' },
        forcePathStyle: true,
        prefix: 'seoul/',
      });
      const aws = loadConfig({
        ...base(),
        MEDIA_S3_BUCKET: 'b',
        MEDIA_S3_REGION: 'ap-northeast-2',
      });
      expect(aws.mediaS3).toMatchObject({ region: 'ap-northeast-2', forcePathStyle: false });
      expect(aws.mediaS3?.credentials).toBeUndefined();
    });

    it('refuses half a key pair, settings without a bucket and a bad flag, never echoing a secret', () => {
      const half = () =>
        loadConfig({ ...base(), MEDIA_S3_BUCKET: 'b', MEDIA_S3_SECRET_ACCESS_KEY: 'top-secret' });
      expect(half).toThrow(/set both or neither/);
      expect(half).not.toThrow(/top-secret/);
      expect(() => loadConfig({ ...base(), MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
        /MEDIA_S3_BUCKET/,
      );
      expect(() =>
        loadConfig({ ...base(), MEDIA_S3_BUCKET: 'b', MEDIA_S3_FORCE_PATH_STYLE: 'maybe' }),
      ).toThrow(/MEDIA_S3_FORCE_PATH_STYLE/);
      expect(() =>
        loadConfig({ ...base(), MEDIA_S3_BUCKET: 'b', MEDIA_S3_ENDPOINT: 'nope' }),
      ).toThrow(/MEDIA_S3_ENDPOINT/);
    });
  });
});

describe('loadDeployConfig (METRICS_PORT, METRICS_HOST, SHUTDOWN_DRAIN_MS)', () => {
  it('has no metrics and no drain unless asked', () => {
    expect(loadDeployConfig({})).toEqual({ metrics: undefined, shutdownDrainMs: 0 });
    expect(loadDeployConfig({ METRICS_PORT: '', SHUTDOWN_DRAIN_MS: '' })).toEqual({
      metrics: undefined,
      shutdownDrainMs: 0,
    });
  });

  it('serves metrics on 127.0.0.1 by default, METRICS_HOST otherwise', () => {
    expect(loadDeployConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadDeployConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
  });

  it('reads the shutdown drain in milliseconds', () => {
    expect(loadDeployConfig({ SHUTDOWN_DRAIN_MS: '3000' }).shutdownDrainMs).toBe(3000);
  });

  it('refuses values that are not numbers in range, naming the variable', () => {
    for (const value of ['abc', '70000', '-1', '94.5']) {
      expect(() => loadDeployConfig({ METRICS_PORT: value })).toThrow(ConfigError);
      expect(() => loadDeployConfig({ METRICS_PORT: value })).toThrow(/METRICS_PORT/);
    }
    expect(() => loadDeployConfig({ SHUTDOWN_DRAIN_MS: '90000' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
