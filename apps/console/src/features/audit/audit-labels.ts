/**
 * The audit log's words (decision 029): actions are `<target>.<verb>` as the server
 * writes them (`notice.save`, `terms.publish`); the page shows them in Korean and its filter is a
 * select of these Korean names (`auditActionGroups`), so nobody types a code. Changed fields
 * have Korean names (`auditFieldLabel`) and Y/N and role values Korean words. An unknown target,
 * verb or field shows its code.
 */
import {
  auditActionWord,
  auditTargetWord,
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

/** The target's Korean name (the contract's one list, shared with the server's audit file). */
export const auditTargetLabel = auditTargetWord;

/** '공지사항 저장', '약관 게시'; a save with nothing before is a creation: '공지사항 생성'. */
export const auditActionLabel = auditActionWord;

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
  'entry.staff-create',
  'entry.walk-in',
  'entry.move',
  'entry.party-size',
  'hold.create',
  'hold.release',
  'checkin.manual',
  'checkin.undo',
  'draw.update',
  'draw.run',
  'draw.offer',
  'waitlist.offer',
  'waitlist.remove',
  'inquiry.answer',
  'inquiry.answer-edit',
  'door-list.save',
  'member.search',
  'member.browse',
  'member.restriction',
  'vip-key.issue',
  'vip-key.revoke',
  'export.entries',
  'export.checkins',
  'export.survey-responses',
  'export.inquiries',
  'export.audit',
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
  // Bookings made by staff (decision 069)
  reserveEntryId: '예약 번호',
  reserveEntryIdx: '예약 일련번호',
  userIdx: '회원 번호',
  walkIn: '현장 방문',
  seats: '좌석 수',
  heldFor: '잡아 둔 대상',
  session: '회차',
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
