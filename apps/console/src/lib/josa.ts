import { josa } from 'es-hangul';

/**
 * ‘word’ in single quotes followed by the particle its last sound takes, e.g. ‘시그널 에코백’을
 * (es-hangul's `josa`, instead of the clumsy "을(를)"). Closing quotes and brackets after the
 * word do not count.
 */
export function quotedWithParticle(word: string, particle: '을/를' | '이/가' | '은/는'): string {
  const spoken = word.replace(/[\s'"‘’“”「」『』()[\]{}<>.,!?·…~-]+$/u, '');
  const suffix =
    spoken === '' ? (particle.split('/')[1] ?? '') : josa(spoken, particle).slice(spoken.length);
  return `‘${word}’${suffix}`;
}
