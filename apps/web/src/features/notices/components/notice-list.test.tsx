import { screen, within } from '@testing-library/react';
import type { NoticeListItem } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { NoticeBadge } from './notice-badge';
import { NOTICE_EMPTY_TEXT, NoticeListView } from './notice-list';

const now = new Date('2026-03-10T12:00:00+09:00');

function notice(overrides: Partial<NoticeListItem> & { noticeIdx: number }): NoticeListItem {
  return {
    noticeName: `공지 ${overrides.noticeIdx}`,
    fixedYn: 'N',
    writeDate: '2026-01-01T10:00:00+09:00',
    regDate: '2026-01-01T10:00:00+09:00',
    modDate: '2026-01-01T10:00:00+09:00',
    savePath: null,
    ...overrides,
  };
}

describe('the notice badge', () => {
  it("shows 'N' to the eye and '새 글' to screen readers for a new notice", () => {
    renderWithProviders(<NoticeBadge kind="new" />);
    expect(screen.getByText('N')).toHaveProperty('ariaHidden', 'true');
    expect(screen.getByText('새 글')).toBeTruthy();
  });

  it("shows 'UP' with the label '업데이트된 글' for an updated notice", () => {
    renderWithProviders(<NoticeBadge kind="updated" />);
    expect(screen.getByText('UP')).toBeTruthy();
    expect(screen.getByText('업데이트된 글')).toBeTruthy();
  });

  it('renders nothing without a badge', () => {
    const { container } = renderWithProviders(<NoticeBadge kind={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('the notice list', () => {
  it('lists pinned notices first, then the newest, with yy.mm.dd dates', () => {
    const notices = [
      notice({ noticeIdx: 1, writeDate: '2026-02-01T10:00:00+09:00' }),
      notice({ noticeIdx: 2, fixedYn: 'Y', writeDate: '2025-12-01T10:00:00+09:00' }),
      notice({ noticeIdx: 3, writeDate: '2026-03-01T10:00:00+09:00' }),
    ];
    renderWithProviders(<NoticeListView notices={notices} now={now} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/^공지 \d$/).textContent)).toEqual([
      '공지 2',
      '공지 3',
      '공지 1',
    ]);
    expect(within(items[0]!).getByText('공지')).toBeTruthy();
    expect(within(items[0]!).getByText('25.12.01')).toBeTruthy();
    expect(screen.getByRole('link', { name: /공지 3/ }).getAttribute('href')).toBe('/notice/3');
  });

  it('badges notices written or updated within the last 5 days', () => {
    const notices = [
      notice({
        noticeIdx: 1,
        writeDate: '2026-03-08T09:00:00+09:00',
        modDate: '2026-03-08T09:00:00+09:00',
      }),
      notice({
        noticeIdx: 2,
        writeDate: '2026-02-01T09:00:00+09:00',
        modDate: '2026-03-09T09:00:00+09:00',
      }),
      notice({
        noticeIdx: 3,
        writeDate: '2026-02-01T09:00:00+09:00',
        modDate: '2026-02-02T09:00:00+09:00',
      }),
    ];
    renderWithProviders(<NoticeListView notices={notices} now={now} />);
    expect(screen.getByRole('link', { name: /공지 1/ }).textContent).toContain('새 글');
    expect(screen.getByRole('link', { name: /공지 2/ }).textContent).toContain('업데이트된 글');
    const old = screen.getByRole('link', { name: /공지 3/ }).textContent ?? '';
    expect(old).not.toContain('새 글');
    expect(old).not.toContain('업데이트된 글');
  });

  it(`says "${NOTICE_EMPTY_TEXT}" when there are none`, () => {
    renderWithProviders(<NoticeListView notices={[]} now={now} />);
    expect(screen.getByText('등록된 공지사항이 없어요.')).toBeTruthy();
  });
});
