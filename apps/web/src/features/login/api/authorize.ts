import { useMutation } from '@tanstack/react-query';
import type { LinkableLoginType } from '@venue/contract';
import { authAuthorize } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/authorize {provider, purpose: 'login'} → {url}: the server creates the one-time
 * `state` (and PKCE verifier) bound to this browser by an HttpOnly cookie and answers the
 * provider's authorize URL. The login screen alerts its own message on failure (spec 000 §8).
 */
export async function authorizeLogin(provider: LinkableLoginType): Promise<string> {
  const { url } = await api.call(authAuthorize, { provider, purpose: 'login' }, { alert: false });
  // The page is about to navigate there: only ever to a web address.
  if (!/^https?:\/\//i.test(url)) throw new Error('the authorize URL is not http(s)');
  return url;
}

export function useAuthorizeLogin(options: {
  onSuccess: (url: string) => void;
  onError: () => void;
}) {
  return useMutation({
    mutationFn: authorizeLogin,
    onSuccess: (url) => options.onSuccess(url),
    onError: options.onError,
  });
}
