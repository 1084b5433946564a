import type { Locator } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * The picture was fetched and decoded: visible alone is not enough, since an <img> with its size
 * set takes its box before the bytes arrive. Polls until it is complete, then answers its natural
 * width so a caller can check which size of a responsive image the browser drew.
 */
export async function expectImageDrawn(image: Locator): Promise<number> {
  await expect(image).toBeVisible();
  let width = 0;
  await expect
    .poll(async () => {
      width = await image.evaluate((img: HTMLImageElement) =>
        img.complete ? img.naturalWidth : 0,
      );
      return width;
    })
    .toBeGreaterThan(0);
  return width;
}
