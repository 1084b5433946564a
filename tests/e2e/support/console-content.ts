import { type APIRequest, expect, type Page } from '@playwright/test';
import { SANDBOX_OPERATOR } from './staff';

/**
 * Aids for the content specs of the staff console: an EDITOR account made by the
 * sandbox ADMIN through the staff API, and a small PNG to upload (the server checks an upload by
 * its bytes and decodes it, so it must be a real image).
 */

/** A 2×2 PNG, red and blue. */
export const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4zwAEIOI/kAAAG/ID/VxhF44AAAAASUVORK5CYII=',
  'base64',
);

export type ConsoleOperator = { loginId: string; password: string; name: string };

/** Creates an operator of `role` as the sandbox ADMIN (POST /api/staff/operators/create). */
export async function createOperator(
  requests: APIRequest,
  baseURL: string,
  operator: ConsoleOperator & { role: 'EDITOR' | 'STAFF' | 'ADMIN' },
): Promise<void> {
  const admin = await requests.newContext({ baseURL });
  const login = await admin.post('/api/staff/login', {
    data: { loginId: SANDBOX_OPERATOR.loginId, password: SANDBOX_OPERATOR.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const created = await admin.post('/api/staff/operators/create', { data: operator });
  expect(created.ok(), await created.text()).toBe(true);
  await admin.dispose();
}

/** Types into a rich-text editor (TipTap) of the console, found by its label. */
export async function typeRichText(page: Page, label: string, text: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}
