import { describe, expect, it } from 'vitest';
import { sanitizeEditorHtml } from './sanitize-html';

describe('sanitizeEditorHtml', () => {
  it('keeps ordinary editor content intact', () => {
    const html =
      '<h2>운영 안내</h2><p>성수 <strong>브랜드</strong> <em>체험관</em>은 <u>매일</u> 운영합니다.<br />' +
      '<s>휴관</s></p><ul><li>하나</li></ul><ol><li>둘</li></ol><blockquote>인용</blockquote>';
    expect(sanitizeEditorHtml(html)).toBe(html.replace('<br />', '<br />'));
  });

  it.each([
    ['a script element', '<p>안녕</p><script>alert(1)</script>', '<p>안녕</p>'],
    [
      'an inline event handler',
      '<img src="https://a.example/x.png" onerror="alert(1)">',
      '<img src="https://a.example/x.png" />',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an entity-encoded javascript: link', '<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    [
      'a mixed-case, whitespace-padded javascript: link',
      '<a href="  JaVaScRiPt:alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['a protocol-relative link to another origin', '<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>본문</p>', '<p>본문</p>'],
    ['a style element', '<style>body{display:none}</style><p>본문</p>', '<p>본문</p>'],
    ['an svg with script', '<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['a form', '<form action="https://evil.example"><input name="pw"></form>', ''],
    ['an object', '<object data="x.swf"></object>', ''],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
    [
      'a dangerous style',
      '<span style="position:fixed;background:url(https://evil.example)">x</span>',
      '<span>x</span>',
    ],
    ['an unclosed attribute trick', '<img src=x onerror=alert(1)//', ''],
  ])('removes %s', (_name, dirty, expected) => {
    expect(sanitizeEditorHtml(dirty)).toBe(expected);
  });

  it('keeps http(s), mailto, tel and same-origin relative links', () => {
    const html =
      '<a href="https://a.example/x">1</a><a href="http://a.example">2</a>' +
      '<a href="mailto:help@a.example">3</a><a href="tel:02-1599-2641">4</a><a href="/notice/2">5</a>';
    expect(sanitizeEditorHtml(html)).toBe(html);
  });

  it('forces rel="noopener noreferrer" on links that open a new window, whatever rel was given', () => {
    expect(
      sanitizeEditorHtml('<a href="https://a.example" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('drops targets other than _blank', () => {
    expect(sanitizeEditorHtml('<a href="/x" target="_parent">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps image dimensions only when they are plain numbers', () => {
    expect(
      sanitizeEditorHtml('<img src="/media/a.png" alt="지도" width="320" height="100%">'),
    ).toBe('<img src="/media/a.png" alt="지도" width="320" />');
  });

  it('keeps tables with spans', () => {
    const html =
      '<table><caption>요금</caption><thead><tr><th scope="col">구분</th></tr></thead>' +
      '<tbody><tr><td colspan="2">무료</td></tr></tbody></table>';
    expect(sanitizeEditorHtml(html)).toBe(html);
  });

  it('keeps safe colours and alignment but nothing else in style attributes', () => {
    expect(
      sanitizeEditorHtml('<p style="text-align:center;color:#ff0000;font-size:90px">가운데</p>'),
    ).toBe('<p style="text-align:center;color:#ff0000">가운데</p>');
  });

  it('keeps the text of headings outside the allow-list', () => {
    expect(sanitizeEditorHtml('<h1>제목</h1><h6>작게</h6>')).toBe('제목작게');
  });

  it('is idempotent', () => {
    const dirty = '<a href="https://a.example" target="_blank">x</a><img src=x onerror=1>';
    const once = sanitizeEditorHtml(dirty);
    expect(sanitizeEditorHtml(once)).toBe(once);
  });
});
