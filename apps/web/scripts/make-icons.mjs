#!/usr/bin/env node
/**
 * Draws the installed app's icons (public/icons/, public/apple-touch-icon.png) from the venue's
 * mark, public/favicon.svg: `node apps/web/scripts/make-icons.mjs` after the mark changes, and
 * commit the PNGs (the build copies them as they are; it needs no image tool).
 * - icon-192/512: the mark as it is, rounded corners on a transparent ground ("any");
 * - icon-maskable-512: the mark's accent filling the square, its sign inside the middle circle, so
 *   any mask the phone cuts (circle, squircle) keeps it whole;
 * - apple-touch-icon (180): filled to the edges, iOS rounds the corners itself.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const mark = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const accent = /<rect[^>]*fill="(#[0-9a-fA-F]{6})"/.exec(mark)?.[1];
if (!accent) throw new Error('favicon.svg: no filled <rect> to take the accent from');
// The sign on the accent: everything after the background rectangle.
const sign = mark.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');

/** The sign on a full square of the accent, scaled to `share` of the side around the middle. */
const filled = (share) => {
  const scale = share;
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${accent}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${sign}</g></svg>`;
};

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}${file}`);

mkdirSync(`${publicDir}icons`, { recursive: true });
await Promise.all([
  render(mark, 192, 'icons/icon-192.png'),
  render(mark, 512, 'icons/icon-512.png'),
  // Its arcs reach ~33% of the side from the middle; at 1.1 they stay ~36% away, inside the
  // maskable safe zone (a circle of 40% around the middle).
  render(filled(1.1), 512, 'icons/icon-maskable-512.png'),
  render(filled(1), 180, 'apple-touch-icon.png'),
]);
console.info('icons written to', publicDir);
