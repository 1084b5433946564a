import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  crc32,
  drawCaptcha,
  encodeGrayscalePng,
  renderCaptchaPng,
} from './captcha-image';
import { seededRandom } from './test-random';

interface Chunk {
  type: string;
  data: Buffer;
  crcMatches: boolean;
}

/** Walks the chunks after the signature, checking each CRC over type + data. */
function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('ascii'),
      data: typeAndData.subarray(4),
      crcMatches: crc32(typeAndData) === png.readUInt32BE(offset + 8 + length),
    });
    offset += 12 + length;
  }
  return chunks;
}

describe('crc32', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });
});

describe('renderCaptchaPng', () => {
  it('is a valid 180x60 8-bit grayscale PNG whose chunks all carry correct CRCs', () => {
    const png = renderCaptchaPng('031947', seededRandom(1));

    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((chunk) => chunk.crcMatches)).toBe(true);

    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect(header.length).toBe(13);
    expect(header.readUInt32BE(0)).toBe(CAPTCHA_WIDTH);
    expect(header.readUInt32BE(4)).toBe(CAPTCHA_HEIGHT);
    expect([...header.subarray(8)]).toEqual([8, 0, 0, 0, 0]);
    expect(chunks[2]?.data.length).toBe(0);
  });

  it('inflates to one filter byte plus width pixels per row', () => {
    const png = renderCaptchaPng('550021', seededRandom(2));
    const idat = readChunks(png).find((chunk) => chunk.type === 'IDAT');
    const raw = inflateSync(idat?.data ?? Buffer.alloc(0));

    expect(raw.length).toBe((CAPTCHA_WIDTH + 1) * CAPTCHA_HEIGHT);
    for (let row = 0; row < CAPTCHA_HEIGHT; row++) {
      expect(raw[row * (CAPTCHA_WIDTH + 1)]).toBe(0);
    }
  });

  it('stores exactly the drawn pixels', () => {
    const pixels = drawCaptcha('123456', seededRandom(3));
    const png = encodeGrayscalePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, pixels);
    const raw = inflateSync(readChunks(png)[1]?.data ?? Buffer.alloc(0));
    const decoded = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
    for (let row = 0; row < CAPTCHA_HEIGHT; row++) {
      const start = row * (CAPTCHA_WIDTH + 1) + 1;
      decoded.set(raw.subarray(start, start + CAPTCHA_WIDTH), row * CAPTCHA_WIDTH);
    }
    expect(decoded).toEqual(pixels);
  });

  it('draws the same picture for the same answer and randomness, another for another answer', () => {
    expect(renderCaptchaPng('482913', seededRandom(7))).toEqual(
      renderCaptchaPng('482913', seededRandom(7)),
    );
    expect(renderCaptchaPng('482913', seededRandom(7))).not.toEqual(
      renderCaptchaPng('482914', seededRandom(7)),
    );
  });

  it('varies the picture of one answer between draws', () => {
    expect(renderCaptchaPng('000000', seededRandom(1))).not.toEqual(
      renderCaptchaPng('000000', seededRandom(2)),
    );
  });

  it('puts dark ink on light paper', () => {
    const pixels = drawCaptcha('888888', seededRandom(4));
    const dark = pixels.filter((value) => value < 100).length;
    const light = pixels.filter((value) => value > 200).length;
    // Six thick glyphs cover a good share of the picture, but the paper stays the majority.
    expect(dark).toBeGreaterThan(pixels.length * 0.05);
    expect(light).toBeGreaterThan(pixels.length * 0.5);
  });

  it('refuses anything but digits', () => {
    expect(() => renderCaptchaPng('12a456')).toThrow(RangeError);
    expect(() => renderCaptchaPng('')).toThrow(RangeError);
  });

  it('refuses pixels that do not match the size', () => {
    expect(() => encodeGrayscalePng(2, 2, new Uint8Array(3))).toThrow(RangeError);
  });
});
