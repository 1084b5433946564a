/**
 * METRICS_PORT and METRICS_HOST (issue 19 §5, decision 038): where the Prometheus metrics are
 * served, on a port of their own. Kept beside config.ts, which another part of issue 19 rewrites
 * at the same time; like config.ts it may read process.env (biome.json's override), and it
 * belongs in config.ts once both parts are merged.
 */
import { ConfigError } from './config';

export interface MetricsConfig {
  /** The metrics server's port; 0 lets the kernel pick one. */
  readonly port: number;
  /** Default 127.0.0.1: only this machine (its Prometheus agent) reads the metrics. */
  readonly host: string;
}

/** Unset METRICS_PORT (or empty): no metrics at all, and no request hook. */
export function loadMetricsConfig(env: NodeJS.ProcessEnv = process.env): MetricsConfig | undefined {
  const port = env.METRICS_PORT?.trim();
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  if (!port) return undefined;
  const value = Number(port);
  if (!/^\d{1,5}$/.test(port) || value > 65535) {
    throw new ConfigError(
      'Invalid configuration:\n  - METRICS_PORT: must be a port number between 0 and 65535',
    );
  }
  return Object.freeze({ port: value, host });
}
