import { josa } from 'es-hangul';

/**
 * Korean particles that follow a name the app does not know in advance (a reward title, a term
 * name), chosen by the name's last sound with es-hangul's `josa` instead of the clumsy
 * "을(를)". Only pages that need it import this file, so es-hangul stays out of the home's path.
 *
 * Closing quotes and brackets after the name do not count: ‘에코백’ ends in 백 and takes 을.
 */
export type Particle = '을/를' | '이/가' | '은/는' | '와/과' | '으로/로';

const TRAILING_MARKS = /[\s'"‘’“”「」『』()[\]{}<>.,!?·…~-]+$/u;

/** The particle alone, e.g. particleOf('에코백', '을/를') → '을'. */
export function particleOf(word: string, particle: Particle): string {
  const spoken = word.replace(TRAILING_MARKS, '');
  if (spoken === '') return particle.split('/')[1] ?? '';
  return josa(spoken, particle).slice(spoken.length);
}

/** The word with its particle, e.g. withParticle('시그널 하우스 성수', '을/를') → '…성수를'. */
export const withParticle = (word: string, particle: Particle) =>
  `${word}${particleOf(word, particle)}`;

/** ‘word’ in single quotes followed by the particle, e.g. ‘시그널 에코백’을. */
export const quotedWithParticle = (word: string, particle: Particle) =>
  `‘${word}’${particleOf(word, particle)}`;
