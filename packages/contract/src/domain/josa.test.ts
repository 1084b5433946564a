import { describe, expect, it } from 'vitest';
import { particleOf, quotedWithParticle, withParticle } from './josa';

describe('josa', () => {
  it.each([
    ['시그널 에코백', '을/를', '을'],
    ['엽서 세트', '을/를', '를'],
    ['루프탑 웰컴 드링크', '을/를', '를'],
    ['시그널 하우스 성수', '을/를', '를'],
    ['텀블러', '을/를', '를'],
    ['마케팅 정보 수신 동의', '을/를', '를'],
    ['개인정보 제3자 제공 동의', '이/가', '가'],
    ['웰컴 키트(한정)', '을/를', '을'],
    ['LP', '을/를', '를'],
    ['공지 51', '을/를', '을'],
    ['시즌 3', '은/는', '은'],
    ['드로우 투어 2026', '이/가', '이'],
    ['리워드 10', '을/를', '을'],
    ['쿠폰 2', '와/과', '와'],
    ["이미지 '라운지'", '을/를', '를'],
  ] as const)('%s + %s → %s', (word, particle, expected) => {
    expect(particleOf(word, particle)).toBe(expected);
  });

  it('puts the particle after the word or after its closing quote', () => {
    expect(withParticle('시그널 하우스 성수', '을/를')).toBe('시그널 하우스 성수를');
    expect(quotedWithParticle('시그널 에코백', '을/를')).toBe('‘시그널 에코백’을');
    expect(quotedWithParticle('엽서 세트', '을/를')).toBe('‘엽서 세트’를');
    expect(withParticle("공지 '주차장 공사 안내'", '을/를')).toBe("공지 '주차장 공사 안내'를");
  });

  it('gives the form after a vowel to a word with nothing to read', () => {
    expect(withParticle('', '을/를')).toBe('를');
    expect(particleOf('‘’', '이/가')).toBe('가');
  });
});
