import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@venue/contract';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as SettingArea } from '../../../app/routes/setting/setting-area';
import { Component as TermsPreviewRoute } from '../../../app/routes/setting/terms-preview';
import buttonStyles from '../../../components/ui/button.module.css';
import { apiClientEffects } from '../../../lib/api-client';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { getAccessToken, removeAccessToken, setAccessToken } from '../../../stores/session-store';
import { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';
import { aMember } from '../../../testing/member-fixture';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { WITHDRAW_COMPLETE_KEY } from '../settings-rules';

const USER_INFO = '/api/getuserinfo';

const member = (overrides: Partial<UserInfo> = {}): UserInfo =>
  aMember({ userType: 'kakao,tid', beforeUserType: 'tid', tidSubId: 't', ...overrides });

const failure = (status: number, errorCode = 'INTERNAL', message = '오류'): FakeAnswer => ({
  error: { status, errorCode, message },
});

let location: Location | undefined;
const probe = <LocationProbe onChange={(l) => (location = l)} />;
const elsewhere = (path: string, text: string) => ({
  path,
  element: (
    <>
      <p>{text}</p>
      {probe}
    </>
  ),
});

function renderArea(path: string) {
  return renderWithProviders(
    <>
      <SettingArea />
      {probe}
    </>,
    {
      path,
      routePath: '/setting/*',
      extraRoutes: [elsewhere('/login', '로그인 화면'), elsewhere('/', '홈 화면')],
    },
  );
}

const alertTitles = () => getAlerts().map((alert) => [alert.title, alert.subtitle]);

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(apiClientEffects, 'alert').mockImplementation(() => {});
  setAccessToken('member-jwt');
});
afterEach(() => {
  alertSpy.mockRestore();
  removeAccessToken();
  clearAlerts();
  window.sessionStorage.clear();
});

describe('/setting', () => {
  it('sends a guest to log in, with a way back', async () => {
    removeAccessToken();
    fakeApi({});
    renderArea('/setting/terms');
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
    expect(new URLSearchParams(location?.search).get('redirect')).toBe('/setting/terms');
  });

  it('links to account info, easy login, consents and withdrawal, and logs out', async () => {
    const api = fakeApi({ [USER_INFO]: () => ok(member()), '/api/auth/logout': () => ok(null) });
    renderArea('/setting');
    const nav = await screen.findByRole('navigation', { name: '설정 메뉴' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['계정 정보', '/setting/info'],
      ['간편 로그인 관리', '/setting/easy'],
      ['약관 및 마케팅 동의', '/setting/terms'],
      ['서비스 탈퇴', '/setting/withdraw'],
    ]);
    await userEvent.click(within(nav).getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('홈 화면')).toBeTruthy();
    expect(api.callsTo('/api/auth/logout')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
  });

  it('shows the account information with the phone number masked', async () => {
    fakeApi({ [USER_INFO]: () => ok(member()) });
    renderArea('/setting/info');
    const facts = await screen.findByText('010-****-5678');
    expect(facts).toBeTruthy();
    expect(screen.getByText('1990.05.05')).toBeTruthy();
    expect(screen.getByText('KT')).toBeTruthy();
    expect(screen.getByText('카카오, T아이디')).toBeTruthy();
    expect(screen.queryByText('01012345678')).toBeNull();
  });
});

describe('/setting/easy', () => {
  it('keeps the current login from being unlinked, unlinks another and refreshes the list with a toast', async () => {
    let user = member();
    const api = fakeApi({
      [USER_INFO]: () => ok(user),
      '/api/auth/unlink/account': () => {
        user = member({ userType: 'kakao', beforeUserType: null, tidSubId: null });
        return ok({ userType: 'kakao' });
      },
    });
    renderArea('/setting/easy');
    const kakao = await screen.findByRole('button', { name: '카카오 연결 해제' });
    expect((kakao as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('지금 로그인에 사용 중이에요')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'T아이디 연결 해제' }));
    expect(await screen.findByRole('button', { name: 'T아이디 연결하기' })).toBeTruthy();
    expect(api.callsTo('/api/auth/unlink/account')[0]?.body).toEqual({
      userIdx: 7,
      beforeUserType: 'tid',
    });
    expect(screen.getByRole('status').textContent).toBe('연결을 해제했어요.');
  });

  it('says 통신오류 / 연결해제 중 오류가 발생했습니다. when the unlink fails', async () => {
    fakeApi({
      [USER_INFO]: () => ok(member()),
      '/api/auth/unlink/account': () => failure(503, 'SERVICE_UNAVAILABLE'),
    });
    renderArea('/setting/easy');
    await userEvent.click(await screen.findByRole('button', { name: 'T아이디 연결 해제' }));
    await waitFor(() =>
      expect(alertTitles()).toEqual([['통신오류', '연결해제 중 오류가 발생했습니다.']]),
    );
    expect(screen.getByRole('button', { name: 'T아이디 연결 해제' })).toBeTruthy();
  });

  it('starts linking a provider through authorize with purpose link and comes back here', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    try {
      const api = fakeApi({
        [USER_INFO]: () => ok(member({ userType: 'kakao', beforeUserType: null })),
        '/api/auth/authorize': () => ok({ url: 'http://localhost/sandbox/idp/tid/auth?x=1' }),
      });
      renderArea('/setting/easy');
      await userEvent.click(await screen.findByRole('button', { name: 'T아이디 연결하기' }));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/idp/tid/auth?x=1'),
      );
      expect(api.callsTo('/api/auth/authorize')[0]?.body).toEqual({
        provider: 'tid',
        purpose: 'link',
      });
      expect(window.sessionStorage.getItem('loginRedirect')).toBe('/setting/easy');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('/setting/terms', () => {
  // The seeded names (apps/server/src/db/seed/terms.ts), as signup shows them.
  const terms = [
    {
      termsIdx: 41,
      termsCode: 'TOS004',
      version: 1,
      requiredYn: 'N',
      termsName: '맞춤형 서비스를 위한 개인정보 수집·이용 동의',
      termsDescription: '<p>a</p>',
    },
    {
      termsIdx: 42,
      termsCode: 'TOS005',
      version: 1,
      requiredYn: 'N',
      termsName: '개인정보 제3자 제공 동의',
      termsDescription: '<p>b</p>',
    },
    {
      termsIdx: 43,
      termsCode: 'TOS006',
      version: 1,
      requiredYn: 'N',
      termsName: '마케팅 정보 수신 동의',
      termsDescription: '<p>c</p>',
    },
  ];

  const switchNames = () =>
    within(screen.getByRole('list', { name: '동의 항목' }))
      .getAllByRole('switch')
      .map((item) => item.getAttribute('aria-labelledby') && item);

  it('turns the visit reminder off at once, says so, and puts it back when the server refuses', async () => {
    let refuse = false;
    const api = fakeApi({
      [USER_INFO]: () => ok(member({ telecomCode: '02' })),
      '/api/terms/list': () => ok(terms),
      '/api/settings/notifications': (body) =>
        refuse
          ? { error: { status: 500, errorCode: 'INTERNAL_ERROR', message: '오류' } }
          : ok({ visitReminderYn: body.visitReminderYn }),
    });
    const user = userEvent.setup();
    renderArea('/setting/terms');
    const reminder = await screen.findByRole('switch', { name: '방문 리마인더 알림톡' });
    expect(reminder.getAttribute('aria-checked')).toBe('true');
    expect(reminder.getAttribute('aria-describedby')).toBe('visit-reminder-note');
    await user.click(reminder);
    expect(await screen.findByText('방문 리마인더를 껐어요.')).toBeTruthy();
    expect(reminder.getAttribute('aria-checked')).toBe('false');
    expect(api.callsTo('/api/settings/notifications').map((call) => call.body)).toEqual([
      { visitReminderYn: 'N' },
    ]);
    refuse = true;
    await user.click(reminder);
    await waitFor(() => expect(getAlerts()[0]?.title).toBe('방문 리마인더 변경에 실패했습니다.'));
    expect(reminder.getAttribute('aria-checked')).toBe('false');
  });

  it('names each switch by its term record, as signup does, and links it to that term', async () => {
    fakeApi({
      [USER_INFO]: () => ok(member({ telecomCode: '02', marketingAgreementYn: 'Y' })),
      '/api/terms/list': () => ok(terms),
    });
    renderArea('/setting/terms');
    const marketing = await screen.findByRole('switch', { name: '(선택) 마케팅 정보 수신 동의' });
    expect(marketing.getAttribute('aria-checked')).toBe('true');
    const userInfo = screen.getByRole('switch', {
      name: '(선택) 맞춤형 서비스를 위한 개인정보 수집·이용 동의',
    });
    expect(userInfo.getAttribute('aria-checked')).toBe('true');
    // KT (02) is not an MVNO: TOS005 is not offered, as at signup.
    expect(switchNames()).toHaveLength(2);
    expect(screen.queryByText(/개인정보 제3자 제공 동의/)).toBeNull();
    expect(
      screen.getByRole('link', { name: '마케팅 정보 수신 동의 전문 보기' }).getAttribute('href'),
    ).toBe('/terms/preview/43');
    expect(
      screen
        .getByRole('link', { name: '맞춤형 서비스를 위한 개인정보 수집·이용 동의 전문 보기' })
        .getAttribute('href'),
    ).toBe('/terms/preview/41');
  });

  it('shows TOS005 to an MVNO member, linked to TOS005, and to anyone whose flag is on', async () => {
    fakeApi({
      [USER_INFO]: () => ok(member({ telecomCode: '05' })),
      '/api/terms/list': () => ok(terms),
    });
    const { unmount } = renderArea('/setting/terms');
    const ad = await screen.findByRole('switch', { name: '(선택) 개인정보 제3자 제공 동의' });
    expect(ad.getAttribute('aria-checked')).toBe('false');
    expect(switchNames()).toHaveLength(3);
    expect(
      screen.getByRole('link', { name: '개인정보 제3자 제공 동의 전문 보기' }).getAttribute('href'),
    ).toBe('/terms/preview/42');
    unmount();

    fakeApi({
      [USER_INFO]: () => ok(member({ telecomCode: '01', adInfoAgreementYn: 'Y' })),
      '/api/terms/list': () => ok(terms),
    });
    renderArea('/setting/terms');
    const stillOn = await screen.findByRole('switch', { name: '(선택) 개인정보 제3자 제공 동의' });
    expect(stillOn.getAttribute('aria-checked')).toBe('true');
  });

  it('switches a consent at once and the toast names the term', async () => {
    const api = fakeApi({
      [USER_INFO]: () => ok(member()),
      '/api/terms/list': () => ok(terms),
      '/api/updateTermsInfo': () =>
        ok({ userInfoAgreementYn: 'Y', adInfoAgreementYn: 'N', marketingAgreementYn: 'Y' }),
    });
    renderArea('/setting/terms');
    const marketing = await screen.findByRole('switch', { name: '(선택) 마케팅 정보 수신 동의' });
    expect(marketing.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(marketing);
    expect(marketing.getAttribute('aria-checked')).toBe('true');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('‘마케팅 정보 수신 동의’에 동의했어요.'),
    );
    expect(api.callsTo('/api/updateTermsInfo')[0]?.body).toEqual({
      userIdx: 7,
      marketingAgreementYn: 'Y',
    });
  });

  it('puts the switch back and says "{label} 변경에 실패했습니다." when the change fails', async () => {
    let answer!: (value: FakeAnswer) => void;
    fakeApi({
      [USER_INFO]: () => ok(member()),
      '/api/terms/list': () => ok(terms),
      '/api/updateTermsInfo': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    renderArea('/setting/terms');
    const userInfo = await screen.findByRole('switch', {
      name: '(선택) 맞춤형 서비스를 위한 개인정보 수집·이용 동의',
    });
    await userEvent.click(userInfo);
    expect(userInfo.getAttribute('aria-checked')).toBe('false'); // changed at once
    answer(failure(503, 'SERVICE_UNAVAILABLE'));
    await waitFor(() => expect(userInfo.getAttribute('aria-checked')).toBe('true'));
    expect(alertTitles()).toEqual([
      ['맞춤형 서비스를 위한 개인정보 수집·이용 동의 변경에 실패했습니다.', undefined],
    ]);
  });
});

describe('/setting/withdraw', () => {
  it('styles 탈퇴하기 as destructive, on the page and in the confirmation', async () => {
    fakeApi({ [USER_INFO]: () => ok(member()) });
    renderArea('/setting/withdraw');
    const start = await screen.findByRole('button', { name: '탈퇴하기' });
    expect(start.className).toContain(buttonStyles.danger);
    expect(start.className).not.toContain(buttonStyles.primary);
    await userEvent.click(screen.getByRole('checkbox', { name: /탈퇴에 동의해요/ }));
    await userEvent.click(start);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '탈퇴하기' }).className).toContain(
      buttonStyles.danger,
    );
  });

  it('says exactly what is deleted at once and what is kept 5 years, and thanks no one before the withdrawal', async () => {
    fakeApi({ [USER_INFO]: () => ok(member()) });
    renderArea('/setting/withdraw');
    const deleted = await screen.findByRole('list', { name: '탈퇴하면 바로 삭제돼요' });
    const kept = screen.getByRole('list', { name: '5년간 보관한 뒤 파기돼요' });
    expect(within(deleted).getByText(/이름, 휴대폰 번호/)).toBeTruthy();
    expect(within(deleted).getByText(/T아이디·카카오 로그인/)).toBeTruthy();
    expect(within(deleted).getByText(/1:1 문의/)).toBeTruthy();
    expect(within(kept).getByText(/^예약·응모 내역/)).toBeTruthy();
    expect(within(kept).getByText(/체크인 기록/)).toBeTruthy();
    // Nothing listed as deleted at once is also said to be kept.
    expect(within(kept).queryByText(/회원 정보/)).toBeNull();
    expect(screen.queryByText(/회원 정보는 바로 삭제/)).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: /탈퇴에 동의해요/ }));
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    const dialog = await screen.findByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    expect(dialog.textContent).not.toMatch(/고마웠어요|고마워요|감사/);
  });

  it('asks for the agreement, confirms, withdraws, ends the session and shows the complete page once', async () => {
    const api = fakeApi({ [USER_INFO]: () => ok(member()), '/api/withdraw': () => ok(null) });
    renderArea('/setting/withdraw');
    expect(await screen.findByText(/탈퇴 후 5년간 보관/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    expect(alertTitles()).toEqual([['탈퇴 안내를 확인하고 동의해 주세요.', undefined]]);
    clearAlerts();
    expect(api.callsTo('/api/withdraw')).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: /탈퇴에 동의해요/ }));
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    const dialog = await screen.findByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));

    expect(await screen.findByRole('heading', { name: '탈퇴가 완료되었어요' })).toBeTruthy();
    expect(location?.pathname).toBe('/setting/withdraw/complete');
    expect(api.callsTo('/api/withdraw')).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    // The page spends the flag in an effect, which may run just after the heading is painted.
    await waitFor(() => expect(window.sessionStorage.getItem(WITHDRAW_COMPLETE_KEY)).toBeNull());
  });

  it('says 오류 / 서비스 탈퇴 중 에러가 발생했습니다. when the withdrawal fails, keeping the session', async () => {
    fakeApi({ [USER_INFO]: () => ok(member()), '/api/withdraw': () => failure(500) });
    renderArea('/setting/withdraw');
    await userEvent.click(await screen.findByRole('checkbox', { name: /탈퇴에 동의해요/ }));
    await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() =>
      expect(alertTitles()).toEqual([['오류', '서비스 탈퇴 중 에러가 발생했습니다.']]),
    );
    expect(getAccessToken()).toBe('member-jwt');
    expect(location?.pathname).toBe('/setting/withdraw');
  });

  it('sends a visitor who reaches the complete page otherwise to the home page', async () => {
    removeAccessToken();
    fakeApi({});
    renderArea('/setting/withdraw/complete');
    expect(await screen.findByText('홈 화면')).toBeTruthy();
  });
});

describe('/terms/preview/{id}', () => {
  const renderPreview = (path: string) =>
    renderWithProviders(<TermsPreviewRoute />, { path, routePath: '/terms/preview/:termsIdx' });

  it('shows the term sanitized', async () => {
    fakeApi({
      '/api/terms/preview': () =>
        ok({
          termsIdx: 3,
          termsName: '마케팅 활용 동의',
          termsDescription: '<p>본문</p><img src=x onerror="alert(1)">',
        }),
    });
    renderPreview('/terms/preview/3');
    expect(await screen.findByRole('heading', { name: '마케팅 활용 동의' })).toBeTruthy();
    expect(screen.getByText('본문')).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it.each([
    ['/terms/preview/0', null, '잘못된 약관 ID 입니다.'],
    ['/terms/preview/abc', null, '잘못된 약관 ID 입니다.'],
    [
      '/terms/preview/9',
      failure(404, 'NOT_FOUND', '약관 데이터가 없습니다.'),
      '약관 데이터가 없습니다.',
    ],
    ['/terms/preview/9', failure(500), '약관 조회에 실패했습니다.'],
  ])('%s shows %s → the spec text', async (path, answer, text) => {
    const api = fakeApi({ '/api/terms/preview': () => answer ?? ok(null) });
    renderPreview(path);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    if (answer === null) expect(api.callsTo('/api/terms/preview')).toHaveLength(0);
  });
});
