import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Terms } from '@venue/contract';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAlerts, confirmAlert, getAlerts } from '../../../stores/alert-store';
import {
  clearAuthState,
  getAuthState,
  type IdentifiedUser,
  updateAuthState,
} from '../../../stores/auth-store';
import { getAccessToken, removeAccessToken } from '../../../stores/session-store';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { type FakeAnswer, fakeApi } from '../testing/fake-api';
import { SignupTerms } from './signup-terms';

function term(idx: number, code: Terms['termsCode'], requiredYn: 'Y' | 'N', name: string): Terms {
  return {
    termsIdx: idx,
    termsCode: code,
    version: 1,
    requiredYn,
    termsName: name,
    termsDescription: `<p>${name} 본문</p><script>alert(1)</script>`,
  };
}

const terms = [
  term(4, 'TOS004', 'N', '맞춤형 서비스를 위한 개인정보 수집·이용 동의'),
  term(1, 'TOS001', 'Y', '서비스 이용약관'),
  term(5, 'TOS005', 'N', '개인정보 제3자 제공 동의'),
  term(2, 'TOS002', 'Y', '개인정보 수집 및 이용 동의'),
  term(6, 'TOS006', 'N', '마케팅 정보 수신 동의'),
  term(3, 'TOS003', 'Y', '개인정보 처리업무 위탁 동의'),
];

const adult: IdentifiedUser = {
  seq: 'seq-adult',
  name: '김하늘',
  birthYmd: '1990-05-05',
  gender: 'F',
  foreignerYn: 'N',
  telco: '01',
  phoneNumber: '01012345678',
  overlapYn: 'N',
  under14Yn: 'N',
};

function renderTos(
  query: string,
  signup: (body: Record<string, unknown>) => FakeAnswer = () => ({
    data: { jwt: 'member-jwt', userIdx: 7 },
  }),
  termsList: () => FakeAnswer = () => ({ data: terms }),
) {
  const api = fakeApi({
    '/api/terms/list': termsList,
    '/api/auth/complete/signup': signup,
  });
  const locations: Location[] = [];
  renderWithProviders(<SignupTerms />, {
    path: `/tos${query}`,
    routePath: '/tos',
    extraRoutes: [{ path: '*', element: <LocationProbe onChange={(l) => locations.push(l)} /> }],
  });
  const where = () => {
    const last = locations.at(-1);
    return last ? `${last.pathname}${last.search}` : '/tos';
  };
  return { api, where, locations };
}

const box = (name: RegExp | string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

beforeEach(() => {
  clearAuthState();
  updateAuthState({
    authId: 'kakao-sub',
    authSubsId: 'kakao-subs',
    authType: 'kakao',
    loginTicket: 'ticket',
    userInfo: adult,
  });
});

afterEach(() => {
  clearAlerts();
  clearAuthState();
  removeAccessToken();
});

describe('/tos', () => {
  it('lists required terms first with (필수)/(선택), and the adult age confirmation', async () => {
    const { api } = renderTos('?under14=false');
    await screen.findByText('약관 전체 동의');
    expect(
      screen
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label') ?? c.closest('label')?.textContent),
    ).toEqual([
      '약관 전체 동의',
      '(필수) 만 14세 이상입니다',
      '(필수) 서비스 이용약관',
      '(필수) 개인정보 수집 및 이용 동의',
      '(필수) 개인정보 처리업무 위탁 동의',
      '(선택) 맞춤형 서비스를 위한 개인정보 수집·이용 동의',
      '(선택) 마케팅 정보 수신 동의',
    ]);
    expect(api.callsTo('/api/terms/list')).toHaveLength(1);
  });

  it('offers TOS005 to an MVNO carrier', async () => {
    updateAuthState({ userInfo: { ...adult, telco: '06' } });
    renderTos('?under14=false');
    await screen.findByText('약관 전체 동의');
    expect(box('(선택) 개인정보 제3자 제공 동의')).toBeTruthy();
  });

  it('asks an under-14 member to confirm the guardian consent', async () => {
    updateAuthState({
      userInfo: { ...adult, under14Yn: 'Y' },
      legalguardianInfo: { ...adult, seq: 'seq-guardian' },
    });
    renderTos('?under14=true');
    expect(await screen.findByText('만 14세 미만이며 법정대리인의 동의를 받았습니다')).toBeTruthy();
  });

  it('shows the all-check box as indeterminate while only some items are checked', async () => {
    const user = userEvent.setup();
    renderTos('?under14=false');
    await screen.findByText('약관 전체 동의');
    const all = box('약관 전체 동의');
    expect([all.checked, all.indeterminate]).toEqual([false, false]);
    await user.click(box('(필수) 서비스 이용약관'));
    expect([all.checked, all.indeterminate]).toEqual([false, true]);
    await user.click(all);
    expect([all.checked, all.indeterminate]).toEqual([true, false]);
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').every((c) => c.checked)).toBe(true);
    await user.click(box('(선택) 마케팅 정보 수신 동의'));
    expect([all.checked, all.indeterminate]).toEqual([false, true]);
    await user.click(all);
    await user.click(all);
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').some((c) => c.checked)).toBe(false);
  });

  it('opens a term to read it, sanitized, and agreeing there checks it', async () => {
    const user = userEvent.setup();
    renderTos('?under14=false');
    await screen.findByText('약관 전체 동의');
    await user.click(screen.getByRole('button', { name: '서비스 이용약관 보기' }));
    const sheet = screen.getByRole('dialog', { name: '서비스 이용약관' });
    expect(within(sheet).getByText('서비스 이용약관 본문')).toBeTruthy();
    expect(sheet.querySelector('script')).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: '동의하기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(box('(필수) 서비스 이용약관').checked).toBe(true);
  });

  it('refuses to sign up until every required term and the age are checked', async () => {
    const user = userEvent.setup();
    const { api } = renderTos('?under14=false');
    await screen.findByText('약관 전체 동의');
    const submit = screen.getByRole('button', { name: '동의하고 가입하기' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.click(box('(필수) 서비스 이용약관'));
    await user.click(box('(필수) 개인정보 수집 및 이용 동의'));
    await user.click(box('(필수) 개인정보 처리업무 위탁 동의'));
    await user.click(submit);
    expect(getAlerts().map((a) => a.title)).toEqual(['필수 약관에 모두 동의해 주세요.']);
    expect(api.callsTo('/api/auth/complete/signup')).toHaveLength(0);
    await user.click(box('(필수) 만 14세 이상입니다'));
    expect(submit.getAttribute('aria-disabled')).toBe('false');
  });

  it('signs up with the agreement flags, stores the jwt, clears the signup and shows /complet', async () => {
    const user = userEvent.setup();
    updateAuthState({ userInfo: { ...adult, telco: '04' } });
    const { api, where, locations } = renderTos('?under14=false');
    await screen.findByText('약관 전체 동의');
    // They came to log in from a program's page: /complet offers the way back to it.
    window.sessionStorage.setItem('loginRedirect', '/program/12');
    await user.click(box('약관 전체 동의'));
    await user.click(box('(선택) 맞춤형 서비스를 위한 개인정보 수집·이용 동의'));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    await waitFor(() => expect(where()).toBe('/complet'));
    expect(locations.at(-1)?.state).toEqual({ name: '김하늘', returnTo: '/program/12' });
    expect(window.sessionStorage.getItem('loginRedirect')).toBeNull();
    expect(api.callsTo('/api/auth/complete/signup')[0]?.body).toEqual({
      loginTicket: 'ticket',
      seq: 'seq-adult',
      userType: 'kakao',
      kakaoSubId: 'kakao-sub',
      kakaoSubsId: 'kakao-subs',
      name: '김하늘',
      birthYmd: '1990-05-05',
      gender: 'F',
      telco: '04',
      phoneNumber: '01012345678',
      foreignerYn: 'N',
      under14Yn: 'N',
      userInfoAgreementYn: 'N',
      adInfoAgreementYn: 'Y',
      marketingAgreementYn: 'Y',
      termsList: [
        { termsIdx: 1, termsCode: 'TOS001', agreementYn: 'Y' },
        { termsIdx: 2, termsCode: 'TOS002', agreementYn: 'Y' },
        { termsIdx: 3, termsCode: 'TOS003', agreementYn: 'Y' },
        { termsIdx: 4, termsCode: 'TOS004', agreementYn: 'N' },
        { termsIdx: 5, termsCode: 'TOS005', agreementYn: 'Y' },
        { termsIdx: 6, termsCode: 'TOS006', agreementYn: 'Y' },
      ],
    });
    expect(getAccessToken()).toBe('member-jwt');
    expect(getAuthState()).toMatchObject({ authType: null, loginTicket: null, userInfo: null });
  });

  it("sends the guardian's verification with an under-14 signup", async () => {
    const user = userEvent.setup();
    updateAuthState({
      userInfo: { ...adult, under14Yn: 'Y' },
      legalguardianInfo: { ...adult, seq: 'seq-guardian' },
    });
    const { api, where } = renderTos('?under14=true');
    await screen.findByText('약관 전체 동의');
    await user.click(box('약관 전체 동의'));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    await waitFor(() => expect(where()).toBe('/complet'));
    expect(api.callsTo('/api/auth/complete/signup')[0]?.body).toMatchObject({
      seq: 'seq-adult',
      guardianSeq: 'seq-guardian',
      under14Yn: 'Y',
    });
  });

  it("shows the server's message when signup fails, then goes to /login", async () => {
    const user = userEvent.setup();
    const { where } = renderTos('?under14=false', () => ({
      error: { status: 409, errorCode: 'ALREADY_MEMBER', message: '이미 가입된 회원입니다.' },
    }));
    await screen.findByText('약관 전체 동의');
    await user.click(box('약관 전체 동의'));
    await user.click(screen.getByRole('button', { name: '동의하고 가입하기' }));
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual(['이미 가입된 회원입니다.']),
    );
    expect(where()).toBe('/tos');
    confirmAlert();
    await waitFor(() => expect(where()).toBe('/login'));
    expect(getAccessToken()).toBeNull();
  });

  it('keeps an under-14 member without a verified guardian away', () => {
    updateAuthState({ userInfo: { ...adult, under14Yn: 'Y' } });
    const { where } = renderTos('?under14=true');
    expect(where()).toBe('/identification14');
  });

  describe('while the venue has not published its signup terms', () => {
    it('says signup is closed for now, with no retry and no signup button', async () => {
      // Only an optional term is published: nobody can agree to the required ones.
      const { api } = renderTos('?under14=false', undefined, () => ({
        data: [term(6, 'TOS006', 'N', '마케팅 정보 수신 동의')],
      }));
      expect(
        await screen.findByRole('heading', { name: '지금은 회원가입을 받지 않아요' }),
      ).toBeTruthy();
      expect(
        screen.getByText('아직 이용약관이 게시되지 않았어요. 약관이 게시되면 가입할 수 있어요.'),
      ).toBeTruthy();
      expect(screen.queryByText(/약관을 불러오지 못했어요/)).toBeNull();
      expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
      expect(screen.queryByRole('button', { name: '동의하고 가입하기' })).toBeNull();
      expect(screen.queryAllByRole('checkbox')).toEqual([]);
      expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
      expect(api.calls.filter((call) => call.path === '/api/auth/complete/signup')).toEqual([]);
    });

    it('says the same with no terms at all, and keeps the network failure apart', async () => {
      renderTos('?under14=false', undefined, () => ({ data: [] }));
      expect(
        await screen.findByRole('heading', { name: '지금은 회원가입을 받지 않아요' }),
      ).toBeTruthy();
    });

    it('a failed load is still a failure to retry, not a closed signup', async () => {
      renderTos('?under14=false', undefined, () => ({
        error: { status: 503, errorCode: 'DATABASE_UNAVAILABLE', message: '잠시 후' },
      }));
      expect(
        await screen.findByText('약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: '지금은 회원가입을 받지 않아요' })).toBeNull();
    });
  });
});
