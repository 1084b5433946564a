/**
 * Turns an `x-access-token` value into the member it speaks for: the token must verify
 * (session-tokens.ts) and still match the account, which must be ACTIVE and on the same token
 * version. A logout or withdrawal therefore revokes every earlier token at once.
 */
import type { ActiveMember } from './session.repository';
import {
  type MemberTokenKey,
  type MemberTokenSubject,
  shouldRenewMemberToken,
  signMemberToken,
  unauthorized,
  verifyMemberToken,
} from './session-tokens';

export interface AuthenticatedMember {
  member: MemberTokenSubject;
  /** A replacement token when the presented one is close to expiry, else null. */
  renewedToken: string | null;
}

export async function authenticateMember(
  /** The ACTIVE member with this idx, or null (the plugin batches these lookups). */
  findMember: (userIdx: number) => Promise<ActiveMember | null>,
  signing: MemberTokenKey,
  token: string,
  now: Date = new Date(),
): Promise<AuthenticatedMember> {
  const verified = await verifyMemberToken(signing, token, now);
  const member = await findMember(verified.userIdx);
  // Unknown, withdrawn and revoked all answer the same 401: the client's only move is to log in.
  if (!member || member.tokenVersion !== verified.tokenVersion) throw unauthorized();
  const subject = { ...member, loginType: verified.loginType ?? null };
  const renewedToken = shouldRenewMemberToken(verified.expiresAt, now)
    ? await signMemberToken(signing, subject, now)
    : null;
  return { member: subject, renewedToken };
}
