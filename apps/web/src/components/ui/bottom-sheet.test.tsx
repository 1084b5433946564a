import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from './bottom-sheet';

function renderSheet(onClose = vi.fn()) {
  render(
    <>
      <button type="button">뒤의 버튼</button>
      <BottomSheet
        open
        onClose={onClose}
        title="프로그램 안내"
        footer={<button type="button">프로그램 보기</button>}
      >
        <a href="/program/3">자세히</a>
      </BottomSheet>
    </>,
  );
  return onClose;
}

describe('BottomSheet', () => {
  it('is a dialog named by its title that takes focus on its close button', () => {
    renderSheet();
    expect(screen.getByRole('dialog', { name: '프로그램 안내' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /닫기/ }));
  });

  it('keeps Tab and Shift+Tab cycling inside the sheet', async () => {
    const user = userEvent.setup();
    renderSheet();
    const close = screen.getByRole('button', { name: /닫기/ });
    const last = screen.getByRole('button', { name: '프로그램 보기' });
    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: '뒤의 버튼' }));
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = renderSheet();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("opened by itself (nothing focused), gives focus to the page's main when it closes", async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <main id="main" tabIndex={-1}>
          <BottomSheet open={open} onClose={() => setOpen(false)} title="이벤트 안내">
            <p>오늘의 소식</p>
          </BottomSheet>
        </main>
      );
    }
    (document.activeElement as HTMLElement | null)?.blur();
    const { unmount } = render(<Page />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /닫기/ }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(document.getElementById('main'));
    unmount();
  });
});
