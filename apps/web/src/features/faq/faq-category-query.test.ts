import { describe, expect, it } from 'vitest';
import { parseFaqCategory } from './faq-category-query';

const categories = [
  { faqsCategoryIdx: 1, faqsCategoryName: '이용안내' },
  { faqsCategoryIdx: 2, faqsCategoryName: '예약·응모' },
  { faqsCategoryIdx: 12, faqsCategoryName: '기타' },
];

describe('the FAQ category query', () => {
  it.each([
    [null, null],
    ['', null],
    ['1', 1],
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['01', null],
    ['2a', null],
    ['ALL', null],
    [' 2', null],
    ['99999999999', null],
  ])('?category=%s before categories load selects %s', (raw, expected) => {
    expect(parseFaqCategory(raw)).toBe(expected);
  });

  it.each([
    ['2', 2],
    ['12', 12],
    ['3', null],
  ])('?category=%s once categories are known selects %s', (raw, expected) => {
    expect(parseFaqCategory(raw, categories)).toBe(expected);
  });
});
