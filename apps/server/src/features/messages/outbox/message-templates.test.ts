import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, renderTemplate } from './message-templates';

describe('renderTemplate', () => {
  it('fills every placeholder it has a value for and leaves the others visible', () => {
    expect(
      renderTemplate('#{이름}님, #{프로그램} #{없음}', { 이름: '김하늘', 프로그램: '티타임' }),
    ).toBe('김하늘님, 티타임 #{없음}');
  });

  it('leaves no placeholder in the confirmation when every variable is given', () => {
    const variables = {
      공간: '시그널 하우스',
      이름: '김하늘',
      프로그램: '티타임',
      일시: '12월 1일',
      장소: '2층',
    };
    const { text } = MESSAGE_TEMPLATES.RESERVATION_CONFIRMED;
    expect(renderTemplate(text, variables)).not.toMatch(/#\{/);
  });
});
