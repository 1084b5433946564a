import type { FaqCategory, FaqItem } from '@venue/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { faqCategories, faqs } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';
import { toYn } from '../../../lib/yn';

export async function listFaqCategories(db: Database): Promise<FaqCategory[]> {
  return db
    .select({
      faqsCategoryIdx: faqCategories.faqsCategoryIdx,
      faqsCategoryName: faqCategories.faqsCategoryName,
    })
    .from(faqCategories)
    .orderBy(asc(faqCategories.sortIndex), asc(faqCategories.faqsCategoryIdx));
}

async function selectFaqs(db: Database, where: SQL | undefined): Promise<FaqItem[]> {
  const rows = await db
    .select({
      faqsIdx: faqs.faqsIdx,
      faqsCategoryIdx: faqs.faqsCategoryIdx,
      faqsCategoryName: faqCategories.faqsCategoryName,
      faqsQuestion: faqs.faqsQuestion,
      faqsAnswer: faqs.faqsAnswer,
      displayYn: faqs.displayYn,
    })
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.faqsCategoryIdx, faqs.faqsCategoryIdx))
    .where(and(eq(faqs.displayYn, true), where))
    .orderBy(asc(faqCategories.sortIndex), asc(faqs.sortIndex), asc(faqs.faqsIdx));
  return rows.map((row) => ({
    ...row,
    faqsAnswer: sanitizeEditorHtml(row.faqsAnswer),
    displayYn: toYn(row.displayYn),
  }));
}

/** Displayed FAQ in category order, then the admin's order; optionally one category only. */
export function listFaqs(db: Database, faqsCategoryIdx?: number): Promise<FaqItem[]> {
  return selectFaqs(
    db,
    faqsCategoryIdx === undefined ? undefined : eq(faqs.faqsCategoryIdx, faqsCategoryIdx),
  );
}

/** One displayed FAQ; null when hidden or unknown. */
export async function findFaq(db: Database, faqsIdx: number): Promise<FaqItem | null> {
  const [item] = await selectFaqs(db, eq(faqs.faqsIdx, faqsIdx));
  return item ?? null;
}
