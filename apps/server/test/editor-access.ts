/**
 * The roles every content write of the staff console checks: an EDITOR (or ADMIN)
 * may call it; a STAFF operator is refused with 403, a member token and no session at all with
 * 401 STAFF_UNAUTHORIZED, and none of them changes anything.
 *
 *   const sessions = await editorSessions(t);
 *   await expectEditorOnly(t, sessions, { url: '/api/staff/notices/save', payload });
 */
import { expect } from 'vitest';
import { memberTokenKey, signMemberToken } from '../src/features/accounts/session/session-tokens';
import { createMember } from './factories';
import { createOperator, staffLogin } from './staff-session';
import type { TestApp } from './test-app';

export interface EditorSessions {
  /** Cookie header of an EDITOR's session. */
  editor: string;
  editorIdx: number;
  /** Cookie header of a STAFF operator's session (door and desks only). */
  staff: string;
  /** A member's token header: means nothing to staff calls. */
  member: Record<string, string>;
}

export async function editorSessions(t: TestApp): Promise<EditorSessions> {
  const editor = await createOperator(t.db, { role: 'EDITOR' });
  const staff = await createOperator(t.db, { role: 'STAFF' });
  const member = await createMember(t.db);
  return {
    editor: await staffLogin(t.app, editor.loginId, editor.password),
    editorIdx: editor.operatorIdx,
    staff: await staffLogin(t.app, staff.loginId, staff.password),
    member: { 'x-access-token': await signMemberToken(memberTokenKey(t.config), member) },
  };
}

export async function expectEditorOnly(
  t: TestApp,
  sessions: EditorSessions,
  request: { url: string; payload: string | Buffer | object; contentType?: string },
): Promise<void> {
  const send = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: request.url,
      headers: request.contentType ? { ...headers, 'content-type': request.contentType } : headers,
      payload: request.payload,
    });
  const staff = await send({ cookie: sessions.staff });
  expect(staff.statusCode, staff.body).toBe(403);
  expect(staff.json()).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  expect(staff.json().message).toMatch(/[가-힣]/);
  for (const headers of [sessions.member, {}]) {
    const refused = await send(headers);
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'STAFF_UNAUTHORIZED' });
  }
}
