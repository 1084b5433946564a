import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { checkInResult, doorBooking } from '../../testing/fixtures';
import {
  type CheckInOutcome,
  outcomeOfError,
  outcomeOfResult,
  outcomeOfUnreadable,
  pushHistory,
} from './check-in-outcome';

const base = { id: 1, scannedAt: '10:05' };
const refusal = (errorCode: string, message: string, status = 400) =>
  new ApiRequestError({ resultCode: status, errorCode, message });

describe('what the scanner shows for a check-in', () => {
  it('a new check-in: green 입장 확인 with the name, the visit, the place and the tutorial sent', () => {
    expect(outcomeOfResult(checkInResult(), base)).toEqual({
      ...base,
      tone: 'success',
      title: '입장 확인',
      memberName: '김*늘',
      placeName: '입구',
      details: ['3번째 방문', '장소 입구', '회원님 휴대폰에 환영 인사와 튜토리얼 안내를 보냈어요.'],
    });
  });

  it("a program's marked-up name reads as plain text", () => {
    const outcome = outcomeOfResult(
      checkInResult({ place: { type: 'PROGRAM', name: '향수 &amp; 캔들<br />클래스' } }),
      base,
    );
    expect(outcome.placeName).toBe('향수 & 캔들 클래스');
    expect(outcome.details).toContain('장소 향수 & 캔들 클래스');
  });

  it('a new check-in without a tutorial says only the welcome was sent', () => {
    const outcome = outcomeOfResult(
      checkInResult({ message: { programIdx: null, tutorialYn: 'N', tutorialLink: null } }),
      base,
    );
    expect(outcome.details.at(-1)).toBe('회원님 휴대폰에 환영 인사를 보냈어요. (튜토리얼 없음)');
  });

  it('a repeat: amber 이미 입장 확인된 QR이에요 with the first time, nothing sent', () => {
    const outcome = outcomeOfResult(
      checkInResult({
        result: 'ALREADY_CHECKED_IN',
        checkedInAt: '2026-05-05T09:41:00+09:00',
        place: { type: 'ZONE', name: '브랜드 라운지' },
      }),
      base,
    );
    expect(outcome).toMatchObject({ tone: 'warning', title: '이미 입장 확인된 QR이에요' });
    expect(outcome.details).toEqual([
      '처음 확인 09:41',
      '3번째 방문',
      '장소 브랜드 라운지',
      '회원님 휴대폰에 새 알림은 보내지 않았어요.',
    ]);
  });

  it.each([
    ['QR_INVALID', '입장 불가'],
    ['QR_EXPIRED', '지난 QR이에요'],
    ['VALIDATION_FAILED', '입력한 값을 확인해 주세요'],
    ['RATE_LIMITED', '잠시 후 다시 시도해 주세요'],
    ['DOOR_NO_BOOKING', '예약이 없어요'],
    ['INTERNAL', '입장 확인을 하지 못했어요'],
  ])("a %s refusal is red with the server's message", (code, title) => {
    const outcome = outcomeOfError(refusal(code, '서버의 안내 문장'), base);
    expect(outcome).toMatchObject({ tone: 'danger', title, memberName: null });
    expect(outcome.details).toEqual(['서버의 안내 문장']);
  });

  it('at a program place, names the booking the door found: instance, party size, booking number', () => {
    const outcome = outcomeOfResult(
      checkInResult({
        place: { type: 'PROGRAM', name: '향수 클래스' },
        booking: doorBooking({ participantCnt: 3, status: 'DONE', statusLabel: '참여완료' }),
      }),
      base,
    );
    expect(outcome.details[0]).toBe('예약 14:00–15:00 회차 · 3명 · R2611261400AB12CD');
  });

  it("a validation refusal shows the field's message", () => {
    const error = new ApiRequestError({
      resultCode: 400,
      errorCode: 'VALIDATION_FAILED',
      message: '입력값을 다시 확인해 주세요.',
      fields: [{ path: 'qrValue', message: '올바른 QR이 아니에요.' }],
    });
    expect(outcomeOfError(error, base).details).toEqual(['올바른 QR이 아니에요.']);
  });

  it('an unreadable QR is refused before any request', () => {
    expect(outcomeOfUnreadable(base)).toMatchObject({
      tone: 'danger',
      title: '입장 불가',
    });
  });

  it('keeps the last 10 results, newest first', () => {
    let history: CheckInOutcome[] = [];
    for (let id = 1; id <= 12; id++)
      history = pushHistory(history, outcomeOfUnreadable({ id, scannedAt: '10:00' }));
    expect(history.map((outcome) => outcome.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });
});
