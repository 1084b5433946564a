import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff';
import {
  auditActionGroups,
  auditActionLabel,
  auditFieldLabel,
  auditTargetLabel,
  auditValueLabel,
} from './audit-labels';

describe('auditChanges', () => {
  it('lists only the fields whose value changed, in order', () => {
    expect(
      auditChanges(
        { noticeName: '휴관 안내', fixedYn: 'N', displayYn: 'Y', tags: [1] },
        { noticeName: '휴관 안내', fixedYn: 'Y', displayYn: 'Y', tags: [1, 2] },
      ),
    ).toEqual([
      { field: 'fixedYn', before: 'N', after: 'Y' },
      { field: 'tags', before: '[1]', after: '[1,2]' },
    ]);
  });

  it('shows every field of a creation as new, and of a deletion as gone', () => {
    expect(auditChanges(null, { noticeIdx: 7, noticeName: '새 공지' })).toEqual([
      { field: 'noticeIdx', before: null, after: '7' },
      { field: 'noticeName', before: null, after: '새 공지' },
    ]);
    expect(auditChanges({ mediaIdx: 3, savePath: null }, null)).toEqual([
      { field: 'mediaIdx', before: '3', after: null },
      { field: 'savePath', before: 'null', after: null },
    ]);
  });

  it('treats a field that appears or disappears as a change', () => {
    expect(auditChanges({ a: 1 }, { a: 1, b: 'x' })).toEqual([
      { field: 'b', before: null, after: 'x' },
    ]);
  });

  it('compares plain values as one 값 line', () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges('N', 'Y')).toEqual([{ field: '값', before: 'N', after: 'Y' }]);
  });
});

describe('audit labels', () => {
  it('words known actions in Korean and keeps unknown ones as codes', () => {
    expect(auditActionLabel('terms.publish')).toBe('약관 게시');
    expect(auditActionLabel('notice.save', true)).toBe('공지사항 생성');
    expect(auditActionLabel('notice.save')).toBe('공지사항 저장');
    expect(auditActionLabel('main-banner.delete')).toBe('메인 배너 삭제');
    expect(auditActionLabel('operator.password-reset')).toBe('운영자 비밀번호 초기화');
    expect(auditActionLabel('operator.role')).toBe('운영자 역할 변경');
    expect(auditActionLabel('operator.totp-enable')).toBe('운영자 2단계 인증 켜기');
    expect(auditActionLabel('operator.totp-disable')).toBe('운영자 2단계 인증 끄기');
    expect(auditActionLabel('operator.totp-reset')).toBe('운영자 2단계 인증 초기화');
    expect(auditActionLabel('operator.totp-setup')).toBe('운영자 2단계 인증 준비');
    expect(auditActionLabel('entry.cancel')).toBe('예약·응모 취소');
    expect(auditActionLabel('entry.walk-in')).toBe('예약·응모 현장 방문 예약·입장');
    expect(auditActionLabel('entry.move')).toBe('예약·응모 다른 회차로 옮김');
    expect(auditActionLabel('hold.release')).toBe('잡아 둔 좌석 해제');
    expect(auditActionLabel('entry.noshow')).toBe('예약·응모 불참 처리');
    expect(auditActionLabel('draw.run')).toBe('추첨 실행');
    expect(auditActionLabel('draw.offer')).toBe('추첨 당첨 넘김');
    expect(auditActionLabel('checkin.undo')).toBe('입장 취소');
    expect(auditActionLabel('checkin.manual')).toBe('입장 수동 처리 (이름 검색)');
    expect(auditActionLabel('survey.copy')).toBe('설문 새 버전으로 복사');
    expect(auditActionLabel('message.resend')).toBe('메시지 재발송');
    expect(auditActionLabel('waitlist.offer')).toBe('대기 예약 제안');
    expect(auditActionLabel('waitlist.remove')).toBe('대기 제외');
    expect(auditActionLabel('robot.dance')).toBe('robot.dance');
    expect(auditTargetLabel('spaceship')).toBe('spaceship');
  });
});

describe('the audit log in words', () => {
  it('offers every action the server writes by its Korean name, grouped by target, with each target whole', () => {
    const groups = auditActionGroups();
    const notices = groups.find((group) => group.label === '공지사항');
    expect(notices?.options).toEqual([
      { value: 'notice.', label: '공지사항 전체' },
      { value: 'notice.save', label: '공지사항 저장' },
      { value: 'notice.delete', label: '공지사항 삭제' },
    ]);
    const all = groups.flatMap((group) => group.options);
    expect(all).toContainEqual({ value: 'inquiry.answer', label: '1:1 문의 답변 등록' });
    expect(all).toContainEqual({ value: 'inquiry.answer-edit', label: '1:1 문의 답변 수정' });
    expect(all).toContainEqual({ value: 'operator.deactivate', label: '운영자 사용 중지' });
    expect(all).toContainEqual({ value: 'export.entries', label: '내보내기 예약·응모' });
    expect(groups.find((group) => group.label === '대기')?.options).toEqual([
      { value: 'waitlist.', label: '대기 전체' },
      { value: 'waitlist.offer', label: '대기 예약 제안' },
      { value: 'waitlist.remove', label: '대기 제외' },
    ]);
    // Every label is Korean words, never a code.
    for (const option of all) expect(option.label).not.toMatch(/[a-z]+\.[a-z-]+/);
    expect(auditActionLabel('zone.save')).toBe('구역 저장');
  });

  it('names the changed fields in Korean and words their values', () => {
    expect(
      auditChanges(
        { role: 'STAFF', activeYn: 'Y', answer: null },
        { role: 'EDITOR', activeYn: 'N', answer: '주차장은 없어요.' },
      ).map((change) => [
        auditFieldLabel(change.field),
        auditValueLabel(change.field, change.before),
        auditValueLabel(change.field, change.after),
      ]),
    ).toEqual([
      ['역할', '스태프', '편집자'],
      ['사용 여부', '예', '아니요'],
      ['답변', '—', '주차장은 없어요.'],
    ]);
    expect(auditFieldLabel('participationPossibleYn')).toBe('참여 가능');
    // A status reads in its own action's words, never as a code.
    expect(auditValueLabel('status', 'IN_FORCE', { action: 'terms.publish' })).toBe('시행 중');
    expect(auditValueLabel('status', 'DRAFT', { action: 'privacy-policy.save' })).toBe('작성 중');
    expect(auditValueLabel('status', 'CLOSEDADMIN', { action: 'program.status' })).toBe(
      '운영 사정으로 마감',
    );
    expect(
      auditValueLabel('status', 'CANCEL', { action: 'entry.cancel', programType: 'APPLICATION' }),
    ).toBe('당첨취소');
    expect(auditValueLabel('status', 'CONFIRM', { action: 'entry.cancel' })).toBe('예약완료');
    expect(auditValueLabel('status', 'WIN', { action: 'entry.done' })).toBe('당첨');
    expect(auditValueLabel('status', 'booked', { action: 'entry.noshow' })).toBe('예약완료');
    expect(auditValueLabel('programType', 'APPLICATION')).toBe('응모(추첨)');
    expect(auditValueLabel('status', 'FAILED', { action: 'message.resend' })).toBe('실패');
    expect(auditValueLabel('status', 'QUEUED', { action: 'message.resend' })).toBe('대기');
    expect(auditValueLabel('state', 'OFFERED', { action: 'waitlist.offer' })).toBe('예약 제안');
    expect(auditValueLabel('state', 'LEFT', { action: 'waitlist.remove' })).toBe('대기 취소');
    expect(auditFieldLabel('summary')).toBe('내용');
    expect(auditValueLabel('status', 'SOMETHING', { action: 'terms.publish' })).toBe('SOMETHING');
    expect(auditFieldLabel('rowCount')).toBe('행 수');
    expect(auditFieldLabel('somethingNew')).toBe('somethingNew');
  });
});

describe('the program tools in words (decision 068)', () => {
  it('names the copy and the scheduled publication, and the scheduled publish in Korean', () => {
    expect(auditActionLabel('program.duplicate')).toBe('프로그램 복제');
    expect(auditActionLabel('program.schedule-publish')).toBe('프로그램 예약 게시 설정');
    expect(auditFieldLabel('publishAt')).toBe('예약 게시 일시');
    expect(auditFieldLabel('sourceProgramName')).toBe('원본 프로그램');
    expect(auditValueLabel('publishState', 'DRAFT', { action: 'program.publish' })).toBe('초안');
    expect(auditValueLabel('scheduled', 'true', { action: 'program.publish' })).toBe('예');
    const programs = auditActionGroups().find((group) => group.label === '프로그램');
    expect(programs?.options.map((option) => option.label)).toContain('프로그램 복제');
  });
});

describe('the integrations in words', () => {
  it('names API tokens and webhooks, their events and flags in Korean', () => {
    expect(auditActionLabel('apiToken.issue')).toBe('API 토큰 발급');
    expect(auditActionLabel('apiToken.revoke')).toBe('API 토큰 폐기');
    expect(auditActionLabel('webhook.create')).toBe('웹훅 등록');
    expect(auditActionLabel('webhook.update')).toBe('웹훅 수정');
    expect(auditActionLabel('webhook.resend')).toBe('웹훅 다시 보내기');
    expect(auditTargetLabel('apiToken')).toBe('API 토큰');
    const webhook = { action: 'webhook.update' };
    expect(auditFieldLabel('events')).toBe('이벤트');
    expect(auditValueLabel('events', '["entry.created","draw.completed"]', webhook)).toBe(
      '예약·응모 접수, 추첨 완료',
    );
    expect(auditValueLabel('active', 'false', webhook)).toBe('아니요');
    expect(auditValueLabel('state', 'FAILED', { action: 'webhook.resend' })).toBe('실패');
    expect(auditValueLabel('role', 'EDITOR', { action: 'apiToken.issue' })).toBe('편집자');
    const webhooks = auditActionGroups().find((group) => group.label === '웹훅');
    expect(webhooks?.options.map((option) => option.label)).toEqual([
      '웹훅 전체',
      '웹훅 등록',
      '웹훅 수정',
      '웹훅 다시 보내기',
    ]);
  });
});
