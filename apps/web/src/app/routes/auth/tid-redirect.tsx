import { ProviderRedirect } from '../../../features/login/components/provider-redirect';

/** /tidredirect?code=…&state=… */
export function Component() {
  return <ProviderRedirect provider="tid" />;
}
