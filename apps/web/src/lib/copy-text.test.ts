import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copying text', () => {
  it('uses the Clipboard API when the browser allows it', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    await expect(copyText('성수이로 118')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('성수이로 118');
  });

  it('falls back to a selected textarea when the Clipboard API refuses', async () => {
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    let copied = '';
    const execCommand = vi.fn((command: string) => {
      const active = document.activeElement as HTMLTextAreaElement;
      copied = active.value.slice(active.selectionStart, active.selectionEnd);
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    await expect(copyText('성수이로 118')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('성수이로 118');
    expect(document.querySelector('textarea'), 'the helper textarea is removed').toBeNull();
  });

  it('falls back when there is no Clipboard API at all (plain HTTP)', async () => {
    stubClipboard(undefined);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => true });
    await expect(copyText('x')).resolves.toBe(true);
  });

  it('reports failure when neither way copies', async () => {
    stubClipboard(undefined);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    await expect(copyText('x')).resolves.toBe(false);
  });
});
