import { ADVERTISING_OPT_OUT } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { fillVariables, insertAt, previewMessage, sampleValues } from './template-preview';

const buttons = [{ name: '예약 확인', path: '/res-entry/detail/#{예약번호}' }];
const values = sampleValues('시그널 하우스');
const origin = 'https://venue.example';

describe('previewMessage', () => {
  it('sends an approved 정보성 template as 알림톡, its variables filled and its buttons as links', () => {
    expect(
      previewMessage(
        {
          text: '[#{공간}] #{이름}님, #{모름}',
          reviewStatus: 'APPROVED',
          messageClass: 'INFORMATION',
        },
        buttons,
        values,
        origin,
      ),
    ).toEqual({
      channel: 'ALIMTALK',
      text: '[시그널 하우스] 김하늘님, #{모름}',
      buttons: [
        { name: '예약 확인', url: 'https://venue.example/res-entry/detail/reservation/123' },
      ],
    });
  });

  it.each([
    ['PENDING', 'INFORMATION'],
    ['INSPECTING', 'INFORMATION'],
    ['REJECTED', 'INFORMATION'],
    ['APPROVED', 'ADVERTISING'],
  ] as const)(
    'sends a %s %s template as a text message, the buttons as link lines',
    (reviewStatus, messageClass) => {
      const preview = previewMessage(
        { text: '#{이름}님, 입장이 확인되었어요.', reviewStatus, messageClass },
        buttons,
        values,
        origin,
      );
      expect(preview.channel).not.toBe('ALIMTALK');
      expect(preview.text).toContain(
        '김하늘님, 입장이 확인되었어요.\n\n▶ 예약 확인: https://venue.example/res-entry/detail/reservation/123',
      );
      expect(preview.text.startsWith('(광고) ')).toBe(messageClass === 'ADVERTISING');
      expect(preview.text.endsWith(ADVERTISING_OPT_OUT)).toBe(messageClass === 'ADVERTISING');
    },
  );

  it('calls a text message past 90 bytes an LMS (a Hangul character counts 2)', () => {
    const form = { reviewStatus: 'PENDING', messageClass: 'INFORMATION' } as const;
    expect(previewMessage({ ...form, text: '가'.repeat(45) }, [], values, origin).channel).toBe(
      'SMS',
    );
    expect(previewMessage({ ...form, text: '가'.repeat(46) }, [], values, origin).channel).toBe(
      'LMS',
    );
  });
});

describe('sampleValues', () => {
  it('fills the waiting list’s variables, and a closed line’s 사유 as the server words it', () => {
    const text = '#{이름}님, #{인원} 자리를 #{마감}까지 잡아 두었어요. #{대기번호}';
    const offer = previewMessage(
      { text, reviewStatus: 'APPROVED', messageClass: 'INFORMATION' },
      [{ name: '예약하기', path: '/waitlist/#{대기번호}' }],
      sampleValues('시그널 하우스', 'WAITLIST_OFFERED'),
      origin,
    );
    expect(offer).toEqual({
      channel: 'ALIMTALK',
      text: '김하늘님, 2명 자리를 12월 1일 (화) 12:00까지 잡아 두었어요. 45',
      buttons: [{ name: '예약하기', url: 'https://venue.example/waitlist/45' }],
    });
    const closed = sampleValues('시그널 하우스', 'WAITLIST_CLOSED');
    expect(fillVariables('회차가 #{사유} 대기를 마쳤어요.', closed)).toBe(
      '회차가 시작되어 대기를 마쳤어요.',
    );
    expect(sampleValues('시그널 하우스', 'ENTRY_CANCELLED').사유).toBe('회원님 요청으로 취소');
  });
});

describe('insertAt', () => {
  it('puts the token in place of the selection and the caret after it', () => {
    expect(insertAt('안녕하세요 님', 6, 6, '#{이름}')).toEqual({
      text: '안녕하세요 #{이름}님',
      caret: 11,
    });
    expect(insertAt('abcdef', 1, 3, '#{x}')).toEqual({ text: 'a#{x}def', caret: 5 });
  });
});
