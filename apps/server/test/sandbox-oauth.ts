/**
 * Drives the sandbox OAuth login through the real HTTP app, as a browser would: authorize, the
 * provider's login page, its form, the redirect back with code and state. Cookies are kept in a
 * small jar (path and expiry ignored: each test is one short browser session).
 */
import { expect } from 'vitest';
import type { TestApp } from './test-app';

export const HOST = 'localhost:3000';

export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(setCookie: unknown) {
    const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const line of list as string[]) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 1) continue;
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line)) {
        this.cookies.delete(pair.slice(0, index));
      } else this.cookies.set(pair.slice(0, index), value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export async function request(
  app: TestApp['app'],
  jar: CookieJar,
  method: 'GET' | 'POST',
  url: string,
  options: { json?: object; form?: Record<string, string> } = {},
) {
  const target = new URL(url, `http://${HOST}`);
  const headers: Record<string, string> = { host: HOST, cookie: jar.header() };
  let payload: string | undefined;
  if (options.json) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.json);
  }
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(options.form).toString();
  }
  const response = await app.inject({
    method,
    url: `${target.pathname}${target.search}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  jar.store(response.headers['set-cookie']);
  return response;
}

/** Follows redirects until one leaves the sandbox provider; returns that location. */
async function followToApp(app: TestApp['app'], jar: CookieJar, location: string) {
  let next = location;
  for (let hop = 0; hop < 6; hop += 1) {
    const url = new URL(next, `http://${HOST}`);
    if (!url.pathname.startsWith('/sandbox/idp/')) return url;
    const response = await request(app, jar, 'GET', next);
    if (response.statusCode === 200) return url; // a page (the login form)
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(300);
    next = String(response.headers.location);
  }
  throw new Error('too many redirects');
}

export interface SandboxLoginResult {
  jar: CookieJar;
  code: string;
  state: string;
  /** RFC 9207 issuer of the authorization response */
  iss: string | undefined;
  redirect: URL;
}

/**
 * Starts a login of `provider` and signs in at the sandbox provider as `accountId`. With
 * `cancel`, presses 취소 instead and returns the redirect carrying the error.
 */
export async function sandboxLogin(
  app: TestApp['app'],
  provider: 'kakao' | 'tid',
  accountId: string,
  options: { jar?: CookieJar; cancel?: boolean } = {},
): Promise<SandboxLoginResult> {
  const jar = options.jar ?? new CookieJar();
  const started = await request(app, jar, 'POST', '/api/auth/authorize', { json: { provider } });
  expect(started.statusCode, started.body).toBe(200);
  const authorizeUrl = new URL(started.json().data.url);
  const page = await followToApp(app, jar, `${authorizeUrl.pathname}${authorizeUrl.search}`);
  expect(page.pathname).toMatch(new RegExp(`^/sandbox/idp/${provider}/interaction/`));
  const submitted = await request(app, jar, 'POST', page.pathname, {
    form: options.cancel ? { action: 'cancel' } : { action: 'login', accountId, name: '테스트' },
  });
  expect(submitted.statusCode, submitted.body).toBe(303);
  const redirect = await followToApp(app, jar, String(submitted.headers.location));
  return {
    jar,
    code: redirect.searchParams.get('code') ?? '',
    state: redirect.searchParams.get('state') ?? '',
    iss: redirect.searchParams.get('iss') ?? undefined,
    redirect,
  };
}
