import { josa, numberToHangul } from 'es-hangul';

/**
 * Korean particles after a word the code does not know in advance (a reward title, a notice's
 * name, a field label), chosen by the word's last sound with es-hangul's `josa` instead of the
 * clumsy "을(를)". One implementation for the visitors' app, the console, the server and the
 * contract's messages.
 *
 * - Closing quotes and brackets after the word do not count: ‘에코백’ ends in 백 and takes 을.
 * - A word ending in a number is read as Korean reads it: 공지 51 is 공지 오십일, so 공지 51을.
 * - A word with nothing to read (only marks) takes the form after a vowel.
 */
export type Particle = '을/를' | '이/가' | '은/는' | '와/과' | '으로/로';

const TRAILING_MARKS = /[\s'"‘’“”「」『』()[\]{}<>.,!?·…~-]+$/u;
const TRAILING_NUMBER = /(\d{1,15})$/;

/** The particle alone, e.g. particleOf('에코백', '을/를') → '을'. */
export function particleOf(word: string, particle: Particle): string {
  let spoken = word.replace(TRAILING_MARKS, '');
  const number = TRAILING_NUMBER.exec(spoken)?.[1];
  if (number !== undefined) {
    spoken = `${spoken.slice(0, -number.length)}${numberToHangul(Number(number))}`;
  }
  if (spoken === '') return particle.split('/')[1] ?? '';
  return josa(spoken, particle).slice(spoken.length);
}

/** The word with its particle, e.g. withParticle('시그널 하우스 성수', '을/를') → '…성수를'. */
export const withParticle = (word: string, particle: Particle) =>
  `${word}${particleOf(word, particle)}`;

/** ‘word’ in single quotes followed by the particle, e.g. ‘시그널 에코백’을. */
export const quotedWithParticle = (word: string, particle: Particle) =>
  `‘${word}’${particleOf(word, particle)}`;
