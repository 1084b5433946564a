/**
 * The member as the app sees them (spec 000 §3 User info, spec 001 §3): POST /api/getuserinfo and
 * the home header block POST /api/getMainTitleInfo. CI and DI never leave the server.
 */
import {
  addDays,
  type MainTitleInfo,
  seoulToday,
  toSeoulIso,
  type UserInfo,
} from '@venue/contract';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { toYn } from '../../../lib/yn';
import type { Member } from '../../../plugins/member-auth';
import { qrStatusOf } from '../../door/qr-pass/qr-pass.service';
import { linkedLogins } from '../login/login.service';
import type { InForceTerms } from '../terms/terms.repository';
import { reagreeTermsFor } from '../terms/terms-agreement.service';
import { findLastCheckInFloor, findMemberProfile, listHeaderEntries } from './members.repository';

/**
 * `termsInForce`: the terms versions in force now (the terms feature's `inForceTerms`), for
 * `reagreeTermsList`; callers that do not show it leave it empty and pay no query for it.
 */
export async function getUserInfo(
  db: Database,
  member: Member,
  now: Date = new Date(),
  termsInForce: readonly InForceTerms[] = [],
): Promise<UserInfo> {
  const user = await findMemberProfile(db, member.userIdx);
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  const [identities, qr, reagreeTermsList] = await Promise.all([
    linkedLogins(db, member.userIdx),
    qrStatusOf(db, member.userIdx, now),
    reagreeTermsFor(db, termsInForce, member.userIdx),
  ]);
  const linked = identities.filter((i) => i.provider === 'tid' || i.provider === 'kakao');
  const kakao = identities.find((i) => i.provider === 'kakao');
  const tid = identities.find((i) => i.provider === 'tid');
  const loginType = member.loginType ?? identities[0]?.provider ?? '';
  const telco = user.telecomCode as UserInfo['telco'];
  return {
    userIdx: user.userIdx,
    name: user.name,
    birthYmd: user.birthYmd,
    gender: user.gender as UserInfo['gender'],
    foreignerYn: toYn(user.foreignerYn),
    userType: linked.map((i) => i.provider).join(','),
    loginType,
    beforeUserType: linked.find((i) => i.provider !== loginType)?.provider ?? null,
    kakaoSubId: kakao?.subId ?? null,
    kakaoSubsId: kakao?.subsId ?? null,
    tidSubId: tid?.subId ?? null,
    tidSubsId: tid?.subsId ?? null,
    telco,
    telecomCode: telco,
    phoneNumber: user.phoneNumber,
    email: user.email,
    // Checked in today (decision 017); getQrValue's qrAuthYn says "holds today's QR" instead.
    qrAuthYn: toYn(qr.checkedIn),
    qrUuid: qr.today?.qrUuid ?? null,
    lastQrIssuedDate: qr.latest?.issueDate ?? null,
    userInfoAgreementYn: toYn(user.userInfoAgreementYn),
    adInfoAgreementYn: toYn(user.adInfoAgreementYn),
    marketingAgreementYn: toYn(user.marketingAgreementYn),
    visitReminderYn: toYn(user.visitReminderYn),
    checkInCount: user.checkInCount,
    visitCount: user.visitCount,
    participationPossibleYn: toYn(user.participationPossibleYn),
    bookingRestriction:
      user.bookingRestrictedUntil && user.bookingRestrictedUntil > now
        ? {
            until: toSeoulIso(user.bookingRestrictedUntil),
            reason: user.bookingRestrictionReason ?? '',
          }
        : null,
    regDate: toSeoulIso(user.regDate),
    reagreeTermsList,
  };
}

export async function getMainTitleInfo(
  db: Database,
  member: Member,
  now: Date = new Date(),
): Promise<MainTitleInfo> {
  const user = await findMemberProfile(db, member.userIdx);
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  const today = seoulToday(now);
  const [qr, reserveEntryList, lastCheckInFloorIdx] = await Promise.all([
    qrStatusOf(db, member.userIdx, now),
    listHeaderEntries(db, member.userIdx, today, addDays(today, -1)),
    findLastCheckInFloor(db, member.userIdx, today),
  ]);
  return {
    userName: user.name,
    qrAuthYn: toYn(qr.checkedIn),
    visitCnt: user.visitCount,
    loginCnt: user.loginCount,
    reserveEntryList,
    lastCheckInFloorIdx,
  };
}
