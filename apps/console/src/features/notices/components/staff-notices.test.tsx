import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffNotice } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, invalidInput, ok } from '../../../testing/fake-api';
import { editorOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';
import '../../../testing/rich-text';

const notice = (noticeIdx: number, overrides: Partial<StaffNotice> = {}): StaffNotice => ({
  noticeIdx,
  noticeName: `공지 ${noticeIdx}`,
  noticeContent: `<p>공지 ${noticeIdx}의 내용</p>`,
  fixedYn: 'N',
  displayYn: 'Y',
  savePath: null,
  writeDate: '2026-05-01T10:00:00+09:00',
  regDate: '2026-05-01T10:00:00+09:00',
  modDate: '2026-05-01T10:00:00+09:00',
  ...overrides,
});

const PAGE_SIZE = 50;
/** 51 notices, the first pinned and the second hidden: two pages. */
const notices: StaffNotice[] = [
  notice(1, { noticeName: '5월 연장 운영 안내', fixedYn: 'Y' }),
  notice(2, { noticeName: '주차장 공사 안내', displayYn: 'N' }),
  ...Array.from({ length: 49 }, (_, index) => notice(index + 3)),
];

/** A page of the list as the server answers it: `rows` whose title holds the keyword. */
function noticePage(rows: StaffNotice[], body: Record<string, unknown>) {
  const keyword = typeof body.keyword === 'string' ? body.keyword : '';
  const found = rows.filter((item) => item.noticeName.includes(keyword));
  const page = Number(body.page ?? 1);
  return ok({
    list: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    page,
    pageSize: PAGE_SIZE,
    totalCount: found.length,
  });
}

/** The notice calls of an EDITOR: the list answers by keyword (in the title) and page. */
function serveNotices(handlers: Record<string, FakeHandler> = {}) {
  return serveStaff({
    '/api/staff/me': () => ok(editorOperator),
    '/api/staff/notices/list': (body) => noticePage(notices, body),
    ...handlers,
  });
}

describe('/staff/notices', () => {
  it('marks pinned and hidden notices and pages through the list', async () => {
    const api = serveNotices();
    renderConsole('/staff/notices');
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: '공지 목록' });
    expect(await within(list).findByText('모두 51건')).toBeTruthy();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(50);
    expect(rows[0]?.textContent).toBe('상단 고정노출5월 연장 운영 안내26.05.01');
    expect(rows[1]?.textContent).toBe('숨김주차장 공사 안내26.05.01');
    expect(rows[2]?.textContent).toBe('노출공지 326.05.01');

    const pager = within(list).getByRole('navigation', { name: '공지 목록 페이지' });
    expect(pager.textContent).toContain('1 / 2');
    expect(within(pager).getByRole('button', { name: '이전' })).toHaveProperty('disabled', true);
    await user.click(within(pager).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('listitem').textContent).toContain('공지 51');
    expect(pager.textContent).toContain('2 / 2');
    expect(api.callsTo('/api/staff/notices/list').map((call) => call.body)).toEqual([
      { page: 1 },
      { page: 2 },
    ]);
  });

  it('searches by title from the first page', async () => {
    const api = serveNotices();
    renderConsole('/staff/notices');
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: '공지 목록' });
    await user.click(await within(list).findByRole('button', { name: '다음' }));
    await within(list).findByText('공지 51');

    await user.type(within(list).getByRole('searchbox', { name: '공지 검색' }), ' 공사 {Enter}');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual(['숨김주차장 공사 안내26.05.01']),
    );
    expect(within(list).getByText('모두 1건')).toBeTruthy();
    expect(within(list).queryByRole('navigation')).toBeNull();
    expect(api.callsTo('/api/staff/notices/list').at(-1)?.body).toEqual({
      keyword: '공사',
      page: 1,
    });

    await user.type(within(list).getByRole('searchbox', { name: '공지 검색' }), '없는 말{Enter}');
    expect(await within(list).findByText('공지가 없어요.')).toBeTruthy();
  });

  it('creates a pinned notice with its rich-text content', async () => {
    const api = serveNotices({ '/api/staff/notices/save': () => ok({ noticeIdx: 60 }) });
    renderConsole('/staff/notices');
    const user = userEvent.setup();
    await screen.findByText('모두 51건');
    await user.click(screen.getByRole('button', { name: '새 공지 작성' }));
    const form = await screen.findByRole('form', { name: '새 공지' });
    expect(within(form).getByText('비워 두면 지금 시각으로 등록돼요.')).toBeTruthy();

    await user.type(within(form).getByLabelText('제목'), '6월 휴관일 안내');
    await user.click(await within(form).findByRole('textbox', { name: '내용' }));
    // ProseMirror reads a paste whole (typed keys in jsdom reach it one DOM change at a time).
    await user.paste('6월 3일은 쉬어요.');
    await user.click(within(form).getByRole('checkbox', { name: '상단 고정' }));
    await user.click(within(form).getByRole('button', { name: '등록' }));

    expect(await screen.findByText("공지 '6월 휴관일 안내'를 등록했어요.")).toBeTruthy();
    expect(api.callsTo('/api/staff/notices/save').map((call) => call.body)).toEqual([
      {
        noticeName: '6월 휴관일 안내',
        noticeContent: '<p>6월 3일은 쉬어요.</p>',
        fixedYn: 'Y',
        displayYn: 'Y',
        savePath: null,
      },
    ]);
    expect(screen.queryByRole('form', { name: '새 공지' })).toBeNull();
    // The list is asked again after the save.
    await waitFor(() => expect(api.callsTo('/api/staff/notices/list')).toHaveLength(2));
  });

  it("puts the server's field error on its field and keeps the form open", async () => {
    serveNotices({
      '/api/staff/notices/save': () =>
        invalidInput([{ path: 'noticeName', message: '같은 제목의 공지가 이미 있어요.' }]),
    });
    renderConsole('/staff/notices');
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: '공지 목록' });
    await user.click(await within(list).findByRole('button', { name: /5월 연장 운영 안내/ }));
    const form = await screen.findByRole('form', { name: '공지 수정' });
    expect(within(form).getByText('방문자에게 보이는 날짜예요.')).toBeTruthy();
    await within(form).findByRole('textbox', { name: '내용' });
    await user.click(within(form).getByRole('button', { name: '저장' }));

    const title = within(form).getByLabelText('제목');
    expect(await within(form).findByText('같은 제목의 공지가 이미 있어요.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBe('notice-name-error');
    expect(document.activeElement).toBe(title);
    expect(within(form).getByRole('alert').textContent).toBe('입력값을 확인해 주세요.');
  });

  it('deletes a notice only after the confirmation', async () => {
    const api = serveNotices({ '/api/staff/notices/delete': () => ok(null) });
    renderConsole('/staff/notices');
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: '공지 목록' });
    await user.click(await within(list).findByRole('button', { name: /주차장 공사 안내/ }));
    const form = await screen.findByRole('form', { name: '공지 수정' });
    const remove = within(form).getByRole('button', { name: "공지 '주차장 공사 안내' 삭제" });

    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: "공지 '주차장 공사 안내'를 삭제할까요?" });
    expect(dialog.textContent).toContain('삭제하면 되돌릴 수 없어요.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('/api/staff/notices/delete')).toHaveLength(0);

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: "공지 '주차장 공사 안내'를 삭제할까요?" });
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByText("공지 '주차장 공사 안내'를 삭제했어요.")).toBeTruthy();
    expect(api.callsTo('/api/staff/notices/delete').map((call) => call.body)).toEqual([
      { noticeIdx: 2 },
    ]);
    expect(screen.queryByRole('form', { name: '공지 수정' })).toBeNull();
  });

  it('goes back a page when the last notice of the last page is deleted', async () => {
    let remaining = notices;
    serveNotices({
      '/api/staff/notices/list': (body) => noticePage(remaining, body),
      '/api/staff/notices/delete': (body) => {
        remaining = remaining.filter((item) => item.noticeIdx !== body.noticeIdx);
        return ok(null);
      },
    });
    renderConsole('/staff/notices');
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: '공지 목록' });
    await user.click(await within(list).findByRole('button', { name: '다음' }));
    await user.click(await within(list).findByRole('button', { name: /공지 51/ }));
    const form = await screen.findByRole('form', { name: '공지 수정' });
    await user.click(within(form).getByRole('button', { name: "공지 '공지 51' 삭제" }));
    const dialog = screen.getByRole('dialog', { name: "공지 '공지 51'을 삭제할까요?" });
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));

    expect(await screen.findByText("공지 '공지 51'을 삭제했어요.")).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50));
    expect(within(list).queryByText('공지가 없어요.')).toBeNull();
    expect(within(list).getByText('모두 50건')).toBeTruthy();
  });
});
