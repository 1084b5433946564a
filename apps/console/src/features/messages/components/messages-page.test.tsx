import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_NOSHOW_RULES,
  type StaffMessageDetail,
  type StaffMessageRow,
  type StaffMessageSummary,
  type StaffVenueSettings,
  seoulToday,
  WAITLIST_MAX_PER_MEMBER,
} from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, ok, refusal } from '../../../testing/fake-api';
import { editorOperator, staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const today = seoulToday(new Date());

const row = (overrides: Partial<StaffMessageRow> = {}): StaffMessageRow => ({
  messageIdx: 41,
  kind: 'RESERVATION_CONFIRMED',
  kindLabel: '예약 확정',
  templateCode: 'VENUE_RESERVATION_CONFIRMED',
  channel: 'ALIMTALK',
  status: 'DELIVERED',
  statusLabel: '전달됨',
  costKrw: 13,
  userIdx: 7,
  memberName: '김*늘',
  phoneNumber: '010-****-5678',
  programIdx: 12,
  programName: '향수 클래스',
  createdAt: `${today}T10:02:00+09:00`,
  sentAt: `${today}T10:02:00+09:00`,
  ...overrides,
});

const failed = row({
  messageIdx: 42,
  kind: 'ENTRY_CANCELLED',
  kindLabel: '예약·응모 취소',
  templateCode: 'VENUE_ENTRY_CANCELLED',
  channel: null,
  status: 'FAILED',
  statusLabel: '실패',
  costKrw: 0,
  phoneNumber: '010-****-1234',
  sentAt: null,
});

const summary: StaffMessageSummary = {
  date: today,
  totalCount: 2,
  byStatus: [
    { status: 'QUEUED', label: '대기', count: 0 },
    { status: 'SENDING', label: '발송 중', count: 0 },
    { status: 'SENT', label: '발송됨', count: 0 },
    { status: 'DELIVERED', label: '전달됨', count: 1 },
    { status: 'FALLBACK_SENT', label: '대체 발송(SMS/LMS)', count: 0 },
    { status: 'FAILED', label: '실패', count: 1 },
  ],
  byChannel: [
    { channel: 'ALIMTALK', label: '알림톡', count: 1, unitCostKrw: 13, costKrw: 13 },
    { channel: 'SMS', label: 'SMS', count: 0, unitCostKrw: 20, costKrw: 0 },
    { channel: 'LMS', label: 'LMS', count: 0, unitCostKrw: 50, costKrw: 0 },
  ],
  costKrw: 13,
};

const detail = (of: StaffMessageRow): StaffMessageDetail => ({
  ...of,
  text: '[시그널 하우스] 김*늘님, 예약이 확정되었어요.',
  buttons: [{ name: '캘린더에 추가', url: 'http://localhost/api/calendar/(서명된 링크).ics' }],
  history: [
    { status: 'QUEUED', statusLabel: '대기', at: `${today}T10:02:00+09:00`, detail: null },
    { status: 'SENDING', statusLabel: '발송 중', at: `${today}T10:02:01+09:00`, detail: null },
    {
      status: 'FAILED',
      statusLabel: '실패',
      at: `${today}T10:12:00+09:00`,
      detail: 'provider unavailable after every retry',
    },
  ],
  maskedYn: 'Y',
});

const venueSettings: StaffVenueSettings = {
  venueName: '시그널 하우스',
  venueNameEn: '',
  phone: '02-1599-2641',
  roadAddress: '서울 성동구 연무장길 1',
  addressDetail: '',
  lat: null,
  lng: null,
  hours: { summary: '매일 11:00 – 20:00', note: '', weekly: [] },
  closedDays: { weekdays: [1], monthlyWeekdays: [], dates: [], notes: [] },
  transport: [],
  business: {
    companyName: '',
    ceoName: '',
    businessNumber: '',
    mailOrderNumber: '',
    address: '',
    email: '',
  },
  privacyPolicyUrl: null,
  copyright: '',
  brand: { title: '', story: [], quote: '', imagePath: null, floors: [], rules: [] },
  directions: { summary: '', steps: [], mapImagePath: null },
  maintenance: null,
  messages: { disabledKinds: ['CHECKED_IN'], reminderHour: 10 },
  noShowRules: DEFAULT_NOSHOW_RULES,
  waitlist: { maxPerMember: WAITLIST_MAX_PER_MEMBER },
};

/** The 메시지 calls: the list answers the failed row for a FAILED filter, both rows otherwise. */
function serveMessages(handlers: Record<string, FakeHandler> = {}) {
  return serveStaff({
    '/api/staff/messages/list': (body) => {
      const list = body.status === 'FAILED' ? [failed] : [failed, row()];
      return ok({
        list,
        page: 1,
        pageSize: 30,
        totalCount: list.length,
        date: body.date ?? null,
        maskedYn: 'Y',
      });
    },
    '/api/staff/messages/summary': () => ok(summary),
    '/api/staff/messages/detail': (body) =>
      ok(detail(body.messageIdx === failed.messageIdx ? failed : row())),
    ...handlers,
  });
}

const lastBody = (api: ReturnType<typeof serveStaff>, path: string) =>
  api.callsTo(path).at(-1)?.body;

describe('/staff/messages', () => {
  it("shows a STAFF operator today's totals and messages, masked, and each filter changes the request", async () => {
    const api = serveMessages({ '/api/staff/me': () => ok(staffOperator) });
    renderConsole('/staff/messages');
    const user = userEvent.setup();

    const totals = await screen.findByRole('region', { name: '오늘의 발송' });
    await within(totals).findByText('13원', { selector: 'dd' });
    expect(within(totals).getByRole('table', { name: '채널별 발송 건수와 비용' })).toBeTruthy();
    const list = await screen.findByRole('region', { name: '보낸 메시지' });
    const table = await within(list).findByRole('table');
    expect(table.textContent).toContain('예약 확정');
    expect(table.textContent).toContain('VENUE_RESERVATION_CONFIRMED');
    expect(table.textContent).toContain('010-****-5678');
    expect(table.textContent).toContain('알림톡');
    expect(table.textContent).toContain('전달됨');
    expect(within(list).getByText(/개인정보는 가려서 보여요/)).toBeTruthy();
    expect(lastBody(api, '/api/staff/messages/list')).toEqual({ date: today, page: 1 });
    expect(lastBody(api, '/api/staff/messages/summary')).toEqual({ date: today });
    // STAFF reads, never resends, and has no settings.
    expect(within(list).queryByRole('button', { name: /재발송/ })).toBeNull();
    expect(screen.queryByRole('region', { name: '발송 설정' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('종류'), '예약 확정');
    await waitFor(() =>
      expect(lastBody(api, '/api/staff/messages/list')).toMatchObject({
        kind: 'RESERVATION_CONFIRMED',
      }),
    );
    await user.selectOptions(screen.getByLabelText('상태'), '전달됨');
    await user.selectOptions(screen.getByLabelText('프로그램'), '향수 클래스');
    await waitFor(() =>
      expect(lastBody(api, '/api/staff/messages/list')).toEqual({
        date: today,
        kind: 'RESERVATION_CONFIRMED',
        status: 'DELIVERED',
        programIdx: 12,
        page: 1,
      }),
    );
    await user.type(screen.getByLabelText(/회원 찾기/), '5678');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await waitFor(() =>
      expect(lastBody(api, '/api/staff/messages/list')).toMatchObject({ search: '5678' }),
    );
    await user.click(screen.getByRole('checkbox', { name: '모든 날짜' }));
    await waitFor(() =>
      expect(lastBody(api, '/api/staff/messages/list')).toMatchObject({ date: null }),
    );
    expect((screen.getByLabelText('날짜') as HTMLInputElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '조건 지우기' }));
    await waitFor(() =>
      expect(lastBody(api, '/api/staff/messages/list')).toEqual({ date: today, page: 1 }),
    );
  });

  it('opens a message with its state history as a timeline in Korean, its heading focused', async () => {
    serveMessages({ '/api/staff/me': () => ok(staffOperator) });
    renderConsole('/staff/messages');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: '예약·응모 취소 010-****-1234 메시지 보기' }),
    );
    const panel = await screen.findByRole('region', { name: '예약·응모 취소 메시지' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(panel).getByRole('heading', { name: '예약·응모 취소 메시지' }),
      ),
    );
    const timeline = within(panel).getByRole('list', { name: '상태 이력' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      `대기${today} 10:02`,
      `발송 중${today} 10:02`,
      `실패${today} 10:12provider unavailable after every retry`,
    ]);
    expect(panel.textContent).toContain('김*늘님, 예약이 확정되었어요.');
    expect(panel.textContent).toContain('(서명된 링크)');
    // A STAFF operator is told who may resend.
    expect(within(panel).queryByRole('button', { name: '재발송' })).toBeNull();
    expect(within(panel).getByText('재발송은 편집자와 관리자가 할 수 있어요.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: '메시지 상세 닫기' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '예약·응모 취소 메시지' })).toBeNull(),
    );
  });

  it('lets an EDITOR resend a failed message from the 발송 실패 list after one confirmation', async () => {
    let resent = false;
    const api = serveMessages({
      '/api/staff/me': () => ok(editorOperator),
      '/api/staff/messages/resend': (body) => {
        if (resent) {
          return refusal(
            409,
            'MESSAGE_NOT_FAILED',
            '발송에 실패한 메시지만 다시 보낼 수 있어요. 이미 재발송했거나 발송 중일 수 있어요.',
          );
        }
        resent = true;
        return ok({ messageIdx: body.messageIdx, status: 'QUEUED', statusLabel: '대기' });
      },
    });
    renderConsole('/staff/messages');
    const user = userEvent.setup();
    const tabs = await screen.findByRole('navigation', { name: '메시지 메뉴' });
    await user.click(within(tabs).getByRole('link', { name: '발송 실패' }));
    const list = await screen.findByRole('region', { name: '발송 실패' });
    await waitFor(() =>
      expect(lastBody(api, '/api/staff/messages/list')).toEqual({
        date: null,
        status: 'FAILED',
        page: 1,
      }),
    );
    // The state filter is the tab itself.
    expect(screen.queryByLabelText('상태')).toBeNull();

    const resend = await within(list).findByRole('button', {
      name: '예약·응모 취소 010-****-1234 메시지 재발송',
    });
    await user.click(resend);
    const dialog = await screen.findByRole('dialog', { name: '메시지를 다시 보낼까요?' });
    expect(dialog.textContent).toContain('받는 번호: 010-****-1234');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.callsTo('/api/staff/messages/resend')).toHaveLength(0);

    await user.click(resend);
    const listCalls = api.callsTo('/api/staff/messages/list').length;
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '재발송' }),
    );
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      '예약·응모 취소 메시지(010-****-1234)를 다시 보내도록 요청했어요. 잠시 후 상태가 바뀌어요.',
    );
    expect(api.callsTo('/api/staff/messages/resend').map((call) => call.body)).toEqual([
      { messageIdx: 42 },
    ]);
    // The list is asked again.
    await waitFor(() =>
      expect(api.callsTo('/api/staff/messages/list').length).toBeGreaterThan(listCalls),
    );

    // Resent already (by someone else, say): the server's words, as they are.
    await user.click(
      within(list).getByRole('button', { name: '예약·응모 취소 010-****-1234 메시지 재발송' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '재발송' }),
    );
    expect(
      await screen.findByText(
        '발송에 실패한 메시지만 다시 보낼 수 있어요. 이미 재발송했거나 발송 중일 수 있어요.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: '발송 설정' })).toBeNull();
  });

  it("lets an ADMIN switch kinds and pick the reminder's hour, saving the whole settings with only the messages changed", async () => {
    let current: unknown = venueSettings;
    const api = serveMessages({
      '/api/staff/venue/settings': () => ok(current),
      '/api/staff/venue/settings/save': (body) => {
        current = body;
        return ok(null);
      },
    });
    renderConsole('/staff/messages');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '발송 설정' });
    const confirmed = within(form).getByRole('switch', { name: /예약 확정/ }) as HTMLInputElement;
    expect(confirmed.checked).toBe(true);
    expect(confirmed.disabled).toBe(true);
    expect(
      (within(form).getByRole('switch', { name: '입장 완료' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(within(form).getByText(/필수 안내라 끌 수 없어요/)).toBeTruthy();

    await user.click(within(form).getByRole('switch', { name: '미당첨' }));
    await user.click(within(form).getByRole('switch', { name: '입장 완료' }));
    await user.selectOptions(within(form).getByLabelText('방문 전날 리마인더 발송 시각'), '09:00');
    await user.click(within(form).getByRole('button', { name: '발송 설정 저장' }));
    expect(
      await within(form).findByText('발송 설정을 저장했어요. 다음 발송부터 적용돼요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/venue/settings/save')[0]?.body).toEqual({
      ...venueSettings,
      messages: { disabledKinds: ['DRAW_LOST'], reminderHour: 9 },
    });
    // The settings asked again after the save: the form shows them, its message stays.
    await waitFor(() => expect(api.callsTo('/api/staff/venue/settings')).toHaveLength(2));
    expect(within(form).getByText('발송 설정을 저장했어요. 다음 발송부터 적용돼요.')).toBeTruthy();
    expect((within(form).getByRole('switch', { name: '미당첨' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
