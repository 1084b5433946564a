/**
 * Whether a URL may carry a campaign code (`c` in the query or in a `#key=value` hash): a cheap
 * test the home runs on every view, so the beacon's code (components/campaign-visit.tsx, which
 * parses and validates the code) is only downloaded when there is something to send.
 */
export function mayCarryCampaignCode({ search, hash }: { search: string; hash: string }): boolean {
  return /[?&]c(?:[=&]|$)/.test(search) || /^#(?:[^&]*&)*c(?:[=&]|$)/.test(hash);
}
