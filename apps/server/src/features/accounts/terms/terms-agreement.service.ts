/**
 * Re-agreement to required terms (decision 028). A member has agreed to a term when
 * a consent record of subject TERMS names its code and a version at least the one in force.
 * When a new version of a required term comes into force, members who agreed to an older one
 * are asked again: getuserinfo lists the terms (`reagreeTermsFor`), reservations are refused
 * until they agree (`assertTermsAgreed`, 403 TERMS_REAGREE_REQUIRED), and POST /api/terms/agree
 * records the agreement (`agreeToTerms`) with the version, source 'reagree'.
 *
 * Only terms shown to the member count: TOS005 only for MVNO carriers (spec 000 §6).
 */
import {
  isTermsCodeShownFor,
  type ReagreeTerms,
  seoulToday,
  type TermsCode,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import {
  findAgreedVersions,
  type InForceTerms,
  insertTermsConsents,
  listInForceVersions,
} from './terms.repository';

/** The versions in force at `now`, for signup and the settings toggles (uncached). */
export function listTermsInForce(
  db: Database,
  now: Date,
  codes?: readonly string[],
): Promise<InForceTerms[]> {
  return listInForceVersions(db, seoulToday(now), codes);
}

/**
 * The versions in force today, read-cached like the public terms list (a write drops them; the
 * day is in the key, so a version whose day has come is seen within the cache's TTL).
 */
export function inForceTerms(app: FastifyInstance, now: Date): Promise<InForceTerms[]> {
  const today = seoulToday(now);
  return app.readCache.value(`terms:in-force:${today}`, () => listInForceVersions(app.db, today));
}

/** The required versions in force, shown to this member, that they have not agreed to. */
function pendingOf(
  inForce: readonly InForceTerms[],
  member: { telecomCode: string | null; agreed: ReadonlyMap<string, number> },
): ReagreeTerms[] {
  return inForce
    .filter(
      (t) =>
        t.requiredYn &&
        isTermsCodeShownFor(t.termsCode as TermsCode, member.telecomCode) &&
        (member.agreed.get(t.termsCode) ?? 0) < t.version,
    )
    .map((t) => ({
      termsIdx: t.termsIdx,
      termsCode: t.termsCode as TermsCode,
      version: t.version,
      termsName: t.termsName,
    }));
}

/** getuserinfo's reagreeTermsList. No query at all while no required term is in force. */
export async function reagreeTermsFor(
  db: Database,
  inForce: readonly InForceTerms[],
  userIdx: number,
): Promise<ReagreeTerms[]> {
  if (!inForce.some((t) => t.requiredYn)) return [];
  const member = await findAgreedVersions(db, userIdx);
  return member ? pendingOf(inForce, member) : [];
}

/**
 * Reservations and applications: 403 TERMS_REAGREE_REQUIRED while a required term is pending. A
 * restricted member is left to the booking's own refusal (403 PARTICIPATION_RESTRICTED): agreeing
 * would not let them reserve, so that is what they should hear first.
 */
export async function assertTermsAgreed(app: FastifyInstance, userIdx: number, now: Date) {
  const inForce = await inForceTerms(app, now);
  if (!inForce.some((t) => t.requiredYn)) return;
  const member = await findAgreedVersions(app.db, userIdx);
  if (!member?.participationPossible) return;
  if (pendingOf(inForce, member).length > 0) throw new AppError(403, 'TERMS_REAGREE_REQUIRED');
}

/**
 * POST /api/terms/agree. The list must hold every pending term (400 TERMS_REQUIRED) and only
 * versions the member was asked about or already agreed to (a repeated request); any other
 * version — no longer in force, a draft, unknown — is 409 TERMS_CHANGED (the app reloads the
 * member info and asks again).
 */
export async function agreeToTerms(
  app: FastifyInstance,
  userIdx: number,
  termsIdxList: readonly number[],
  now: Date,
): Promise<ReagreeTerms[]> {
  const inForce = await inForceTerms(app, now);
  return app.db.transaction(async (tx) => {
    const member = await findAgreedVersions(tx, userIdx);
    if (!member) throw new AppError(401, 'UNAUTHORIZED');
    const pending = pendingOf(inForce, member);
    const sent = new Set(termsIdxList);
    // A repeated request (the answer was lost) names versions already agreed: nothing to do.
    const alreadyAgreed = (idx: number) =>
      inForce.some((t) => t.termsIdx === idx && (member.agreed.get(t.termsCode) ?? 0) >= t.version);
    if ([...sent].some((idx) => !pending.some((t) => t.termsIdx === idx) && !alreadyAgreed(idx))) {
      throw new AppError(409, 'TERMS_CHANGED');
    }
    if (pending.some((t) => !sent.has(t.termsIdx))) throw new AppError(400, 'TERMS_REQUIRED');
    await insertTermsConsents(
      tx,
      pending.map((t) => ({
        userIdx,
        subject: 'TERMS',
        termsCode: t.termsCode,
        termsVersion: t.version,
        agreed: true,
        source: 'reagree',
        recordedAt: now,
      })),
    );
    return [];
  });
}
