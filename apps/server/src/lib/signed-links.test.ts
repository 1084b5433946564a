import { describe, expect, it } from 'vitest';
import { isPageRequest } from '../plugins/web-app';
import { signLink, verifyLink } from './signed-links';

const SECRET = 'a-test-secret-of-some-length-0123456789';
const now = new Date('2026-12-01T00:00:00Z');
const later = new Date('2026-12-02T05:00:00Z');

describe('signed links', () => {
  it('names its row until it expires, and then says expired with the row', () => {
    const token = signLink(SECRET, 'visit-coming', 42, later);
    expect(token).toMatch(/^42-\d+-[A-Za-z0-9_-]{22}$/);
    expect(verifyLink(SECRET, 'visit-coming', token, now)).toEqual({
      ok: true,
      id: 42,
      expiresAt: later,
    });
    expect(verifyLink(SECRET, 'visit-coming', token, later)).toEqual({
      ok: false,
      reason: 'expired',
      id: 42,
    });
  });

  it('holds no dot, so the page path that carries it is a page, not a missing file', () => {
    const token = signLink(SECRET, 'visit-not-coming', 42, later);
    expect(token).not.toContain('.');
    expect(isPageRequest(`/visit-answer/${token}`, 'text/html', '/assets/')).toBe(true);
  });

  it('never expires without an expiry', () => {
    const token = signLink(SECRET, 'calendar', 7, null);
    expect(verifyLink(SECRET, 'calendar', token, new Date('2099-01-01'))).toEqual({
      ok: true,
      id: 7,
      expiresAt: null,
    });
  });

  it('is refused for another purpose, another secret, another row or a later expiry', () => {
    const token = signLink(SECRET, 'visit-coming', 42, later);
    const [, exp, sig] = /^\d+-(\d+)-(.+)$/.exec(token) ?? [];
    const invalid = { ok: false, reason: 'invalid' };
    expect(verifyLink(SECRET, 'visit-not-coming', token, now)).toEqual(invalid);
    expect(verifyLink(`${SECRET}x`, 'visit-coming', token, now)).toEqual(invalid);
    expect(verifyLink(SECRET, 'visit-coming', `43-${exp}-${sig}`, now)).toEqual(invalid);
    expect(verifyLink(SECRET, 'visit-coming', `42-${Number(exp) + 60}-${sig}`, now)).toEqual(
      invalid,
    );
  });

  it.each([
    '',
    '42',
    '42-0',
    '42-0-short',
    '-1-0-AAAAAAAAAAAAAAAAAAAAAA',
    '42-0-AAAAAAAAAAAAAAAAAAAAAA',
    '99999999999-0-AAAAAAAAAAAAAAAAAAAAAA',
    '42-0-AAAAAAAAAAAAAAAAAAAAAA/x',
  ])('refuses the malformed or forged token %j', (token) => {
    expect(verifyLink(SECRET, 'calendar', token, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
