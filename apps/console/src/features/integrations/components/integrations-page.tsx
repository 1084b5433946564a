import cms from '../../../components/cms/cms.module.css';
import { PageHeader } from '../../../components/page-header';
import { ApiTokens } from './api-tokens';
import { Webhooks } from './webhooks';

/**
 * /staff/integrations (연동, ADMIN; decision 067): API tokens other systems call the
 * staff API with, and webhooks that tell them what happened. Secrets are shown once, when made.
 */
export function IntegrationsPage() {
  return (
    <div className={cms.page}>
      <PageHeader title="연동" />
      <ApiTokens />
      <Webhooks />
    </div>
  );
}
