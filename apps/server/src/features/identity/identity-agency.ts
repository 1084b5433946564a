/**
 * The identity-verification agency behind POST /api/auth/phone/send and /verify: it sends the
 * SMS code to the person's phone and, when the code comes back right, returns the person's CI
 * and DI. Routes see only this interface, so a real agency adapter plugs in without touching
 * them. Which one runs is decided once from the configuration (`createIdentityAgency`).
 */
import type { ProviderMode } from '@venue/contract';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/types';
import { createSandboxIdentityAgency } from '../sandbox/sandbox-identity-agency';
import { createHttpIdentityAgency } from './http-identity-agency';

export interface IdentityPerson {
  name: string;
  /** YYYY-MM-DD */
  birthYmd: string;
  gender: 'M' | 'F';
  foreignerYn: 'Y' | 'N';
  telecomCode: string;
  phoneNumber: string;
}

export type ConfirmResult =
  | { result: 'ok'; ci: string; di: string }
  | { result: 'mismatch' }
  | { result: 'expired' };

export interface IdentityAgency {
  sendCode(person: IdentityPerson): Promise<{ agencyTxId: string }>;
  confirmCode(input: { agencyTxId: string; code: string }): Promise<ConfirmResult>;
}

/**
 * What an adapter throws when the agency cannot help. `rejected`: the agency refused the
 * request (it does not know this person/phone pair, for instance); `unavailable`: it did not
 * answer, answered nonsense or failed. The detail is for the log only, never for the visitor.
 */
export class IdentityAgencyError extends Error {
  override name = 'IdentityAgencyError';
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    detail: string,
  ) {
    super(detail);
  }
}

/** How identity verification is provided, by the same rules as `createIdentityAgency`. */
export function identityAgencyMode(config: Pick<AppConfig, 'sandboxMode' | 'sms'>): ProviderMode {
  if (config.sandboxMode) return 'SANDBOX';
  return config.sms.providerUrl && config.sms.providerKey ? 'CONFIGURED' : 'MISSING';
}

/**
 * Sandbox mode → the sandbox agency inside this server; otherwise SMS_PROVIDER_URL and
 * SMS_PROVIDER_KEY → the HTTP adapter; with neither, null: identity calls answer 503.
 */
export function createIdentityAgency(
  config: Pick<AppConfig, 'sandboxMode' | 'sms' | 'jwtSecret'>,
  db: Database,
  /** the venue's name for the sandbox's texts (issue 26) */
  venueName?: () => Promise<string | null>,
): IdentityAgency | null {
  if (config.sandboxMode) {
    return createSandboxIdentityAgency(db, config.jwtSecret, undefined, venueName);
  }
  const { providerUrl, providerKey } = config.sms;
  if (providerUrl && providerKey) {
    return createHttpIdentityAgency({ url: providerUrl, key: providerKey });
  }
  return null;
}
