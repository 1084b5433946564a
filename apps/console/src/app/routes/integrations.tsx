import { IntegrationsPage } from '../../features/integrations/components/integrations-page';

/** /staff/integrations: API tokens and webhooks, ADMIN only (decision 067). */
export function Component() {
  return <IntegrationsPage />;
}
