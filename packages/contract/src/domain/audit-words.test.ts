import { describe, expect, it } from 'vitest';
import { auditActionWord } from './audit-words';

describe('the audit log’s words', () => {
  it.each([
    ['notice.save', true, '공지사항 생성'],
    ['notice.save', false, '공지사항 저장'],
    ['waitlist.offer', false, '대기 예약 제안'],
    ['member.browse', false, '회원 목록 조회'],
    ['export.audit', false, '내보내기 감사 로그'],
    ['unknown.thing', false, 'unknown.thing'],
  ])('%s (created %s) reads %s', (action, created, word) => {
    expect(auditActionWord(action, created)).toBe(word);
  });
});
