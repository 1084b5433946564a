/**
 * Draws a captcha answer into a grayscale PNG without an image library: the digits come from a
 * small stroke font, each placed with its own rotation, shear, scale and offset, crossed by a
 * wavy line, noise lines and dots, and the whole picture is bent by a vertical wave. That is
 * easy for a person to read but defeats OCR that segments glyphs on clean baselines.
 */
import { deflateSync } from 'node:zlib';

export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;

/** A source of numbers in [0, 1); tests pass a seeded one to get repeatable pictures. */
export type RandomSource = () => number;

type Point = readonly [number, number];
type Stroke = readonly Point[];

/** Points of an elliptic arc in the glyph box (y grows downwards), angles in degrees. */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(6, Math.ceil(Math.abs(to - from) / 15));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

/**
 * The stroke font: each digit is a few polylines in a unit box (x 0–1, y 0–1 top to bottom).
 * Round shapes are arcs so that the glyphs stay smooth when scaled up.
 */
const GLYPHS: readonly (readonly Stroke[])[] = [
  [arc(0.5, 0.5, 0.42, 0.5, 0, 360)],
  [
    [
      [0.22, 0.22],
      [0.55, 0],
      [0.55, 1],
    ],
    [
      [0.25, 1],
      [0.85, 1],
    ],
  ],
  [[...arc(0.5, 0.28, 0.42, 0.28, 180, 400), [0.06, 1], [0.96, 1]]],
  [arc(0.5, 0.27, 0.4, 0.25, 200, 450), arc(0.5, 0.75, 0.45, 0.25, -90, 160)],
  [
    [
      [0.72, 1],
      [0.72, 0],
      [0.02, 0.7],
      [1, 0.7],
    ],
  ],
  [[[0.88, 0], [0.2, 0], [0.12, 0.45], ...arc(0.5, 0.68, 0.42, 0.32, -135, 160)]],
  [
    [
      [0.8, 0.02],
      [0.45, 0.15],
      [0.15, 0.48],
      [0.1, 0.7],
    ],
    arc(0.5, 0.7, 0.4, 0.3, 0, 360),
  ],
  [
    [
      [0, 0],
      [1, 0],
      [0.35, 1],
    ],
  ],
  [arc(0.5, 0.25, 0.35, 0.25, 0, 360), arc(0.5, 0.73, 0.42, 0.27, 0, 360)],
  [
    arc(0.5, 0.3, 0.4, 0.3, 0, 360),
    [
      [0.9, 0.3],
      [0.86, 0.65],
      [0.58, 0.94],
      [0.2, 1],
    ],
  ],
];

/** A grayscale canvas (0 black … 255 white) where ink only ever darkens pixels. */
class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height).fill(255);
  }

  /** Darkens one pixel towards `ink` by `coverage` (0–1), keeping whichever is darker. */
  blend(x: number, y: number, ink: number, coverage: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || coverage <= 0) return;
    const index = y * this.width + x;
    const current = this.pixels[index] ?? 255;
    const mixed = Math.round(current + (ink - current) * Math.min(1, coverage));
    if (mixed < current) this.pixels[index] = mixed;
  }

  /** An anti-aliased thick segment: coverage falls off over the last pixel of its edge. */
  line(a: Point, b: Point, thickness: number, ink: number): void {
    const half = thickness / 2;
    const minX = Math.floor(Math.min(a[0], b[0]) - half - 1);
    const maxX = Math.ceil(Math.max(a[0], b[0]) + half + 1);
    const minY = Math.floor(Math.min(a[1], b[1]) - half - 1);
    const maxY = Math.ceil(Math.max(a[1], b[1]) + half + 1);
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const lengthSquared = dx * dx + dy * dy || 1;
    for (let y = Math.max(0, minY); y <= Math.min(this.height - 1, maxY); y++) {
      for (let x = Math.max(0, minX); x <= Math.min(this.width - 1, maxX); x++) {
        const px = x + 0.5 - a[0];
        const py = y + 0.5 - a[1];
        const t = Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
        const distance = Math.hypot(px - t * dx, py - t * dy);
        this.blend(x, y, ink, half + 0.5 - distance);
      }
    }
  }

  polyline(points: readonly Point[], thickness: number, ink: number): void {
    for (let i = 1; i < points.length; i++) {
      const from = points[i - 1];
      const to = points[i];
      if (from && to) this.line(from, to, thickness, ink);
    }
  }
}

const between = (random: RandomSource, min: number, max: number) => min + random() * (max - min);

function drawDigit(
  canvas: Canvas,
  digit: number,
  centerX: number,
  centerY: number,
  random: RandomSource,
): void {
  const glyph = GLYPHS[digit];
  if (!glyph) throw new RangeError(`not a digit: ${digit}`);
  const scale = between(random, 0.88, 1.12);
  const width = 17 * scale;
  const height = 32 * scale;
  const angle = between(random, -0.38, 0.38);
  const shear = between(random, -0.25, 0.25);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const thickness = between(random, 2.4, 3.4);
  const ink = Math.round(between(random, 20, 80));
  const place = ([u, v]: Point): Point => {
    const x = (u - 0.5) * width + shear * (v - 0.5) * height;
    const y = (v - 0.5) * height;
    return [centerX + x * cos - y * sin, centerY + x * sin + y * cos];
  };
  for (const stroke of glyph) canvas.polyline(stroke.map(place), thickness, ink);
}

/** Returns the picture's grayscale pixels, row by row; exported for the tests. */
export function drawCaptcha(answer: string, random: RandomSource = Math.random): Uint8Array {
  if (!/^\d+$/.test(answer)) throw new RangeError('a captcha answer is digits only');
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);

  // Light speckled paper, so a fixed threshold does not simply cut the ink out.
  for (let i = 0; i < canvas.pixels.length; i++) canvas.pixels[i] = 255 - Math.floor(random() * 34);

  const step = (CAPTCHA_WIDTH - 30) / answer.length;
  [...answer].forEach((char, index) => {
    const x = 15 + step * (index + 0.5) + between(random, -4, 4);
    const y = CAPTCHA_HEIGHT / 2 + between(random, -6, 6);
    drawDigit(canvas, Number(char), x, y, random);
  });

  // One wavy stroke through the digits glues neighbours together for a segmenting OCR.
  const phase = between(random, 0, Math.PI * 2);
  const wave: Point[] = [];
  const baseline = between(random, 22, 38);
  for (let x = 0; x <= CAPTCHA_WIDTH; x += 6) {
    wave.push([x, baseline + 7 * Math.sin(x / 17 + phase)]);
  }
  canvas.polyline(wave, 1.6, Math.round(between(random, 60, 100)));

  for (let i = 0; i < 5; i++) {
    canvas.line(
      [between(random, 0, CAPTCHA_WIDTH), between(random, 0, CAPTCHA_HEIGHT)],
      [between(random, 0, CAPTCHA_WIDTH), between(random, 0, CAPTCHA_HEIGHT)],
      between(random, 0.8, 1.4),
      Math.round(between(random, 90, 160)),
    );
  }
  for (let i = 0; i < 140; i++) {
    const x = between(random, 0, CAPTCHA_WIDTH);
    const y = between(random, 0, CAPTCHA_HEIGHT);
    canvas.line(
      [x, y],
      [x + 0.1, y],
      between(random, 0.6, 1.8),
      Math.round(between(random, 40, 170)),
    );
  }

  return warp(canvas.pixels, random);
}

/** Shifts each column up or down along a sine, bending baselines and straight strokes. */
function warp(pixels: Uint8Array, random: RandomSource): Uint8Array {
  const out = new Uint8Array(pixels.length).fill(255);
  const amplitude = between(random, 2, 4);
  const period = between(random, 30, 50);
  const phase = between(random, 0, Math.PI * 2);
  for (let x = 0; x < CAPTCHA_WIDTH; x++) {
    const shift = Math.round(amplitude * Math.sin(x / period + phase));
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
      const source = y - shift;
      if (source >= 0 && source < CAPTCHA_HEIGHT) {
        out[y * CAPTCHA_WIDTH + x] = pixels[source * CAPTCHA_WIDTH + x] ?? 255;
      }
    }
  }
  return out;
}

/** The captcha picture of `answer` as PNG bytes. */
export function renderCaptchaPng(answer: string, random: RandomSource = Math.random): Buffer {
  return encodeGrayscalePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, drawCaptcha(answer, random));
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** 8-bit grayscale PNG (color type 0), one unfiltered scanline per row. */
export function encodeGrayscalePng(width: number, height: number, pixels: Uint8Array): Buffer {
  if (pixels.length !== width * height) throw new RangeError('pixel count does not match size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // color type: grayscale
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method: adaptive (each row starts with its filter type)
  header[12] = 0; // no interlace

  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0; // filter type None
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }

  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'ascii');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/** The CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) table that PNG chunks use. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
