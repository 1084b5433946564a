import { describe, expect, it } from 'vitest';
import { SMS_MAX_BYTES, smsBytes } from './sms-bytes';

describe('smsBytes', () => {
  it('counts Hangul as two bytes and ASCII as one, as an SMS does', () => {
    expect(smsBytes('abc')).toBe(3);
    expect(smsBytes('예약 확정')).toBe(9);
    expect(smsBytes('가'.repeat(45))).toBe(SMS_MAX_BYTES);
  });
});
