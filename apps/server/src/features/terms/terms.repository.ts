import type { Terms, TermsCode, TermsPreview } from '@venue/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { terms } from '../../db/schema';
import type { Database } from '../../db/types';
import { sanitizeEditorHtml } from '../../lib/sanitize-html';
import { toYn } from '../../lib/yn';

/**
 * The newest displayed version of each term code (a new version is a new row), narrowed to
 * `codes` when given. Required terms come first (spec 000 §5), then by code, so the footer's
 * "first loaded term" is TOS001.
 */
export async function listCurrentTerms(
  db: Database,
  codes?: readonly TermsCode[],
): Promise<Terms[]> {
  const rows = await db
    .selectDistinctOn([terms.termsCode], {
      termsIdx: terms.termsIdx,
      termsCode: terms.termsCode,
      version: terms.version,
      requiredYn: terms.requiredYn,
      termsName: terms.termsName,
      termsDescription: terms.termsDescription,
    })
    .from(terms)
    .where(
      and(
        eq(terms.displayYn, true),
        codes && codes.length > 0 ? inArray(terms.termsCode, [...codes]) : undefined,
      ),
    )
    .orderBy(asc(terms.termsCode), desc(terms.version));

  return rows
    .sort(
      (a, b) =>
        Number(b.requiredYn) - Number(a.requiredYn) || a.termsCode.localeCompare(b.termsCode),
    )
    .map((row) => ({
      ...row,
      // Codes outside the contract's list fail the response check at cache fill: a typo in
      // the CMS surfaces as an error, not as a term the client cannot map.
      termsCode: row.termsCode as TermsCode,
      requiredYn: toYn(row.requiredYn),
      termsDescription: sanitizeEditorHtml(row.termsDescription),
    }));
}

/** One displayed term version by id, for /terms/preview/{id}; null when hidden or unknown. */
export async function findTermsPreview(
  db: Database,
  termsIdx: number,
): Promise<TermsPreview | null> {
  const [row] = await db
    .select({
      termsIdx: terms.termsIdx,
      termsName: terms.termsName,
      termsDescription: terms.termsDescription,
    })
    .from(terms)
    .where(and(eq(terms.termsIdx, termsIdx), eq(terms.displayYn, true)));
  return row ? { ...row, termsDescription: sanitizeEditorHtml(row.termsDescription) } : null;
}
