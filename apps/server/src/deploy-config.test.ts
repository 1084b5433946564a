import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { loadDeployConfig } from './deploy-config';

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
