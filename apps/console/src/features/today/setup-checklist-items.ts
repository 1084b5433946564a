import type { OperatorRole, ProviderMode, SetupChecklist, SetupItemKey } from '@venue/contract';
import { termsCatalog } from '@venue/contract/domain';
import { staffPaths } from '../../config/paths';
import { seoulDateTimeLabel } from '../../lib/seoul-time';

/** One line of the setup checklist as 오늘 shows it. */
export interface SetupItemView {
  key: SetupItemKey;
  title: string;
  state: 'done' | 'blocking' | 'todo';
  /** what it means for visitors now, or what is done */
  text: string;
  /** the console page that fixes it, and who may open that page */
  fix: { href: string; label: string; role: OperatorRole } | null;
}

const providerWords: Record<ProviderMode, string> = {
  CONFIGURED: '설정됨',
  SANDBOX: '시험용(샌드박스)',
  MISSING: '설정 안 됨',
};

const fixes = {
  venueSettings: { href: staffPaths.venueSettings.getHref(), label: '운영 설정', role: 'ADMIN' },
  terms: { href: staffPaths.terms.getHref(), label: '약관', role: 'EDITOR' },
  floors: { href: staffPaths.floors.getHref(), label: '층', role: 'EDITOR' },
  programs: { href: staffPaths.programs.getHref(), label: '프로그램', role: 'EDITOR' },
} as const;

const stateOf = (item: { done: boolean; blocking: boolean }): SetupItemView['state'] =>
  item.done ? 'done' : item.blocking ? 'blocking' : 'todo';

/**
 * The checklist's items in the order an operator builds a venue, each in words: what
 * is done, or what visitors meet until it is.
 */
export function setupItems(list: SetupChecklist): SetupItemView[] {
  const { venueIdentity, signupTerms, floors, programs, providers, maintenance, privacyPolicy } =
    list;
  const missingNames = signupTerms.missing.map((code) => termsCatalog[code].name).join(', ');
  const providerLine = `카카오 로그인 ${providerWords[providers.kakao]} · T아이디 로그인 ${providerWords[providers.tid]} · 휴대폰 본인인증 ${providerWords[providers.identity]}.`;
  const hidden = [
    providers.kakao === 'MISSING' ? '카카오' : null,
    providers.tid === 'MISSING' ? 'T아이디' : null,
  ].filter(Boolean);
  return [
    {
      key: 'venueIdentity',
      title: '공간 정보',
      state: stateOf(venueIdentity),
      text: venueIdentity.done
        ? '공간 이름과 연락처, 운영 시간을 저장했어요.'
        : '공간 이름과 연락처, 운영 시간을 저장해 주세요. 방문자 화면의 안내와 푸터에 쓰여요.',
      fix: fixes.venueSettings,
    },
    {
      key: 'signupTerms',
      title: '가입 약관 게시',
      state: stateOf(signupTerms),
      text: signupTerms.done
        ? '가입에 필요한 약관이 모두 시행 중이에요.'
        : `필수 약관을 게시하기 전에는 아무도 가입할 수 없어요. 게시할 약관: ${missingNames}.`,
      fix: fixes.terms,
    },
    {
      key: 'floors',
      title: '층',
      state: stateOf(floors),
      text: floors.done
        ? `층 ${floors.count}개를 만들었어요.`
        : '층이 없어 지도가 비어 있어요. 프로그램과 구역도 층에 속해요.',
      fix: fixes.floors,
    },
    {
      key: 'programs',
      title: '게시한 프로그램',
      state: stateOf(programs),
      text: programs.done
        ? `프로그램 ${programs.count}개를 게시했어요.`
        : '게시한 프로그램이 없어 방문자가 예약하거나 응모할 수 없어요.',
      fix: fixes.programs,
    },
    {
      key: 'providers',
      title: '로그인과 본인인증',
      state: stateOf(providers),
      text: providers.done
        ? `${providerLine}${hidden.length > 0 ? ` 설정하지 않은 ${hidden.join('·')} 로그인 버튼은 보이지 않아요.` : ''}`
        : `${providerLine} 방문자가 로그인하거나 본인인증을 할 수 없어요. 서버 환경 변수로 설정하니 서버 담당자에게 요청해 주세요.`,
      fix: null,
    },
    {
      key: 'maintenance',
      title: '점검 모드',
      state: stateOf(maintenance),
      text: maintenance.endAt
        ? `점검 중이에요(${seoulDateTimeLabel(maintenance.endAt)}까지). 방문자는 점검 안내 화면만 볼 수 있어요.`
        : '점검 중이 아니에요.',
      fix: fixes.venueSettings,
    },
    {
      key: 'privacyPolicy',
      title: '개인정보처리방침',
      state: stateOf(privacyPolicy),
      text: privacyPolicy.done
        ? '개인정보처리방침을 게시했어요.'
        : '개인정보처리방침을 게시해 주세요. 푸터의 개인정보처리방침 링크가 이 글을 보여 줘요.',
      fix: fixes.terms,
    },
  ];
}
