/**
 * The audit log's words (decision 029): actions are `<target>.<verb>` as the server writes them
 * (`notice.save`, `terms.publish`); the page shows them in Korean with the code beside, so an
 * ADMIN can still type the code into the filter. An unknown target or verb shows its code.
 */
const targetLabels: Record<string, string> = {
  notice: '공지사항',
  faq: 'FAQ',
  'faq-category': 'FAQ 분류',
  banner: '배너',
  'main-banner': '메인 배너',
  terms: '약관',
  'privacy-policy': '개인정보처리방침',
  media: '미디어',
  program: '프로그램',
  'program-button': '프로그램 버튼',
  'program-terms': '프로그램 약관',
  programCategory: '프로그램 분류',
  category: '프로그램 분류',
  questions: '신청 질문',
  session: '회차',
  floor: '층',
  hotspot: '지도 영역',
  zone: '존',
  tour: '투어',
  season: '드로우 투어 시즌',
  reward: '리워드',
  venue: '공간 설정',
  operator: '운영자',
  survey: '설문',
  // Issue 18 part A (decision 032)
  entry: '예약·응모',
  checkin: '입장',
  // Issue 18 part B (decision 033)
  member: '회원',
  'vip-key': 'VIP 키',
  export: '내보내기',
  // Issue 18 §5 (decision 036)
  draw: '추첨',
};

const verbLabels: Record<string, string> = {
  save: '저장',
  delete: '삭제',
  publish: '게시',
  unpublish: '게시 중지',
  upload: '업로드',
  update: '수정',
  status: '상태 변경',
  cancel: '취소',
  series: '회차 일괄 생성',
  plan: '평면도 저장',
  settings: '설정 저장',
  create: '생성',
  unlock: '잠금 해제',
  activate: '다시 사용',
  deactivate: '사용 중지',
  copy: '새 버전으로 복사',
  // Issue 18 (decisions 032, 034)
  role: '역할 변경',
  'password-reset': '비밀번호 초기화',
  password: '비밀번호 변경',
  // Two-factor login (decision 035)
  'totp-setup': '2단계 인증 준비',
  'totp-enable': '2단계 인증 켜기',
  'totp-disable': '2단계 인증 끄기',
  'totp-reset': '2단계 인증 초기화',
  'door-rule': '입장 규칙 저장',
  manual: '수동 처리 (이름 검색)',
  undo: '취소',
  noshow: '불참 처리',
  done: '참여완료 처리',
  // Issue 18 part B (decision 033)
  restriction: '참여 제한 변경',
  issue: '발급',
  revoke: '사용 중지',
  entries: '예약·응모',
  checkins: '체크인',
  'survey-responses': '설문 응답',
  inquiries: '1:1 문의',
  // Issue 18 §5 (decision 036): '추첨 수정', '추첨 실행', '추첨 당첨 넘김'
  run: '실행',
  offer: '당첨 넘김',
};

export function auditTargetLabel(targetType: string): string {
  return targetLabels[targetType] ?? targetType;
}

/** '공지사항 저장', '약관 게시'; a save with nothing before is a creation: '공지사항 생성'. */
export function auditActionLabel(action: string, created = false): string {
  const dot = action.lastIndexOf('.');
  if (dot < 0) return action;
  const target = action.slice(0, dot);
  const verb = action.slice(dot + 1);
  const verbLabel = created && verb === 'save' ? '생성' : verbLabels[verb];
  return verbLabel ? `${auditTargetLabel(target)} ${verbLabel}` : action;
}

/** The filter's action choices: every target's prefix (`notice.`), as the server accepts them. */
export const auditActionPrefixes = Object.keys(targetLabels)
  .filter((target) => target !== 'programCategory')
  .map((target) => ({ value: `${target}.`, label: `${targetLabels[target]} 전체` }));
