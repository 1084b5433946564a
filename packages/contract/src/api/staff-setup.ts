/**
 * POST /api/staff/setup-checklist (any operator): what a venue still needs before
 * visitors can use it, read from the venue's own data and the server's configuration. The console
 * shows it on 오늘 with a link to the page that fixes each item.
 */
import { z } from 'zod';
import { termsCode } from './enums';
import { apiSuccess, emptyBody, isoDateTime } from './envelope';

/** How a login or the identity agency is provided: real, the sandbox's, or not at all. */
export const providerMode = z.enum(['CONFIGURED', 'SANDBOX', 'MISSING']);
export type ProviderMode = z.infer<typeof providerMode>;

/**
 * `done`: nothing to do. `blocking`: as it stands, visitors cannot sign up, log in, reserve or
 * come in because of it (never true when done).
 */
const item = z.object({ done: z.boolean(), blocking: z.boolean() });

export const setupChecklist = z.object({
  /** the venue settings (name, contact, hours) saved by an ADMIN */
  venueIdentity: item,
  /** every term signup needs (domain/terms-catalog.ts) has a version in force */
  signupTerms: item.extend({ missing: z.array(termsCode) }),
  /** the venue's floors */
  floors: item.extend({ count: z.number().int() }),
  /** published programs */
  programs: item.extend({ count: z.number().int() }),
  /** Kakao and T ID logins and the SMS identity agency */
  providers: item.extend({ kakao: providerMode, tid: providerMode, identity: providerMode }),
  /** the maintenance window; `endAt` when it is on now */
  maintenance: item.extend({ endAt: isoDateTime.nullable() }),
  /** a privacy policy in force (개인정보처리방침) */
  privacyPolicy: item,
});
export type SetupChecklist = z.infer<typeof setupChecklist>;
export type SetupItemKey = keyof SetupChecklist;

export const setupChecklistBody = emptyBody;
export const setupChecklistResponse = apiSuccess(setupChecklist);
