import type { MainBanner } from '@venue/contract';
import {
  MAIN_BANNER_GROUPS,
  MAIN_BANNER_SLOTS_PER_GROUP,
  type MainBannerGroup,
} from '@venue/contract/domain';

/**
 * The home main-banner grid (spec 000 §2, §3, §9): four tiles per slide on a 3×3 grid, in one of
 * four layouts a–d. A tile's `slotCode` is its layout letter plus its 1-based position (`b3`).
 *
 * Each position of each layout is one cell shape, and the CMS uploads artwork of that shape for
 * it (the seed, apps/server/src/db/seed/banners.ts `mainBannerLayouts`, and the media README
 * draw the same table):
 *
 * ```
 * a: 1 1 2    b: 1 2 2    c: 1 1 2    d: 1 2 2
 *    1 1 2       1 2 2       3 4 4       3 2 2
 *    3 3 4       3 4 4       3 4 4       3 4 4
 * ```
 *
 * Grouping rules (decided here; the spec only says "4 per slide, layouts a to d cycling"):
 * - One slide per layout letter that has at least one tile, in the order a → b → c → d, so
 *   consecutive slides cycle through the layouts. A letter without tiles is skipped: no empty
 *   slide, and the next slide keeps its own letter's layout, because its artwork was drawn for
 *   that layout's cell shapes.
 * - Gaps: a slide keeps its 3×3 layout even when a position is missing; the empty cell is a
 *   quiet placeholder (`banner: null`), so the other tiles keep the shapes their art was made for.
 * - Extra tiles: a second tile for an already filled slot (the same slotCode twice) is dropped, the
 *   first one in the server's order wins; so is a tile whose slotCode is not a–d plus 1–4. Both
 *   are returned in `ignored` so the grid can log them (the server's order is its sort order).
 */

export type TileShape = 'large' | 'wide' | 'tall' | 'small';

/** Cell shape of positions 1–4 in each layout. */
export const MAIN_BANNER_LAYOUTS: Readonly<Record<MainBannerGroup, readonly TileShape[]>> = {
  a: ['large', 'tall', 'wide', 'small'],
  b: ['tall', 'large', 'small', 'wide'],
  c: ['wide', 'small', 'tall', 'large'],
  d: ['small', 'large', 'tall', 'wide'],
};

/**
 * Intrinsic size of the artwork for each shape (server media kinds main-square 600², main-wide
 * 600×300, main-tall 300×600), for the <img> width/height attributes.
 */
export const TILE_IMAGE_SIZE: Readonly<Record<TileShape, { width: number; height: number }>> = {
  large: { width: 600, height: 600 },
  small: { width: 600, height: 600 },
  wide: { width: 600, height: 300 },
  tall: { width: 300, height: 600 },
};

export type MainBannerSlot = {
  /** 1-based position in the layout */
  position: number;
  shape: TileShape;
  /** null: nothing was uploaded for this slot (a gap) */
  banner: MainBanner | null;
};

export type MainBannerSlide = {
  layout: MainBannerGroup;
  /** always four, in position order */
  slots: MainBannerSlot[];
};

export type IgnoredMainBanner = {
  banner: MainBanner;
  reason: 'invalid-slot' | 'duplicate-slot';
};

export function parseSlotCode(
  slotCode: string,
): { layout: MainBannerGroup; position: number } | null {
  const match = /^([a-d])([1-9])$/.exec(slotCode);
  if (!match) return null;
  const position = Number(match[2]);
  if (position > MAIN_BANNER_SLOTS_PER_GROUP) return null;
  return { layout: match[1] as MainBannerGroup, position };
}

export function groupMainBanners(banners: readonly MainBanner[]): {
  slides: MainBannerSlide[];
  ignored: IgnoredMainBanner[];
} {
  const byLayout = new Map<MainBannerGroup, Map<number, MainBanner>>();
  const ignored: IgnoredMainBanner[] = [];
  for (const banner of banners) {
    const slot = parseSlotCode(banner.slotCode);
    if (!slot) {
      ignored.push({ banner, reason: 'invalid-slot' });
      continue;
    }
    const positions = byLayout.get(slot.layout) ?? new Map<number, MainBanner>();
    if (positions.has(slot.position)) {
      ignored.push({ banner, reason: 'duplicate-slot' });
      continue;
    }
    positions.set(slot.position, banner);
    byLayout.set(slot.layout, positions);
  }

  const slides: MainBannerSlide[] = [];
  for (const layout of MAIN_BANNER_GROUPS) {
    const positions = byLayout.get(layout);
    if (!positions) continue;
    slides.push({
      layout,
      slots: MAIN_BANNER_LAYOUTS[layout].map((shape, index) => ({
        position: index + 1,
        shape,
        banner: positions.get(index + 1) ?? null,
      })),
    });
  }
  return { slides, ignored };
}
