import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookie,
  hashSessionToken,
  newSessionToken,
  sessionCookie,
  staffSessionToken,
} from './staff-session-cookie';

describe('staff session tokens and cookies', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256 in hex', () => {
    const token = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newSessionToken()).not.toBe(token);
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).not.toContain(token);
  });

  it('set an HttpOnly, SameSite=Strict cookie on /api/staff for 12 hours, Secure on https', () => {
    const token = newSessionToken();
    expect(sessionCookie(token, false)).toBe(
      `venue_staff=${token}; Max-Age=43200; Path=/api/staff; HttpOnly; SameSite=Strict`,
    );
    expect(sessionCookie(token, true)).toMatch(/; Secure$/);
    expect(clearedSessionCookie(false)).toBe(
      'venue_staff=; Max-Age=0; Path=/api/staff; HttpOnly; SameSite=Strict',
    );
  });

  it('read only the venue_staff cookie of the right shape', () => {
    const token = newSessionToken();
    expect(staffSessionToken(`a=1; venue_staff=${token}; b=2`)).toBe(token);
    expect(staffSessionToken(undefined)).toBeNull();
    expect(staffSessionToken(`other=${token}`)).toBeNull();
    expect(staffSessionToken('venue_staff=short')).toBeNull();
    expect(staffSessionToken(`venue_staff=${token.slice(1)}!`)).toBeNull();
  });
});
