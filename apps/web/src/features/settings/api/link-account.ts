import { useMutation } from '@tanstack/react-query';
import { authAuthorize } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { sessionStorageKeys } from '../../../lib/storage-keys';
import { settingPaths } from '../setting-paths';
import type { EasyLoginProvider } from '../settings-rules';

/**
 * Linking another login: POST /api/auth/authorize {provider, purpose: 'link'} with
 * the member's token. The server binds the one-time state to this member, so when the provider
 * sends the browser back to /kakao-redirect or /tidredirect, the exchange links the login
 * instead of starting a new visitor (decision 012). The redirect page then returns to
 * /setting/easy through the saved login redirect.
 */
export async function authorizeLink(provider: EasyLoginProvider): Promise<string> {
  const { url } = await api.call(authAuthorize, { provider, purpose: 'link' }, { alert: false });
  if (!/^https?:\/\//i.test(url)) throw new Error('the authorize URL is not http(s)');
  try {
    window.sessionStorage.setItem(sessionStorageKeys.loginRedirect, settingPaths.easy.getHref());
  } catch {
    // Without storage the member lands on the home page after linking; the link still happens.
  }
  return url;
}

export function useLinkAccount(handlers: { onError: () => void }) {
  return useMutation({
    mutationFn: authorizeLink,
    onSuccess: (url) => window.location.assign(url),
    onError: handlers.onError,
  });
}
