import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { countScripts, type ObservedResponse } from './first-visit';

const response = (
  url: string,
  body: string | Buffer,
  resourceType = 'script',
  status = 200,
): ObservedResponse => ({
  url,
  resourceType,
  status,
  body: typeof body === 'string' ? Buffer.from(body) : body,
});

const code = (name: string) =>
  `export function ${name}(){return ${JSON.stringify(name.repeat(40))}.split('').reverse()}`;

describe('counting a first visit’s scripts', () => {
  it('sums every script response, each gzipped at level 9, and nothing else', () => {
    const entry = code('entry');
    const lazy = code('lazyPopup');
    const counted = countScripts([
      response('http://127.0.0.1:4000/', '<!doctype html><title>x</title>', 'document'),
      response('http://127.0.0.1:4000/boot.js', code('boot')),
      response('http://127.0.0.1:4000/assets/index-abc.js', entry),
      response('http://127.0.0.1:4000/assets/app.css', 'body{color:red}', 'stylesheet'),
      response('http://127.0.0.1:4000/api/banner/list', '{"code":200}', 'fetch'),
      response('http://127.0.0.1:4000/media/a.svg', '<svg/>', 'image'),
      // A chunk the page imported dynamically after the first paint: a script like any other.
      response('http://127.0.0.1:4000/assets/Xy12ab3.js', lazy),
    ]);
    expect(counted.scripts.map((script) => script.path)).toEqual([
      '/boot.js',
      '/assets/index-abc.js',
      '/assets/Xy12ab3.js',
    ]);
    const level9 = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
    expect(counted.scripts[1]?.gzipBytes).toBe(level9(entry));
    expect(counted.jsGzipBytes).toBe(level9(code('boot')) + level9(entry) + level9(lazy));
    expect(counted.jsBytes).toBe(code('boot').length + entry.length + lazy.length);
  });

  it('uses gzip level 9, not a faster level', () => {
    // Text where level 9 and level 1 differ.
    const text = Array.from({ length: 4000 }, (_, i) => `v${(i * 7919) % 1013}`).join(';');
    const [script] = countScripts([response('http://h/a.js', text)]).scripts;
    expect(script?.gzipBytes).toBe(gzipSync(Buffer.from(text), { level: 9 }).length);
    expect(script?.gzipBytes).toBeLessThan(gzipSync(Buffer.from(text), { level: 1 }).length);
  });

  it('counts a script downloaded twice twice, and a bodiless response as nothing', () => {
    const body = randomBytes(300);
    const counted = countScripts([
      response('http://h/assets/a.js', body),
      response('http://h/assets/a.js', body),
      response('http://h/old.js', '', 'script', 302),
    ]);
    expect(counted.scripts).toHaveLength(3);
    expect(counted.jsGzipBytes).toBe(2 * gzipSync(body, { level: 9 }).length);
  });

  it('names each file by the source the manifest gives it', () => {
    const counted = countScripts([response('http://h/assets/Q.js', 'x')], (path) =>
      path === '/assets/Q.js' ? 'src/features/banners/components/popup-banner.tsx' : path,
    );
    expect(counted.scripts[0]?.source).toBe('src/features/banners/components/popup-banner.tsx');
  });
});
