import type { UserInfo } from '@venue/contract';

/**
 * A member as /api/getuserinfo answers it, for component tests: an adult Kakao member without a QR
 * pass, check-ins or visits, who agreed to personal data use only. Override what a test is about.
 */
export function aMember(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userIdx: 7,
    name: '김하늘',
    birthYmd: '1990-05-05',
    gender: 'F',
    foreignerYn: 'N',
    userType: 'kakao',
    loginType: 'kakao',
    beforeUserType: null,
    kakaoSubId: 'k',
    kakaoSubsId: null,
    tidSubId: null,
    tidSubsId: null,
    telco: '02',
    telecomCode: '02',
    phoneNumber: '01012345678',
    email: null,
    qrAuthYn: 'N',
    qrUuid: null,
    lastQrIssuedDate: null,
    userInfoAgreementYn: 'Y',
    adInfoAgreementYn: 'N',
    marketingAgreementYn: 'N',
    visitReminderYn: 'Y',
    checkInCount: 0,
    visitCount: 0,
    participationPossibleYn: 'Y',
    bookingRestriction: null,
    regDate: '2026-01-01T10:00:00+09:00',
    reagreeTermsList: [],
    ...overrides,
  };
}
