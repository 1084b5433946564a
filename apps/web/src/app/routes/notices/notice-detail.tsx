import { useParams } from 'react-router';
import { NoticeDetail } from '../../../features/notices/components/notice-detail';

/** /notice/{id} */
export function Component() {
  const { noticeIdx } = useParams();
  return <NoticeDetail key={noticeIdx} noticeIdParam={noticeIdx} />;
}
