import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffCategory } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, ok, refusal } from '../../../testing/fake-api';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

function serveCategories(saveAll?: FakeHandler) {
  let list: StaffCategory[] = [
    { programCategoryIdx: 1, programCategoryName: '전시', sortIndex: 10, programCount: 4 },
    { programCategoryIdx: 2, programCategoryName: '클래스', sortIndex: 20, programCount: 0 },
  ];
  function toList(body: Record<string, unknown>): StaffCategory[] {
    const rows = body.categoryList as {
      programCategoryIdx?: number;
      programCategoryName: string;
    }[];
    list = rows.map((row, index) => ({
      programCategoryIdx: row.programCategoryIdx ?? 100 + index,
      programCategoryName: row.programCategoryName,
      sortIndex: (index + 1) * 10,
      programCount:
        list.find((c) => c.programCategoryIdx === row.programCategoryIdx)?.programCount ?? 0,
    }));
    return list;
  }
  return serveStaff({
    '/api/staff/programs/categories/list': () => ok(list),
    '/api/staff/programs/categories/save-all': saveAll ?? ((body) => ok(toList(body))),
  });
}

const row = (name: string) => screen.getByRole('textbox', { name }).closest('li') as HTMLElement;

describe('/staff/program-categories', () => {
  it('sends the list as shown in one call: a new category moved to the top, a rename, the order', async () => {
    const api = serveCategories();
    renderConsole('/staff/program-categories');
    const user = userEvent.setup();
    const first = await screen.findByRole('textbox', { name: '1번째 분류 이름' });
    expect(within(row('1번째 분류 이름')).getByText('프로그램 4개')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '분류 추가' }));
    await user.type(screen.getByRole('textbox', { name: '3번째 분류 이름' }), '공연');
    await user.click(screen.getByRole('button', { name: '3번째 분류 위로' }));
    await user.click(screen.getByRole('button', { name: '2번째 분류 위로' }));
    // The row keeps its field as it moves: 전시 is second now.
    expect(screen.getByRole('textbox', { name: '2번째 분류 이름' })).toBe(first);
    await user.clear(first);
    await user.type(first, '상설 전시');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('분류 3개를 저장했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/categories/save-all')).toHaveLength(1);
    expect(api.callsTo('/api/staff/programs/categories/save-all')[0]?.body).toEqual({
      categoryList: [
        { programCategoryName: '공연' },
        { programCategoryIdx: 1, programCategoryName: '상설 전시' },
        { programCategoryIdx: 2, programCategoryName: '클래스' },
      ],
    });
  });

  it('lets only a category without programs be removed', async () => {
    const api = serveCategories();
    renderConsole('/staff/program-categories');
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: '1번째 분류 이름' });
    expect(screen.queryByRole('button', { name: '1번째 분류 삭제' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '2번째 분류 삭제' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByText('분류 1개를 저장했어요.');
    expect(api.callsTo('/api/staff/programs/categories/save-all')[0]?.body).toEqual({
      categoryList: [{ programCategoryIdx: 1, programCategoryName: '전시' }],
    });
  });

  it('checks names before sending, and shows the server refusal with its field on the row', async () => {
    const api = serveCategories(() => ({
      error: {
        status: 400,
        errorCode: 'INVALID_INPUT',
        message: '입력값을 확인해 주세요.',
        fields: [{ path: 'categoryList.1.programCategoryName', message: '이미 있는 이름이에요.' }],
      },
    }));
    renderConsole('/staff/program-categories');
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: '2번째 분류 이름' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('분류 이름을 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/categories/save-all')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: '2번째 분류 이름' }), '전시');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert', { name: '' })).textContent).toBe(
      '입력값을 확인해 주세요.',
    );
    const second = screen.getByRole('textbox', { name: '2번째 분류 이름' });
    await waitFor(() => expect(second.getAttribute('aria-invalid')).toBe('true'));
    expect(within(row('2번째 분류 이름')).getByText('이미 있는 이름이에요.')).toBeTruthy();
    expect(document.activeElement).toBe(second);
  });

  it('says why a category with programs could not go (409), keeping the form as it was', async () => {
    serveCategories(() =>
      refusal(
        409,
        'CONFLICT',
        "'전시' 분류에 프로그램이 4개 있어 지울 수 없어요. 프로그램의 분류를 먼저 바꿔 주세요.",
      ),
    );
    renderConsole('/staff/program-categories');
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: '1번째 분류 이름' });
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(
      await screen.findByText(
        "'전시' 분류에 프로그램이 4개 있어 지울 수 없어요. 프로그램의 분류를 먼저 바꿔 주세요.",
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });
});
