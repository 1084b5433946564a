import { describe, expect, it } from 'vitest';
import { uploadKeyOf } from './cms-media.repository';
import { webpWidths } from './media-image';
import { isStorageKey } from './media-storage';

describe('webpWidths', () => {
  it('never enlarges: the standard widths below the image, plus its own width up to 1920', () => {
    expect(webpWidths(300)).toEqual([300]);
    expect(webpWidths(480)).toEqual([480]);
    expect(webpWidths(1000)).toEqual([480, 960, 1000]);
    expect(webpWidths(1920)).toEqual([480, 960, 1920]);
    expect(webpWidths(4000)).toEqual([480, 960, 1920]);
  });
});

describe('media keys and paths', () => {
  it('accepts only the server-made names inside uploads/', () => {
    expect(isStorageKey('uploads/0a1b2c.jpg')).toBe(true);
    expect(isStorageKey('uploads/0a1b2c-w480.webp')).toBe(true);
    for (const key of [
      'uploads/../x.jpg',
      'uploads/a/b.jpg',
      'uploads/A.jpg',
      'x/a.jpg',
      'uploads/a.svg',
      'uploads/.jpg',
    ]) {
      expect(isStorageKey(key), key).toBe(false);
    }
  });

  it('finds the library key of an uploaded path or one of its sizes, and nothing else', () => {
    expect(uploadKeyOf('/media/uploads/0a1b2c.png')).toBe('0a1b2c');
    expect(uploadKeyOf('/media/uploads/0a1b2c-w960.webp')).toBe('0a1b2c');
    expect(uploadKeyOf('/media/program/night.svg')).toBeNull();
    expect(uploadKeyOf('/media/uploads/0a1b2c.gif')).toBeNull();
  });
});
