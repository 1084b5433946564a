import { describe, expect, it } from 'vitest';
import {
  MESSAGE_KINDS,
  MESSAGE_TEMPLATES,
  renderTemplate,
  templateVariables,
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
