import { Link } from 'react-router';
import cms from '../../../components/cms/cms.module.css';
import { staffPaths } from '../../../config/paths';
import type { MessageTab } from '../message-query';

export type MessagesTab = MessageTab | 'templates';

const tabs: { tab: MessagesTab; label: string; href: string }[] = [
  { tab: 'all', label: '전체', href: staffPaths.messages.getHref() },
  { tab: 'failed', label: '발송 실패', href: staffPaths.messages.getHref({ tab: 'failed' }) },
  { tab: 'templates', label: '알림톡 템플릿', href: staffPaths.messageTemplates.getHref() },
];

/**
 * The 메시지 page's tabs, on it and on 알림톡 템플릿: the messages sent, the failures, the templates.
 * `onSelect` runs when one is followed (the page clears its outcome line).
 */
export function MessagesTabs({
  current,
  onSelect,
}: {
  current: MessagesTab;
  onSelect?: () => void;
}) {
  return (
    <nav aria-label="메시지 메뉴">
      <ul className={cms.tabs}>
        {tabs.map((item) => (
          <li key={item.tab}>
            <Link
              className={cms.tab}
              to={item.href}
              aria-current={item.tab === current ? 'page' : undefined}
              onClick={onSelect}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
