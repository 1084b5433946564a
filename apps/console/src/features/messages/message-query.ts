/**
 * The 메시지 page's filters as the address bar holds them, so a view can be shared or reloaded:
 * `tab=failed` (the 발송 실패 list), `date` (a Seoul day, or `all`), `kind`, `status`, `program`,
 * `member` (a member number), `q` (the member search), `page`, and `message` (the one open).
 *
 * The 전체 tab shows today unless a day is asked; the 발송 실패 tab every day unless one is, so a
 * failure of last night is not hidden behind today's date.
 */
import {
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  type MessageKind,
  type MessageStatus,
  type StaffMessageListBody,
} from '@venue/contract';
import { parseYmd } from '@venue/contract/domain';

export type MessageTab = 'all' | 'failed';

export interface MessageView {
  tab: MessageTab;
  /** the day listed, or null for every day */
  date: string | null;
  /** the day the totals count: the day listed, else today */
  summaryDate: string;
  body: StaffMessageListBody;
  /** the message open beside the list */
  openIdx: number | null;
  /** the member search's words as typed */
  q: string;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

const isKind = (value: string | null): value is MessageKind =>
  value !== null && (MESSAGE_KINDS as readonly string[]).includes(value);

const isStatus = (value: string | null): value is MessageStatus =>
  value !== null && (MESSAGE_STATUSES as readonly string[]).includes(value);

export function messageViewOf(params: URLSearchParams, today: string): MessageView {
  const tab: MessageTab = params.get('tab') === 'failed' ? 'failed' : 'all';
  const asked = params.get('date');
  const date = asked === 'all' ? null : (parseYmd(asked) ?? (tab === 'failed' ? null : today));
  const kind = params.get('kind');
  const status = tab === 'failed' ? 'FAILED' : params.get('status');
  const q = (params.get('q') ?? '').trim().slice(0, 40);
  const body: StaffMessageListBody = {
    date,
    ...(isKind(kind) ? { kind } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(positive(params.get('program')) ? { programIdx: positive(params.get('program')) } : {}),
    ...(positive(params.get('member')) ? { userIdx: positive(params.get('member')) } : {}),
    ...(q ? { search: q } : {}),
    page: positive(params.get('page')) ?? 1,
  };
  return {
    tab,
    date,
    summaryDate: date ?? today,
    body,
    openIdx: positive(params.get('message')) ?? null,
    q,
  };
}

/**
 * The address after a filter changes: the changed keys set (or removed when empty), the page back
 * to 1 and the open message closed unless the change is the page or the message itself.
 */
export function withFilter(
  params: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const keys = Object.keys(changes);
  if (!keys.includes('page') && !keys.includes('message')) {
    next.delete('page');
    next.delete('message');
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
