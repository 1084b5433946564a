import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDelivery, WebhookItem } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { invalidInput, ok } from '../../../testing/fake-api';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const webhook = (overrides: Partial<WebhookItem> = {}): WebhookItem => ({
  webhookIdx: 1,
  url: 'https://hooks.example.com/venue',
  description: '예약 시스템',
  events: ['entry.created', 'draw.completed'],
  active: true,
  createdAt: '2026-11-30T10:00:00+09:00',
  recent: { delivered: 12, failed: 1, waiting: 0 },
  ...overrides,
});

const delivery = (
  deliveryIdx: number,
  overrides: Partial<WebhookDelivery> = {},
): WebhookDelivery => ({
  deliveryIdx,
  eventId: `msg_draw.completed:${deliveryIdx}`,
  eventType: 'draw.completed',
  eventLabel: '추첨 완료',
  state: 'DELIVERED',
  stateLabel: '전달됨',
  attempts: 1,
  lastStatus: 200,
  lastResponse: 'ok',
  lastAttemptAt: '2026-11-30T10:05:00+09:00',
  deliveredAt: '2026-11-30T10:05:00+09:00',
  createdAt: '2026-11-30T10:05:00+09:00',
  payload: { type: 'draw.completed', data: { programIdx: 29, winners: 10 } },
  ...overrides,
});

function serveWebhooks(initial: WebhookItem[] = []) {
  let list = initial;
  return serveStaff({
    '/api/staff/api-tokens/list': () => ok({ list: [] }),
    '/api/staff/webhooks/list': () => ok({ list }),
    '/api/staff/webhooks/save': (body) => {
      if (String(body.url).startsWith('http://example.com')) {
        return invalidInput([{ path: 'url', message: 'https:// 주소만 받을 수 있어요.' }]);
      }
      if (body.webhookIdx) {
        list = list.map((item) =>
          item.webhookIdx === body.webhookIdx
            ? { ...item, url: String(body.url), active: Boolean(body.active) }
            : item,
        );
        return ok({ webhook: list[0], secret: null });
      }
      const created = webhook({
        webhookIdx: list.length + 1,
        url: String(body.url),
        description: String(body.description ?? ''),
        events: body.events as WebhookItem['events'],
        recent: { delivered: 0, failed: 0, waiting: 0 },
      });
      list = [...list, created];
      return ok({ webhook: created, secret: SECRET });
    },
  });
}

describe('/staff/integrations: webhooks', () => {
  it('refuses a webhook without events in the contract’s words, then shows the secret on creation only', async () => {
    const user = userEvent.setup();
    const api = serveWebhooks();
    renderConsole('/staff/integrations');
    const form = await screen.findByRole('form', { name: '새 웹훅 등록' });
    await user.type(within(form).getByLabelText('받을 주소 (URL)'), 'http://127.0.0.1:4100/hooks');
    await user.click(within(form).getByRole('button', { name: '등록하기' }));
    const events = within(form).getByRole('group', { name: '받을 이벤트' });
    expect(await within(events).findByText('받을 이벤트를 하나 이상 골라 주세요.')).toBeTruthy();
    expect(events.getAttribute('aria-describedby')).toBe('webhook-events-error');
    expect(api.callsTo('/api/staff/webhooks/save')).toHaveLength(0);

    // Korean labels, with their codes.
    await user.click(within(events).getByRole('checkbox', { name: /예약·응모 접수/ }));
    await user.click(within(events).getByRole('checkbox', { name: /추첨 완료/ }));
    await user.type(within(form).getByLabelText('설명 (선택)'), '시험 수신기');
    await user.click(within(form).getByRole('button', { name: '등록하기' }));

    const box = await screen.findByRole('region', { name: '웹훅을 등록했어요: 서명 비밀 값' });
    expect((within(box).getByLabelText('웹훅 서명 비밀 값') as HTMLInputElement).value).toBe(
      SECRET,
    );
    expect(box.textContent).toContain('이 값은 지금 한 번만 보여요. 안전한 곳에 보관해 주세요.');
    for (const header of [
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
      'standardwebhooks',
    ]) {
      expect(box.textContent).toContain(header);
    }
    expect(api.callsTo('/api/staff/webhooks/save')[0]?.body).toEqual({
      url: 'http://127.0.0.1:4100/hooks',
      description: '시험 수신기',
      events: ['entry.created', 'draw.completed'],
      active: true,
    });

    const list = screen.getByRole('region', { name: '등록한 웹훅' });
    const row = await within(list).findByRole('row', { name: /127\.0\.0\.1:4100/ });
    expect(row.textContent).toContain('예약·응모 접수');
    expect(row.textContent).toContain('추첨 완료');
    expect(row.textContent).toContain('사용');
    expect(row.textContent).toContain('전달됨 0건');

    // An edit never shows a secret.
    await user.click(within(box).getByRole('button', { name: '보관했어요, 닫기' }));
    await user.click(within(row).getByRole('button', { name: 'http://127.0.0.1:4100/hooks 수정' }));
    const editForm = await screen.findByRole('form', { name: '웹훅 수정' });
    expect(document.activeElement).toBe(
      within(editForm).getByRole('heading', { name: '웹훅 수정' }),
    );
    expect(
      (within(editForm).getByRole('checkbox', { name: /추첨 완료/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(within(editForm).getByRole('checkbox', { name: '사용' }));
    await user.click(within(editForm).getByRole('button', { name: '저장하기' }));
    expect(
      await within(list).findByText('http://127.0.0.1:4100/hooks 웹훅을 저장했어요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/webhooks/save')[1]?.body).toMatchObject({
      webhookIdx: 1,
      active: false,
    });
    expect(screen.queryByRole('region', { name: /서명 비밀 값/ })).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    await screen.findByRole('form', { name: '새 웹훅 등록' });
  });

  it('shows the server’s refusal of an address next to the field', async () => {
    const user = userEvent.setup();
    serveWebhooks();
    renderConsole('/staff/integrations');
    const form = await screen.findByRole('form', { name: '새 웹훅 등록' });
    const url = within(form).getByLabelText('받을 주소 (URL)');
    await user.type(url, 'http://example.com/hooks');
    await user.click(within(form).getByRole('checkbox', { name: /입장/ }));
    await user.click(within(form).getByRole('button', { name: '등록하기' }));
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('webhook-url-error')?.textContent).toBe(
      'https:// 주소만 받을 수 있어요.',
    );
    expect(document.activeElement).toBe(url);
  });

  it('lists an endpoint’s deliveries with more on demand, its payload, and resends a FAILED one', async () => {
    const user = userEvent.setup();
    const firstPage = [
      delivery(60, {
        state: 'FAILED',
        stateLabel: '실패',
        attempts: 6,
        lastStatus: 500,
        lastResponse: 'answer 500',
        deliveredAt: null,
      }),
      ...Array.from({ length: 49 }, (_, i) => delivery(59 - i)),
    ];
    let resent = false;
    const api = serveStaff({
      '/api/staff/api-tokens/list': () => ok({ list: [] }),
      '/api/staff/webhooks/list': () => ok({ list: [webhook()] }),
      '/api/staff/webhooks/deliveries': (body) => {
        if (body.before === 11) return ok({ list: [delivery(10), delivery(9)], more: false });
        const list = resent
          ? [{ ...firstPage[0], state: 'PENDING', stateLabel: '보내는 중' }, ...firstPage.slice(1)]
          : firstPage;
        return ok({ list, more: true });
      },
      '/api/staff/webhooks/resend': (body) => {
        resent = true;
        return ok(
          delivery(Number(body.deliveryIdx), { state: 'PENDING', stateLabel: '보내는 중' }),
        );
      },
    });
    const { where } = renderConsole('/staff/integrations');
    const list = await screen.findByRole('region', { name: '등록한 웹훅' });
    const row = await within(list).findByRole('row', { name: /hooks\.example\.com/ });
    expect(row.textContent).toContain('실패 1건');
    await user.click(
      within(row).getByRole('button', { name: 'https://hooks.example.com/venue 전송 기록' }),
    );
    expect(where()?.search).toBe('?webhook=1');

    const log = await screen.findByRole('region', {
      name: /전송 기록: https:\/\/hooks\.example\.com\/venue/,
    });
    const table = await within(log).findByRole('table');
    const failed = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(failed.textContent).toContain('추첨 완료');
    expect(failed.textContent).toContain('실패');
    expect(failed.textContent).toContain('6회');
    expect(failed.textContent).toContain('500');
    expect(failed.textContent).toContain('answer 500');
    expect(failed.textContent).toContain('2026-11-30 10:05');
    // Only the FAILED one has 다시 보내기.
    expect(within(table).getAllByRole('button', { name: /다시 보내기/ })).toHaveLength(1);

    // The payload as sent, pretty-printed.
    const show = within(failed).getByRole('button', { name: /내용 보기/ });
    await user.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const pre = log.querySelector('pre');
    expect(pre?.textContent).toBe(
      JSON.stringify({ type: 'draw.completed', data: { programIdx: 29, winners: 10 } }, null, 2),
    );
    expect(log.textContent).toContain('msg_draw.completed:60');

    // 50 a page; 더 보기 asks for those before the last one shown.
    expect(within(table).getAllByRole('rowheader')).toHaveLength(50);
    await user.click(within(log).getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(52));
    expect(
      api.callsTo('/api/staff/webhooks/deliveries').some((call) => call.body.before === 11),
    ).toBe(true);
    expect(within(log).queryByRole('button', { name: '더 보기' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('webhook-delivery-10'));

    await user.click(within(failed).getByRole('button', { name: /다시 보내기/ }));
    expect(api.callsTo('/api/staff/webhooks/resend')[0]?.body).toEqual({ deliveryIdx: 60 });
    expect(
      await within(log).findByText(/추첨 완료 이벤트를 다시 보내도록 요청했어요/),
    ).toBeTruthy();
    await waitFor(() => expect(failed.textContent).toContain('보내는 중'));
    expect(within(table).queryByRole('button', { name: /다시 보내기/ })).toBeNull();
    expect(document.activeElement).toBe(show);
  });
});
