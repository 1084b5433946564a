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
  ] as const)('%s + %s → %s', (word, particle, expected) => {
    expect(particleOf(word, particle)).toBe(expected);
  });

  it('puts the particle after the word or after its closing quote', () => {
    expect(withParticle('시그널 하우스 성수', '을/를')).toBe('시그널 하우스 성수를');
    expect(quotedWithParticle('시그널 에코백', '을/를')).toBe('‘시그널 에코백’을');
    expect(quotedWithParticle('엽서 세트', '을/를')).toBe('‘엽서 세트’를');
  });
});
