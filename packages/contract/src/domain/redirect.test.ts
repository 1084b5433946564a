import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

const ORIGIN = 'https://venue.example.kr';

describe('safeRedirect keeps paths on our own origin', () => {
  it.each([
    ['/', '/'],
    ['/program', '/program'],
    ['/program/3', '/program/3'],
    ['/program?tab=floor&floor=2', '/program?tab=floor&floor=2'],
    [
      '/program?categories=1,2&startDate=2026-11-22',
      '/program?categories=1,2&startDate=2026-11-22',
    ],
    ['/res-entry/detail/reservation/12#top', '/res-entry/detail/reservation/12#top'],
    ['/seongsu?tab=space', '/seongsu?tab=space'],
    ['/notice/%ED%95%9C', '/notice/%ED%95%9C'],
    ['/a/../setting', '/setting'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['/login?redirect=%2Fprogram%2F3', '/login?redirect=%2Fprogram%2F3'],
  ])('%j → %j', (target, expected) => {
    expect(safeRedirect(target, ORIGIN)).toBe(expected);
  });

  it('works without an origin', () => {
    expect(safeRedirect('/program/3')).toBe('/program/3');
    expect(safeRedirect('//evil.example')).toBe('/');
  });
});

describe('safeRedirect sends everything hostile to /', () => {
  it.each([
    // not a string or empty
    [undefined],
    [null],
    [42],
    [['/program']],
    [''],
    // absolute and scheme URLs
    ['https://evil.example/'],
    ['http://venue.example.kr/program'],
    ['HTTPS://evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['mailto:a@b.c'],
    ['program'],
    ['./program'],
    ['../program'],
    ['?redirect=x'],
    ['#top'],
    // protocol-relative
    ['//evil.example'],
    ['//evil.example/path'],
    ['///evil.example'],
    ['////evil.example'],
    // backslashes, which browsers read as slashes
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['\\/evil.example'],
    ['/\\/evil.example'],
    ['/program\\..\\..\\evil'],
    // percent-encoded slashes and backslashes, once and twice
    ['/%2F%2Fevil.example'],
    ['/%2f%2fevil.example'],
    ['/%2Fevil.example'],
    ['%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/%5cevil.example'],
    ['/%252F%252Fevil.example'],
    ['/%25252F%25252Fevil.example'],
    ['/%255Cevil.example'],
    ['%252F%252Fevil.example'],
    // control characters and whitespace, raw and encoded
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['\t//evil.example'],
    [' /program'],
    ['/program '],
    ['/pro gram'],
    ['/%09/evil.example'],
    ['/%0A/evil.example'],
    ['/%0d%0a/evil.example'],
    ['/%00/evil.example'],
    ['/program%00'],
    ['/%2509/evil.example'],
    ['/\u0000/evil.example'],
    ['/\u007f/evil.example'],
    ['/\u0085/evil.example'],
    ['/\u00a0/evil.example'],
    ['/\u3000/evil.example'],
    ['/\u2028/evil.example'],
    ['/\u200b/evil.example'],
    ['/\u202e/evil.example'],
    ['/\ufeff/evil.example'],
    ['/%E2%80%AE/evil.example'],
    // dot segments that collapse into a protocol-relative path
    ['/.//evil.example'],
    ['/%2e//evil.example'],
    ['/x/..//evil.example'],
    // malformed escapes
    ['/%'],
    ['/%zz'],
    ['/%E0%A4%A'],
    // absurdly long
    [`/${'a'.repeat(3000)}`],
  ])('%j', (target) => {
    expect(safeRedirect(target, ORIGIN)).toBe('/');
  });

  it('falls back when the origin itself is unusable', () => {
    expect(safeRedirect('/program', 'not a url')).toBe('/');
  });
});
