import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffInquiryDetail, StaffInquirySummary } from '@venue/contract';
import { inquiryMessages } from '@venue/contract/domain';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff, staffUnauthorized } from '../../../testing/staff-api';

const row = (
  inquiryIdx: number,
  overrides: Partial<StaffInquirySummary> = {},
): StaffInquirySummary => ({
  inquiryIdx,
  category: 'QR',
  title: `문의 ${inquiryIdx}`,
  status: 'WAITING',
  regDate: '2026-11-20T10:00:00+09:00',
  answeredAt: null,
  attachmentCount: 0,
  memberName: '김*늘',
  ...overrides,
});

const detail = (overrides: Partial<StaffInquiryDetail> = {}): StaffInquiryDetail => ({
  ...row(7),
  content: 'QR이 열리지 않아요. 어떻게 하면 될까요?',
  answer: null,
  answeredByName: null,
  answerHistory: [],
  attachments: [{ attachmentIdx: 31, fileName: 'qr.png', contentType: 'image/png', byteSize: 64 }],
  ...overrides,
});

const render = (path: string) => renderConsole(path);

describe('the staff inquiry list', () => {
  it('asks for waiting inquiries, shows masked names, and filters by status', async () => {
    const api = serveStaff({
      '/api/staff/inquiries': (body) =>
        ok({
          list: body.status === 'ANSWERED' ? [row(9, { status: 'ANSWERED' })] : [row(7), row(8)],
          page: 1,
          pageSize: 20,
          totalCount: body.status === 'ANSWERED' ? 1 : 2,
        }),
    });
    const user = userEvent.setup();
    render('/staff/inquiries?status=WAITING');
    const first = await screen.findByRole('link', { name: /문의 7/ });
    expect(first.textContent).toContain('김*늘');
    expect(first.getAttribute('href')).toBe('/staff/inquiries/7');
    expect(api.callsTo('/api/staff/inquiries')[0]?.body).toEqual({ status: 'WAITING', page: 1 });

    await user.click(screen.getByRole('button', { name: '답변완료' }));
    expect(await screen.findByRole('link', { name: /문의 9/ })).toBeTruthy();
    expect(api.callsTo('/api/staff/inquiries').at(-1)?.body).toEqual({
      status: 'ANSWERED',
      page: 1,
    });
  });

  it('goes to the staff login when the session is gone', async () => {
    serveStaff({ '/api/staff/me': () => staffUnauthorized });
    const { where } = render('/staff/inquiries');
    await waitFor(() => expect(where()?.pathname).toBe('/staff/login'));
  });
});

describe('the staff answer page', () => {
  it('shows the question with its photo (an image the staff cookie opens) and registers an answer', async () => {
    let current = detail();
    const api = serveStaff({
      '/api/staff/inquiries/detail': () => ok(current),
      '/api/staff/inquiries/answer': (body) => {
        current = detail({
          status: 'ANSWERED',
          answer: String(body.answer),
          answeredAt: '2026-11-21T09:00:00+09:00',
          answeredByName: '문지기',
        });
        return ok(current);
      },
    });
    const user = userEvent.setup();
    render('/staff/inquiries/7');

    expect(await screen.findByRole('heading', { name: '문의 7' })).toBeTruthy();
    expect(screen.getByText('QR이 열리지 않아요. 어떻게 하면 될까요?')).toBeTruthy();
    const photos = screen.getByRole('list', { name: '첨부 사진' });
    const photo = within(photos).getByRole('img', { name: '첨부 사진 1' });
    expect(photo.getAttribute('src')).toBe('/api/staff/inquiries/attachment/31');

    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(screen.getByText(inquiryMessages.answerMin)).toBeTruthy();
    expect(api.callsTo('/api/staff/inquiries/answer')).toHaveLength(0);

    await user.type(screen.getByLabelText(/답변 내용/), '입구에서 직원에게 말씀해 주세요.');
    await user.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(await screen.findByText('답변을 등록했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/inquiries/answer')[0]?.body).toEqual({
      inquiryIdx: 7,
      answer: '입구에서 직원에게 말씀해 주세요.',
    });
    expect(screen.getByText('답변완료')).toBeTruthy();
    expect(screen.getByRole('button', { name: '답변 수정' })).toBeTruthy();
  });
  it('shows every earlier answer with its author and time; the newest is the one the member sees', async () => {
    serveStaff({
      '/api/staff/inquiries/detail': () =>
        ok(
          detail({
            status: 'ANSWERED',
            answer: '건물 뒤 공영주차장을 이용해 주세요.',
            answeredAt: '2026-11-22T15:30:00+09:00',
            answeredByName: '둘째 답변자',
            answerHistory: [
              {
                answer: '건물 뒤 공영주차장을 이용해 주세요.',
                operatorName: '둘째 답변자',
                answeredAt: '2026-11-22T15:30:00+09:00',
              },
              {
                answer: '주차장은 없어요.',
                operatorName: '첫 답변자',
                answeredAt: '2026-11-21T09:05:00+09:00',
              },
            ],
          }),
        ),
    });
    render('/staff/inquiries/7');
    const history = await screen.findByRole('list', { name: '답변 기록' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2026-11-22 15:30 둘째 답변자 · 회원에게 보이는 답변건물 뒤 공영주차장을 이용해 주세요.',
      '2026-11-21 09:05 첫 답변자주차장은 없어요.',
    ]);
    expect(
      screen.getByText('다시 답변하면 지금 답변도 기록에 남고, 회원에게는 새 답변이 보여요.'),
    ).toBeTruthy();
  });
});
