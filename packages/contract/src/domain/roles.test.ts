import { describe, expect, it } from 'vitest';
import { roleAllows } from './roles';

describe('roleAllows', () => {
  it('lets each role do what it and the roles below it may, and nothing above', () => {
    expect(roleAllows('ADMIN', 'ADMIN')).toBe(true);
    expect(roleAllows('ADMIN', 'EDITOR')).toBe(true);
    expect(roleAllows('ADMIN', 'STAFF')).toBe(true);
    expect(roleAllows('EDITOR', 'ADMIN')).toBe(false);
    expect(roleAllows('EDITOR', 'EDITOR')).toBe(true);
    expect(roleAllows('EDITOR', 'STAFF')).toBe(true);
    expect(roleAllows('STAFF', 'ADMIN')).toBe(false);
    expect(roleAllows('STAFF', 'EDITOR')).toBe(false);
    expect(roleAllows('STAFF', 'STAFF')).toBe(true);
  });
});
