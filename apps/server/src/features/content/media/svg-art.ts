/**
 * Deterministic SVG artwork: the same kind and key always give the same bytes, so responses can
 * be cached for a year. The key picks a palette and a motif; the title is the key in capitals.
 * Files stay well under 4 KB because they are the home page's largest contentful paint.
 */
import { type ImageKind, imageKinds } from '../../../lib/media-paths';

/** FNV-1a, 32-bit: a tiny stable hash, enough to spread keys over palettes and motifs. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a seeded generator so one key always draws the same shapes. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** [from, to, accent, ink]: gradient stops, motif colour and text colour. */
const palettes: [string, string, string, string][] = [
  ['#1b1f4b', '#5b3df5', '#8ef0ff', '#ffffff'],
  ['#0f3d3e', '#2ec4b6', '#f6f7d7', '#ffffff'],
  ['#3a0ca3', '#f72585', '#ffd6e8', '#ffffff'],
  ['#101820', '#3a506b', '#5bc0be', '#ffffff'],
  ['#ff7a59', '#ffc75f', '#fff5e1', '#2b1b0e'],
  ['#1d3557', '#457b9d', '#f1faee', '#ffffff'],
  ['#2d0b59', '#ff6f91', '#ffc2d1', '#ffffff'],
  ['#e9f5db', '#87986a', '#ffffff', '#1f2a12'],
];

/** A small Korean tag per kind, so every image carries its purpose in the venue's language. */
const kindTags: Record<ImageKind, string> = {
  program: '프로그램',
  zone: '공간 안내',
  'zone-map': '위치 안내',
  'main-square': '시그널 하우스',
  'main-wide': '시그널 하우스',
  'main-tall': '시그널 하우스',
  banner: '이벤트',
  bottom: '이번 주 소식',
  popup: '알림',
  lnb: '추천',
  qr: 'My QR',
  notice: '공지사항',
};

/** Kinds whose top-left corner the app covers (header over a hero, a floor badge on a card). */
export const TAG_ABOVE_TITLE: ReadonlySet<ImageKind> = new Set<ImageKind>(['program', 'zone']);

const KOREAN_FONT = `'Noto Sans CJK KR','Noto Sans KR',sans-serif`;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "ai-portrait-studio" → lines of "AI PORTRAIT" / "STUDIO" fitting `maxChars` per line. */
export function titleLines(key: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of key.toUpperCase().split('-')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines.slice(0, 3);
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function motif(kind: number, rand: () => number, w: number, h: number, accent: string): string {
  const parts: string[] = [];
  if (kind === 0) {
    // Signal rings spreading from one point.
    const cx = r1(w * (0.55 + rand() * 0.35));
    const cy = r1(h * (0.15 + rand() * 0.35));
    for (let i = 1; i <= 6; i += 1) {
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${r1(i * Math.max(w, h) * 0.09)}"/>`);
    }
    return `<g fill="none" stroke="${accent}" stroke-width="3" opacity=".35">${parts.join('')}</g>`;
  }
  if (kind === 1) {
    // Equalizer bars.
    const count = 14;
    const bw = w / count;
    for (let i = 0; i < count; i += 1) {
      const bh = r1(h * (0.15 + rand() * 0.45));
      parts.push(
        `<rect x="${r1(i * bw + bw * 0.2)}" y="${r1(h * 0.62 - bh)}" width="${r1(bw * 0.6)}" height="${bh}" rx="${r1(bw * 0.3)}"/>`,
      );
    }
    return `<g fill="${accent}" opacity=".3">${parts.join('')}</g>`;
  }
  if (kind === 2) {
    // A dotted grid (one <pattern>, so the size does not grow with the image) with lit nodes.
    const step = Math.round(Math.min(w, h) / 8);
    for (let i = 0; i < 6; i += 1) {
      const x = r1((Math.floor(rand() * (w / step)) + 0.5) * step);
      const y = r1((Math.floor(rand() * (h / step)) + 0.5) * step);
      parts.push(`<circle cx="${x}" cy="${y}" r="7"/>`);
    }
    return `<pattern id="d" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="2.5" fill="${accent}" opacity=".5"/></pattern><rect width="${w}" height="${h}" fill="url(#d)" opacity=".45"/><g fill="${accent}" opacity=".45">${parts.join('')}</g>`;
  }
  // Overlapping arcs, like light through a lens.
  for (let i = 0; i < 4; i += 1) {
    const cx = r1(w * rand());
    const cy = r1(h * rand());
    const r = r1(Math.min(w, h) * (0.25 + rand() * 0.35));
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
  }
  return `<g fill="${accent}" opacity=".16">${parts.join('')}</g>`;
}

/** A simple floor plan with the zone's room highlighted and a pin on it. */
function floorPlan(rand: () => number, w: number, h: number, accent: string, ink: string): string {
  const cols = 3;
  const rows = 2;
  const pad = 40;
  const cw = (w - pad * 2) / cols;
  // The bottom band stays free for the title.
  const ch = (h - pad * 2 - 60 - 80) / rows;
  const here = Math.floor(rand() * cols * rows);
  const rooms: string[] = [];
  for (let i = 0; i < cols * rows; i += 1) {
    const x = r1(pad + (i % cols) * cw + 6);
    const y = r1(pad + 60 + Math.floor(i / cols) * ch + 6);
    const fill = i === here ? accent : 'none';
    rooms.push(
      `<rect x="${x}" y="${y}" width="${r1(cw - 12)}" height="${r1(ch - 12)}" rx="10" fill="${fill}" fill-opacity="${i === here ? '.55' : '0'}"/>`,
    );
  }
  const px = r1(pad + (here % cols) * cw + cw / 2);
  const py = r1(pad + 60 + Math.floor(here / cols) * ch + ch / 2);
  return `<g stroke="${ink}" stroke-opacity=".6" stroke-width="2">${rooms.join('')}</g><path d="M${px} ${py + 18}l-14-22a16 16 0 1 1 28 0z" fill="${ink}"/><circle cx="${px}" cy="${py - 10}" r="6" fill="${accent}"/>`;
}

/** The SVG document for `/media/{kind}/{key}.svg`. */
export function renderImage(kind: ImageKind, key: string): string {
  const { width: w, height: h } = imageKinds[kind];
  const seed = hash32(`${kind}/${key}`);
  const rand = random(seed);
  const [from, to, accent, ink] = palettes[seed % palettes.length] ??
    palettes[0] ?? ['#000', '#333', '#fff', '#fff'];
  const angle = Math.floor(rand() * 4) * 45;
  const art =
    kind === 'zone-map'
      ? floorPlan(rand, w, h, accent, ink)
      : motif((seed >>> 8) % 4, rand, w, h, accent);

  const ratio = w / h;
  const titleSize = Math.round(Math.min(w, h) * (ratio < 1 ? 0.12 : ratio >= 2 ? 0.16 : 0.085));
  const maxChars = Math.max(6, Math.floor((w * 0.84) / (titleSize * 0.62)));
  const lines = titleLines(key, maxChars);
  const pad = Math.round(Math.min(w, h) * 0.07);
  const tagSize = Math.max(14, Math.round(titleSize * 0.42));
  const firstBaseline = h - pad - (lines.length - 1) * titleSize * 1.1;
  const title = lines
    .map(
      (line, i) =>
        `<tspan x="${pad}" y="${r1(firstBaseline + i * titleSize * 1.1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const label = kind === 'zone-map' ? `${kindTags[kind]} · SIGNAL HOUSE` : kindTags[kind];
  // Program and zone pictures are heroes under the page's see-through header and carry a floor
  // badge on the home's cards: their top-left corner is covered, so their tag sits just above
  // the title instead. Other kinds keep it in the top-left corner.
  const tagY = TAG_ABOVE_TITLE.has(kind)
    ? r1(firstBaseline - titleSize * 1.05 - tagSize * 0.35)
    : pad + tagSize;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(lines.join(' '))}"><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${art}<text x="${pad}" y="${tagY}" fill="${ink}" font-family="${KOREAN_FONT}" font-size="${tagSize}" font-weight="700" opacity=".85">${escapeXml(label)}</text><text fill="${ink}" font-family="${KOREAN_FONT}" font-size="${titleSize}" font-weight="800" letter-spacing="1">${title}</text></svg>`;
}
