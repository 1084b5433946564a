/**
 * The campaign code a visitor was forwarded with (spec 000 §2 Home: "Query or hash c is a
 * forwarded campaign code, removed from the URL after it is sent"). Campaign links put it in the
 * query (`/?c=SUMMER`) or in the hash (`/#c=SUMMER`, which survives link shorteners and never
 * reaches server logs); both are read, the query first.
 */

/** What GET /api/front/visit accepts as c (contract api/visit.ts frontVisitQuery). */
export const CAMPAIGN_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type CampaignLocation = { search: string; hash: string };

export type CampaignCode = {
  /** The code to send; null when there is none or it is not a valid code. */
  code: string | null;
  /** search and hash without any c parameter, other parts kept in their order */
  search: string;
  hash: string;
  /** whether c appeared at all, i.e. whether the URL needs cleaning */
  found: boolean;
};

function withoutC(params: URLSearchParams): string {
  params.delete('c');
  return params.toString();
}

/**
 * Reads c from the query or the hash and returns the URL parts without it. A hash that is not a
 * parameter list (`#notice`) is left alone. A malformed code is not sent (the server would refuse
 * it) but is still removed, so a shared link never carries it on.
 */
export function readCampaignCode({ search, hash }: CampaignLocation): CampaignCode {
  const query = new URLSearchParams(search);
  const hashBody = hash.startsWith('#') ? hash.slice(1) : hash;
  const hashParams = hashBody.includes('=') ? new URLSearchParams(hashBody) : null;
  const fromQuery = query.get('c');
  const fromHash = hashParams?.get('c') ?? null;
  const found = query.has('c') || (hashParams?.has('c') ?? false);
  if (!found) return { code: null, search, hash, found: false };

  const raw = (fromQuery ?? fromHash ?? '').trim();
  const nextSearch = query.has('c') ? withoutC(query) : search.replace(/^\?/, '');
  const nextHash = hashParams?.has('c') ? withoutC(hashParams) : hashBody;
  return {
    code: CAMPAIGN_CODE_PATTERN.test(raw) ? raw : null,
    search: nextSearch ? `?${nextSearch}` : '',
    hash: nextHash ? `#${nextHash}` : '',
    found: true,
  };
}
