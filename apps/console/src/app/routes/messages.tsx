import { roleAllows } from '../../config/roles';
import { MessagesPage } from '../../features/messages/components/messages-page';
import { MessageSettings } from '../../features/venue-settings/components/message-settings';
import type { PageProps } from '../page-props';

/**
 * /staff/messages: the messages, their totals and resends; for an ADMIN, under them,
 * the venue's message settings (a part of the venue settings document, so its feature's).
 */
export function Component({ operator }: PageProps) {
  return (
    <MessagesPage
      operator={operator}
      settings={roleAllows(operator.role, 'ADMIN') ? <MessageSettings /> : null}
    />
  );
}
