import type { NoticeDetail, NoticeListItem } from '@venue/contract';
import { toSeoulIso } from '@venue/contract';
import { and, desc, eq } from 'drizzle-orm';
import { notices } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';
import { toYn } from '../../../lib/yn';

/** The list order of spec 001 §2: pinned first, then newest; the id breaks ties stably. */
const listOrder = [desc(notices.fixedYn), desc(notices.writeDate), desc(notices.noticeIdx)];

const listColumns = {
  noticeIdx: notices.noticeIdx,
  noticeName: notices.noticeName,
  fixedYn: notices.fixedYn,
  writeDate: notices.writeDate,
  regDate: notices.regDate,
  modDate: notices.modDate,
  savePath: notices.savePath,
};

type ListRow = {
  noticeIdx: number;
  noticeName: string;
  fixedYn: boolean;
  writeDate: Date;
  regDate: Date;
  modDate: Date;
  savePath: string | null;
};

function toListItem(row: ListRow): NoticeListItem {
  return {
    noticeIdx: row.noticeIdx,
    noticeName: row.noticeName,
    fixedYn: toYn(row.fixedYn),
    writeDate: toSeoulIso(row.writeDate),
    regDate: toSeoulIso(row.regDate),
    modDate: toSeoulIso(row.modDate),
    savePath: row.savePath,
  };
}

/** Displayed notices in list order. */
export async function listNotices(db: Database): Promise<NoticeListItem[]> {
  const rows = await db
    .select(listColumns)
    .from(notices)
    .where(eq(notices.displayYn, true))
    .orderBy(...listOrder);
  return rows.map(toListItem);
}

/**
 * One displayed notice with its neighbours in list order: `prev` is the notice listed just
 * above it (pinned or newer), `next` the one just below (older). Null when hidden or unknown.
 */
export async function findNoticeDetail(
  db: Database,
  noticeIdx: number,
): Promise<NoticeDetail | null> {
  const [row] = await db
    .select({ ...listColumns, noticeContent: notices.noticeContent })
    .from(notices)
    .where(and(eq(notices.noticeIdx, noticeIdx), eq(notices.displayYn, true)));
  if (!row) return null;

  // Notices number in the tens, and this runs only when the read cache is cold.
  const ordered = await db
    .select({ noticeIdx: notices.noticeIdx, noticeName: notices.noticeName })
    .from(notices)
    .where(eq(notices.displayYn, true))
    .orderBy(...listOrder);
  const position = ordered.findIndex((notice) => notice.noticeIdx === noticeIdx);

  return {
    ...toListItem(row),
    noticeContent: sanitizeEditorHtml(row.noticeContent),
    prev: ordered[position - 1] ?? null,
    next: ordered[position + 1] ?? null,
  };
}
