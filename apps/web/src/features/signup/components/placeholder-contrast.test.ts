import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The signup form's placeholder texts (the carrier picker's "통신사를 선택해 주세요" and the
 * inputs' placeholders) are read before anything is typed: 4.5:1 on the white field at least
 * (WCAG 1.4.3; #9aa1ae was 2.59:1). jsdom draws no CSS, so the colours are read
 * from the stylesheets themselves.
 */
// Vitest runs from the repository root.
const css = readFileSync(
  join(process.cwd(), 'apps/web/src/features/signup/components/signup.module.css'),
  'utf8',
);
const tokens = readFileSync(join(process.cwd(), 'packages/design/base.css'), 'utf8');

function colourOf(rule: string): string {
  const body = new RegExp(`${rule.replace(/[.:]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  const value = body && /(?:^|;|\s)color:\s*([^;]+);/.exec(body)?.[1]?.trim();
  expect(value, `${rule} sets a colour`).toBeTruthy();
  const token = /^var\((--[\w-]+)\)$/.exec(value ?? '')?.[1];
  if (!token) return value ?? '';
  return new RegExp(`${token}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1] ?? '';
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('signup placeholders', () => {
  it.each(['.pickerPlaceholder', '.input::placeholder'])('%s reads at 4.5:1 on white', (rule) => {
    const colour = colourOf(rule);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(4.5);
  });
});
