import { IntegrationsPage } from '../../features/integrations/components/integrations-page';

/** /staff/integrations: API tokens and webhooks, ADMIN only (issue 30 §7, decision 067). */
export function Component() {
  return <IntegrationsPage />;
}
