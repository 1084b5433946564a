import { describe, expect, it } from 'vitest';
import { messageViewOf, withFilter } from './message-query';

const today = '2026-11-29';
const view = (query: string) => messageViewOf(new URLSearchParams(query), today);

describe('the 메시지 page in the address', () => {
  it('lists today on 전체 and every day on 발송 실패, unless a day is asked', () => {
    expect(view('').body).toEqual({ date: today, page: 1 });
    expect(view('tab=failed').body).toEqual({ date: null, status: 'FAILED', page: 1 });
    expect(view('tab=failed&date=2026-11-20').body.date).toBe('2026-11-20');
    expect(view('date=all')).toMatchObject({ date: null, summaryDate: today });
    expect(view('date=2026-11-20').summaryDate).toBe('2026-11-20');
  });

  it('reads each filter, and drops what the contract would refuse', () => {
    expect(
      view('kind=DRAW_WON&status=SENT&program=12&member=7&q=%20하늘%20&page=3&message=41'),
    ).toMatchObject({
      body: {
        date: today,
        kind: 'DRAW_WON',
        status: 'SENT',
        programIdx: 12,
        userIdx: 7,
        search: '하늘',
        page: 3,
      },
      openIdx: 41,
      q: '하늘',
    });
    expect(view('kind=NOPE&status=LOST&program=-1&member=x&page=0&date=2026-13-40').body).toEqual({
      date: today,
      page: 1,
    });
    // The 발송 실패 tab is FAILED whatever the address says.
    expect(view('tab=failed&status=SENT').body.status).toBe('FAILED');
  });

  it('goes back to the first page and closes the open message when a filter changes', () => {
    const params = new URLSearchParams('kind=DRAW_WON&page=3&message=41');
    expect(withFilter(params, { status: 'FAILED' }).toString()).toBe('kind=DRAW_WON&status=FAILED');
    expect(withFilter(params, { page: '4' }).toString()).toBe('kind=DRAW_WON&page=4&message=41');
    expect(withFilter(params, { message: null }).toString()).toBe('kind=DRAW_WON&page=3');
    expect(withFilter(params, { kind: '' }).toString()).toBe('');
  });
});
