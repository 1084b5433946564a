/**
 * The audit log's words (decision 029): actions are `<target>.<verb>` as the server
 * writes them (`notice.save`, `terms.publish`); the page shows them in Korean and its filter is a
 * select of these Korean names (`auditActionGroups`), so nobody types a code. Changed fields
 * have Korean names (`auditFieldLabel`) and Y/N and role values Korean words. An unknown target,
 * verb or field shows its code.
 */
import {
  MESSAGE_STATUS_LABELS,
  WAITLIST_STATE_LABELS,
  WEBHOOK_DELIVERY_STATE_LABELS,
  WEBHOOK_EVENT_LABELS,
} from '@venue/contract';
import { participationLabel } from '@venue/contract/domain';
import { roleLabels } from '../../config/roles';
import {
  programStatusLabels,
  programTypeLabels,
  publishStateLabels,
} from '../programs/program-labels';
import { termsStatusLabels } from '../terms/terms-status';

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
  // The 메시지 page (issue 28 §7)
  message: '메시지',
  // The waiting list on the roster (decision 063)
  waitlist: '대기',
  // Integrations (issue 30 §7, decision 067)
  apiToken: 'API 토큰',
  webhook: '웹훅',
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

/** A verb that means something else for one target: the waiting list's offer is no draw's. */
const actionVerbLabels: Record<string, string> = {
  'waitlist.offer': '예약 제안',
  'apiToken.revoke': '폐기',
  'webhook.create': '등록',
  'webhook.resend': '다시 보내기',
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
  const verbLabel =
    created && verb === 'save' ? '생성' : (actionVerbLabels[action] ?? verbLabels[verb]);
  return verbLabel ? `${auditTargetLabel(target)} ${verbLabel}` : action;
}

/** Every action the server writes (features/*: `audit({ action })`), in the order of the filter. */
const auditActions = [
  'notice.save',
  'notice.delete',
  'faq.save',
  'faq.delete',
  'faq-category.save',
  'faq-category.delete',
  'main-banner.save',
  'main-banner.delete',
  'banner.save',
  'banner.delete',
  'terms.save',
  'terms.publish',
  'media.upload',
  'media.update',
  'media.delete',
  'program.save',
  'program.publish',
  'program.unpublish',
  'program.status',
  'program.door-rule',
  'program.duplicate',
  'program.schedule-publish',
  'category.save',
  'category.delete',
  'questions.save',
  'instance.save',
  'instance.series',
  'instance.cancel',
  'floor.save',
  'floor.plan',
  'floor.delete',
  'zone.save',
  'zone.delete',
  'hotspot.save',
  'hotspot.delete',
  'tour.save',
  'venue.settings',
  'season.save',
  'season.delete',
  'reward.save',
  'reward.delete',
  'survey.save',
  'survey.copy',
  'survey.delete',
  'entry.cancel',
  'entry.done',
  'entry.noshow',
  'checkin.manual',
  'checkin.undo',
  'draw.update',
  'draw.run',
  'draw.offer',
  'waitlist.offer',
  'waitlist.remove',
  'inquiry.answer',
  'inquiry.answer-edit',
  'member.restriction',
  'vip-key.issue',
  'vip-key.revoke',
  'export.entries',
  'export.checkins',
  'export.survey-responses',
  'export.inquiries',
  'message.resend',
  'apiToken.issue',
  'apiToken.revoke',
  'webhook.create',
  'webhook.update',
  'webhook.resend',
  'operator.create',
  'operator.role',
  'operator.activate',
  'operator.deactivate',
  'operator.unlock',
  'operator.password-reset',
  'operator.password',
  'operator.totp-setup',
  'operator.totp-enable',
  'operator.totp-disable',
  'operator.totp-reset',
] as const;

export interface AuditActionGroup {
  label: string;
  options: { value: string; label: string }[];
}

/**
 * The filter's choices: per target (in the order above) the whole target (`notice.`, as the
 * server accepts a prefix) and then each of its actions, all by their Korean names.
 */
export function auditActionGroups(): AuditActionGroup[] {
  const groups = new Map<string, AuditActionGroup>();
  for (const action of auditActions) {
    const target = action.slice(0, action.lastIndexOf('.'));
    let group = groups.get(target);
    if (!group) {
      const label = auditTargetLabel(target);
      group = { label, options: [{ value: `${target}.`, label: `${label} 전체` }] };
      groups.set(target, group);
    }
    group.options.push({ value: action, label: auditActionLabel(action) });
  }
  return [...groups.values()];
}

/** The Korean names of the fields audit rows hold (before/after); an unknown one shows its key. */
const fieldLabels: Record<string, string> = {
  name: '이름',
  loginId: '로그인 아이디',
  role: '역할',
  activeYn: '사용 여부',
  mustChangePasswordYn: '비밀번호 변경 필요',
  totpEnabledYn: '2단계 인증',
  answer: '답변',
  reason: '사유',
  cancelReason: '취소 사유',
  participationPossibleYn: '참여 가능',
  status: '상태',
  statusLabel: '상태',
  closedReason: '마감 사유',
  filters: '조건',
  format: '파일 형식',
  rowCount: '행 수',
  maskedYn: '개인정보 가림',
  programIdx: '프로그램 번호',
  programInstanceIdx: '회차 번호',
  programName: '프로그램 이름',
  programType: '프로그램 유형',
  execDate: '날짜',
  date: '날짜',
  surveyIdx: '설문 번호',
  startTime: '시작 시각',
  endTime: '종료 시각',
  capacity: '정원',
  reservedCount: '예약된 자리',
  participantCnt: '인원',
  doorWindowMinutes: '입장 규칙(분 전부터)',
  winnerCount: '당첨 인원',
  winnerAnnouncementDate: '발표 일시',
  noticeName: '제목',
  title: '제목',
  content: '내용',
  question: '질문',
  fixedYn: '상단 고정',
  displayYn: '게시',
  useYn: '사용',
  sortIndex: '순서',
  startDate: '시작일',
  endDate: '종료일',
  startAt: '시작 일시',
  endAt: '종료 일시',
  savePath: '이미지',
  alt: '대체 텍스트',
  label: '이름표',
  expiresAt: '만료',
  maxUses: '최대 사용 횟수',
  useCount: '사용 횟수',
  state: '상태',
  floorName: '층 이름',
  floorLabel: '층 표시',
  zoneName: '구역 이름',
  locationImagePath: '위치 이미지',
  version: '버전',
  publishedAt: '게시 일시',
  requiredYn: '필수',
  summary: '내용',
  // Program tools (decision 068)
  publishState: '게시 상태',
  publishAt: '예약 게시 일시',
  scheduled: '예약 게시로',
  scheduledBy: '예약한 운영자',
  sourceProgramIdx: '원본 프로그램 번호',
  sourceProgramName: '원본 프로그램',
  firstDate: '첫 회차 날짜',
  dayOffset: '옮긴 날수',
  instanceCount: '만든 회차 수',
  skippedClosedDays: '휴관일이라 건너뛴 날',
  // Integrations (decision 067): a token's revoke, a webhook's address and events, a resend
  revoked: '폐기',
  url: '주소',
  events: '이벤트',
  active: '사용',
  eventId: '이벤트 ID',
  resent: '다시 보냄',
};

export function auditFieldLabel(field: string): string {
  return fieldLabels[field] ?? field;
}

/** Where a value was written: the row's action and, for an entry, its program's type. */
export interface AuditValueContext {
  action: string;
  programType?: string;
}

/**
 * A value as the page shows it: Y/N flags as 예/아니요, roles, program types and statuses in
 * Korean (a status in the words of its own action's vocabulary: a terms version 시행 중, a
 * program 진행중, an entry 예약완료 or 당첨), nothing as —. An unknown code shows as written.
 */
export function auditValueLabel(
  field: string,
  value: string | null,
  context: AuditValueContext = { action: '' },
): string {
  if (value === null || value === 'null') return '—';
  if (/Yn$/.test(field) && (value === 'Y' || value === 'N')) return value === 'Y' ? '예' : '아니요';
  if (field === 'role') return lookup(roleLabels, value);
  if (field === 'programType') return lookup(programTypeLabels, value);
  if (field === 'publishState') return lookup(publishStateLabels, value);
  if (field === 'scheduled') return value === 'true' ? '예' : value === 'false' ? '아니요' : value;
  if (field === 'status') return statusLabel(value, context);
  if (field === 'state' && context.action.startsWith('waitlist.')) {
    return lookup(WAITLIST_STATE_LABELS, value);
  }
  if (field === 'state' && context.action.startsWith('webhook.')) {
    return lookup(WEBHOOK_DELIVERY_STATE_LABELS, value);
  }
  if (yesNoFields.has(field)) return value === 'true' ? '예' : value === 'false' ? '아니요' : value;
  if (field === 'events') return webhookEventsLabel(value);
  return value;
}

function statusLabel(value: string, { action, programType }: AuditValueContext): string {
  const target = action.split('.')[0];
  if (target === 'terms' || target === 'privacy-policy') return lookup(termsStatusLabels, value);
  if (target === 'program') return lookup(programStatusLabels, value);
  if (target === 'message') return lookup(MESSAGE_STATUS_LABELS, value);
  if (target === 'entry') {
    // An automatic no-show mark records the bookings it found as `booked`.
    if (value === 'booked') return '예약완료';
    const worded = participationLabel(programType ?? 'RESERVATION', value);
    if (worded !== '-') return worded;
    const asApplication = participationLabel('APPLICATION', value);
    return asApplication === '-' ? value : asApplication;
  }
  return value;
}

/** Flags written as JSON booleans by the integrations' audit rows (decision 067). */
const yesNoFields = new Set(['active', 'revoked', 'resent']);

/** A webhook's events, '["entry.created","draw.completed"]', as '예약·응모 접수, 추첨 완료'. */
function webhookEventsLabel(value: string): string {
  try {
    const events: unknown = JSON.parse(value);
    if (!Array.isArray(events)) return value;
    return events.map((event) => lookup(WEBHOOK_EVENT_LABELS, String(event))).join(', ');
  } catch {
    return value;
  }
}

function lookup(labels: Record<string, string>, value: string): string {
  return Object.hasOwn(labels, value) ? (labels[value] as string) : value;
}
