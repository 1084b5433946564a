import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMemberDetail } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok, refusal } from '../../../testing/fake-api';
import { staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const summary = (masked: boolean, possible: 'Y' | 'N' = 'Y') => ({
  userIdx: 7,
  name: masked ? '김*늘' : '김하늘',
  phoneNumber: masked ? '010-****-5678' : '01012345678',
  birthYear: '1990',
  status: 'ACTIVE',
  participationPossibleYn: possible,
  regDate: '2026-01-02T10:00:00+09:00',
});

const detail = (masked: boolean, possible: 'Y' | 'N' = 'Y'): StaffMemberDetail => ({
  maskedYn: masked ? 'Y' : 'N',
  member: { ...summary(masked, possible), visitCount: 3, checkInCount: 5, lastLoginAt: null },
  restriction: null,
  bookingRestriction: null,
  entries: [
    {
      reserveEntryIdx: 1,
      reserveEntryId: 'R1',
      programIdx: 2,
      programName: '향수 클래스',
      programType: 'RESERVATION',
      status: 'CONFIRM',
      statusLabel: '예약완료',
      execDate: '2026-11-26',
      startTime: '14:00',
      participantCnt: 2,
      regDate: '2026-11-20T10:00:00+09:00',
    },
  ],
  checkIns: [
    {
      checkInIdx: 3,
      visitDate: '2026-11-26',
      placeType: 'ZONE',
      placeName: '라운지',
      checkedInAt: '2026-11-26T13:00:00+09:00',
    },
  ],
  inquiries: [],
});

function serveMembers(masked: boolean) {
  let possible: 'Y' | 'N' = 'Y';
  return serveStaff({
    ...(masked ? { '/api/staff/me': () => ok(staffOperator) } : {}),
    '/api/staff/members/search': () =>
      ok({
        list: [summary(masked, possible)],
        page: 1,
        pageSize: 20,
        totalCount: 1,
        maskedYn: masked ? 'Y' : 'N',
      }),
    '/api/staff/members/detail': () => ok(detail(masked, possible)),
    '/api/staff/members/restriction': (body) => {
      if (String(body.reason).includes('거절')) {
        return {
          error: {
            status: 400,
            errorCode: 'VALIDATION_FAILED',
            message: '사유를 확인해 주세요.',
            fields: [{ path: 'reason', message: '사유를 확인해 주세요.' }],
          },
        };
      }
      possible = body.participationPossibleYn as 'Y' | 'N';
      return ok({ userIdx: 7, participationPossibleYn: possible });
    },
  });
}

describe('/staff/members', () => {
  it('a STAFF operator finds a member by the last four digits and sees them masked, without the restriction form', async () => {
    const api = serveMembers(true);
    renderConsole('/staff/members');
    await userEvent.type(await screen.findByLabelText('검색어'), '5678');
    await userEvent.click(screen.getByRole('button', { name: '찾기' }));
    const list = await screen.findByRole('list', { name: '찾은 회원' });
    expect(api.callsTo('/api/staff/members/search')[0]?.body).toEqual({ query: '5678', page: 1 });
    expect(list.textContent).toContain('김*늘010-****-5678');
    expect(screen.getByText(/개인정보는 가려서 보여요/)).toBeTruthy();
    await userEvent.click(within(list).getByRole('button'));
    const card = await screen.findByRole('region', { name: /김\*늘/ });
    expect(card.textContent).toContain('예약완료 향수 클래스');
    expect(card.textContent).toContain('라운지');
    expect(within(card).queryByRole('form', { name: '참여 제한' })).toBeNull();
  });

  it('an ADMIN restricts a member with a reason; a refused reason shows on its field', async () => {
    const api = serveMembers(false);
    renderConsole('/staff/members?q=하늘&member=7');
    const card = await screen.findByRole('region', { name: /김하늘/ });
    expect(card.textContent).toContain('010-1234-5678');
    const form = within(card).getByRole('form', { name: '참여 제한' });
    await userEvent.click(within(form).getByRole('button', { name: '참여 제한' }));
    expect(await within(form).findByText('사유를 2자 이상 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/members/restriction')).toHaveLength(0);

    const reason = within(form).getByLabelText('참여를 제한하는 사유');
    await userEvent.type(reason, '거절될 사유');
    await userEvent.click(within(form).getByRole('button', { name: '참여 제한' }));
    expect(
      await within(form).findByText('사유를 확인해 주세요.', { selector: 'p[id]' }),
    ).toBeTruthy();

    await userEvent.clear(reason);
    await userEvent.type(reason, '반복된 노쇼');
    await userEvent.click(within(form).getByRole('button', { name: '참여 제한' }));
    await waitFor(() =>
      expect(api.callsTo('/api/staff/members/restriction').at(-1)?.body).toEqual({
        userIdx: 7,
        participationPossibleYn: 'N',
        reason: '반복된 노쇼',
      }),
    );
    // The member's state flips; the form stays with what was done and now offers the lift.
    expect(await within(form).findByRole('button', { name: '제한 해제' })).toBeTruthy();
    expect(within(form).getByRole('status').textContent).toBe('참여를 제한했어요.');
    expect((within(form).getByLabelText('제한을 푸는 사유') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows a no-show restriction to every role, and an ADMIN lifts it with a reason', async () => {
    let restricted = true;
    const noShowDetail = (masked: boolean) => ({
      ...detail(masked),
      bookingRestriction: restricted
        ? { until: '2026-12-15T14:30:00+09:00', reason: '최근 90일 불참 2회' }
        : null,
    });
    const api = serveStaff({
      '/api/staff/members/detail': () => ok(noShowDetail(false)),
      '/api/staff/members/restriction': () => {
        restricted = false;
        return ok({ userIdx: 7, participationPossibleYn: 'Y' });
      },
    });
    renderConsole('/staff/members?member=7');
    const card = await screen.findByRole('region', { name: /김하늘/ });
    expect(card.textContent).toContain('예약·응모 제한12월 15일 (화)까지 최근 90일 불참 2회');
    const form = within(card).getByRole('form', { name: '참여 제한' });
    // The member may take part (Y), yet the lift is what is offered, with its reason asked.
    await userEvent.click(within(form).getByRole('button', { name: '불참 제한 해제' }));
    expect(await within(form).findByText('사유를 2자 이상 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/members/restriction')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('불참 제한을 푸는 사유'), '병원 진료 확인');
    await userEvent.click(within(form).getByRole('button', { name: '불참 제한 해제' }));
    await waitFor(() =>
      expect(api.callsTo('/api/staff/members/restriction').at(-1)?.body).toEqual({
        userIdx: 7,
        participationPossibleYn: 'Y',
        reason: '병원 진료 확인',
      }),
    );
    expect(within(form).getByRole('status').textContent).toBe('불참 제한을 풀었어요.');
    // Asked again, the member has no restriction left; the form offers 참여 제한 again.
    expect(await within(form).findByRole('button', { name: '참여 제한' })).toBeTruthy();
    expect(card.textContent).not.toContain('예약·응모 제한');
  });

  it('a STAFF operator sees the no-show restriction too, without the form', async () => {
    serveStaff({
      '/api/staff/me': () => ok(staffOperator),
      '/api/staff/members/detail': () =>
        ok({
          ...detail(true),
          bookingRestriction: { until: '2026-12-15T14:30:00+09:00', reason: '최근 90일 불참 2회' },
        }),
    });
    renderConsole('/staff/members?member=7');
    const card = await screen.findByRole('region', { name: /김\*늘/ });
    expect(card.textContent).toContain('예약·응모 제한12월 15일 (화)까지 최근 90일 불참 2회');
    expect(within(card).queryByRole('form', { name: '참여 제한' })).toBeNull();
  });

  it('says so when the member is not found', async () => {
    serveStaff({
      '/api/staff/members/detail': () => refusal(404, 'NOT_FOUND', '회원을 찾을 수 없어요.'),
    });
    renderConsole('/staff/members?member=99');
    expect((await screen.findByRole('alert')).textContent).toBe('회원을 찾을 수 없어요.');
  });
});
