import { describe, expect, it } from 'vitest';
import { readCampaignCode } from './campaign-code';
import { mayCarryCampaignCode } from './has-campaign-code';

const urls: [string, string][] = [
  ['?c=SUMMER', ''],
  ['?utm=1&c=SUMMER', ''],
  ['?c', ''],
  ['?c=', '#x'],
  ['', '#c=SUMMER'],
  ['', '#ref=x&c=abc'],
  ['?floor=2', ''],
  ['?cc=1&abc=2', ''],
  ['', '#notice'],
  ['', '#section-c'],
  ['', '#cat=1'],
  ['', ''],
];

describe('the quick campaign-code test', () => {
  it.each(urls)('agrees with the parser on search %o and hash %o', (search, hash) => {
    expect(mayCarryCampaignCode({ search, hash })).toBe(readCampaignCode({ search, hash }).found);
  });
});
