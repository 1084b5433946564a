import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../testing/fake-api';
import { editorOperator, staffOperator } from '../../testing/fixtures';
import { renderConsole } from '../../testing/render-console';
import { serveStaff } from '../../testing/staff-api';

/** The content pages, for EDITOR and ADMIN. */
const contentLinks = [
  '프로그램',
  '프로그램 분류',
  '공지사항',
  'FAQ',
  '배너',
  '설문',
  '미디어',
  '약관',
];
/** The venue's structure (decision 030), for EDITOR and ADMIN. */
const venueLinks = ['층', '구역', '지도', '투어'];
/** Draw Tour seasons and rewards, for EDITOR and ADMIN. */
const drawTourLinks = ['드로우 투어'];
/** The day first, the door, rosters and draws, the desks, members, messages and exports, for every role. */
const operationsLinks = [
  '오늘',
  '입장 스캐너',
  '예약 명단',
  '입장 명단',
  '추첨',
  '1:1 문의',
  '설문 결과',
  '리워드 데스크',
  '회원',
  '회원 목록',
  '메시지',
  '통계',
  '내보내기',
];
/** 입장 명단 is an EDITOR's: a STAFF operator chooses a list on the scanner. */
const staffOperationsLinks = operationsLinks.filter((link) => link !== '입장 명단');

/** The menu's groups, each with its links' names, as a screen reader lists them. */
async function menu() {
  const nav = await screen.findByRole('navigation', { name: '콘솔 메뉴' });
  return within(nav)
    .getAllByRole('region')
    .map((group) => ({
      group: group.getAttribute('aria-label'),
      links: within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    }));
}

describe('the console shell', () => {
  it('names the venue of its settings in the header, and 운영 콘솔 before there are any', async () => {
    serveStaff({ '/api/venue/info': () => ok({ venueName: '하늘 정원' }) });
    const first = renderConsole('/staff');
    expect(await screen.findByText('하늘 정원 · 스태프 콘솔')).toBeTruthy();
    expect(screen.queryByText(/시그널 하우스/)).toBeNull();
    first.unmount();

    serveStaff(); // no settings yet: /api/venue/info answers 404
    renderConsole('/staff');
    expect(await screen.findByText('문지기 (관리자)')).toBeTruthy();
    expect(screen.getByText('운영 콘솔')).toBeTruthy();
    expect(screen.queryByText(/시그널 하우스/)).toBeNull();
  });

  it("shows who is logged in, 로그아웃, and an ADMIN's whole menu in its groups", async () => {
    serveStaff();
    renderConsole('/staff');
    expect(await screen.findByText('문지기 (관리자)')).toBeTruthy();
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeTruthy();
    expect(await menu()).toEqual([
      { group: '콘텐츠', links: [...contentLinks, ...venueLinks, ...drawTourLinks] },
      { group: '운영', links: operationsLinks },
      {
        group: '관리',
        links: ['VIP 키', '운영 설정', '운영자 관리', '연동', '연동 상태', '감사 로그'],
      },
      { group: '내 계정', links: ['비밀번호 변경', '2단계 인증'] },
    ]);
    expect(screen.getByRole('link', { name: '운영자 관리' }).getAttribute('href')).toBe(
      '/staff/operators',
    );
    expect(screen.getByRole('link', { name: '1:1 문의' }).getAttribute('href')).toBe(
      '/staff/inquiries?status=WAITING',
    );
  });

  it.each([
    [
      'a STAFF operator the door and desks',
      staffOperator,
      '김스태프 (스태프)',
      [],
      staffOperationsLinks,
    ],
    [
      'an EDITOR the content pages too',
      editorOperator,
      '이편집 (편집자)',
      [...contentLinks, ...venueLinks, ...drawTourLinks],
      operationsLinks,
    ],
  ])('gives %s, without 관리', async (_who, operator, identity, content, operations) => {
    serveStaff({ '/api/staff/me': () => ok(operator) });
    renderConsole('/staff');
    expect(await screen.findByText(identity)).toBeTruthy();
    expect(await menu()).toEqual([
      ...(content.length > 0 ? [{ group: '콘텐츠', links: content }] : []),
      { group: '운영', links: operations },
      { group: '내 계정', links: ['비밀번호 변경'] },
    ]);
    expect(screen.queryByRole('link', { name: '운영자 관리' })).toBeNull();
    expect(screen.queryByRole('link', { name: '감사 로그' })).toBeNull();
    expect(screen.queryByRole('link', { name: '운영 설정' })).toBeNull();
  });

  it('marks the current page in the menu, also under a detail page, and names the page in the tab', async () => {
    serveStaff();
    const { unmount } = renderConsole('/staff/rewards');
    await screen.findByRole('heading', { level: 1, name: '드로우 투어 리워드' });
    const current = screen.getByRole('link', { name: '리워드 데스크' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('link', { name: '입장 스캐너' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(document.title).toBe('드로우 투어 리워드 · 스태프 콘솔');
    // Every page says who may use it.
    expect(screen.getByText('이용: 모든 운영자')).toBeTruthy();
    unmount();

    // A survey's results sit under 설문 결과.
    renderConsole('/staff/surveys/1');
    const surveys = await screen.findByRole('link', { name: '설문 결과' });
    expect(surveys.getAttribute('aria-current')).toBe('page');
  });

  it('opens and closes the menu with 메뉴 (the top bar below 1024 px), and closes it on a link', async () => {
    serveStaff();
    const { where } = renderConsole('/staff');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: '메뉴' });
    const nav = screen.getByRole('navigation', { name: '콘솔 메뉴' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(nav.hasAttribute('data-open')).toBe(true);
    // Escape closes it and gives focus back to 메뉴.
    within(nav).getByRole('link', { name: '설문 결과' }).focus();
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.click(within(nav).getByRole('link', { name: '설문 결과' }));
    await waitFor(() => expect(where()?.pathname).toBe('/staff/surveys'));
    // Closed when the page it opens is shown (a navigation waits for the page's code).
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(await screen.findByRole('heading', { level: 1, name: '설문 결과' })).toBeTruthy();
  });

  it('offers a skip link to the page', async () => {
    serveStaff();
    renderConsole('/staff');
    const skip = await screen.findByRole('link', { name: '본문으로 건너뛰기' });
    expect(skip.getAttribute('href')).toBe('#console-main');
    expect(screen.getByRole('main').id).toBe('console-main');
  });

  it('logs out to the login page', async () => {
    const api = serveStaff();
    const { where } = renderConsole('/staff');
    await userEvent.setup().click(await screen.findByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(where()?.pathname).toBe('/staff/login'));
    expect(api.callsTo('/api/staff/logout')).toHaveLength(1);
  });
});

describe('the console routes', () => {
  it('shows a STAFF operator who opens 운영자 관리 권한이 없어요, and asks for no accounts', async () => {
    const api = serveStaff({ '/api/staff/me': () => ok(staffOperator) });
    renderConsole('/staff/operators');
    expect(await screen.findByRole('heading', { name: '권한이 없어요' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '운영자 관리' })).toBeTruthy();
    expect(screen.getByText(/이 화면은 관리자만 쓸 수 있어요/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '입장 스캐너로 돌아가기' }).getAttribute('href')).toBe(
      '/staff',
    );
    expect(screen.queryByRole('form', { name: '운영자 추가' })).toBeNull();
    expect(api.callsTo('/api/staff/operators')).toEqual([]);
  });

  it('says an EDITOR page is for 편집자와 관리자만 (with its particle)', async () => {
    serveStaff({ '/api/staff/me': () => ok(staffOperator) });
    renderConsole('/staff/notices');
    expect(await screen.findByRole('heading', { name: '권한이 없어요' })).toBeTruthy();
    expect(
      screen.getByText(
        '이 화면은 편집자와 관리자만 쓸 수 있어요. 필요하면 관리자에게 요청해 주세요.',
      ),
    ).toBeTruthy();
  });

  it('opens 운영자 관리 for an ADMIN', async () => {
    serveStaff({ '/api/staff/operators': () => ok([]) });
    renderConsole('/staff/operators');
    expect(await screen.findByRole('form', { name: '운영자 추가' })).toBeTruthy();
    expect(screen.getByText('이용: 관리자만')).toBeTruthy();
  });

  it('sends an unknown console path to the scanner', async () => {
    serveStaff();
    const { where } = renderConsole('/staff/no/such/page');
    await waitFor(() => expect(where()?.pathname).toBe('/staff'));
    expect(await screen.findByRole('heading', { level: 1, name: '입장 확인' })).toBeTruthy();
  });

  it('shows the login without the shell', async () => {
    serveStaff();
    renderConsole('/staff/login');
    expect(await screen.findByRole('heading', { level: 1, name: '스태프 콘솔' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '콘솔 메뉴' })).toBeNull();
  });
});
