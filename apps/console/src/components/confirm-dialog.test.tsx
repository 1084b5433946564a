import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const ask = (confirmLabel: string) =>
  render(
    <ConfirmDialog
      open
      title="할까요?"
      confirmLabel={confirmLabel}
      onConfirm={vi.fn()}
      onCancel={vi.fn()}
    >
      되돌릴 수 없어요.
    </ConfirmDialog>,
  );

describe('ConfirmDialog', () => {
  it('never shows two buttons saying 취소: a cancelling action is dismissed with 닫기', () => {
    ask('예약 취소');
    const buttons = within(screen.getByRole('dialog')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['닫기', '예약 취소']);
  });

  it('keeps 취소 beside any other action', () => {
    ask('층 삭제');
    const buttons = within(screen.getByRole('dialog')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['취소', '층 삭제']);
  });
});
