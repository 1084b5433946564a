import type { FaqCategory } from '@venue/contract';

/** The URL query that holds the FAQ category filter (spec 001 §2: "category filter through query category"). */
export const FAQ_CATEGORY_PARAM = 'category';

/**
 * The selected category from `?category=<faqsCategoryIdx>`; null means 전체. Anything that is not
 * a positive integer falls back to 전체, and so does an id that is not among the categories once
 * they are known (an old link to a removed category).
 */
export function parseFaqCategory(
  raw: string | null,
  categories?: readonly FaqCategory[],
): number | null {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  if (!Number.isSafeInteger(id)) return null;
  if (categories && !categories.some((c) => c.faqsCategoryIdx === id)) return null;
  return id;
}
