import { describe, expect, it } from 'vitest';
import { maskName } from './checkin.service';

describe('maskName', () => {
  it.each([
    ['김하늘', '김*늘'],
    ['이솔', '이*'],
    ['남궁민수', '남**수'],
    ['정', '정'],
    [' 박하늘 ', '박*늘'],
  ])('shows staff %s as %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});
