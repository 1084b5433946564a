import { isVipAccessKey } from '@venue/contract/domain';

/**
 * The VIP link (spec 001 §2 /vip) carries the access key as `accessToken`, in the hash
 * (`/vip#accessToken=123`, which never reaches a server log) or in the query. Only a digits-only
 * key is taken. Either way the parameter leaves the address bar at once, so the key does not stay
 * in history, screenshots or a copied link.
 */
export const VIP_ACCESS_KEY_PARAM = 'accessToken';

type UrlParts = { search: string; hash: string };

function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** The key from the hash, else from the query; null when absent or not digits only. */
export function readVipAccessKey({ search, hash }: UrlParts): string | null {
  for (const value of [
    hashParams(hash).get(VIP_ACCESS_KEY_PARAM),
    new URLSearchParams(search).get(VIP_ACCESS_KEY_PARAM),
  ]) {
    if (value !== null && isVipAccessKey(value)) return value;
  }
  return null;
}

/**
 * The same search and hash without `accessToken` (other parameters stay), or null when there was
 * nothing to remove.
 */
export function withoutVipAccessKey({ search, hash }: UrlParts): UrlParts | null {
  const query = new URLSearchParams(search);
  const fragment = hashParams(hash);
  const inQuery = query.has(VIP_ACCESS_KEY_PARAM);
  const inHash = fragment.has(VIP_ACCESS_KEY_PARAM);
  if (!inQuery && !inHash) return null;
  query.delete(VIP_ACCESS_KEY_PARAM);
  fragment.delete(VIP_ACCESS_KEY_PARAM);
  const nextSearch = inQuery ? query.toString() : search.replace(/^\?/, '');
  const nextHash = inHash ? fragment.toString() : hash.replace(/^#/, '');
  return {
    search: nextSearch ? `?${nextSearch}` : '',
    hash: nextHash ? `#${nextHash}` : '',
  };
}
