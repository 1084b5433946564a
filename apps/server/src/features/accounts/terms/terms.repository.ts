import {
  PRIVACY_POLICY_CODE,
  type PrivacyPolicy,
  type StaffTermsCode,
  type StaffTermsVersion,
  type Terms,
  type TermsCode,
  type TermsPreview,
  termsCode as termsCodeEnum,
  toSeoulIso,
} from '@venue/contract';
import { and, asc, desc, eq, inArray, lte, max } from 'drizzle-orm';
import { consentRecords, terms, users } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';
import { toYn } from '../../../lib/yn';

/**
 * Published and effective on `today` (a Seoul day): the rows a visitor may be shown as current.
 * The version in force of a code is the newest of them (publication keeps effective days in
 * version order, terms-staff.service.ts).
 */
const inForceOn = (today: string) =>
  and(eq(terms.displayYn, true), lte(terms.effectiveDate, today));

/** A term version in force, without its text: what signup, consents and reservations check. */
export interface InForceTerms {
  termsIdx: number;
  termsCode: string;
  version: number;
  requiredYn: boolean;
  termsName: string;
}

/**
 * The codes visitors agree to: everything but the privacy policy, which shares the table
 * (PRIVACY_POLICY_CODE) and is never offered for agreement.
 */
const agreementCodes: readonly string[] = termsCodeEnum.options;

/**
 * The version in force of each code on `today` (decision 028), narrowed to `codes` when given;
 * without `codes`, the terms visitors agree to.
 */
function selectInForce(db: Database, today: string, codes?: readonly string[]) {
  return db
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
        inForceOn(today),
        inArray(terms.termsCode, [...(codes && codes.length > 0 ? codes : agreementCodes)]),
      ),
    )
    .orderBy(asc(terms.termsCode), desc(terms.version));
}

/** The versions in force on `today` without their text, for the rules that check agreement. */
export async function listInForceVersions(
  db: Database,
  today: string,
  codes?: readonly string[],
): Promise<InForceTerms[]> {
  const rows = await selectInForce(db, today, codes);
  return rows.map(({ termsDescription: _text, ...row }) => row);
}

/**
 * The version in force of each code (a new version is a new row), narrowed to `codes` when
 * given. Required terms come first (spec 000 §5), then by code, so the footer's "first loaded
 * term" is TOS001.
 */
export async function listCurrentTerms(
  db: Database,
  today: string,
  codes?: readonly TermsCode[],
): Promise<Terms[]> {
  const rows = await selectInForce(db, today, codes);
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

/**
 * One published term version by id, for /terms/preview/{id}: any published version, older ones
 * included (members agreed to them) and scheduled ones (announced ahead); null for a draft.
 */
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

/**
 * The privacy policy (POST /api/terms/privacy-policy): the version in force on `today` and every
 * published version, newest first (scheduled ones included: a change is announced ahead).
 */
export async function findPrivacyPolicy(db: Database, today: string): Promise<PrivacyPolicy> {
  const rows = await db
    .select({
      termsIdx: terms.termsIdx,
      version: terms.version,
      effectiveDate: terms.effectiveDate,
      termsName: terms.termsName,
      termsDescription: terms.termsDescription,
    })
    .from(terms)
    .where(and(eq(terms.termsCode, PRIVACY_POLICY_CODE), eq(terms.displayYn, true)))
    .orderBy(desc(terms.version));
  const current = rows.find((row) => row.effectiveDate <= today);
  return {
    current: current
      ? { ...current, termsDescription: sanitizeEditorHtml(current.termsDescription) }
      : null,
    versions: rows.map(({ termsIdx, version, effectiveDate }) => ({
      termsIdx,
      version,
      effectiveDate,
    })),
  };
}

/**
 * The member's carrier, whether they may take part at all, and, per term code, the newest version
 * they agreed to (consent records of subject TERMS: signup, re-agreement). Null when the member is
 * not active.
 */
export async function findAgreedVersions(
  db: Database,
  userIdx: number,
): Promise<{
  telecomCode: string | null;
  participationPossible: boolean;
  agreed: Map<string, number>;
} | null> {
  const rows = await db
    .select({
      telecomCode: users.telecomCode,
      participationPossible: users.participationPossibleYn,
      termsCode: consentRecords.termsCode,
      version: max(consentRecords.termsVersion),
    })
    .from(users)
    .leftJoin(
      consentRecords,
      and(
        eq(consentRecords.userIdx, users.userIdx),
        eq(consentRecords.subject, 'TERMS'),
        eq(consentRecords.agreed, true),
      ),
    )
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')))
    .groupBy(users.telecomCode, users.participationPossibleYn, consentRecords.termsCode);
  const [first] = rows;
  if (!first) return null;
  const agreed = new Map<string, number>();
  for (const row of rows) {
    if (row.termsCode !== null && row.version !== null) agreed.set(row.termsCode, row.version);
  }
  return {
    telecomCode: first.telecomCode,
    participationPossible: first.participationPossible,
    agreed,
  };
}

export async function insertTermsConsents(
  db: Database,
  rows: (typeof consentRecords.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(consentRecords).values(rows);
}

// ── The console (terms-staff.service.ts) ────────────────────────────────────

export type TermsRow = typeof terms.$inferSelect;

export async function listAllVersions(db: Database): Promise<TermsRow[]> {
  return db.select().from(terms).orderBy(asc(terms.termsCode), desc(terms.version));
}

/** One version, locked for the change about to be made to it or to its code. */
export async function findVersionForUpdate(
  db: Database,
  termsIdx: number,
): Promise<TermsRow | undefined> {
  const [row] = await db.select().from(terms).where(eq(terms.termsIdx, termsIdx)).for('update');
  return row;
}

/**
 * Every version of a code, newest first, locked: two drafts of one code saved at once take
 * turns, so version numbers and the one-draft rule hold. A code without versions locks nothing;
 * its first two drafts then collide on terms_code_version_uq, which the caller turns into 409.
 */
export async function lockVersionsOf(db: Database, termsCode: string): Promise<TermsRow[]> {
  return db
    .select()
    .from(terms)
    .where(eq(terms.termsCode, termsCode))
    .orderBy(desc(terms.version))
    .for('update');
}

export async function insertVersion(
  db: Database,
  row: typeof terms.$inferInsert,
): Promise<TermsRow> {
  const [inserted] = await db.insert(terms).values(row).returning();
  if (!inserted) throw new Error('terms insert returned no row');
  return inserted;
}

export async function updateVersion(
  db: Database,
  termsIdx: number,
  set: Partial<typeof terms.$inferInsert>,
): Promise<TermsRow> {
  const [updated] = await db.update(terms).set(set).where(eq(terms.termsIdx, termsIdx)).returning();
  if (!updated) throw new Error('terms update returned no row');
  return updated;
}

/** A row as the console shows it; `inForceIdx` is the version in force of its code, if any. */
export function toStaffVersion(
  row: TermsRow,
  today: string,
  inForceIdx: number | undefined,
): StaffTermsVersion {
  const status = !row.displayYn
    ? 'DRAFT'
    : row.termsIdx === inForceIdx
      ? 'IN_FORCE'
      : row.effectiveDate > today
        ? 'SCHEDULED'
        : 'SUPERSEDED';
  return {
    termsIdx: row.termsIdx,
    termsCode: row.termsCode as StaffTermsCode,
    version: row.version,
    requiredYn: toYn(row.requiredYn),
    termsName: row.termsName,
    termsDescription: sanitizeEditorHtml(row.termsDescription),
    effectiveDate: row.effectiveDate,
    status,
    publishedAt: row.publishedAt ? toSeoulIso(row.publishedAt) : null,
    regDate: toSeoulIso(row.regDate),
  };
}

/** The version in force of a code among `rows` (newest first), on `today`. */
export function inForceIdxOf(rows: readonly TermsRow[], today: string): number | undefined {
  return rows.find((row) => row.displayYn && row.effectiveDate <= today)?.termsIdx;
}
