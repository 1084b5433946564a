import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../testing/test-utils';
import { RichTextEditor, RichTextField } from './rich-text-editor';

// jsdom lays nothing out; ProseMirror asks where the selection is to scroll it into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const noRect = () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= noRect;
document.elementFromPoint ??= () => null;

const schema = z.object({ body: z.string().min(1, { error: '내용을 입력해 주세요.' }) });
type Values = z.infer<typeof schema>;

function Form({ initial, onSubmit }: { initial: string; onSubmit: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { body: initial },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <RichTextField control={control} name="body" label="내용" hint="본문" />
      <button type="submit">저장</button>
    </form>
  );
}

describe('RichTextEditor', () => {
  it('loads lazily with a labelled toolbar and the initial HTML', async () => {
    renderWithProviders(
      <RichTextEditor label="설명" value="<p>안녕하세요</p>" onChange={() => {}} />,
    );
    const toolbar = await screen.findByRole('toolbar', { name: '설명 서식' });
    for (const name of ['굵게', '기울임', '제목 2', '제목 3', '글머리 목록', '번호 목록', '링크']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: '이미지' })).toBeNull();
    const textbox = screen.getByRole('textbox', { name: '설명' });
    expect(textbox.textContent).toContain('안녕하세요');
    // One tab stop: only the first button is reachable by Tab.
    const buttons = Array.from(toolbar.querySelectorAll('button'));
    await waitFor(() => expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1));
  });

  it('moves inside the toolbar with the arrow keys', async () => {
    renderWithProviders(<RichTextEditor label="설명" value="" onChange={() => {}} />);
    const bold = await screen.findByRole('button', { name: '굵게' });
    bold.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '기울임' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '링크' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(bold);
  });

  it('emits editor HTML through react-hook-form', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Form initial="<p>목록 항목</p>" onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('button', { name: '글머리 목록' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '글머리 목록' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ body: '<ul><li><p>목록 항목</p></li></ul>' });
  });

  it('shows the form error on an empty document', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Form initial="" onSubmit={onSubmit} />);
    await screen.findByRole('toolbar');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('내용을 입력해 주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '내용' }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
  });

  it('refuses a link that the server would drop', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextEditor label="설명" value="<p>본문</p>" onChange={onChange} />);
    await userEvent.click(await screen.findByRole('button', { name: '링크' }));
    await userEvent.type(screen.getByLabelText('링크 주소'), 'javascript:alert(1){Enter}');
    expect(
      screen.getByText('https:// 로 시작하는 주소나 / 로 시작하는 경로를 입력해 주세요.'),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('링크 주소'));
    await userEvent.type(screen.getByLabelText('링크 주소'), 'https://example.com{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls.at(-1)?.[0]).toContain('href="https://example.com"');
  });
});
