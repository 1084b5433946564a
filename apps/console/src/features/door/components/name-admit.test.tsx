import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, refusal } from '../../../testing/fake-api';
import { checkInResult, doorBooking } from '../../../testing/fixtures';
import { serveStaff } from '../../../testing/staff-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { NameAdmit } from './name-admit';

const member = {
  userIdx: 31,
  name: '김*늘',
  phoneNumber: '010-****-5678',
  birthYear: '1994',
  booking: doorBooking(),
};

function renderAdmit() {
  const onAdmitted = vi.fn();
  const onRefused = vi.fn();
  renderWithProviders(
    <NameAdmit
      place={{ type: 'PROGRAM', programIdx: 12 }}
      onAdmitted={onAdmitted}
      onRefused={onRefused}
    />,
  );
  return { onAdmitted, onRefused, user: userEvent.setup() };
}

describe('이름으로 입장 at the door', () => {
  it('finds a visitor by name with their booking at the desk’s program, and admits them there', async () => {
    const api = serveStaff({
      '/api/staff/checkin/search': () => ok({ list: [member], moreYn: 'N' }),
      '/api/staff/checkin/manual': () =>
        ok(
          checkInResult({
            booking: { ...member.booking, status: 'DONE', statusLabel: '참여완료' },
          }),
        ),
      '/api/staff/checkin/recent': () => ok({ list: [] }),
    });
    const { onAdmitted, user } = renderAdmit();
    await user.type(screen.getByLabelText('이름 또는 전화번호 뒤 4자리'), '김하늘');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    const found = await screen.findByRole('list', { name: '찾은 회원' });
    expect(
      within(found).getByText(
        /김\*늘 · 010-\*\*\*\*-5678 · 1994년생 · 예약 14:00–15:00 회차 · 2명/,
      ),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/checkin/search')[0]?.body).toEqual({
      search: '김하늘',
      programIdx: 12,
    });
    await user.click(within(found).getByRole('button', { name: '김*늘 입장' }));
    await waitFor(() => expect(onAdmitted).toHaveBeenCalledTimes(1));
    expect(api.callsTo('/api/staff/checkin/manual')[0]?.body).toEqual({
      userIdx: 31,
      programIdx: 12,
    });
  });

  it('a refusal at the door (no booking) goes to the result card, not the form', async () => {
    serveStaff({
      '/api/staff/checkin/search': () => ok({ list: [{ ...member, booking: null }], moreYn: 'N' }),
      '/api/staff/checkin/manual': () =>
        refusal(409, 'DOOR_NO_BOOKING', '14:00–15:00 회차에 예약이 없는 회원이에요.'),
    });
    const { onRefused, onAdmitted, user } = renderAdmit();
    await user.type(screen.getByLabelText('이름 또는 전화번호 뒤 4자리'), '5678');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await user.click(await screen.findByRole('button', { name: '김*늘 입장' }));
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(onAdmitted).not.toHaveBeenCalled();
  });

  it('asks for words before searching (the contract’s message), and says when nobody is found', async () => {
    const api = serveStaff({
      '/api/staff/checkin/search': () => ok({ list: [], moreYn: 'N' }),
    });
    const { user } = renderAdmit();
    await user.click(screen.getByRole('button', { name: '찾기' }));
    expect(await screen.findByText('이름 또는 전화번호 뒤 4자리를 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/checkin/search')).toHaveLength(0);
    await user.type(screen.getByLabelText('이름 또는 전화번호 뒤 4자리'), '없는사람');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    expect(await screen.findByText('찾는 회원이 없어요.')).toBeTruthy();
  });
});
