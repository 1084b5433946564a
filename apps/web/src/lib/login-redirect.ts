import { safeRedirect } from '@venue/contract/domain';
import { sessionStorageKeys } from './storage-keys';

/**
 * Where a visitor goes once logged in (spec 000 §2 "Login and redirects"). The target
 * arrives as /login?redirect=… and waits in sessionStorage `loginRedirect` while the visitor is
 * away at the provider. It is checked with `safeRedirect` both when it is saved and when it is
 * read back, so nothing but a path on our own origin ever reaches `navigate`: anything else is '/'.
 */

function origin(): string {
  return window.location.origin;
}

function read(): string | null {
  try {
    return window.sessionStorage.getItem(sessionStorageKeys.loginRedirect);
  } catch {
    return null;
  }
}

function write(value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(sessionStorageKeys.loginRedirect);
    else window.sessionStorage.setItem(sessionStorageKeys.loginRedirect, value);
  } catch {
    // Storage unavailable (private mode): the visitor lands on the home page instead.
  }
}

/** The safe target of a `redirect` query value: the path itself, or '/' for anything hostile. */
export function loginRedirectTarget(raw: string | null | undefined): string {
  return safeRedirect(raw, origin());
}

/** Keeps the target of /login?redirect=… for after the provider; '/' is simply not stored. */
export function saveLoginRedirect(raw: string | null | undefined): string {
  const target = loginRedirectTarget(raw);
  write(target === '/' ? null : target);
  return target;
}

/** The saved target, checked again (storage is writable by any script on the page). */
export function readLoginRedirect(): string {
  return safeRedirect(read(), origin());
}

/** The saved target, removed from storage: a login consumes it. */
export function takeLoginRedirect(): string {
  const target = readLoginRedirect();
  write(null);
  return target;
}

export function clearLoginRedirect(): void {
  write(null);
}
