import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>안녕<script>alert(1)</script></p>', '<p>안녕</p>'],
    ['<img src="/media/a.svg" onerror="alert(1)">', '<img src="/media/a.svg">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
    ['<form action="/x"><input name="a"></form>', ''],
  ])('strips the dangerous part of %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps editor formatting and safe links', () => {
    const html =
      '<h3>안내</h3><p><strong>운영 시간</strong> 11:00</p><ul><li>하나</li></ul><a href="/notice/1">공지</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('forces rel=noopener on links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
