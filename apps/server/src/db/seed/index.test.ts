import { describe, expect, it } from 'vitest';
import { resolveMedia } from '../../features/content/media/media.routes';
import { buildDemoVenue, seedOrder } from './index';

const venue = buildDemoVenue(new Date('2026-05-13T03:00:00Z'));

/** Every URL the seed writes that the app must serve itself. */
function mediaUrls(): string[] {
  return [
    ...venue.zones.flatMap((z) => [z.mainFileContentSavePath, z.locationFileContentSavePath]),
    ...venue.programs.flatMap((p) => [p.savePath, p.programLink, p.tutorialLink]),
    ...venue.programButtons.map((b) => b.savePath),
    ...venue.mainBanners.map((b) => b.savePath),
    ...venue.banners.map((b) => b.savePath),
    ...venue.notices.map((n) => n.savePath),
  ].filter((url): url is string => typeof url === 'string');
}

describe('the demo venue', () => {
  it('points every image, embedded page and download at a /media URL the app serves', () => {
    const urls = mediaUrls();
    expect(urls.length).toBeGreaterThan(60);
    for (const url of urls) {
      expect(url.startsWith('/media/'), url).toBe(true);
      expect(resolveMedia(url.slice('/media/'.length)), url).not.toBeNull();
    }
  });

  it('keeps every generated SVG under 4 KB', () => {
    for (const url of mediaUrls().filter((u) => u.endsWith('.svg'))) {
      const svg = resolveMedia(url.slice('/media/'.length));
      expect(Buffer.byteLength(svg?.body ?? ''), url).toBeLessThan(4096);
    }
  });

  it('stores editor HTML already sanitized, with its structure kept', () => {
    const portrait = venue.programs.find((p) => p.programIdx === 2);
    expect(portrait?.programName).toMatch(/<br ?\/?>/);
    const term = venue.terms[0];
    expect(term?.termsDescription).toContain('<h3>');
    const html = [
      ...venue.notices.map((n) => n.noticeContent),
      ...venue.faqs.map((f) => f.faqsAnswer),
      ...venue.terms.map((t) => t.termsDescription),
    ];
    for (const fragment of html) expect(fragment).not.toMatch(/<script|on\w+=/i);
    // Links in notices survive the sanitizer.
    expect(venue.notices.some((n) => n.noticeContent.includes('href="/res-entry"'))).toBe(true);
  });

  it('writes every kind of demo row, each table once', () => {
    const keys = seedOrder.map(([key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(venue).sort());
    // Parents before the rows that reference them.
    expect(keys.indexOf('programs')).toBeLessThan(keys.indexOf('programInstances'));
    expect(keys.indexOf('floors')).toBeLessThan(keys.indexOf('mapHotspots'));
    expect(keys.indexOf('programs')).toBeLessThan(keys.indexOf('surveys'));
  });
});
