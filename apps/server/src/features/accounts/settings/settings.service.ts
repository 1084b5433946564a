/**
 * The member's settings (spec 001 §2 Settings, §7; decision 019): consent toggles
 * with their history, unlinking an easy login, withdrawal, the Kakao unlink callback and the
 * purge of records kept five years after a withdrawal.
 */
import {
  type AgreementState,
  isTermsCodeShownFor,
  seoulToday,
  type TermsCode,
  termsAgreementFlag,
} from '@venue/contract';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { toYn } from '../../../lib/yn';
import type { Member } from '../../../plugins/member-auth';
import { listTermsInForce } from '../terms/terms-agreement.service';
import {
  type AgreementColumn,
  anonymiseMember,
  countUsableVipKeys,
  deleteIdentity,
  deleteWithdrawnMemberData,
  findIdentityOwner,
  insertConsentRecord,
  listLinkedProviders,
  listWithdrawnBefore,
  lockActiveMember,
  purgeMembers,
  setAgreementFlag,
} from './settings.repository';

/** consent_records.subject per flag (db/schema/members.ts: USER_INFO | AD_INFO | MARKETING). */
const consentSubject: Record<AgreementColumn, string> = {
  userInfoAgreementYn: 'USER_INFO',
  adInfoAgreementYn: 'AD_INFO',
  marketingAgreementYn: 'MARKETING',
};

const termsCodeOf = (column: AgreementColumn) =>
  (Object.entries(termsAgreementFlag).find(([, flag]) => flag === column)?.[0] ??
    null) as TermsCode | null;

/** Agreeing to a term the member was never offered (TOS005 outside MVNO carriers, spec 000 §3). */
export const termsNotOfferedMessage = '알뜰폰 이용 회원만 동의할 수 있는 약관이에요.';

/** Only the member themself may change their consents or logins: another userIdx is 403. */
function assertOwnUser(member: Member, userIdx: number) {
  if (member.userIdx !== userIdx) throw new AppError(403, 'FORBIDDEN');
}

/**
 * POST /api/updateTermsInfo: sets exactly one flag (the contract refuses more or none) and
 * appends the change to consent_records (source 'settings') in the same transaction, naming the
 * version in force of the matching term. A term the member is not offered (TOS005 outside MVNO
 * carriers, as at signup) cannot be agreed to (400); withdrawing a consent is always allowed.
 */
export async function updateTermsInfo(
  db: Database,
  member: Member,
  body: { userIdx: number } & Partial<Record<AgreementColumn, 'Y' | 'N'>>,
  now: Date = new Date(),
): Promise<AgreementState> {
  assertOwnUser(member, body.userIdx);
  const column = (
    ['userInfoAgreementYn', 'adInfoAgreementYn', 'marketingAgreementYn'] as const
  ).find((flag) => body[flag] !== undefined);
  if (!column) throw new AppError(400, 'VALIDATION_FAILED');
  const agreed = body[column] === 'Y';
  const termsCode = termsCodeOf(column);
  return db.transaction(async (tx) => {
    const active = await lockActiveMember(tx, member.userIdx);
    if (!active) throw new AppError(401, 'UNAUTHORIZED');
    if (agreed && termsCode && !isTermsCodeShownFor(termsCode, active.telecomCode)) {
      throw new AppError(400, 'VALIDATION_FAILED', termsNotOfferedMessage);
    }
    const flags = await setAgreementFlag(tx, member.userIdx, column, agreed);
    if (!flags) throw new AppError(401, 'UNAUTHORIZED');
    await insertConsentRecord(tx, {
      userIdx: member.userIdx,
      subject: consentSubject[column],
      termsCode,
      termsVersion: termsCode
        ? ((await listTermsInForce(tx, now, [termsCode]))[0]?.version ?? null)
        : null,
      agreed,
      source: 'settings',
      recordedAt: now,
    });
    return {
      userInfoAgreementYn: toYn(flags.userInfoAgreementYn),
      adInfoAgreementYn: toYn(flags.adInfoAgreementYn),
      marketingAgreementYn: toYn(flags.marketingAgreementYn),
    };
  });
}

/**
 * POST /api/auth/unlink/account: removes one easy login. The login of the current session
 * (the token's loginType) cannot be removed, nor the last way in (a usable VIP key counts).
 * Answers the remaining providers as `userType` ('tid,kakao' style, like getuserinfo).
 */
export async function unlinkAccount(
  db: Database,
  member: Member,
  body: { beforeUserType: 'kakao' | 'tid'; userIdx: number },
  now: Date = new Date(),
): Promise<{ userType: string }> {
  assertOwnUser(member, body.userIdx);
  if (member.loginType === body.beforeUserType) {
    throw new AppError(409, 'UNLINK_CURRENT_LOGIN');
  }
  return db.transaction(async (tx) => {
    if (!(await lockActiveMember(tx, member.userIdx))) throw new AppError(401, 'UNAUTHORIZED');
    const linked = await listLinkedProviders(tx, member.userIdx);
    if (!linked.includes(body.beforeUserType)) {
      throw AppError.notFound('연결된 로그인이 아니에요. 목록을 새로 불러와 주세요.');
    }
    const others = linked.length - 1 + (await countUsableVipKeys(tx, member.userIdx, now));
    if (others < 1) throw new AppError(409, 'UNLINK_LAST_LOGIN');
    await deleteIdentity(tx, member.userIdx, body.beforeUserType);
    return { userType: linked.filter((provider) => provider !== body.beforeUserType).join(',') };
  });
}

/**
 * Withdraws a member in one transaction: every token revoked, the profile anonymised, logins,
 * guardian, inquiries and today's and later QR passes deleted. Reservations and applications
 * (with answers) stay, tied to the anonymised row, until the purge five years later. Answers
 * false when the member was not (or no longer) ACTIVE.
 */
export async function withdrawMember(
  db: Database,
  userIdx: number,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockActiveMember(tx, userIdx))) return false;
    await anonymiseMember(tx, userIdx, now);
    await deleteWithdrawnMemberData(tx, userIdx, seoulToday(now));
    return true;
  });
}

/**
 * Kakao's 연결 끊기 알림 (the member unlinked our app in Kakao, or left Kakao): the Kakao link is
 * removed and, when no other way in remains, the member is withdrawn. Answers what happened; an
 * unknown Kakao user is not an error (Kakao retries otherwise, and the link may be gone already).
 */
export async function handleKakaoUnlink(
  db: Database,
  kakaoUserId: string,
  now: Date = new Date(),
): Promise<'unknown' | 'unlinked' | 'withdrawn'> {
  const userIdx = await findIdentityOwner(db, 'kakao', kakaoUserId);
  if (userIdx === null) return 'unknown';
  const withdraw = await db.transaction(async (tx) => {
    if (!(await lockActiveMember(tx, userIdx))) {
      await deleteIdentity(tx, userIdx, 'kakao');
      return false;
    }
    await deleteIdentity(tx, userIdx, 'kakao');
    const left =
      (await listLinkedProviders(tx, userIdx)).length +
      (await countUsableVipKeys(tx, userIdx, now));
    return left === 0;
  });
  if (!withdraw) return 'unlinked';
  await withdrawMember(db, userIdx, now);
  return 'withdrawn';
}

/** How long reservation and application records outlive a withdrawal (spec 001 §9). */
export const WITHDRAWN_RETENTION_YEARS = 5;

/** The instant before which a withdrawal's kept records are due for purging. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - WITHDRAWN_RETENTION_YEARS);
  return cutoff;
}

/**
 * Purges members withdrawn more than five years before `now`, in batches of `batchSize`, each
 * batch one transaction. Answers the counts.
 */
export async function purgeExpiredWithdrawals(
  db: Database,
  now: Date,
  batchSize = 200,
): Promise<{ members: number; entries: number }> {
  const cutoff = retentionCutoff(now);
  const total = { members: 0, entries: 0 };
  for (;;) {
    const due = await listWithdrawnBefore(db, cutoff, batchSize);
    if (due.length === 0) return total;
    const purged = await db.transaction((tx) => purgeMembers(tx, due));
    total.members += purged.members;
    total.entries += purged.entries;
    if (due.length < batchSize) return total;
  }
}
