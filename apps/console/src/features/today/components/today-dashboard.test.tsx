import { act, screen, waitFor, within } from '@testing-library/react';
import type { SetupChecklist } from '@venue/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api';
import {
  adminOperator,
  staffDashboard as day,
  staffHeadcount,
  staffOperator,
} from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';
import { DASHBOARD_REFRESH_MS } from '../api/get-dashboard';
import { HEADCOUNT_REFRESH_MS } from '../api/get-headcount';

afterEach(() => {
  vi.useRealTimers();
});

describe('/staff/today', () => {
  it('shows a STAFF operator the day: arrivals, floors, instances, draws and open inquiries', async () => {
    serveStaff({
      '/api/staff/me': () => ok(staffOperator),
      '/api/staff/dashboard': () => ok(day()),
      '/api/staff/headcount': () => ok(staffHeadcount()),
    });
    renderConsole('/staff/today');
    expect(await screen.findByRole('heading', { level: 1, name: '오늘' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: '방문 요약' });
    expect(summary.textContent).toContain('오늘 입장42명');
    expect(summary.textContent).toContain('최근 1시간7명');
    expect(summary.textContent).toContain('지금 관내19명');
    const floors = screen.getByRole('region', { name: '층별 관내 인원' });
    await waitFor(() =>
      expect(
        within(floors)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['입구 (층 미확인)4명', '1층7명 / 50명여유 14%', '2층8명 / 10명거의 참 80%']),
    );
    expect(floors.textContent).toContain('입장 기준');
    expect(floors.textContent).toContain('2층: 수용 인원의 80%를 넘었어요.');
    const week = screen.getByRole('region', { name: '지난 7일' });
    const rows = within(week).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[7]?.textContent).toBe('11.26 (목)42명16601');
    expect(
      within(week).getByRole('link', { name: '통계에서 자세히 보기' }).getAttribute('href'),
    ).toBe('/staff/stats');
    const instances = screen.getByRole('region', { name: '오늘의 회차' });
    expect(instances.textContent).toContain('14:00–15:00 향수 클래스');
    expect(instances.textContent).toContain('예약4건 (5명)');
    expect(instances.textContent).toContain('잔여5석');
    expect(
      within(screen.getByRole('region', { name: '대기 신청과 빈자리' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '오늘 취소로 생긴 자리3석',
      '대기자로 다시 채운 자리2석',
      '답을 기다리는 예약 제안1건',
      '대기 중인 회원4명',
      `오늘 불참${day().instances.reduce((sum, i) => sum + i.noShow, 0)}건`,
    ]);
    expect(screen.getByRole('region', { name: '오늘 발표하는 추첨' }).textContent).toContain(
      '18:00 발표 · 응모 120건 · 당첨 3',
    );
    expect(screen.getByRole('link', { name: '문의 보기' }).getAttribute('href')).toBe(
      '/staff/inquiries?status=WAITING',
    );
  });

  it('asks again by itself every 30 seconds and shows the new counts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let arrivals = 1;
    const api = serveStaff({
      '/api/staff/dashboard': () => ok(day({ checkedInToday: arrivals })),
    });
    renderConsole('/staff/today');
    const summary = await screen.findByRole('region', { name: '방문 요약' });
    expect(summary.textContent).toContain('오늘 입장1명');
    arrivals = 2;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS + 100);
    });
    await waitFor(() => expect(summary.textContent).toContain('오늘 입장2명'));
    expect(api.callsTo('/api/staff/dashboard').length).toBeGreaterThanOrEqual(2);
  });

  it('asks for the headcount every 15 seconds and warns when a floor is full', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let upstairs = 8;
    const api = serveStaff({
      '/api/staff/me': () => ok(staffOperator),
      '/api/staff/dashboard': () => ok(day()),
      '/api/staff/headcount': () => {
        const base = staffHeadcount();
        return ok({
          ...base,
          floors: base.floors.map((floor) =>
            floor.floorIdx === 2
              ? {
                  ...floor,
                  inBuilding: upstairs,
                  ratio: upstairs / 10,
                  level: upstairs >= 10 ? ('FULL' as const) : ('NEAR' as const),
                }
              : floor,
          ),
        });
      },
    });
    renderConsole('/staff/today');
    const floors = await screen.findByRole('region', { name: '층별 관내 인원' });
    await waitFor(() => expect(floors.textContent).toContain('거의 참 80%'));
    upstairs = 10;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HEADCOUNT_REFRESH_MS + 100);
    });
    await waitFor(() => expect(floors.textContent).toContain('가득 참 100%'));
    expect(floors.textContent).toContain('2층: 수용 인원이 찼어요. 입장을 잠시 멈춰 주세요.');
    expect(api.callsTo('/api/staff/headcount').length).toBeGreaterThanOrEqual(2);
    // the dashboard itself waits for its own 30 seconds
    expect(api.callsTo('/api/staff/dashboard')).toHaveLength(1);
  });

  describe('운영 준비, the setup checklist', () => {
    /** An empty production start: nothing set up, no provider configured. */
    const emptyVenue = (overrides: Partial<SetupChecklist> = {}): SetupChecklist => ({
      venueIdentity: { done: false, blocking: false },
      signupTerms: { done: false, blocking: true, missing: ['TOS001', 'TOS002', 'TOS003'] },
      floors: { done: false, blocking: false, count: 0 },
      programs: { done: false, blocking: true, count: 0 },
      providers: {
        done: false,
        blocking: true,
        kakao: 'MISSING',
        tid: 'MISSING',
        identity: 'MISSING',
      },
      maintenance: { done: true, blocking: false, endAt: null },
      privacyPolicy: { done: false, blocking: false },
      ...overrides,
    });

    const items = () =>
      within(screen.getByRole('list', { name: '운영 준비 항목' })).getAllByRole('listitem');
    const item = (name: string) =>
      items().find((li) => within(li).queryByRole('heading', { level: 3, name })) as HTMLElement;

    it('shows an ADMIN what blocks visitors, in words, with a link to the page that fixes each', async () => {
      serveStaff({
        '/api/staff/me': () => ok(adminOperator),
        '/api/staff/dashboard': () => ok(day()),
        '/api/staff/setup-checklist': () => ok(emptyVenue()),
      });
      renderConsole('/staff/today');
      const card = await screen.findByRole('region', { name: '운영 준비 1/7' });
      expect(card.textContent).toContain('방문자가 이용하지 못하게 막는 항목이 3개 있어요.');
      expect(
        items().map((li) => within(li).getByRole('heading', { level: 3 }).textContent),
      ).toEqual([
        '공간 정보',
        '가입 약관 게시',
        '층',
        '게시한 프로그램',
        '로그인과 본인인증',
        '점검 모드',
        '개인정보처리방침',
      ]);

      const terms = item('가입 약관 게시');
      expect(terms.textContent).toContain('방문자 이용 불가');
      expect(terms.textContent).toContain(
        '필수 약관을 게시하기 전에는 아무도 가입할 수 없어요. 게시할 약관: 서비스 이용약관, 개인정보 수집 및 이용 동의, 개인정보 처리업무 위탁 동의.',
      );
      expect(
        within(terms).getByRole('link', { name: '약관에서 설정하기' }).getAttribute('href'),
      ).toBe('/staff/terms');
      expect(item('공간 정보').textContent).toContain('할 일');
      expect(
        within(item('공간 정보'))
          .getByRole('link', { name: '운영 설정에서 설정하기' })
          .getAttribute('href'),
      ).toBe('/staff/venue-settings');
      expect(
        within(item('층')).getByRole('link', { name: '층에서 설정하기' }).getAttribute('href'),
      ).toBe('/staff/floors');
      expect(
        within(item('게시한 프로그램'))
          .getByRole('link', { name: '프로그램에서 설정하기' })
          .getAttribute('href'),
      ).toBe('/staff/programs');
      const providers = item('로그인과 본인인증');
      expect(providers.textContent).toContain(
        '카카오 로그인 설정 안 됨 · T아이디 로그인 설정 안 됨 · 휴대폰 본인인증 설정 안 됨.',
      );
      expect(providers.textContent).toContain('서버 담당자에게 요청해 주세요.');
      expect(within(providers).queryByRole('link')).toBeNull();
      const maintenance = item('점검 모드');
      expect(maintenance.textContent).toContain('완료');
      expect(within(maintenance).queryByRole('link')).toBeNull();
    });

    it('tells a STAFF operator who may fix what their role cannot open', async () => {
      serveStaff({
        '/api/staff/me': () => ok(staffOperator),
        '/api/staff/dashboard': () => ok(day()),
        '/api/staff/setup-checklist': () => ok(emptyVenue()),
      });
      renderConsole('/staff/today');
      await screen.findByRole('region', { name: '운영 준비 1/7' });
      expect(within(item('가입 약관 게시')).queryByRole('link')).toBeNull();
      expect(item('가입 약관 게시').textContent).toContain(
        '약관은 편집자와 관리자가 설정할 수 있어요.',
      );
      expect(item('공간 정보').textContent).toContain('운영 설정은 관리자가 설정할 수 있어요.');
    });

    it('says which logins are hidden and the maintenance end, and one line once all is done', async () => {
      let list = emptyVenue({
        venueIdentity: { done: true, blocking: false },
        signupTerms: { done: true, blocking: false, missing: [] },
        floors: { done: true, blocking: false, count: 3 },
        programs: { done: true, blocking: false, count: 12 },
        providers: {
          done: true,
          blocking: false,
          kakao: 'CONFIGURED',
          tid: 'MISSING',
          identity: 'CONFIGURED',
        },
        maintenance: { done: false, blocking: true, endAt: '2026-11-26T05:00:00+09:00' },
        privacyPolicy: { done: true, blocking: false },
      });
      serveStaff({
        '/api/staff/dashboard': () => ok(day()),
        '/api/staff/setup-checklist': () => ok(list),
      });
      const { queryClient } = renderConsole('/staff/today');
      await screen.findByRole('region', { name: '운영 준비 6/7' });
      expect(item('층').textContent).toContain('층 3개를 만들었어요.');
      expect(item('로그인과 본인인증').textContent).toContain(
        '설정하지 않은 T아이디 로그인 버튼은 보이지 않아요.',
      );
      expect(item('점검 모드').textContent).toContain(
        '점검 중이에요(2026-11-26 05:00까지). 방문자는 점검 안내 화면만 볼 수 있어요.',
      );

      list = { ...list, maintenance: { done: true, blocking: false, endAt: null } };
      await act(async () => {
        await queryClient.invalidateQueries();
      });
      const done = await screen.findByRole('region', { name: '운영 준비' });
      expect(done.textContent).toContain('운영 준비를 모두 마쳤어요.');
      expect(screen.queryByRole('list', { name: '운영 준비 항목' })).toBeNull();
    });
  });
});
