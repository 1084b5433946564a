import { describe, expect, it } from 'vitest';
import { staffRedirectTarget } from './staff-redirect';

describe('where the staff login goes', () => {
  it.each([
    [null, '/staff'],
    ['/staff', '/staff'],
    ['/staff/operators', '/staff/operators'],
    ['/staff/operators?x=1', '/staff/operators?x=1'],
    ['/staff/login', '/staff'],
    ['/staffroom', '/staff'],
    ['/', '/staff'],
    ['/program/3', '/staff'],
    ['//evil.example/staff', '/staff'],
    ['https://evil.example/staff', '/staff'],
    ['/\\evil.example', '/staff'],
  ])('redirect=%j → %s', (raw, expected) => {
    expect(staffRedirectTarget(raw)).toBe(expected);
  });
});
