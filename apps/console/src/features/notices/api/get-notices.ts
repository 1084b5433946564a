import { staffNoticeList } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

export const noticesKey = ['staff', 'notices'] as const;

/** POST /api/staff/notices/list (EDITOR): every notice, hidden ones too, pinned then newest; 50 a page. */
export function useStaffNotices(filter: { keyword?: string; page: number }) {
  return useStaffRead(
    noticesKey,
    staffNoticeList,
    filter.keyword ? filter : { page: filter.page },
    listRead,
  );
}
