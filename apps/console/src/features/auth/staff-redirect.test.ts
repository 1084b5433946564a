import { describe, expect, it } from 'vitest';
import { staffRedirectTarget } from './staff-redirect';

describe('where the staff login goes', () => {
  // Without a return address, to 오늘 (the console's home), not the scanner.
  it.each([
    [null, '/staff/today'],
    ['/staff', '/staff'],
    ['/staff/operators', '/staff/operators'],
    ['/staff/operators?x=1', '/staff/operators?x=1'],
    ['/staff/login', '/staff/today'],
    ['/staffroom', '/staff/today'],
    ['/', '/staff/today'],
    ['/program/3', '/staff/today'],
    ['//evil.example/staff', '/staff/today'],
    ['https://evil.example/staff', '/staff/today'],
    ['/\\evil.example', '/staff/today'],
  ])('redirect=%j → %s', (raw, expected) => {
    expect(staffRedirectTarget(raw)).toBe(expected);
  });
});
