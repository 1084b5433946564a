import { describe, expect, it } from 'vitest';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import { toVenueInfo } from '../../venue/cms-venue/venue-settings';
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

  it("tells the venue's own name and facts from its settings, and no one's before it has any", () => {
    const venue = toVenueInfo({
      ...buildVenueSettings(),
      venueName: '오렌지하우스 성수',
      phone: '02-555-0199',
      hours: { summary: '화–일 10:00 – 19:00', note: '', weekly: [] },
      directions: { summary: '뚝섬역 8번 출구에서 도보 5분', steps: [], mapImagePath: null },
    });
    const pages = [
      'embed/program-ai-portrait-studio.html',
      'embed/tutorial-signal-wave.html',
      'files/ai-portrait-studio-guide.txt',
    ];
    for (const path of pages) {
      const own = resolveMedia(path, venue)?.body ?? '';
      expect(own, path).not.toMatch(/시그널|성수역|1599-2641|11:00/);
      const empty = resolveMedia(path, null)?.body ?? '';
      expect(empty, path).not.toMatch(/시그널|성수역|1599-2641|11:00/);
    }
    expect(resolveMedia(pages[0] ?? '', venue)?.body).toContain('오렌지하우스 성수에서 만나는');
    expect(resolveMedia(pages[1] ?? '', venue)?.body).toContain('화–일 10:00 – 19:00');
    const guide = resolveMedia(pages[2] ?? '', venue)?.body ?? '';
    expect(guide).toContain('오렌지하우스 성수 · ');
    expect(guide).toContain('뚝섬역 8번 출구에서 도보 5분');
    expect(guide).toContain('02-555-0199');
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
