import { describe, expect, it } from 'vitest';
import { groupMainBanners, MAIN_BANNER_LAYOUTS, parseSlotCode } from './main-banner-layout';
import { mainBanner } from './testing/fake-banner-api';

const tiles = (codes: string[]) =>
  codes.map((slotCode, index) => mainBanner({ slotCode, mainBannerIdx: index + 1 }));

const slotsOf = (slide: ReturnType<typeof groupMainBanners>['slides'][number]) =>
  slide.slots.map((slot) => slot.banner?.slotCode ?? null);

describe('grouping main banners into slides', () => {
  it('puts the sixteen slots a1–d4 on four slides whose layouts cycle a, b, c, d', () => {
    const codes = ['a', 'b', 'c', 'd'].flatMap((letter) =>
      [1, 2, 3, 4].map((n) => `${letter}${n}`),
    );
    const { slides, ignored } = groupMainBanners(tiles(codes));
    expect(slides.map((slide) => slide.layout)).toEqual(['a', 'b', 'c', 'd']);
    expect(slides.map(slotsOf)).toEqual([
      ['a1', 'a2', 'a3', 'a4'],
      ['b1', 'b2', 'b3', 'b4'],
      ['c1', 'c2', 'c3', 'c4'],
      ['d1', 'd2', 'd3', 'd4'],
    ]);
    expect(ignored).toEqual([]);
  });

  it('orders slides by layout letter and tiles by position, whatever order the server sent', () => {
    const { slides } = groupMainBanners(tiles(['b2', 'a3', 'b1', 'a1', 'a4', 'b4', 'a2', 'b3']));
    expect(slides.map((slide) => slide.layout)).toEqual(['a', 'b']);
    expect(slides.map(slotsOf)).toEqual([
      ['a1', 'a2', 'a3', 'a4'],
      ['b1', 'b2', 'b3', 'b4'],
    ]);
  });

  it('gives every position the cell shape its layout draws (the seed uploads art of that shape)', () => {
    const { slides } = groupMainBanners(tiles(['a1', 'b1', 'c1', 'd1']));
    for (const slide of slides) {
      expect(slide.slots.map((slot) => slot.shape)).toEqual(MAIN_BANNER_LAYOUTS[slide.layout]);
    }
    expect(MAIN_BANNER_LAYOUTS).toEqual({
      a: ['large', 'tall', 'wide', 'small'],
      b: ['tall', 'large', 'small', 'wide'],
      c: ['wide', 'small', 'tall', 'large'],
      d: ['small', 'large', 'tall', 'wide'],
    });
  });

  it('skips a layout letter without tiles: no empty slide, and the next keeps its own layout', () => {
    const { slides } = groupMainBanners(tiles(['a1', 'a2', 'a3', 'a4', 'c1', 'c2', 'c3', 'c4']));
    expect(slides.map((slide) => slide.layout)).toEqual(['a', 'c']);
    expect(slides[1]?.slots.map((slot) => slot.shape)).toEqual(MAIN_BANNER_LAYOUTS.c);
  });

  it('keeps a gap as an empty cell so the other tiles keep their shapes', () => {
    const { slides } = groupMainBanners(tiles(['b1', 'b2', 'b4']));
    expect(slides).toHaveLength(1);
    expect(slotsOf(slides[0]!)).toEqual(['b1', 'b2', null, 'b4']);
    expect(slides[0]?.slots[2]).toMatchObject({ position: 3, shape: 'small', banner: null });
  });

  it('drops a second tile for a filled slot (the first in server order wins) and reports it', () => {
    const list = tiles(['a1', 'a2', 'a1']);
    const { slides, ignored } = groupMainBanners(list);
    expect(slides[0]?.slots[0]?.banner?.mainBannerIdx).toBe(1);
    expect(ignored).toEqual([{ banner: list[2], reason: 'duplicate-slot' }]);
  });

  it('drops tiles whose slot code is not a–d plus 1–4 and reports them', () => {
    const list = tiles(['e1', 'a5', 'a0', 'A1', 'a12', 'a1']);
    const { slides, ignored } = groupMainBanners(list);
    expect(slides.map(slotsOf)).toEqual([['a1', null, null, null]]);
    expect(ignored.map((entry) => [entry.banner.slotCode, entry.reason])).toEqual([
      ['e1', 'invalid-slot'],
      ['a5', 'invalid-slot'],
      ['a0', 'invalid-slot'],
      ['A1', 'invalid-slot'],
      ['a12', 'invalid-slot'],
    ]);
  });

  it('makes no slides from an empty list', () => {
    expect(groupMainBanners([])).toEqual({ slides: [], ignored: [] });
  });
});

describe('reading a slot code', () => {
  it.each([
    ['a1', { layout: 'a', position: 1 }],
    ['d4', { layout: 'd', position: 4 }],
    ['c3', { layout: 'c', position: 3 }],
    ['e1', null],
    ['a5', null],
    ['', null],
    ['b', null],
  ])('%s', (code, expected) => {
    expect(parseSlotCode(code)).toEqual(expected);
  });
});
