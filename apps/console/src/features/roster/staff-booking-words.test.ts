import type { StaffRoster } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import {
  bookableSessions,
  createdWords,
  partySizeWords,
  problems,
  sessionChoice,
  writeFailureWords,
} from './staff-booking-words';
import { freeSeats } from './waitlist-rows';

const session = (
  overrides: Partial<StaffRoster['instances'][number]> = {},
): StaffRoster['instances'][number] => ({
  programInstanceIdx: 1,
  startTime: '14:00',
  endTime: '15:00',
  capacity: 10,
  reservedCount: 4,
  heldCount: 2,
  cancelledYn: 'N',
  ...overrides,
});

describe('staff booking words', () => {
  it('counts the seats left beside booked and held ones', () => {
    expect(freeSeats(session())).toBe(4);
    expect(freeSeats(session({ reservedCount: 9 }))).toBe(0);
    expect(freeSeats(session({ capacity: null }))).toBeNull();
    expect(sessionChoice(session())).toBe('14:00–15:00 · 남은 자리 4석');
    expect(sessionChoice(session({ reservedCount: 8 }))).toBe('14:00–15:00 · 자리 없음');
  });

  it.each([
    // 14:30 Seoul on the day: the 14:00 session has begun but not ended
    ['any not over', {}, [1, 2]],
    ['a move: not begun, not its own', { notBegun: true, except: 2 }, []],
    ['a move from the first', { notBegun: true, except: 1 }, [2]],
  ] as const)('offers the sessions staff may book: %s', (_, options, expected) => {
    const now = new Date('2026-11-26T14:30:00+09:00');
    const sessions = [
      session(),
      session({ programInstanceIdx: 2, startTime: '16:00', endTime: '17:00' }),
      session({ programInstanceIdx: 3, cancelledYn: 'Y', startTime: '18:00', endTime: '19:00' }),
      session({ programInstanceIdx: 4, startTime: '10:00', endTime: '11:00' }),
    ];
    const result = bookableSessions(sessions, '2026-11-26', now, options);
    expect(result.map((s) => s.programInstanceIdx)).toEqual(expected);
  });

  it('says what was done', () => {
    expect(
      createdWords(
        { reserveEntryId: 'R1', walkInYn: 'Y', seatsLeft: 3 },
        '홍길동',
        '14:00–15:00',
        2,
      ),
    ).toBe('현장 방문 홍길동님 14:00–15:00 회차 2명 예약하고 입장 처리했어요 (R1). 남은 자리 3석.');
    expect(
      createdWords(
        { reserveEntryId: 'R2', walkInYn: 'N', seatsLeft: null },
        '김*늘',
        '14:00–15:00',
        1,
      ),
    ).toBe('김*늘님 14:00–15:00 회차 1명 예약했어요 (R2). 회원님께 예약 확정 알림톡이 가요.');
    expect(partySizeWords('김*늘', 3, 1)).toBe(
      '김*늘님 예약 인원을 3명에서 1명으로 바꿨어요. 2석이 다시 열렸어요.',
    );
    expect(partySizeWords('김*늘', 1, 2)).toBe(
      '김*늘님 예약 인원을 1명에서 2명으로 바꿨어요. 1석을 더 잡았어요.',
    );
  });
});

describe('writeFailureWords', () => {
  it('says a write with no answer may be done and that pressing again is safe; a refusal in the server’s words', () => {
    for (const errorCode of ['CLIENT_NO_RESPONSE', 'CLIENT_TIMEOUT', 'CLIENT_UNSTABLE_NETWORK']) {
      expect(writeFailureWords({ errorCode, message: '네트워크 연결이 불안정합니다.' })).toBe(
        '응답을 받지 못했어요. 이미 처리됐을 수 있어요. 내용을 바꾸지 않고 다시 누르면 두 번 처리되지 않아요.',
      );
    }
    expect(
      writeFailureWords({
        errorCode: 'CAPACITY_FULL',
        message: '남은 자리가 1석이라 2명을 예약할 수 없어요.',
      }),
    ).toBe('남은 자리가 1석이라 2명을 예약할 수 없어요.');
  });
});

describe('problems', () => {
  it('keeps the first message the schema gives each field, by its dotted path', () => {
    const issues = [
      { path: ['walkIn', 'name'], message: '최소 2글자 이상 입력해 주세요.' },
      { path: ['walkIn', 'name'], message: '이름을 확인해 주세요.' },
      { path: ['personCount'], message: '1명 이상이어야 해요.' },
    ];
    expect(problems({ error: { issues } })).toEqual({
      'walkIn.name': '최소 2글자 이상 입력해 주세요.',
      personCount: '1명 이상이어야 해요.',
    });
    expect(problems({})).toEqual({});
  });
});
