/**
 * The audit log's actions in Korean words (decision 029): `notice.save` is
 * 공지사항 저장, a save with nothing before is a creation (생성). One list for the console's audit
 * page and the server's audit file. A new audit action gets its words here; an unknown action
 * keeps its code.
 */

export const targetLabels: Record<string, string> = {
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
  instance: '회차',
  /** rows written before decision 057 named a program's 회차 `session`; the log is append-only */
  session: '회차',
  floor: '층',
  hotspot: '지도 영역',
  zone: '구역',
  tour: '투어',
  season: '드로우 투어 시즌',
  reward: '리워드',
  venue: '공간 설정',
  operator: '운영자',
  survey: '설문',
  // The door and the entries (decision 032)
  entry: '예약·응모',
  checkin: '입장',
  // Members, VIP keys and exports (decision 033)
  member: '회원',
  'vip-key': 'VIP 키',
  export: '내보내기',
  // The draws screen (decision 036)
  draw: '추첨',
  // Inquiry answers are audited
  inquiry: '1:1 문의',
  // The 메시지 page
  message: '메시지',
  // The waiting list on the roster (decision 063)
  waitlist: '대기',
  // Named check-in lists
  'door-list': '입장 명단',
  // Integrations (decision 067)
  apiToken: 'API 토큰',
  webhook: '웹훅',
  // Bookings made by staff (decision 069)
  hold: '잡아 둔 좌석',
};

export const verbLabels: Record<string, string> = {
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
  // Operators' accounts, the door and the entries (decisions 032, 034)
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
  // Members, VIP keys and exports (decision 033)
  restriction: '참여 제한 변경',
  issue: '발급',
  revoke: '사용 중지',
  entries: '예약·응모',
  checkins: '체크인',
  'survey-responses': '설문 응답',
  inquiries: '1:1 문의',
  // The member search and list, the audit log's file
  search: '검색',
  browse: '목록 조회',
  audit: '감사 로그',
  // The draws screen (decision 036): '추첨 수정', '추첨 실행', '추첨 당첨 넘김'
  run: '실행',
  offer: '당첨 넘김',
  // Inquiry answers
  answer: '답변 등록',
  'answer-edit': '답변 수정',
  // The 메시지 page: a failed message sent again
  resend: '재발송',
  // The waiting list: a member taken out of the line (decision 063)
  remove: '제외',
  // Program tools (decision 068): a draft copy, and a publication set for a time ahead
  duplicate: '복제',
  'schedule-publish': '예약 게시 설정',
};

export const actionVerbLabels: Record<string, string> = {
  'waitlist.offer': '예약 제안',
  'apiToken.revoke': '폐기',
  'webhook.create': '등록',
  'webhook.resend': '다시 보내기',
  // Bookings made by staff (decision 069)
  'entry.staff-create': '직원 예약 추가',
  'entry.walk-in': '현장 방문 예약·입장',
  'entry.move': '다른 회차로 옮김',
  'entry.party-size': '인원 변경',
  'hold.create': '추가',
  'hold.release': '해제',
};

export const auditTargetWord = (targetType: string): string =>
  targetLabels[targetType] ?? targetType;

export function auditActionWord(action: string, created = false): string {
  const dot = action.lastIndexOf('.');
  if (dot < 0) return action;
  const target = action.slice(0, dot);
  const verb = action.slice(dot + 1);
  const verbLabel =
    created && verb === 'save' ? '생성' : (actionVerbLabels[action] ?? verbLabels[verb]);
  return verbLabel ? `${auditTargetWord(target)} ${verbLabel}` : action;
}
