import { NoticeList } from '../../../features/notices/components/notice-list';

/** /notice */
export function Component() {
  return <NoticeList />;
}
