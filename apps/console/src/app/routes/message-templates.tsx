import { MessageTemplatesPage } from '../../features/messages/components/message-templates-page';
import type { PageProps } from '../page-props';

/**
 * /staff/messages/templates: each kind's 알림톡 template and its Kakao review; any
 * operator reads, EDITOR and ADMIN record what they registered.
 */
export function Component({ operator }: PageProps) {
  return <MessageTemplatesPage operator={operator} />;
}
