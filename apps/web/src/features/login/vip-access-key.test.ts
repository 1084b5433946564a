import { describe, expect, it } from 'vitest';
import { readVipAccessKey, withoutVipAccessKey } from './vip-access-key';

describe('the VIP access key in the link', () => {
  it.each([
    [{ search: '', hash: '#accessToken=20261122' }, '20261122'],
    [{ search: '?accessToken=123456', hash: '' }, '123456'],
    [{ search: '?accessToken=111', hash: '#accessToken=222' }, '222'],
    [{ search: '?accessToken=111', hash: '#accessToken=abc' }, '111'],
    [{ search: '?accessToken=12a4', hash: '' }, null],
    [{ search: '?accessToken=', hash: '' }, null],
    [{ search: '?accessToken=%31%32', hash: '' }, '12'],
    [{ search: `?accessToken=${'1'.repeat(65)}`, hash: '' }, null],
    [{ search: '?accessToken=-12', hash: '' }, null],
    [{ search: '?accessToken=１２３', hash: '' }, null],
    [{ search: '', hash: '#top' }, null],
    [{ search: '', hash: '' }, null],
  ])('%j gives %j', (url, expected) => {
    expect(readVipAccessKey(url)).toBe(expected);
  });

  it.each([
    [
      { search: '', hash: '#accessToken=123' },
      { search: '', hash: '' },
    ],
    [
      { search: '?accessToken=123', hash: '' },
      { search: '', hash: '' },
    ],
    [
      { search: '?utm_source=sms&accessToken=123', hash: '#top' },
      { search: '?utm_source=sms', hash: '#top' },
    ],
    [
      { search: '?accessToken=abc', hash: '#accessToken=1&x=2' },
      { search: '', hash: '#x=2' },
    ],
  ])('removes the key from %j, leaving %j', (url, expected) => {
    expect(withoutVipAccessKey(url)).toEqual(expected);
  });

  it('leaves a URL without the key alone', () => {
    expect(withoutVipAccessKey({ search: '?a=1', hash: '#top' })).toBeNull();
  });
});
