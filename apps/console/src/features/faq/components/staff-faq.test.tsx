import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffFaq, StaffFaqCategory } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok, refusal } from '../../../testing/fake-api';
import { editorOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';
import '../../../testing/rich-text';

const categories: StaffFaqCategory[] = [
  { faqsCategoryIdx: 1, faqsCategoryName: '예약', sortIndex: 0, faqCount: 2 },
  { faqsCategoryIdx: 2, faqsCategoryName: '주차', sortIndex: 1, faqCount: 1 },
];

const question = (overrides: Partial<StaffFaq>): StaffFaq => ({
  faqsIdx: 1,
  faqsCategoryIdx: 1,
  faqsCategoryName: '예약',
  faqsQuestion: '예약은 어떻게 하나요?',
  faqsAnswer: '<p>프로그램 화면에서 회차를 고르세요.</p>',
  displayYn: 'Y',
  sortIndex: 0,
  ...overrides,
});

const questions: StaffFaq[] = [
  question({}),
  question({
    faqsIdx: 2,
    faqsQuestion: '예약을 취소할 수 있나요?',
    displayYn: 'N',
    sortIndex: 1,
  }),
  question({
    faqsIdx: 3,
    faqsCategoryIdx: 2,
    faqsCategoryName: '주차',
    faqsQuestion: '주차할 수 있나요?',
  }),
];

/** The FAQ calls of an EDITOR, the list answering what was saved since. */
function serveFaq(handlers: Parameters<typeof serveStaff>[0] = {}) {
  let saved = { categories, list: questions };
  return serveStaff({
    '/api/staff/me': () => ok(editorOperator),
    '/api/staff/faq/list': () => ok(saved),
    '/api/staff/faq/save': (body) => {
      const faqsIdx = Number(body.faqsIdx ?? 10);
      const category = saved.categories.find(
        (item) => item.faqsCategoryIdx === body.faqsCategoryIdx,
      );
      const item = question({
        ...(body as Partial<StaffFaq>),
        faqsIdx,
        faqsCategoryName: category?.faqsCategoryName ?? '',
      });
      saved = {
        ...saved,
        list: [...saved.list.filter((entry) => entry.faqsIdx !== faqsIdx), item],
      };
      return ok({ faqsIdx });
    },
    '/api/staff/faq/categories/save': (body) => {
      const faqsCategoryIdx = Number(body.faqsCategoryIdx ?? 3);
      saved = {
        ...saved,
        categories: [
          ...saved.categories.filter((item) => item.faqsCategoryIdx !== faqsCategoryIdx),
          {
            faqsCategoryIdx,
            faqsCategoryName: String(body.faqsCategoryName),
            sortIndex: Number(body.sortIndex),
            faqCount: 0,
          },
        ],
      };
      return ok({ faqsCategoryIdx });
    },
    ...handlers,
  });
}

/** /staff/faq as an EDITOR opens it, once its lists have loaded. */
async function openFaq(handlers: Parameters<typeof serveStaff>[0] = {}) {
  const api = serveFaq(handlers);
  renderConsole('/staff/faq');
  const list = await screen.findByRole('region', { name: '질문 목록' });
  await within(list).findByText('주차할 수 있나요?');
  const card = screen.getByRole('region', { name: '분류' });
  return { api, user: userEvent.setup(), list, card };
}

const rowTexts = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/staff/faq', () => {
  it('lists every question with its category, hidden ones marked, and filters by category', async () => {
    const { user, list } = await openFaq();
    await waitFor(() =>
      expect(rowTexts(list)).toEqual([
        '노출예약은 어떻게 하나요?예약 · 순서 0',
        '숨김예약을 취소할 수 있나요?예약 · 순서 1',
        '노출주차할 수 있나요?주차 · 순서 0',
      ]),
    );
    const categoryCard = screen.getByRole('region', { name: '분류' });
    expect(rowTexts(categoryCard)).toEqual([
      '예약 순서 0 · 질문 2개수정삭제',
      '주차 순서 1 · 질문 1개수정삭제',
    ]);

    await user.selectOptions(within(list).getByLabelText('분류'), '주차');
    expect(rowTexts(list)).toEqual(['노출주차할 수 있나요?주차 · 순서 0']);
  });

  it('creates a question in the filtered category with its rich-text answer', async () => {
    const { api, user, list } = await openFaq();
    await user.selectOptions(within(list).getByLabelText('분류'), '주차');
    await user.click(screen.getByRole('button', { name: '새 질문 작성' }));

    const form = await screen.findByRole('form', { name: '새 질문' });
    expect(within(form).getByLabelText<HTMLSelectElement>('분류').value).toBe('2');
    // Empty, the contract's rules answer before anything is sent.
    await user.click(within(form).getByRole('button', { name: '등록' }));
    expect(await within(form).findByText('질문을 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/faq/save')).toHaveLength(0);

    await user.type(within(form).getByLabelText('질문'), '전기차 충전이 되나요?');
    const answer = await within(form).findByRole('textbox', { name: '답변' });
    await user.click(answer);
    // ProseMirror reads a paste whole (typed keys in jsdom reach it one DOM change at a time).
    await user.paste('지하 2층에 충전기가 있어요.');
    await user.clear(within(form).getByLabelText('순서'));
    await user.type(within(form).getByLabelText('순서'), '2');
    await user.click(within(form).getByRole('button', { name: '등록' }));

    expect(await screen.findByText('질문을 등록했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/faq/save').map((call) => call.body)).toEqual([
      {
        faqsCategoryIdx: 2,
        faqsQuestion: '전기차 충전이 되나요?',
        faqsAnswer: '<p>지하 2층에 충전기가 있어요.</p>',
        displayYn: 'Y',
        sortIndex: 2,
      },
    ]);
    expect(screen.queryByRole('form', { name: '새 질문' })).toBeNull();
    expect(await within(list).findByText('전기차 충전이 되나요?')).toBeTruthy();
  });

  it('edits a question: moves it to another category and hides it', async () => {
    const { api, user, list } = await openFaq();
    const row = await within(list).findByRole('button', { name: /예약은 어떻게 하나요\?/ });
    await user.click(row);
    expect(row.getAttribute('aria-current')).toBe('true');

    const form = await screen.findByRole('form', { name: '질문 수정' });
    await waitFor(() =>
      expect(within(form).getByRole('heading', { name: '질문 수정' })).toBe(document.activeElement),
    );
    expect(within(form).getByLabelText<HTMLInputElement>('질문').value).toBe(
      '예약은 어떻게 하나요?',
    );
    const answer = await within(form).findByRole('textbox', { name: '답변' });
    expect(answer.textContent).toBe('프로그램 화면에서 회차를 고르세요.');
    await user.selectOptions(within(form).getByLabelText('분류'), '주차');
    await user.click(within(form).getByRole('checkbox', { name: '노출' }));
    await user.click(within(form).getByRole('button', { name: '저장' }));

    expect(await screen.findByText('질문을 저장했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/faq/save')[0]?.body).toEqual({
      faqsIdx: 1,
      faqsCategoryIdx: 2,
      faqsQuestion: '예약은 어떻게 하나요?',
      faqsAnswer: '<p>프로그램 화면에서 회차를 고르세요.</p>',
      displayYn: 'N',
      sortIndex: 0,
    });
    await waitFor(() => expect(rowTexts(list)).toContain('숨김예약은 어떻게 하나요?주차 · 순서 0'));
  });

  it('adds a category with the next order and renames one', async () => {
    const { api, user, card } = await openFaq();

    await user.click(within(card).getByRole('button', { name: '새 분류' }));
    const form = within(card).getByRole('form', { name: '새 분류' });
    expect(within(form).getByLabelText<HTMLInputElement>('순서').value).toBe('2');
    await user.type(within(form).getByLabelText('분류 이름'), '편의 시설');
    await user.click(within(form).getByRole('button', { name: '분류 저장' }));
    expect(await screen.findByText("분류 '편의 시설'을 저장했어요.")).toBeTruthy();
    expect(within(card).queryByRole('form')).toBeNull();
    expect(await within(card).findByText('편의 시설')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: '분류 주차 수정' }));
    const edit = within(card).getByRole('form', { name: '분류 수정' });
    const name = within(edit).getByLabelText('분류 이름');
    await user.clear(name);
    await user.type(name, '주차·교통');
    await user.click(within(edit).getByRole('button', { name: '분류 저장' }));
    expect(await screen.findByText("분류 '주차·교통'을 저장했어요.")).toBeTruthy();
    expect(api.callsTo('/api/staff/faq/categories/save').map((call) => call.body)).toEqual([
      { faqsCategoryName: '편의 시설', sortIndex: 2 },
      { faqsCategoryIdx: 2, faqsCategoryName: '주차·교통', sortIndex: 1 },
    ]);
  });

  it("warns before deleting a category that holds questions and shows the server's refusal", async () => {
    const { api, user, card } = await openFaq({
      '/api/staff/faq/categories/delete': () =>
        refusal(409, 'CONFLICT', '질문이 있는 분류는 삭제할 수 없어요. 질문을 먼저 옮겨 주세요.'),
    });
    await user.click(await within(card).findByRole('button', { name: "분류 '예약' 삭제" }));
    const dialog = screen.getByRole('dialog', { name: "분류 '예약'을 삭제할까요?" });
    expect(dialog.textContent).toContain(
      '질문이 2개 있는 분류는 질문을 먼저 옮기거나 지워야 삭제돼요.',
    );
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));

    const alert = await screen.findByText(
      '질문이 있는 분류는 삭제할 수 없어요. 질문을 먼저 옮겨 주세요.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('/api/staff/faq/categories/delete').map((call) => call.body)).toEqual([
      { faqsCategoryIdx: 1 },
    ]);
    expect(within(card).getByText('예약')).toBeTruthy();
  });

  it('deletes a question after confirmation', async () => {
    const { api, user, list } = await openFaq({ '/api/staff/faq/delete': () => ok(null) });
    await user.click(await within(list).findByRole('button', { name: /주차할 수 있나요\?/ }));
    const form = await screen.findByRole('form', { name: '질문 수정' });
    await user.click(within(form).getByRole('button', { name: '이 질문 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '이 질문을 삭제할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByText('질문을 삭제했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/faq/delete').map((call) => call.body)).toEqual([{ faqsIdx: 3 }]);
    expect(screen.queryByRole('form', { name: '질문 수정' })).toBeNull();
  });
});
