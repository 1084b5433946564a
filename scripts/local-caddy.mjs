/**
 * deploy/Caddyfile run on this machine over plain HTTP on 127.0.0.1, for the cluster test
 * (scripts/cluster-test.mjs) and the bench's opening (bench/lib/opening.ts): the same file
 * compose.yaml mounts, set by environment variables instead of edited (decision 038).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CADDYFILE = fileURLToPath(new URL('../deploy/Caddyfile', import.meta.url));

/** Whether Debian's `caddy` is installed. */
export function hasCaddy() {
  return spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;
}

/**
 * The command, arguments and environment that run Caddy on `http://127.0.0.1:<port>` in front of
 * `upstreams` ("127.0.0.1:3001 127.0.0.1:3002"), its admin API off (several may share the
 * machine) and its state under `home`. Spawn it with these and stop it with SIGTERM.
 */
export function localCaddy({ port, upstreams, home, healthIntervalMs = 500, logLevel = 'WARN' }) {
  mkdirSync(home, { recursive: true });
  return {
    command: 'caddy',
    args: ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'],
    env: {
      SITE_ADDRESS: `http://127.0.0.1:${port}`,
      UPSTREAMS: upstreams,
      CADDY_ADMIN: 'off',
      HEALTH_INTERVAL: `${healthIntervalMs}ms`,
      CADDY_LOG_LEVEL: logLevel,
      HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CONFIG_HOME: join(home, 'config'),
    },
  };
}
