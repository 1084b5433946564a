import { describe, expect, it } from 'vitest';
import { composePage, firstPaintCookies, jsonForHtml } from './server-render';

const INDEX = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="modulepreload" crossorigin href="/assets/home-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head><body><div id="root"></div></body></html>`;

describe('composePage', () => {
  it('puts the markup in #root, the data beside it, and starts the scripts from /boot.js', () => {
    const html = composePage(INDEX, { html: '<main>홈</main>', state: { queries: [] } });
    expect(html).toContain('<div id="root"><main>홈</main></div>');
    expect(html).toContain(
      '<script type="application/json" id="boot-data">{"queries":[]}</script>',
    );
    expect(html).toContain(
      '<script src="/boot.js" data-entry="/assets/index-abc.js" defer></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // The stylesheet still blocks the first paint: the markup needs it.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it('hands boot.js the script to run before the entry, and leaves no meta behind', () => {
    const withFirst = INDEX.replace(
      '</head>',
      '<meta name="venue:first-module" content="/assets/react-start-9.js"></head>',
    );
    const html = composePage(withFirst, { html: '<main>홈</main>', state: {} });
    expect(html).toContain(
      '<script src="/boot.js" data-entry="/assets/index-abc.js" data-first="/assets/react-start-9.js" defer></script>',
    );
    expect(html).not.toContain('venue:first-module');
  });

  it('writes the stylesheets of the first paint into the page, and marks page ones as loaded', () => {
    const css: Record<string, string> = {
      '/assets/index-3.css': 'body{margin:0}',
      '/assets/home-4.css': '._hero_ab12c_1{color:red}',
    };
    const html = composePage(
      INDEX,
      { html: '<main class="_hero_ab12c_1">홈</main>', state: {} },
      ['/assets/index-3.css', '/assets/home-4.css', '/assets/unknown-5.css'],
      (href) => css[href],
    );
    expect(html).toContain('<style data-href="/assets/index-3.css">body{margin:0}</style>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain(
      '<style data-href="/assets/home-4.css">._hero_ab12c_1{color:red}</style><link rel="stylesheet" crossorigin href="/assets/home-4.css" disabled>',
    );
    // A stylesheet the server cannot read stays a plain, blocking link.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/unknown-5.css">');
    expect(html?.indexOf('home-4.css')).toBeLessThan(html?.indexOf('</head>') ?? 0);
  });

  it('cannot let a stylesheet close its style element early', () => {
    const html = composePage(
      INDEX,
      { html: '', state: {} },
      [],
      () => 'a{}</style><script>x</script>',
    );
    expect(html).not.toContain('</style><script>x');
  });

  it('answers null for an index.html without the entry script or the empty root', () => {
    expect(composePage('<div id="root"></div>', { html: '', state: {} })).toBeNull();
    expect(
      composePage(INDEX.replace('<div id="root"></div>', '<div id="root">x</div>'), {
        html: '',
        state: {},
      }),
    ).toBeNull();
  });
});

describe('jsonForHtml', () => {
  it('cannot close the script element or open a comment, and still parses to the same value', () => {
    const value = {
      name: '</script><script>alert(1)</script>',
      note: '<!-- & -->',
      line: '\u2028',
    };
    const json = jsonForHtml(value);
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('firstPaintCookies', () => {
  it('keeps only the hidden-for-today flags, and only when they hold an instant', () => {
    const until = '2026-11-23T00:00:00+09:00';
    expect(
      firstPaintCookies(
        `other=1; popupHidden=${encodeURIComponent(until)}; bottomSheetHidden=garbage; venue_oauth=x`,
      ),
    ).toEqual({ popupHidden: until });
    expect(firstPaintCookies(`bottomSheetHidden=${until}`)).toEqual({ bottomSheetHidden: until });
    expect(firstPaintCookies('popupHidden=%E0%A4%A')).toEqual({});
    expect(firstPaintCookies(undefined)).toEqual({});
  });
});
