import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ESSENTIAL_MESSAGE_KINDS,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  type MessageKind,
  type StaffMessageTemplate,
  TEMPLATE_REVIEW_LABELS,
} from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, ok } from '../../../testing/fake-api';
import { editorOperator, staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const CHECKED_IN_TEXT = [
  '[#{공간}] 입장이 확인되었어요',
  '',
  '#{이름}님, 오늘 #{공간}에 오신 것을 환영해요.',
  '',
  '■ 입장 시각: #{시각}',
].join('\n');

const template = (
  kind: MessageKind,
  overrides: Partial<StaffMessageTemplate> = {},
): StaffMessageTemplate => {
  const reviewStatus = overrides.reviewStatus ?? 'APPROVED';
  const messageClass = overrides.messageClass ?? 'INFORMATION';
  return {
    kind,
    kindLabel: MESSAGE_KIND_LABELS[kind],
    code: `VENUE_${kind}`,
    text: `[#{공간}] ${MESSAGE_KIND_LABELS[kind]}\n\n#{이름}님, 안내해 드려요.`,
    buttons: [{ name: '예약 확인', path: '/res-entry/detail/#{예약번호}' }],
    variables: ['공간', '이름'],
    reviewStatus,
    reviewStatusLabel: TEMPLATE_REVIEW_LABELS[reviewStatus],
    reviewComment: null,
    messageClass,
    essentialYn: ESSENTIAL_MESSAGE_KINDS.includes(kind) ? 'Y' : 'N',
    channel: reviewStatus === 'APPROVED' && messageClass === 'INFORMATION' ? 'ALIMTALK' : 'SMS',
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  };
};

const checkedIn = template('CHECKED_IN', {
  text: CHECKED_IN_TEXT,
  buttons: [{ name: '앱 열기', path: '/' }],
  variables: ['공간', '이름', '시각'],
});

const templates = (): StaffMessageTemplate[] =>
  MESSAGE_KINDS.map((kind) => {
    if (kind === 'CHECKED_IN') return checkedIn;
    if (kind === 'DRAW_LOST') {
      return template(kind, {
        reviewStatus: 'INSPECTING',
        reviewStatusLabel: '검수 중',
        channel: 'SMS',
        updatedAt: '2026-11-29T14:03:00+09:00',
        updatedBy: '이편집',
      });
    }
    if (kind === 'INQUIRY_ANSWERED') {
      return template(kind, {
        reviewStatus: 'REJECTED',
        reviewComment: '버튼 이름이 등록한 것과 달라요.',
        channel: 'SMS',
      });
    }
    return template(kind);
  });

/** The template calls: the list, and a save that answers what it was sent as saved. */
function serveTemplates(handlers: Record<string, FakeHandler> = {}) {
  return serveStaff({
    '/api/staff/message-templates/list': () => ok({ templates: templates() }),
    '/api/staff/message-templates/update': (body) => {
      const before = templates().find((one) => one.kind === body.kind) ?? checkedIn;
      const saved = template(before.kind, {
        ...before,
        ...(body as Partial<StaffMessageTemplate>),
        reviewStatusLabel: TEMPLATE_REVIEW_LABELS[body.reviewStatus as 'APPROVED'],
        channel:
          body.reviewStatus === 'APPROVED' && body.messageClass === 'INFORMATION'
            ? 'ALIMTALK'
            : 'SMS',
        updatedAt: '2026-11-30T10:00:00+09:00',
        updatedBy: '이편집',
      });
      return ok(saved);
    },
    ...handlers,
  });
}

/** `kind`'s template open for an EDITOR, with the calls as served (`handlers` over the defaults). */
async function openAsEditor(kind: MessageKind, handlers: Record<string, FakeHandler> = {}) {
  const api = serveTemplates({ '/api/staff/me': () => ok(editorOperator), ...handlers });
  renderConsole(`/staff/messages/templates?kind=${kind}`);
  await screen.findByRole('heading', { name: `${MESSAGE_KIND_LABELS[kind]} 템플릿` });
  return { api, user: userEvent.setup() };
}

const textArea = () => screen.getByRole('textbox', { name: '문구' }) as HTMLTextAreaElement;
const reviewSelect = () => screen.getByRole('combobox', { name: '검수 상태' }) as HTMLSelectElement;

describe('/staff/messages/templates', () => {
  it('lists every kind with its code, review state, channel, 성격 and last edit, read-only for STAFF', async () => {
    serveTemplates({ '/api/staff/me': () => ok(staffOperator) });
    renderConsole('/staff/messages/templates');

    expect(await screen.findByRole('heading', { level: 1, name: '알림톡 템플릿' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '메시지 메뉴' });
    expect(
      within(tabs).getByRole('link', { name: '알림톡 템플릿' }).getAttribute('aria-current'),
    ).toBe('page');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(MESSAGE_KINDS.length);
    const row = (label: string) =>
      rows.find((candidate) =>
        within(candidate).queryByRole('rowheader', { name: new RegExp(label) }),
      );
    expect(row('예약 확정')?.textContent).toBe(
      '예약 확정VENUE_RESERVATION_CONFIRMED승인알림톡정보성기본 템플릿',
    );
    expect(row('미당첨')?.textContent).toBe(
      '미당첨VENUE_DRAW_LOST검수 중문자로 발송정보성2026-11-29 14:03이편집',
    );
    expect(row('문의 답변')?.textContent).toContain('반려문자로 발송');
    // The waiting list's two kinds (decision 063) are listed by their Korean names.
    expect(row('대기 예약 제안')?.textContent).toBe(
      '대기 예약 제안VENUE_WAITLIST_OFFERED승인알림톡정보성기본 템플릿',
    );
    expect(row('대기 종료 안내')?.textContent).toContain('VENUE_WAITLIST_CLOSED');
    expect(screen.getByText(/템플릿은 편집자와 관리자가 바꿀 수 있어요/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '메시지는 이렇게 보내요' })).toBeTruthy();

    // STAFF opens one to read it: no variables to insert, no save.
    await userEvent.setup().click(screen.getByRole('link', { name: '입장 완료' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: '입장 완료 템플릿' }),
      ),
    );
    expect(textArea().value).toBe(CHECKED_IN_TEXT);
    expect(textArea().readOnly).toBe(true);
    expect(reviewSelect().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '#{이름}' })).toBeNull();
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();

    // Back on the list, the template just read keeps the focus.
    await userEvent.setup().click(screen.getByRole('link', { name: '템플릿 목록' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: '입장 완료' })),
    );
  });

  it('sets the review state to 검수 요청 전 when the text changes, saying why, and saves what the EDITOR chose', async () => {
    const { api, user } = await openAsEditor('CHECKED_IN');
    const preview = screen.getByRole('region', { name: '미리보기' });
    expect(preview.textContent).toContain('알림톡으로 보내요.');
    expect(preview.textContent).toContain('김하늘님, 오늘');
    expect(screen.getByText(`${CHECKED_IN_TEXT.length}/1,000자`)).toBeTruthy();
    expect(reviewSelect().value).toBe('APPROVED');

    await user.type(textArea(), ' 반가워요!');
    expect(reviewSelect().value).toBe('PENDING');
    expect(screen.getByText(/문구를 바꾸면 카카오 검수를 다시 받아야 해요/)).toBeTruthy();
    expect(preview.textContent).toContain('문자(LMS)로 보내요. 카카오 검수에서 승인받기 전이에요.');
    expect(preview.textContent).toContain('▶ 앱 열기: http://localhost:3000/');
    expect(screen.getByText(`${CHECKED_IN_TEXT.length + 6}/1,000자`)).toBeTruthy();

    // The operator already had the new words reviewed: they pick 검수 중 and save.
    await user.selectOptions(reviewSelect(), '검수 중');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(
      await screen.findByText('입장 완료 템플릿을 저장했어요. 이제 문자로 보내요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/message-templates/update').map((call) => call.body)).toEqual([
      {
        kind: 'CHECKED_IN',
        code: 'VENUE_CHECKED_IN',
        text: `${CHECKED_IN_TEXT} 반가워요!`,
        reviewStatus: 'INSPECTING',
        reviewComment: null,
        messageClass: 'INFORMATION',
      },
    ]);
    const facts = screen.getByRole('region', { name: '입장 완료 템플릿' });
    expect(within(facts).getByText('검수 중')).toBeTruthy();
    expect(within(facts).getByText('문자로 발송')).toBeTruthy();
    expect(within(facts).getByText('2026-11-30 10:00 · 이편집')).toBeTruthy();
    expect(screen.queryByText(/문구를 바꾸면 카카오 검수를 다시 받아야 해요/)).toBeNull();
  });

  it('puts the review state back when the words are back as saved', async () => {
    const { user } = await openAsEditor('CHECKED_IN');
    await user.type(screen.getByRole('textbox', { name: '템플릿 코드' }), 'X');
    expect(reviewSelect().value).toBe('PENDING');
    await user.type(screen.getByRole('textbox', { name: '템플릿 코드' }), '{Backspace}');
    expect(reviewSelect().value).toBe('APPROVED');
    expect(screen.queryByText(/문구를 바꾸면 카카오 검수를 다시 받아야 해요/)).toBeNull();
  });

  it("inserts a variable at the caret, offering the variables the kind's text may use", async () => {
    const { user } = await openAsEditor('RESERVATION_CONFIRMED');
    const variables = screen.getByRole('group', { name: '변수 넣기' });
    expect(
      within(variables)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['#{공간}', '#{이름}']);

    const text = textArea();
    await user.clear(text);
    await user.type(text, '안녕하세요 님');
    text.setSelectionRange(6, 6);
    await user.click(within(variables).getByRole('button', { name: '#{이름}' }));
    expect(text.value).toBe('안녕하세요 #{이름}님');
    expect(document.activeElement).toBe(text);
    expect(text.selectionStart).toBe(11);
    expect(screen.getByRole('region', { name: '미리보기' }).textContent).toContain(
      '안녕하세요 김하늘님',
    );
  });

  it("shows the server's refusal of an unknown variable by the text", async () => {
    const message =
      '이 메시지에서 쓸 수 없는 변수예요: #{쿠폰}. 쓸 수 있는 변수는 #{공간}, #{이름}, #{시각}이에요.';
    const { user } = await openAsEditor('CHECKED_IN', {
      '/api/staff/message-templates/update': () => ({
        error: {
          status: 400,
          errorCode: 'TEMPLATE_VARIABLE_UNKNOWN',
          message,
          fields: [{ path: 'text', message }],
        },
      }),
    });
    await user.type(textArea(), ' #{{쿠폰}');
    await user.click(screen.getByRole('button', { name: '저장' }));

    const error = await screen.findByText(message, { selector: '#template-text-error' });
    expect(textArea().getAttribute('aria-invalid')).toBe('true');
    expect(textArea().getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(textArea()));
  });

  it('keeps an essential kind 정보성, and asks the reason of a 반려', async () => {
    const { user } = await openAsEditor('RESERVATION_CONFIRMED');
    const advertising = screen.getByRole('radio', { name: '광고성' }) as HTMLInputElement;
    expect(advertising.disabled).toBe(true);
    expect(
      screen.getByText(
        '예약 확정은 회원이 꼭 받아야 하는 필수 안내라 정보성으로만 보낼 수 있어요.',
      ),
    ).toBeTruthy();

    expect(screen.queryByRole('textbox', { name: '반려 사유' })).toBeNull();
    await user.selectOptions(reviewSelect(), '반려');
    expect(screen.getByRole('textbox', { name: '반려 사유' })).toBeTruthy();
  });

  it('previews the waiting list’s offer with its seats, deadline and 예약하기, and keeps it 정보성', async () => {
    await openAsEditor('WAITLIST_OFFERED', {
      '/api/staff/message-templates/list': () =>
        ok({
          templates: templates().map((one) =>
            one.kind === 'WAITLIST_OFFERED'
              ? {
                  ...one,
                  text: '#{이름}님, #{인원} 자리를 잡아 두었어요.\n■ 예약 마감: #{마감}',
                  buttons: [{ name: '예약하기', path: '/waitlist/#{대기번호}' }],
                  variables: ['공간', '이름', '인원', '프로그램', '일시', '마감'],
                }
              : one,
          ),
        }),
    });
    const preview = screen.getByRole('region', { name: '미리보기' });
    expect(
      within(preview).getByText(
        /김하늘님, 2명 자리를 잡아 두었어요.\s+■ 예약 마감: 12월 1일 \(화\) 12:00/,
      ),
    ).toBeTruthy();
    expect(within(preview).getByRole('list', { name: '알림톡 버튼' }).textContent).toBe('예약하기');
    expect((screen.getByRole('radio', { name: '광고성' }) as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText(
        '대기 예약 제안은 회원이 꼭 받아야 하는 필수 안내라 정보성으로만 보낼 수 있어요.',
      ),
    ).toBeTruthy();
    // The kind's own variables are offered to insert.
    const variables = screen.getByRole('group', { name: '변수 넣기' });
    expect(within(variables).getByRole('button', { name: '#{마감}' })).toBeTruthy();
  });
});
