import type { Terms } from '@venue/contract';
import type { LinkableLoginType } from '@venue/contract/domain';
import type { AuthState } from '../../stores/auth-store';
import type { CompleteSignupBody } from './api/complete-signup';
import type { LinkAccountBody } from './api/link-account';
import { agreementFlags, signupTermsList } from './terms-rules';

/**
 * The bodies of the two calls that end a signup in progress, built from the auth store (spec 000
 * §3 Session/auth state). Pure, so what is sent is tested without a screen.
 */

type ProviderIds = Pick<
  CompleteSignupBody,
  'kakaoSubId' | 'kakaoSubsId' | 'tidSubId' | 'tidSubsId'
>;

/** The provider's subject ids under the names of the call (the server trusts the loginTicket's). */
export function providerIds(
  auth: Pick<AuthState, 'authType' | 'authId' | 'authSubsId'>,
): ProviderIds {
  if (auth.authType === 'kakao') return { kakaoSubId: auth.authId, kakaoSubsId: auth.authSubsId };
  if (auth.authType === 'tid') return { tidSubId: auth.authId, tidSubsId: auth.authSubsId };
  return {};
}

export type SignupAuth = Pick<
  AuthState,
  'authType' | 'authId' | 'authSubsId' | 'loginTicket' | 'userInfo' | 'legalguardianInfo'
>;

/** POST /api/auth/complete/signup from the verified person, the guardian and the terms shown. */
export function completeSignupBody(
  auth: SignupAuth,
  terms: readonly Terms[],
  checked: Readonly<Record<number, boolean>>,
): CompleteSignupBody | null {
  const user = auth.userInfo;
  if (!user || !auth.loginTicket || !auth.authType) return null;
  return {
    loginTicket: auth.loginTicket,
    seq: user.seq,
    // Under 14, the server saves the guardian and their consent in the same transaction.
    ...(user.under14Yn === 'Y' && auth.legalguardianInfo
      ? { guardianSeq: auth.legalguardianInfo.seq }
      : {}),
    userType: auth.authType,
    ...providerIds(auth),
    name: user.name,
    birthYmd: user.birthYmd,
    gender: user.gender,
    telco: user.telco,
    phoneNumber: user.phoneNumber,
    foreignerYn: user.foreignerYn,
    under14Yn: user.under14Yn,
    ...agreementFlags(terms, checked),
    termsList: signupTermsList(terms, checked),
  };
}

/** POST /api/auth/link/account: this login, joined to the account of the verified person. */
export function linkAccountBody(auth: SignupAuth): LinkAccountBody | null {
  const user = auth.userInfo;
  if (!user || !auth.loginTicket || !auth.authType) return null;
  return {
    loginTicket: auth.loginTicket,
    seq: user.seq,
    userType: auth.authType,
    // The contract links easy logins (kakao, tid); a VIP login is passed as it is and the server
    // answers with its own message.
    loginType: auth.authType as LinkableLoginType,
    ...providerIds(auth),
  };
}
