import { describe, expect, it } from 'vitest';
import { imageKinds, isImageKind } from '../../../lib/media-paths';
import { renderImage, titleLines } from './svg-art';

describe('generated artwork', () => {
  it('draws the same bytes for the same path and different art for different keys', () => {
    expect(renderImage('program', 'ai-portrait-studio')).toBe(
      renderImage('program', 'ai-portrait-studio'),
    );
    expect(renderImage('program', 'ai-portrait-studio')).not.toBe(
      renderImage('program', 'vr-sky-walk'),
    );
  });

  it.each(Object.entries(imageKinds))(
    'draws %s at its fixed intrinsic size, under 4 KB',
    (kind, size) => {
      if (!isImageKind(kind)) throw new Error(kind);
      const longest = 'a-very-long-program-key-with-many-words-to-wrap-around-the-box';
      for (const key of ['x', 'the-stage', longest]) {
        const svg = renderImage(kind, key);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).toContain(
          `width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}"`,
        );
        expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      }
    },
  );

  it('keeps the tag of program and zone pictures out of the top-left corner the app covers', () => {
    // The hero's back arrow (program detail, zone page) and the home space card's floor badge sit
    // over the picture's top-left; the tag goes just above the title there instead.
    for (const kind of ['program', 'zone'] as const) {
      const { height } = imageKinds[kind];
      for (const key of ['ai-portrait-studio', 'the-stage', 'x']) {
        const svg = renderImage(kind, key);
        const tagY = Number(/<text x="\d+" y="([\d.]+)"/.exec(svg)?.[1]);
        const titleY = Number(/<tspan x="\d+" y="([\d.]+)"/.exec(svg)?.[1]);
        expect(tagY, `${kind}/${key}`).toBeGreaterThan(height * 0.4);
        expect(tagY, `${kind}/${key}`).toBeLessThan(titleY);
      }
    }
    // A banner keeps its tag in the corner.
    const bannerTagY = Number(
      /<text x="\d+" y="([\d.]+)"/.exec(renderImage('banner', 'open-week'))?.[1],
    );
    expect(bannerTagY).toBeLessThan(imageKinds.banner.height * 0.3);
  });

  it('writes Korean text in a CJK font and no external references', () => {
    const svg = renderImage('notice', 'goods-new-edition');
    expect(svg).toContain(`font-family="'Noto Sans CJK KR','Noto Sans KR',sans-serif"`);
    expect(svg).toContain('공지사항');
    expect(svg).not.toMatch(/href=|url\((?!#)|<script|@import/);
  });

  it('wraps the title into at most three lines that fit the width', () => {
    expect(titleLines('ai-portrait-studio', 11)).toEqual(['AI PORTRAIT', 'STUDIO']);
    expect(titleLines('a-b-c-d-e-f-g-h', 3)).toEqual(['A B', 'C D', 'E F']);
  });
});
