/**
 * The identity-verification agency behind POST /api/auth/phone/send and /verify: it sends the
 * SMS code to the person's phone and, when the code comes back right, returns the person's CI
 * and DI. Routes see only this interface, so a real agency adapter plugs in without touching
 * them. Which one runs is decided once from the configuration by the composition root
 * (`chooseIdentityAgency` in app.ts), so this feature knows no adapter but its interface.
 */
import type { ProviderMode } from '@venue/contract';
import type { AppConfig } from '../../../config';

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

/** How identity verification is provided, by the same rules as `chooseIdentityAgency` (app.ts). */
export function identityAgencyMode(config: Pick<AppConfig, 'sandboxMode' | 'sms'>): ProviderMode {
  if (config.sandboxMode) return 'SANDBOX';
  return config.sms.providerUrl && config.sms.providerKey ? 'CONFIGURED' : 'MISSING';
}
