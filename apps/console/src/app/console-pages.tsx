import type { OperatorRole } from '@venue/contract';
import type { ComponentType } from 'react';
import { staffPaths } from '../config/paths';
import type { PageProps } from './page-props';

/** What a page module exports: its page, given the operator of the session. */
type PageModule = { Component: ComponentType<PageProps> };

/**
 * The sidebar's groups, in order. 콘텐츠 (programs, notices, banners …) comes first
 * once its pages exist; a group with no page an operator may open is not shown at all.
 */
export const navGroups = ['콘텐츠', '운영', '관리', '내 계정'] as const;
export type NavGroup = (typeof navGroups)[number];

/**
 * One declaration per console page drives its route, its menu entry and who may open it
 * (the idea of Refine's resources): a new page is one entry here and one route module.
 * - `path`: the route pattern (config/paths.ts);
 * - `role`: the least role that may open it (config/roles.ts; the server checks the same);
 * - `nav`: its menu entry (label, group, where the link goes). A detail page has none: the entry
 *   whose path its own path continues (/staff/inquiries for /staff/inquiries/7) is current.
 */
export type ConsolePage = {
  key: string;
  path: string;
  /** The page's own title: the document title, and the h1 its PageHeader shows. */
  title: string;
  role: OperatorRole;
  load: () => Promise<PageModule>;
  /** `end`: current only on its own path, not below it (the scanner at /staff). */
  nav?: { label: string; group: NavGroup; href: string; end?: boolean };
};

export const consolePages: readonly ConsolePage[] = [
  {
    key: 'programs',
    path: staffPaths.programs.path,
    title: '프로그램',
    role: 'EDITOR',
    nav: { label: '프로그램', group: '콘텐츠', href: staffPaths.programs.getHref() },
    load: () => import('./routes/programs'),
  },
  // Before the program's own path, so /staff/programs/new is not read as a program id.
  {
    key: 'programNew',
    path: staffPaths.programNew.path,
    title: '새 프로그램',
    role: 'EDITOR',
    load: () => import('./routes/program-new'),
  },
  {
    key: 'program',
    path: staffPaths.program.path,
    title: '프로그램 편집',
    role: 'EDITOR',
    load: () => import('./routes/program'),
  },
  {
    key: 'programInstances',
    path: staffPaths.programInstances.path,
    title: '회차 관리',
    role: 'EDITOR',
    load: () => import('./routes/program-instances'),
  },
  {
    key: 'programQuestions',
    path: staffPaths.programQuestions.path,
    title: '질문 관리',
    role: 'EDITOR',
    load: () => import('./routes/program-questions'),
  },
  {
    key: 'programCategories',
    path: staffPaths.programCategories.path,
    title: '프로그램 분류',
    role: 'EDITOR',
    nav: {
      label: '프로그램 분류',
      group: '콘텐츠',
      href: staffPaths.programCategories.getHref(),
    },
    load: () => import('./routes/program-categories'),
  },
  {
    key: 'notices',
    path: staffPaths.notices.path,
    title: '공지사항',
    role: 'EDITOR',
    nav: { label: '공지사항', group: '콘텐츠', href: staffPaths.notices.getHref() },
    load: () => import('./routes/notices'),
  },
  {
    key: 'faq',
    path: staffPaths.faq.path,
    title: 'FAQ',
    role: 'EDITOR',
    nav: { label: 'FAQ', group: '콘텐츠', href: staffPaths.faq.getHref() },
    load: () => import('./routes/faq'),
  },
  {
    key: 'banners',
    path: staffPaths.banners.path,
    title: '배너',
    role: 'EDITOR',
    nav: { label: '배너', group: '콘텐츠', href: staffPaths.banners.getHref() },
    load: () => import('./routes/banners'),
  },
  // Surveys (decision 031)
  {
    key: 'surveyEditor',
    path: staffPaths.surveyEditor.path,
    title: '설문 관리',
    role: 'EDITOR',
    nav: { label: '설문', group: '콘텐츠', href: staffPaths.surveyEditor.getHref() },
    load: () => import('./routes/survey-editor'),
  },
  {
    key: 'media',
    path: staffPaths.media.path,
    title: '미디어 라이브러리',
    role: 'EDITOR',
    nav: { label: '미디어', group: '콘텐츠', href: staffPaths.media.getHref() },
    load: () => import('./routes/media'),
  },
  {
    key: 'terms',
    path: staffPaths.terms.path,
    title: '약관',
    role: 'EDITOR',
    nav: { label: '약관', group: '콘텐츠', href: staffPaths.terms.getHref() },
    load: () => import('./routes/terms'),
  },
  {
    key: 'today',
    path: staffPaths.today.path,
    title: '오늘',
    role: 'STAFF',
    nav: { label: '오늘', group: '운영', href: staffPaths.today.getHref() },
    load: () => import('./routes/today'),
  },
  {
    key: 'scanner',
    path: staffPaths.scanner.path,
    title: '입장 확인',
    role: 'STAFF',
    nav: { label: '입장 스캐너', group: '운영', href: staffPaths.scanner.getHref(), end: true },
    load: () => import('./routes/scanner'),
  },
  // The door and the entries.
  {
    key: 'roster',
    path: staffPaths.roster.path,
    title: '예약 명단',
    role: 'STAFF',
    nav: { label: '예약 명단', group: '운영', href: staffPaths.roster.getHref() },
    load: () => import('./routes/roster'),
  },
  // Named check-in lists (the zones and programs a scanner on each admits).
  {
    key: 'doorLists',
    path: staffPaths.doorLists.path,
    title: '입장 명단',
    role: 'EDITOR',
    nav: { label: '입장 명단', group: '운영', href: staffPaths.doorLists.getHref() },
    load: () => import('./routes/door-lists'),
  },
  // The roster on paper, for a door without a device (opened by the roster's 인쇄).
  {
    key: 'rosterPrint',
    path: staffPaths.rosterPrint.path,
    title: '명단 인쇄',
    role: 'STAFF',
    load: () => import('./routes/roster-print'),
  },
  {
    key: 'draws',
    path: staffPaths.draws.path,
    title: '추첨',
    role: 'STAFF',
    nav: { label: '추첨', group: '운영', href: staffPaths.draws.getHref() },
    load: () => import('./routes/draws'),
  },
  {
    key: 'inquiries',
    path: staffPaths.inquiries.path,
    title: '1:1 문의',
    role: 'STAFF',
    nav: { label: '1:1 문의', group: '운영', href: staffPaths.inquiries.getHref('WAITING') },
    load: () => import('./routes/inquiries'),
  },
  {
    key: 'inquiry',
    path: staffPaths.inquiry.path,
    title: '1:1 문의 답변',
    role: 'STAFF',
    load: () => import('./routes/inquiry'),
  },
  {
    key: 'surveys',
    path: staffPaths.surveys.path,
    title: '설문 결과',
    role: 'STAFF',
    nav: { label: '설문 결과', group: '운영', href: staffPaths.surveys.getHref() },
    load: () => import('./routes/surveys'),
  },
  {
    key: 'surveyResults',
    path: staffPaths.surveyResults.path,
    title: '설문 결과',
    role: 'STAFF',
    load: () => import('./routes/survey-results'),
  },
  {
    key: 'rewards',
    path: staffPaths.rewards.path,
    title: '드로우 투어 리워드',
    role: 'STAFF',
    nav: { label: '리워드 데스크', group: '운영', href: staffPaths.rewards.getHref() },
    load: () => import('./routes/rewards'),
  },
  {
    key: 'floors',
    path: staffPaths.floors.path,
    title: '층',
    role: 'EDITOR',
    nav: { label: '층', group: '콘텐츠', href: staffPaths.floors.getHref() },
    load: () => import('./routes/floors'),
  },
  {
    key: 'zones',
    path: staffPaths.zones.path,
    title: '구역',
    role: 'EDITOR',
    nav: { label: '구역', group: '콘텐츠', href: staffPaths.zones.getHref() },
    load: () => import('./routes/zones'),
  },
  {
    key: 'floorMaps',
    path: staffPaths.floorMaps.path,
    title: '층별 지도',
    role: 'EDITOR',
    nav: { label: '지도', group: '콘텐츠', href: staffPaths.floorMaps.getHref() },
    load: () => import('./routes/floor-maps'),
  },
  {
    key: 'tour',
    path: staffPaths.tour.path,
    title: '투어',
    role: 'EDITOR',
    nav: { label: '투어', group: '콘텐츠', href: staffPaths.tour.getHref() },
    load: () => import('./routes/tour'),
  },
  {
    key: 'drawTour',
    path: staffPaths.drawTour.path,
    title: '드로우 투어',
    role: 'EDITOR',
    nav: { label: '드로우 투어', group: '콘텐츠', href: staffPaths.drawTour.getHref() },
    load: () => import('./routes/draw-tour'),
  },
  // Decision 033: the day, members, VIP keys and exports.
  {
    key: 'members',
    path: staffPaths.members.path,
    title: '회원',
    role: 'STAFF',
    nav: { label: '회원', group: '운영', href: staffPaths.members.getHref() },
    load: () => import('./routes/members'),
  },
  // Every member, filtered and sorted, masked as 회원 is.
  {
    key: 'memberList',
    path: staffPaths.memberList.path,
    title: '회원 목록',
    role: 'STAFF',
    nav: { label: '회원 목록', group: '운영', href: staffPaths.memberList.getHref() },
    load: () => import('./routes/member-list'),
  },
  // Every 알림톡 and SMS, the failures and their resend, the venue's message settings.
  {
    key: 'messages',
    path: staffPaths.messages.path,
    title: '메시지',
    role: 'STAFF',
    nav: { label: '메시지', group: '운영', href: staffPaths.messages.getHref() },
    load: () => import('./routes/messages'),
  },
  // A tab of 메시지 (its menu entry stays current), not an entry of its own.
  {
    key: 'messageTemplates',
    path: staffPaths.messageTemplates.path,
    title: '알림톡 템플릿',
    role: 'STAFF',
    load: () => import('./routes/message-templates'),
  },
  // Numbers over time, charts and tables (its chart library loads with this page).
  {
    key: 'stats',
    path: staffPaths.stats.path,
    title: '통계',
    role: 'STAFF',
    nav: { label: '통계', group: '운영', href: staffPaths.stats.getHref() },
    load: () => import('./routes/stats'),
  },
  {
    key: 'exports',
    path: staffPaths.exports.path,
    title: '내보내기',
    role: 'STAFF',
    nav: { label: '내보내기', group: '운영', href: staffPaths.exports.getHref() },
    load: () => import('./routes/exports'),
  },
  {
    key: 'vipKeys',
    path: staffPaths.vipKeys.path,
    title: 'VIP 키',
    role: 'ADMIN',
    nav: { label: 'VIP 키', group: '관리', href: staffPaths.vipKeys.getHref() },
    load: () => import('./routes/vip-keys'),
  },
  {
    key: 'venueSettings',
    path: staffPaths.venueSettings.path,
    title: '운영 설정',
    role: 'ADMIN',
    nav: { label: '운영 설정', group: '관리', href: staffPaths.venueSettings.getHref() },
    load: () => import('./routes/venue-settings'),
  },
  {
    key: 'password',
    path: staffPaths.password.path,
    title: '비밀번호 변경',
    role: 'STAFF',
    nav: { label: '비밀번호 변경', group: '내 계정', href: staffPaths.password.getHref() },
    load: () => import('./routes/password'),
  },
  {
    key: 'twoFactor',
    path: staffPaths.twoFactor.path,
    title: '2단계 인증',
    role: 'ADMIN',
    nav: { label: '2단계 인증', group: '내 계정', href: staffPaths.twoFactor.getHref() },
    load: () => import('./routes/two-factor'),
  },
  {
    key: 'operators',
    path: staffPaths.operators.path,
    title: '운영자 관리',
    role: 'ADMIN',
    nav: { label: '운영자 관리', group: '관리', href: staffPaths.operators.getHref() },
    load: () => import('./routes/operators'),
  },
  // API tokens for other systems and webhooks that tell them what happened.
  {
    key: 'integrations',
    path: staffPaths.integrations.path,
    title: '연동',
    role: 'ADMIN',
    nav: { label: '연동', group: '관리', href: staffPaths.integrations.getHref() },
    load: () => import('./routes/integrations'),
  },
  // Each outside provider's setup, last answer and recent failures.
  {
    key: 'providers',
    path: staffPaths.providers.path,
    title: '외부 연동 상태',
    role: 'ADMIN',
    nav: { label: '연동 상태', group: '관리', href: staffPaths.providers.getHref() },
    load: () => import('./routes/providers'),
  },
  {
    key: 'audit',
    path: staffPaths.audit.path,
    title: '감사 로그',
    role: 'ADMIN',
    nav: { label: '감사 로그', group: '관리', href: staffPaths.audit.getHref() },
    load: () => import('./routes/audit'),
  },
];
