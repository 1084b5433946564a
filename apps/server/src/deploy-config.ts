/**
 * The settings of running behind a proxy with metrics (issue 19 part B, decision 038):
 * METRICS_PORT, METRICS_HOST and SHUTDOWN_DRAIN_MS. Kept beside config.ts, which another part of
 * issue 19 rewrites at the same time; like config.ts it may read process.env (biome.json's
 * override), and it belongs in config.ts once both parts are merged.
 */
import { ConfigError } from './config';

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
