import { describe, expect, it } from 'vitest';
import { resolveMedia } from './media.routes';

describe('media paths', () => {
  it('serves artwork as immutable SVG', () => {
    const svg = resolveMedia('program/ai-portrait-studio.svg');
    expect(svg?.contentType).toBe('image/svg+xml');
    expect(svg?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(svg?.etag).toMatch(/^"[\w-]{22}"$/);
  });

  it('serves embedded pages that load the height script and downloads as attachments', () => {
    const page = resolveMedia('embed/program-archive-digital-docent.html');
    expect(page?.contentType).toBe('text/html; charset=utf-8');
    expect(page?.body).toContain('<script src="/media/embed/embed-height.js"></script>');
    expect(page?.body).toContain('자석식 전화기');
    expect(resolveMedia('embed/tutorial-signal-wave.html')?.body).toContain('체험방법 알아보기');
    expect(resolveMedia('embed/embed-height.js')?.body).toContain("type: 'venue:embed-height'");
    expect(resolveMedia('files/ai-portrait-studio-guide.txt')?.download).toBe(
      'ai-portrait-studio-guide.txt',
    );
  });

  it.each([
    '',
    'program',
    'program/',
    'program/AI.svg',
    'program/x.png',
    'program/x.svg/extra',
    'program/../../etc/passwd',
    '../package.json',
    'program/..svg',
    'program/-x.svg',
    'program/a--b.svg',
    'unknown/x.svg',
    'embed/other-x.html',
    'embed/program-.html',
    'files/x.pdf',
    'files/../../x.txt',
    `program/${'a'.repeat(65)}.svg`,
  ])('refuses %j', (path) => {
    expect(resolveMedia(path)).toBeNull();
  });
});
