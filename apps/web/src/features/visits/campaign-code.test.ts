import { describe, expect, it } from 'vitest';
import { readCampaignCode } from './campaign-code';

describe('the campaign code of a URL', () => {
  it('reads c from the query and removes it, keeping the other parameters and the hash', () => {
    expect(readCampaignCode({ search: '?utm_source=kakao&c=SUMMER_26&x=1', hash: '#top' })).toEqual(
      {
        code: 'SUMMER_26',
        search: '?utm_source=kakao&x=1',
        hash: '#top',
        found: true,
      },
    );
  });

  it('reads c from the hash and removes it, keeping other hash parameters and the query', () => {
    expect(readCampaignCode({ search: '?floor=2', hash: '#c=abc-1' })).toEqual({
      code: 'abc-1',
      search: '?floor=2',
      hash: '',
      found: true,
    });
    expect(readCampaignCode({ search: '', hash: '#ref=x&c=abc' })).toEqual({
      code: 'abc',
      search: '',
      hash: '#ref=x',
      found: true,
    });
  });

  it('prefers the query when both carry a code, and cleans both', () => {
    expect(readCampaignCode({ search: '?c=Q1', hash: '#c=H1' })).toEqual({
      code: 'Q1',
      search: '',
      hash: '',
      found: true,
    });
  });

  it('finds nothing in a plain URL or an anchor hash', () => {
    expect(readCampaignCode({ search: '?floor=2', hash: '#notice' })).toEqual({
      code: null,
      search: '?floor=2',
      hash: '#notice',
      found: false,
    });
    expect(readCampaignCode({ search: '', hash: '' }).found).toBe(false);
  });

  it('does not send a malformed code but still removes it', () => {
    for (const bad of ['', '<script>', "x' OR 1=1", 'a'.repeat(65), '한글']) {
      const search = `?${new URLSearchParams({ c: bad, keep: '1' })}`;
      expect(readCampaignCode({ search, hash: '' }), bad).toEqual({
        code: null,
        search: '?keep=1',
        hash: '',
        found: true,
      });
    }
  });
});
