import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { loadMetricsConfig } from './metrics-config';

describe('loadMetricsConfig (METRICS_PORT, METRICS_HOST)', () => {
  it('is off unless METRICS_PORT is set', () => {
    expect(loadMetricsConfig({})).toBeUndefined();
    expect(loadMetricsConfig({ METRICS_PORT: '' })).toBeUndefined();
  });

  it('listens on 127.0.0.1 by default, METRICS_HOST otherwise', () => {
    expect(loadMetricsConfig({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadMetricsConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
  });

  it('refuses a value that is not a port, naming the variable', () => {
    for (const value of ['abc', '70000', '-1', '94.5']) {
      expect(() => loadMetricsConfig({ METRICS_PORT: value })).toThrow(ConfigError);
      expect(() => loadMetricsConfig({ METRICS_PORT: value })).toThrow(/METRICS_PORT/);
    }
  });
});
