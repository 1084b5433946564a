import { ProviderRedirect } from '../../../features/login/components/provider-redirect';

/** /kakao-redirect?code=…&state=… */
export function Component() {
  return <ProviderRedirect provider="kakao" />;
}
