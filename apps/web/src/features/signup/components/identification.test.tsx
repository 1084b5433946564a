import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { clearAuthState, getAuthState, updateAuthState } from '../../../stores/auth-store';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { CAPTCHA_PNG, CAPTCHA_UUID, type FakeAnswer, fakeApi } from '../testing/fake-api';
import { Identification } from './identification';

const CAPTCHA_ANSWER = '123456';
const SMS_CODE = '654321';
const FRONT6 = '900505';

type User = ReturnType<typeof userEvent.setup>;

function signupApi(verify: (body: Record<string, unknown>) => FakeAnswer = () => ok()) {
  return fakeApi({
    '/api/captcha': () => ({ data: { uuid: CAPTCHA_UUID, base64Image: CAPTCHA_PNG } }),
    '/api/captcha/check': (body) => ({
      data: { validYn: body.answer === CAPTCHA_ANSWER ? 'Y' : 'N' },
    }),
    '/api/auth/phone/send': (body) => ({ data: { seq: body.seq ?? 'seq-1' } }),
    '/api/auth/phone/verify': verify,
  });
}

function ok(result: Partial<{ overlapYn: 'Y' | 'N'; under14Yn: 'Y' | 'N' }> = {}): FakeAnswer {
  return { data: { birthYmd: '1990-05-05', overlapYn: 'N', under14Yn: 'N', ...result } };
}

function renderIdentification() {
  const locations: Location[] = [];
  const view = renderWithProviders(<Identification />, {
    path: '/identification',
    routePath: '/identification',
    extraRoutes: [{ path: '*', element: <LocationProbe onChange={(l) => locations.push(l)} /> }],
  });
  const where = () => {
    const last = locations.at(-1);
    return last ? `${last.pathname}${last.search}` : '/identification';
  };
  return { ...view, where };
}

/** Steps 1–5 with valid answers, up to the consent sheet. */
async function fillUpToConsents(user: User, phone = '01012345678') {
  await user.type(screen.getByLabelText('이름'), '김하늘');
  await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), FRONT6);
  await user.type(screen.getByLabelText('주민등록번호 뒷자리 첫 번째 숫자'), '2');
  await screen.findByRole('img', { name: /보안문자 이미지/ });
  await user.type(screen.getByLabelText('보안문자'), CAPTCHA_ANSWER);
  const carriers = await screen.findByRole('dialog', { name: '통신사 선택' });
  await user.click(within(carriers).getByRole('button', { name: 'KT 알뜰폰' }));
  await user.type(screen.getByLabelText('휴대폰 번호'), phone);
  return screen.findByRole('dialog', { name: '본인인증 약관 동의' });
}

async function fillUpToCode(user: User) {
  const consents = await fillUpToConsents(user);
  await user.click(within(consents).getByLabelText('약관 전체 동의'));
  await user.click(within(consents).getByRole('button', { name: '동의하고 인증번호 받기' }));
  return screen.findByLabelText('인증번호');
}

beforeEach(() => {
  clearAuthState();
  updateAuthState({
    authId: 'kakao-sub',
    authSubsId: 'kakao-subs',
    authType: 'kakao',
    loginTicket: 'ticket',
  });
});

afterEach(() => {
  clearAlerts();
  clearAuthState();
});

describe('/identification', () => {
  it('sends a visitor without a login in progress to /login', () => {
    clearAuthState();
    signupApi();
    const { where } = renderIdentification();
    expect(where()).toBe('/login');
  });

  it('reveals the steps one by one and loads the captcha only on reaching its step', async () => {
    const user = userEvent.setup();
    const api = signupApi();
    renderIdentification();
    expect(screen.queryByLabelText('주민등록번호 앞 6자리')).toBeNull();
    await user.type(screen.getByLabelText('이름'), '김');
    expect(screen.getByText('최소 2글자 이상 입력해 주세요.')).toBeTruthy();
    expect(screen.queryByLabelText('주민등록번호 앞 6자리')).toBeNull();
    await user.type(screen.getByLabelText('이름'), '하늘');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), '90a05-05');
    expect(screen.getByLabelText<HTMLInputElement>('주민등록번호 앞 6자리').value).toBe(FRONT6);
    expect(api.callsTo('/api/captcha')).toHaveLength(0);
    expect(screen.queryByLabelText('보안문자')).toBeNull();
    await user.type(screen.getByLabelText('주민등록번호 뒷자리 첫 번째 숫자'), '2');
    await screen.findByRole('img', { name: /보안문자 이미지/ });
    expect(api.callsTo('/api/captcha')).toHaveLength(1);
    expect(screen.getByText('●●●●●●')).toBeTruthy();
  });

  it("takes a tap anywhere on the resident number's back box into its digit", async () => {
    const user = userEvent.setup();
    signupApi();
    renderIdentification();
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.click(screen.getByText('●●●●●●'));
    expect(document.activeElement).toBe(screen.getByLabelText('주민등록번호 뒷자리 첫 번째 숫자'));
  });

  it('checks the captcha at the sixth digit and replaces the image with a checked state', async () => {
    const user = userEvent.setup();
    const api = signupApi();
    renderIdentification();
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), FRONT6);
    await user.type(screen.getByLabelText('주민등록번호 뒷자리 첫 번째 숫자'), '2');
    await screen.findByRole('img', { name: /보안문자 이미지/ });
    await user.type(screen.getByLabelText('보안문자'), '11111');
    expect(api.callsTo('/api/captcha/check')).toHaveLength(0);
    await user.type(screen.getByLabelText('보안문자'), '1');
    expect(
      await screen.findByText('보안문자가 일치하지 않습니다. 다시 입력해 주세요.'),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('보안문자'));
    await user.type(screen.getByLabelText('보안문자'), CAPTCHA_ANSWER);
    expect(await screen.findByText('보안문자 확인 완료')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /보안문자 이미지/ })).toBeNull();
    expect(api.callsTo('/api/captcha/check').map((c) => c.body)).toEqual([
      { uuid: CAPTCHA_UUID, answer: '111111' },
      { uuid: CAPTCHA_UUID, answer: CAPTCHA_ANSWER },
    ]);
    // The carrier step opens its sheet with the six carriers.
    const sheet = await screen.findByRole('dialog', { name: '통신사 선택' });
    expect(
      within(sheet)
        .getAllByRole('button', { pressed: false })
        .map((b) => b.textContent),
    ).toEqual(['SKT', 'KT', 'LG U+', 'SKT 알뜰폰', 'KT 알뜰폰', 'LG U+ 알뜰폰']);
  });

  it('alerts 음성 재생에 실패했습니다. when the captcha audio cannot play', async () => {
    const user = userEvent.setup();
    signupApi();
    const sources: string[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        constructor(src: string) {
          sources.push(src);
        }
        addEventListener() {}
        pause() {}
        play() {
          return Promise.reject(new DOMException('no audio', 'NotSupportedError'));
        }
      },
    );
    renderIdentification();
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), FRONT6);
    await user.type(screen.getByLabelText('주민등록번호 뒷자리 첫 번째 숫자'), '2');
    await screen.findByRole('img', { name: /보안문자 이미지/ });
    await user.click(screen.getByRole('button', { name: '보안문자 음성 듣기' }));
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual(['음성 재생에 실패했습니다.']),
    );
    expect(sources).toEqual([`/api/captcha/audio?uuid=${CAPTCHA_UUID}`]);
  });

  it('names the captcha buttons with their field, and says while the audio plays and when it ends', async () => {
    const user = userEvent.setup();
    signupApi();
    const playing: EventTarget[] = [];
    vi.stubGlobal(
      'Audio',
      class extends EventTarget {
        pause() {}
        play() {
          playing.push(this);
          queueMicrotask(() => this.dispatchEvent(new Event('playing')));
          return Promise.resolve();
        }
      },
    );
    renderIdentification();
    await user.type(screen.getByLabelText('이름'), '김하늘');
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), FRONT6);
    await user.type(screen.getByLabelText('주민등록번호 뒷자리 첫 번째 숫자'), '2');
    await screen.findByRole('img', { name: /보안문자 이미지/ });
    expect(screen.getByRole('button', { name: '보안문자 새로고침' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '보안문자 음성 듣기' }));
    const status = await screen.findByText('보안문자 음성을 재생하고 있어요.');
    expect(status.closest('[aria-live]')).not.toBeNull();
    const button = screen.getByRole('button', { name: /보안문자 음성/ });
    expect(button.textContent).toBe('재생 중');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    playing[0]?.dispatchEvent(new Event('ended'));
    expect(await screen.findByText('보안문자 음성 재생이 끝났어요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '보안문자 음성 듣기' }).textContent).toBe(
      '음성 듣기',
    );
  });

  it('sends the code only once every required consent is agreed', async () => {
    const user = userEvent.setup();
    const api = signupApi();
    renderIdentification();
    const consents = await fillUpToConsents(user);
    await user.click(within(consents).getByRole('button', { name: '동의하고 인증번호 받기' }));
    expect(getAlerts().map((a) => a.title)).toEqual(['필수 약관에 모두 동의해 주세요.']);
    clearAlerts();
    await user.click(within(consents).getByRole('checkbox', { name: /개인정보 수집·이용 동의/ }));
    const all = within(consents).getByLabelText<HTMLInputElement>('약관 전체 동의');
    expect(all.indeterminate).toBe(true);
    await user.click(within(consents).getByRole('button', { name: '동의하고 인증번호 받기' }));
    expect(getAlerts()).toHaveLength(1);
    expect(api.callsTo('/api/auth/phone/send')).toHaveLength(0);
  });

  it('sends the derived identity (never the resident digits) and makes the fields read-only', async () => {
    const user = userEvent.setup();
    const api = signupApi();
    renderIdentification();
    await fillUpToCode(user);
    expect(api.callsTo('/api/auth/phone/send').map((c) => c.body)).toEqual([
      {
        name: '김하늘',
        birthday: '1990-05-05',
        gender: 'F',
        foreignerYn: 'N',
        mdn: '01012345678',
        telco: '05',
        resendYn: 'N',
        captchaUuid: CAPTCHA_UUID,
        verifyType: 'Identification',
        authId: 'kakao-sub',
        authType: 'kakao',
      },
    ]);
    for (const label of ['이름', '주민등록번호 앞 6자리', '휴대폰 번호']) {
      expect(screen.getByLabelText<HTMLInputElement>(label).readOnly).toBe(true);
    }
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /통신사/ }).disabled).toBe(true);
    expect(screen.getByRole('timer').textContent).toMatch(/^0[23]:[0-5]\d$/);
    expect(JSON.stringify(api.calls)).not.toContain(FRONT6);
  });

  it('keeps what was typed when the send fails, and asks for a new captcha', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/api/captcha': () => ({ data: { uuid: CAPTCHA_UUID, base64Image: CAPTCHA_PNG } }),
      '/api/captcha/check': () => ({ data: { validYn: 'Y' } }),
      '/api/auth/phone/send': () => ({
        error: { status: 400, errorCode: 'VALIDATION_FAILED', message: '에이전시 거절' },
      }),
    });
    renderIdentification();
    const consents = await fillUpToConsents(user);
    await user.click(within(consents).getByLabelText('약관 전체 동의'));
    await user.click(within(consents).getByRole('button', { name: '동의하고 인증번호 받기' }));
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual([
        '모든 정보를 정확하게 입력했는지 다시 한번 확인해 주세요.',
      ]),
    );
    expect(screen.getByLabelText<HTMLInputElement>('이름').value).toBe('김하늘');
    expect(screen.getByLabelText<HTMLInputElement>('이름').readOnly).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('휴대폰 번호').value).toBe('01012345678');
    expect(screen.getByLabelText<HTMLInputElement>('보안문자').value).toBe('');
    await waitFor(() => expect(api.callsTo('/api/captcha')).toHaveLength(2));
    expect(screen.queryByLabelText('인증번호')).toBeNull();
  });

  it('shows the limit message of the server when sends are limited', async () => {
    const user = userEvent.setup();
    fakeApi({
      '/api/captcha': () => ({ data: { uuid: CAPTCHA_UUID, base64Image: CAPTCHA_PNG } }),
      '/api/captcha/check': () => ({ data: { validYn: 'Y' } }),
      '/api/auth/phone/send': () => ({
        error: { status: 429, errorCode: 'RATE_LIMITED', message: '오늘은 더 받을 수 없어요.' },
      }),
    });
    renderIdentification();
    const consents = await fillUpToConsents(user);
    await user.click(within(consents).getByLabelText('약관 전체 동의'));
    await user.click(within(consents).getByRole('button', { name: '동의하고 인증번호 받기' }));
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual(['오늘은 더 받을 수 없어요.']),
    );
  });

  it('verifies at the sixth digit; a wrong code is shown under the field and kept', async () => {
    const user = userEvent.setup();
    const api = signupApi((body) =>
      body.otp === SMS_CODE
        ? ok()
        : {
            error: {
              status: 400,
              errorCode: 'OTP_MISMATCH',
              message: '잘못된 인증번호입니다. 다시 시도해 주세요.',
            },
          },
    );
    const { where } = renderIdentification();
    const code = await fillUpToCode(user);
    await user.type(code, '11111');
    expect(api.callsTo('/api/auth/phone/verify')).toHaveLength(0);
    await user.type(code, '1');
    expect(await screen.findByText('잘못된 인증번호입니다. 다시 시도해 주세요.')).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe('111111');
    expect(getAlerts()).toHaveLength(0);
    await user.clear(code);
    await user.type(code, SMS_CODE);
    await waitFor(() => expect(where()).toBe('/tos?under14=false'));
    expect(api.callsTo('/api/auth/phone/verify').at(-1)?.body).toEqual({
      seq: 'seq-1',
      mdn: '01012345678',
      otp: SMS_CODE,
      verifyType: 'Identification',
      authId: 'kakao-sub',
      authSubsId: 'kakao-subs',
      authType: 'kakao',
    });
  });

  it('holds 6010 until a resend, which repeats the send with the seq and clears it', async () => {
    const user = userEvent.setup();
    let exceeded = true;
    const api = signupApi(() =>
      exceeded
        ? {
            error: {
              status: 429,
              errorCode: 'OTP_ATTEMPTS_EXCEEDED',
              message: '인증번호 오류 입력 건수가 초과되었습니다. 재전송버튼을 클릭해주세요.',
            },
          }
        : ok(),
    );
    const { where } = renderIdentification();
    const code = await fillUpToCode(user);
    await user.type(code, '111111');
    const message = '인증번호 오류 입력 건수가 초과되었습니다. 재전송버튼을 클릭해주세요.';
    expect(await screen.findByText(message)).toBeTruthy();
    await user.clear(code);
    await user.type(code, '222222');
    expect(api.callsTo('/api/auth/phone/verify')).toHaveLength(1);
    expect(screen.getByText(message)).toBeTruthy();

    exceeded = false;
    await user.click(screen.getByRole('button', { name: '재전송' }));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    const sends = api.callsTo('/api/auth/phone/send').map((c) => c.body);
    expect(sends).toHaveLength(2);
    expect(sends[1]).toEqual({ ...sends[0], seq: 'seq-1', resendYn: 'Y' });
    expect((code as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('timer').textContent).toBe('03:00');
    await user.type(code, SMS_CODE);
    await waitFor(() => expect(where()).toBe('/tos?under14=false'));
  });

  it.each([
    [{ under14Yn: 'Y', overlapYn: 'N' }, '/identification14'],
    [{ under14Yn: 'N', overlapYn: 'Y' }, '/Integration'],
    [{ under14Yn: 'N', overlapYn: 'N' }, '/tos?under14=false'],
  ] as const)(
    'after verify %j goes to %s with the verified person in the auth store',
    async (result, href) => {
      const user = userEvent.setup();
      signupApi(() => ok(result));
      const { where } = renderIdentification();
      const code = await fillUpToCode(user);
      await user.type(code, SMS_CODE);
      await waitFor(() => expect(where()).toBe(href));
      expect(getAuthState().userInfo).toEqual({
        seq: 'seq-1',
        name: '김하늘',
        birthYmd: '1990-05-05',
        gender: 'F',
        foreignerYn: 'N',
        telco: '05',
        phoneNumber: '01012345678',
        ...result,
      });
      expect(JSON.stringify({ ...window.sessionStorage, ...window.localStorage })).not.toContain(
        FRONT6,
      );
    },
  );
});
