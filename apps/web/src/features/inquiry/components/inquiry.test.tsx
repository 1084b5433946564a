import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InquiryDetail, InquirySummary } from '@venue/contract';
import { inquiryMessages } from '@venue/contract/domain';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as InquiryArea } from '../../../app/routes/inquiry/inquiry-area';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { removeAccessToken, setAccessToken } from '../../../stores/session-store';
import { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { INQUIRY_WAITING_TEXT } from './inquiry-detail';
import { INQUIRY_EMPTY_TEXT, INQUIRY_SENT_TOAST } from './inquiry-list';

const INSERT = '/api/inquiry/insert';
const LIST = '/api/inquiry/list';
const DETAIL = '/api/inquiry/detail';

const summary = (inquiryIdx: number, overrides: Partial<InquirySummary> = {}): InquirySummary => ({
  inquiryIdx,
  category: 'VENUE',
  title: `문의 ${inquiryIdx}`,
  status: 'WAITING',
  regDate: '2026-11-20T10:00:00+09:00',
  answeredAt: null,
  attachmentCount: 0,
  ...overrides,
});

const detail = (overrides: Partial<InquiryDetail> = {}): InquiryDetail => ({
  ...summary(7),
  content: '3층에 유모차를 맡길 곳이 있을까요?',
  answer: null,
  attachments: [],
  ...overrides,
});

const listOf = (items: InquirySummary[]) =>
  ok({ list: items, page: 1, pageSize: 20, totalCount: items.length });

const png = (name = 'photo.png', size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};

function renderArea(path: string) {
  const locations: Location[] = [];
  const probe = <LocationProbe onChange={(location) => locations.push(location)} />;
  renderWithProviders(
    <>
      <InquiryArea />
      {probe}
    </>,
    { path, routePath: '/inquiry/*', extraRoutes: [{ path: '/login', element: probe }] },
  );
  return { where: () => locations.at(-1) };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('문의 유형'), '공간·시설');
  await user.type(screen.getByLabelText('제목'), '유모차 보관');
  await user.type(screen.getByLabelText('문의 내용'), '3층에 유모차를 맡길 곳이 있을까요?');
  await user.click(screen.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }));
}

beforeEach(() => {
  setAccessToken('member-token');
  clearAlerts();
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:preview-${++n}`),
      revokeObjectURL: vi.fn(),
    }),
  );
});
afterEach(() => {
  removeAccessToken();
  vi.unstubAllGlobals();
});

describe('the 1:1 inquiry area', () => {
  it('replaces /inquiry with the 문의하기 tab', async () => {
    fakeApi({});
    const first = renderArea('/inquiry');
    await waitFor(() => expect(first.where()?.pathname).toBe('/inquiry/form'));
    const tab = await screen.findByRole('link', { name: '문의하기' });
    expect(tab.getAttribute('aria-current')).toBe('page');
  });

  it('a logged-out visitor is replaced to /login with a redirect back', async () => {
    removeAccessToken();
    fakeApi({});
    const { where } = renderArea('/inquiry/list');
    await waitFor(() => expect(where()?.pathname).toBe('/login'));
    expect(where()?.search).toBe('?redirect=%2Finquiry%2Flist');
  });
});

describe('the inquiry form', () => {
  it('names every missing field on submit, counts characters, and sends nothing', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderArea('/inquiry/form');
    await user.click(await screen.findByRole('button', { name: '문의 보내기' }));

    expect(screen.getByText(inquiryMessages.category)).toBeTruthy();
    expect(screen.getByText(inquiryMessages.titleMin)).toBeTruthy();
    expect(screen.getByText(inquiryMessages.contentMin)).toBeTruthy();
    expect(screen.getByText(inquiryMessages.privacy)).toBeTruthy();
    expect(screen.getByLabelText('제목').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(INSERT)).toHaveLength(0);
    // The first field in error takes focus, a frame after the submit: typing starts after it
    // (a keystroke before it would land in the category select).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('문의 유형')));

    await user.type(screen.getByLabelText('제목'), '유모차');
    // After the first try the messages follow the edits: the title's goes as it is typed.
    expect(screen.queryByText(inquiryMessages.titleMin)).toBeNull();
    expect(screen.getByText('3/50', { exact: false })).toBeTruthy();
    await user.type(screen.getByLabelText('문의 내용'), '열 글자가 넘는 문의 내용이에요');
    expect(screen.getByText('17/1,000', { exact: false })).toBeTruthy();
  });

  it('refuses a text file named .png and a 4th photo with clear messages, and removes a photo', async () => {
    fakeApi({});
    const user = userEvent.setup({ applyAccept: false });
    renderArea('/inquiry/form');
    const picker = await screen.findByLabelText(/사진 추가/);

    await user.upload(
      picker,
      new File(['just text, not a picture'], 'fake.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(inquiryMessages.photoType)).toBeTruthy();

    await user.upload(picker, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(await screen.findByText(inquiryMessages.photoTooMany)).toBeTruthy();
    const picked = screen.getByRole('list', { name: '첨부한 사진' });
    expect(within(picked).getAllByRole('img')).toHaveLength(3);
    expect(screen.queryByLabelText(/사진 추가/)).toBeNull();

    await user.click(screen.getByRole('button', { name: '첨부한 사진 2 빼기' }));
    expect(within(picked).getAllByRole('img')).toHaveLength(2);
    expect(screen.getByLabelText(/사진 추가 2\/3/)).toBeTruthy();
  });

  it('sends one multipart request with the photos and opens the list with a confirmation', async () => {
    const api = fakeApi({
      [INSERT]: () => ok({ inquiryIdx: 7 }),
      [LIST]: () => listOf([summary(7, { title: '유모차 보관', attachmentCount: 1 })]),
    });
    const user = userEvent.setup();
    const { where } = renderArea('/inquiry/form');
    await fillValidForm(user);
    await user.upload(screen.getByLabelText(/사진 추가/), png('stroller.png'));
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));

    await waitFor(() => expect(where()?.pathname).toBe('/inquiry/list'));
    const init = api.fetch.mock.calls.find(([url]) => String(url) === INSERT)?.[1];
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      category: 'VENUE',
      title: '유모차 보관',
      content: '3층에 유모차를 맡길 곳이 있을까요?',
      privacyAgreeYn: 'Y',
    });
    expect((form.getAll('photos') as File[]).map((f) => f.name)).toEqual(['stroller.png']);
    expect(await screen.findByText(INQUIRY_SENT_TOAST)).toBeTruthy();
    expect(await screen.findByText('유모차 보관')).toBeTruthy();
  });

  it('shows a server refusal next to its field and keeps what the member typed', async () => {
    const refused: FakeAnswer = {
      error: {
        status: 400,
        errorCode: 'VALIDATION_FAILED',
        message: inquiryMessages.photoTooLarge,
        fields: [
          { path: 'title', message: '서버가 거절한 제목이에요.' },
          { path: 'photos', message: inquiryMessages.photoTooLarge },
        ],
      } as FakeAnswer extends { error: infer E } ? E : never,
    };
    fakeApi({ [INSERT]: () => refused });
    const user = userEvent.setup();
    const { where } = renderArea('/inquiry/form');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: '문의 보내기' }));

    expect(await screen.findByText('서버가 거절한 제목이에요.')).toBeTruthy();
    expect(screen.getByText(inquiryMessages.photoTooLarge)).toBeTruthy();
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('유모차 보관');
    expect((screen.getByLabelText('문의 내용') as HTMLInputElement).value).toBe(
      '3층에 유모차를 맡길 곳이 있을까요?',
    );
    expect((screen.getByRole('checkbox', { name: /개인정보/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(where()?.pathname).toBe('/inquiry/form');
    // Field problems are shown on the form, not alerted.
    expect(getAlerts()).toHaveLength(0);
  });

  it('opens the privacy text from 자세히 보기 and agrees from it', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderArea('/inquiry/form');
    await user.click(await screen.findByRole('button', { name: '자세히 보기' }));
    const sheet = await screen.findByRole('dialog', { name: '개인정보 수집·이용 동의' });
    expect(within(sheet).getByText(/3년간 보관한 뒤 삭제해요/)).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: '동의하고 닫기' }));
    expect((screen.getByRole('checkbox', { name: /개인정보/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

describe('the inquiry list and detail', () => {
  it('lists the member’s inquiries with their status and opens one', async () => {
    fakeApi({
      [LIST]: () =>
        listOf([
          summary(8, {
            title: '주차 문의',
            status: 'ANSWERED',
            answeredAt: '2026-11-21T09:00:00+09:00',
          }),
          summary(7, { title: '유모차 보관', attachmentCount: 2 }),
        ]),
    });
    const user = userEvent.setup();
    const { where } = renderArea('/inquiry/list');
    const list = await screen.findByRole('list', { name: '문의내역' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('답변완료'),
      expect.stringContaining('답변대기'),
    ]);
    expect(items[1]?.textContent).toContain('사진 2장');
    await user.click(items[0] as HTMLElement);
    await waitFor(() => expect(where()?.pathname).toBe('/inquiry/8'));
  });

  it('says so when there are none yet', async () => {
    fakeApi({ [LIST]: () => listOf([]) });
    renderArea('/inquiry/list');
    expect(await screen.findByText(INQUIRY_EMPTY_TEXT)).toBeTruthy();
  });

  it('shows the answer once staff have answered, and the waiting note before', async () => {
    let answered = false;
    fakeApi({
      [DETAIL]: (body) => {
        expect(body).toEqual({ inquiryIdx: 7 });
        return ok(
          answered
            ? detail({
                status: 'ANSWERED',
                answer: '1층 안내데스크에\n맡겨 주세요.',
                answeredAt: '2026-11-21T09:00:00+09:00',
              })
            : detail(),
        );
      },
    });
    renderArea('/inquiry/7');
    expect(await screen.findByRole('heading', { name: '문의 7' })).toBeTruthy();
    expect(screen.getByText('답변대기')).toBeTruthy();
    expect(screen.getByText(INQUIRY_WAITING_TEXT)).toBeTruthy();

    answered = true;
    renderArea('/inquiry/7');
    expect(await screen.findByText('답변완료')).toBeTruthy();
    expect(screen.getByText(/1층 안내데스크에/)).toBeTruthy();
  });

  it('shows someone else’s inquiry (404) as not found, without an alert', async () => {
    fakeApi({
      [DETAIL]: () => ({
        error: { status: 404, errorCode: 'NOT_FOUND', message: '문의 내역을 찾을 수 없어요.' },
      }),
    });
    renderArea('/inquiry/9');
    expect(await screen.findByText('문의 내역을 찾을 수 없어요.')).toBeTruthy();
    expect(getAlerts()).toHaveLength(0);
  });
});
