import { describe, expect, it } from 'vitest';
import { clockOffsetMs, type PassBinding, passBinding } from './pass-binding';

describe('passBinding', () => {
  type Row = [string, string | null, 'Y' | 'N', string | undefined, boolean, PassBinding];
  // the phone …, the server's deviceKeyId, registration open, the stored key's id, verified by
  // SMS in this tab just now, what it does
  const rows: Row[] = [
    ['shows the code of the key it holds', 'key-a', 'N', 'key-a', false, 'ready'],
    ['does not register again while it holds the key', 'key-a', 'Y', 'key-a', true, 'ready'],
    ['registers a pass no phone holds after the SMS', null, 'Y', undefined, true, 'register'],
    ['takes the pass within the 10 minutes', 'key-b', 'Y', undefined, false, 'register'],
    ['takes the pass back after verifying here', 'key-b', 'Y', 'key-a', true, 'register'],
    ['does not take it back unverified', 'key-b', 'Y', 'key-a', false, 'moved'],
    ['knows its pass moved to another phone', 'key-b', 'N', 'key-a', false, 'moved'],
    ['asks to verify again when its key is gone', 'key-b', 'N', undefined, false, 'noKey'],
    ['asks to verify again for an unbound pass, late', null, 'N', undefined, false, 'noKey'],
    ['registers when the server holds no key', null, 'Y', 'key-a', false, 'register'],
    ['asks to verify again when no key is held, late', null, 'N', 'key-a', false, 'noKey'],
  ];
  it.each(rows)('%s', (_, deviceKeyId, open, storedId, verifiedHere, expected) => {
    const stored = storedId === undefined ? undefined : { deviceKeyId: storedId };
    const pass = { deviceKeyId, deviceRegistrationOpenYn: open };
    expect(passBinding(pass, stored, verifiedHere)).toBe(expected);
  });
});

describe('clockOffsetMs', () => {
  it('is the server clock minus the phone clock at the answer', () => {
    const receivedAt = Date.parse('2026-11-22T01:00:00.000Z');
    expect(clockOffsetMs('2026-11-22T01:00:42.500Z', receivedAt)).toBe(42_500);
    expect(clockOffsetMs('2026-11-22T00:59:59.000Z', receivedAt)).toBe(-1_000);
  });

  it('is 0 for a time it cannot read', () => {
    expect(clockOffsetMs('not a time', 0)).toBe(0);
  });
});
