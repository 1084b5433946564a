import { describe, expect, it } from 'vitest';
import { prefillFrom, qrDayLabel, routeAfterQrVerify, welcomeTutorialHref } from './qr-rules';

describe('prefillFrom derives the form values from a known person', () => {
  const base = {
    name: '김하늘',
    birthYmd: '1990-05-05',
    gender: 'F' as const,
    foreignerYn: 'N' as const,
    telco: '02' as const,
    phoneNumber: '01012345678',
  };

  it.each([
    ['a woman born in 1990', {}, { front6: '900505', digit: '2' }],
    ['a man born in 1990', { gender: 'M' as const }, { front6: '900505', digit: '1' }],
    [
      'a boy born in 2016',
      { birthYmd: '2016-03-02', gender: 'M' as const },
      { front6: '160302', digit: '3' },
    ],
    ['a girl born in 2016', { birthYmd: '2016-03-02' }, { front6: '160302', digit: '4' }],
    [
      'a foreign woman born in 1990',
      { foreignerYn: 'Y' as const },
      { front6: '900505', digit: '6' },
    ],
    [
      'a foreign man born in 2001',
      { birthYmd: '2001-12-31', gender: 'M' as const, foreignerYn: 'Y' as const },
      { front6: '011231', digit: '7' },
    ],
    ['a birth date it cannot read', { birthYmd: 'unknown' }, { front6: '', digit: '' }],
  ])('%s', (_case, change, expected) => {
    expect(prefillFrom({ ...base, ...change })).toEqual({
      name: '김하늘',
      telco: '02',
      phone: '01012345678',
      ...expected,
    });
  });

  it('leaves a phone that is not 11 digits for the person to type', () => {
    expect(prefillFrom({ ...base, phoneNumber: '010-1234-5678' }).phone).toBe('');
    expect(prefillFrom({ ...base, telco: null }).telco).toBeNull();
  });
});

describe('routeAfterQrVerify', () => {
  it.each([
    ['Y', '/qrIssue14'],
    ['N', '/qrComplet'],
  ] as const)('under14Yn %s → %s', (under14Yn, path) => {
    expect(routeAfterQrVerify({ under14Yn })).toBe(path);
  });
});

describe('welcomeTutorialHref', () => {
  it.each([
    [
      { programIdx: 7, tutorialYn: 'Y', tutorialLink: '/media/embed/tutorial-a.html' },
      '/tutorial/7',
    ],
    [{ programIdx: 7, tutorialYn: 'Y', tutorialLink: null }, null],
    [{ programIdx: 7, tutorialYn: 'Y', tutorialLink: '' }, null],
    [{ programIdx: 7, tutorialYn: 'N', tutorialLink: '/media/embed/tutorial-a.html' }, null],
    [{ programIdx: null, tutorialYn: 'Y', tutorialLink: '/media/embed/tutorial-a.html' }, null],
  ] as const)('%j → %s', (message, href) => {
    expect(welcomeTutorialHref(message)).toBe(href);
  });
});

describe('qrDayLabel', () => {
  it('reads as a Korean date with the weekday', () => {
    expect(qrDayLabel('2026-11-22', '일')).toBe('2026년 11월 22일 (일)');
  });
});
