import { describe, expect, it } from 'vitest';
import { isCrossSite, ownOrigin } from './staff-origin';

describe('the staff writes’ origin rule (decision 043)', () => {
  const production = ownOrigin({
    publicOrigin: 'https://venue.example.com',
    nodeEnv: 'production',
  });
  const development = ownOrigin({ publicOrigin: 'http://localhost:3000', nodeEnv: 'development' });

  it('in production, only the public origin is the console’s', () => {
    expect(production('https://venue.example.com')).toBe(true);
    for (const other of [
      'http://venue.example.com',
      'https://admin.venue.example.com',
      'https://venue.example.com.evil.example',
      'http://localhost:5174',
      'null',
    ]) {
      expect(production(other), other).toBe(false);
    }
  });

  it('in development, the Vite servers on loopback addresses pass too', () => {
    for (const dev of ['http://localhost:3000', 'http://localhost:5174', 'http://127.0.0.1:5173']) {
      expect(development(dev), dev).toBe(true);
    }
    for (const other of ['https://evil.example', 'http://localhost.evil.example', 'null', 'x']) {
      expect(development(other), other).toBe(false);
    }
  });

  it('judges Sec-Fetch-Site first, then Origin; neither header is not a browser', () => {
    expect(isCrossSite({ secFetchSite: 'cross-site' }, production)).toBe(true);
    expect(isCrossSite({ secFetchSite: 'same-site' }, production)).toBe(true);
    expect(isCrossSite({ secFetchSite: 'same-origin' }, production)).toBe(false);
    expect(isCrossSite({ secFetchSite: 'none' }, production)).toBe(false);
    expect(
      isCrossSite({ origin: 'https://evil.example', secFetchSite: 'same-origin' }, production),
    ).toBe(true);
    expect(isCrossSite({}, production)).toBe(false);
  });
});
