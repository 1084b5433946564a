/**
 * The consents of the SMS identity check (본인인증 약관), asked in a sheet before the code is sent
 * (spec 000 §4 "All required terms must be agreed, then the SMS is sent"). They are the identity
 * agency's and the carriers' terms, not the venue's, so they are not in /api/terms/list: the four
 * every Korean mobile identity check asks for, all required. Plain text, written here.
 */
export type IdentityConsent = {
  id: 'personalInfo' | 'uniqueId' | 'carrier' | 'identityService';
  title: string;
  required: true;
  body: readonly string[];
};

export const identityConsents: readonly IdentityConsent[] = [
  {
    id: 'personalInfo',
    title: '개인정보 수집·이용 동의',
    required: true,
    body: [
      '수집 항목: 이름, 생년월일, 성별, 내·외국인 구분, 휴대폰 번호, 통신사',
      '이용 목적: 휴대폰 본인확인, 본인확인 결과(CI·DI) 생성과 전달, 부정 이용 방지',
      '보유 기간: 본인확인 완료 후 관련 법령이 정한 기간(최대 5년) 동안 보관 후 파기',
      '동의를 거부할 수 있으나, 거부하면 휴대폰 본인인증과 회원가입을 할 수 없습니다.',
    ],
  },
  {
    id: 'uniqueId',
    title: '고유식별정보 처리 동의',
    required: true,
    body: [
      '본인확인기관은 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」에 따라 본인확인을 위해 주민등록번호 앞자리와 뒷자리 첫 번째 숫자를 처리합니다.',
      '입력하신 숫자는 생년월일, 성별, 내·외국인 구분을 확인하는 데에만 쓰이며, 주민등록번호는 저장하지 않습니다.',
      '동의를 거부할 수 있으나, 거부하면 본인인증을 할 수 없습니다.',
    ],
  },
  {
    id: 'carrier',
    title: '통신사 이용약관 동의',
    required: true,
    body: [
      '가입하신 이동통신사(SKT, KT, LG U+ 및 알뜰폰 사업자)가 휴대폰 명의 정보와 입력하신 정보가 일치하는지 확인하고, 그 결과를 본인확인기관에 제공하는 데 동의합니다.',
      '확인에 쓰인 정보는 통신사의 개인정보 처리방침에 따라 관리됩니다.',
    ],
  },
  {
    id: 'identityService',
    title: '본인확인서비스 이용약관 동의',
    required: true,
    body: [
      '휴대폰 본인확인 서비스는 방송통신위원회가 지정한 본인확인기관이 제공합니다.',
      '인증번호는 입력하신 휴대폰으로 문자 메시지로 발송되며, 발송 후 3분 동안 유효합니다.',
      '타인의 정보로 본인확인을 하면 관련 법령에 따라 처벌받을 수 있습니다.',
    ],
  },
];

export function allIdentityConsentsAgreed(
  agreed: Readonly<Partial<Record<IdentityConsent['id'], boolean>>>,
): boolean {
  return identityConsents.every((c) => !c.required || agreed[c.id] === true);
}
