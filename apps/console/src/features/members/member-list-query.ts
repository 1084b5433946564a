import type { StaffMemberBrowseBody } from '@venue/contract';
import { parseYmd } from '@venue/contract/domain';

/**
 * The member list's filters live in the address (`?joinedFrom=2026-11-01&restricted=Y&sort=LAST_VISIT&page=2`),
 * so a view can be shared and the back button works. Unknown or malformed values are dropped.
 */
export const memberListDayKeys = [
  'joinedFrom',
  'joinedTo',
  'lastVisitFrom',
  'lastVisitTo',
] as const;

export type MemberListForm = {
  joinedFrom: string;
  joinedTo: string;
  lastVisitFrom: string;
  lastVisitTo: string;
  restricted: boolean;
  noShow: boolean;
  sort: 'JOINED' | 'LAST_VISIT';
};

export function memberListFormOf(params: URLSearchParams): MemberListForm {
  const day = (key: string) => parseYmd(params.get(key)) ?? '';
  return {
    joinedFrom: day('joinedFrom'),
    joinedTo: day('joinedTo'),
    lastVisitFrom: day('lastVisitFrom'),
    lastVisitTo: day('lastVisitTo'),
    restricted: params.get('restricted') === 'Y',
    noShow: params.get('noShow') === 'Y',
    sort: params.get('sort') === 'LAST_VISIT' ? 'LAST_VISIT' : 'JOINED',
  };
}

export function memberListPageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function memberListBody(form: MemberListForm, page: number): StaffMemberBrowseBody {
  const body: StaffMemberBrowseBody = { sort: form.sort, page };
  for (const key of memberListDayKeys) if (form[key]) body[key] = form[key];
  if (form.restricted) body.restrictedYn = 'Y';
  if (form.noShow) body.noShowYn = 'Y';
  return body;
}

export function memberListSearch(form: MemberListForm, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of memberListDayKeys) if (form[key]) params.set(key, form[key]);
  if (form.restricted) params.set('restricted', 'Y');
  if (form.noShow) params.set('noShow', 'Y');
  if (form.sort !== 'JOINED') params.set('sort', form.sort);
  if (page > 1) params.set('page', String(page));
  return params;
}
