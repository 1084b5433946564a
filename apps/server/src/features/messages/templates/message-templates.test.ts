import { ADVERTISING_OPT_OUT } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import {
  builtInTemplates,
  composeMessage,
  MESSAGE_KINDS,
  MESSAGE_TEMPLATES,
  renderTemplate,
  templateVariables,
  unknownVariables,
} from './message-templates';

describe('renderTemplate', () => {
  it('fills every placeholder it has a value for and leaves the others visible', () => {
    expect(
      renderTemplate('#{이름}님, #{프로그램} #{없음}', { 이름: '김하늘', 프로그램: '티타임' }),
    ).toBe('김하늘님, 티타임 #{없음}');
  });

  it.each(MESSAGE_KINDS)(
    '%s: its variables fill every placeholder of its text and buttons',
    (kind) => {
      const template = MESSAGE_TEMPLATES[kind];
      const variables = Object.fromEntries(templateVariables(kind).map((name) => [name, 'x']));
      expect(renderTemplate(template.text, variables)).not.toMatch(/#\{/);
      for (const button of template.buttons) {
        expect(renderTemplate(button.path, variables)).not.toMatch(/#\{/);
        expect(button.path.startsWith('/')).toBe(true);
      }
      expect(template.code).toMatch(/^VENUE_[A-Z_]+$/);
      // Kakao allows five buttons on a 알림톡, 1,000 characters of text.
      expect(template.buttons.length).toBeLessThanOrEqual(5);
      expect(template.text.length).toBeLessThanOrEqual(1000);
    },
  );

  it('lists a variable once, in the order it first appears', () => {
    expect(templateVariables('RESERVATION_CONFIRMED')).toEqual([
      '공간',
      '이름',
      '프로그램',
      '일시',
      '장소',
      '예약번호',
      '캘린더',
    ]);
  });
});

describe('unknownVariables', () => {
  it('names each placeholder the kind does not fill, once', () => {
    expect(unknownVariables('CHECKED_IN', '#{이름}님 #{쿠폰} #{쿠폰} #{시각}')).toEqual(['쿠폰']);
    expect(unknownVariables('CHECKED_IN', '#{이름}님, #{공간}에 #{시각} 입장')).toEqual([]);
  });

  it("refuses a variable only a button names (예약번호 of 예약 확정's 예약 확인): it fills a path", () => {
    expect(unknownVariables('RESERVATION_CONFIRMED', '예약 #{예약번호} #{프로그램}')).toEqual([
      '예약번호',
    ]);
  });
});

describe('composeMessage', () => {
  const origin = 'https://venue.example';
  const variables = { 공간: '성수', 이름: '김하늘', 시각: '14:00' };

  it('sends an approved 정보성 template as 알림톡 with its buttons', () => {
    const composed = composeMessage(builtInTemplates('APPROVED').CHECKED_IN, variables, origin);
    expect(composed).toEqual({
      templateCode: 'VENUE_CHECKED_IN',
      text: expect.stringContaining('김하늘님, 오늘 성수에 오신 것을 환영해요.'),
      buttons: [{ name: '앱 열기', url: 'https://venue.example/' }],
      advertising: false,
    });
  });

  it.each(['PENDING', 'INSPECTING', 'REJECTED'] as const)(
    'sends a %s template by SMS/LMS, its buttons as links at the end of the text',
    (reviewStatus) => {
      const composed = composeMessage(builtInTemplates(reviewStatus).CHECKED_IN, variables, origin);
      expect(composed.templateCode).toBeNull();
      expect(composed.buttons).toEqual([]);
      expect(composed.text.endsWith('\n\n▶ 앱 열기: https://venue.example/')).toBe(true);
      expect(composed.text.startsWith('[성수] 입장이 확인되었어요')).toBe(true);
    },
  );

  it('marks a 광고성 text (광고) with the free opt-out, never as 알림톡 even when approved', () => {
    const template = {
      ...builtInTemplates('APPROVED').CHECKED_IN,
      messageClass: 'ADVERTISING' as const,
    };
    const composed = composeMessage(template, variables, origin);
    expect(composed.templateCode).toBeNull();
    expect(composed.advertising).toBe(true);
    expect(composed.text.startsWith('(광고) [성수]')).toBe(true);
    expect(composed.text.endsWith(ADVERTISING_OPT_OUT)).toBe(true);
  });
});
