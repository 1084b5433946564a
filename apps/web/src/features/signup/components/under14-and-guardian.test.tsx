import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import {
  clearAuthState,
  getAuthState,
  type IdentifiedUser,
  updateAuthState,
} from '../../../stores/auth-store';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { CAPTCHA_PNG, CAPTCHA_UUID, type FakeAnswer, fakeApi } from '../testing/fake-api';
import { GuardianIdentification } from './guardian-identification';
import { Under14Confirmation } from './under14-confirmation';

/** A boy born 2 March 2016: resident number 160302-3…. */
const child: IdentifiedUser = {
  seq: 'seq-child',
  name: '이도윤',
  birthYmd: '2016-03-02',
  gender: 'M',
  foreignerYn: 'N',
  telco: '01',
  phoneNumber: '01055556666',
  overlapYn: 'N',
  under14Yn: 'Y',
};

function render(ui: React.ReactElement, path: string) {
  const locations: Location[] = [];
  renderWithProviders(ui, {
    path,
    routePath: path,
    extraRoutes: [{ path: '*', element: <LocationProbe onChange={(l) => locations.push(l)} /> }],
  });
  return () => {
    const last = locations.at(-1);
    return last ? `${last.pathname}${last.search}` : path;
  };
}

beforeEach(() => {
  clearAuthState();
  updateAuthState({ authId: 'tid-sub', authType: 'tid', loginTicket: 'ticket', userInfo: child });
});

afterEach(() => {
  clearAlerts();
  clearAuthState();
});

describe('/identification14', () => {
  async function confirm(name: string, front6: string, digit: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('이름'), name);
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), front6);
    await user.type(screen.getByLabelText('주민등록번호 뒷자리 첫 번째 숫자'), digit);
    await user.click(screen.getByRole('button', { name: '다음' }));
  }

  it.each([
    ['a different name', '이도원', '160302', '3'],
    ['a different birth date', '이도윤', '160303', '3'],
    ['a different gender digit', '이도윤', '160302', '4'],
    ['a different century digit', '이도윤', '160302', '1'],
    ['a foreigner digit', '이도윤', '160302', '7'],
  ])(
    'refuses %s with 인증된 정보와 동일한지 확인해 주세요.',
    async (_case, name, front6, digit) => {
      const where = render(<Under14Confirmation />, '/identification14');
      await confirm(name, front6, digit);
      expect(getAlerts().map((a) => a.title)).toEqual(['인증된 정보와 동일한지 확인해 주세요.']);
      expect(where()).toBe('/identification14');
    },
  );

  it('goes on to the guardian when name, birth and digit match the verified member', async () => {
    const where = render(<Under14Confirmation />, '/identification14');
    await confirm(' 이도윤 ', '160302', '3');
    expect(getAlerts()).toHaveLength(0);
    expect(where()).toBe('/identificationGuardian');
  });

  it('asks for a complete entry before comparing', async () => {
    const where = render(<Under14Confirmation />, '/identification14');
    await confirm('이', '1603', '3');
    expect(screen.getByText('최소 2글자 이상 입력해 주세요.')).toBeTruthy();
    expect(getAlerts()).toHaveLength(0);
    expect(where()).toBe('/identification14');
  });

  it('sends a visitor who was never verified back to /identification', () => {
    updateAuthState({ userInfo: null });
    const where = render(<Under14Confirmation />, '/identification14');
    expect(where()).toBe('/identification');
  });
});

describe('/identificationGuardian', () => {
  function guardianApi(verify: () => FakeAnswer) {
    return fakeApi({
      '/api/captcha': () => ({ data: { uuid: CAPTCHA_UUID, base64Image: CAPTCHA_PNG } }),
      '/api/captcha/check': () => ({ data: { validYn: 'Y' } }),
      '/api/auth/phone/send': () => ({ data: { seq: 'seq-guardian' } }),
      '/api/auth/phone/verify': verify,
    });
  }

  async function verifyGuardian(front6 = '850101') {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('보호자 이름'), '이서연');
    await user.type(screen.getByLabelText('보호자 주민등록번호 앞 6자리'), front6);
    await user.type(screen.getByLabelText('보호자 주민등록번호 뒷자리 첫 번째 숫자'), '2');
    await screen.findByRole('img', { name: /보안문자 이미지/ });
    await user.type(screen.getByLabelText('보안문자'), '123456');
    const carriers = await screen.findByRole('dialog', { name: '통신사 선택' });
    await user.click(within(carriers).getByRole('button', { name: 'LG U+' }));
    await user.type(screen.getByLabelText('휴대폰 번호'), '01077778888');
    const consents = await screen.findByRole('dialog', { name: '본인인증 약관 동의' });
    await user.click(within(consents).getByLabelText('약관 전체 동의'));
    await user.click(within(consents).getByRole('button', { name: '동의하고 인증번호 받기' }));
    await user.type(await screen.findByLabelText('인증번호'), '654321');
  }

  it("verifies the guardian's own phone, tied to the member's verification, then shows /tos for under 14", async () => {
    const api = guardianApi(() => ({
      data: { birthYmd: '1985-01-01', overlapYn: 'N', under14Yn: 'N' },
    }));
    const where = render(<GuardianIdentification />, '/identificationGuardian');
    await verifyGuardian();
    await waitFor(() => expect(where()).toBe('/tos?under14=true'));
    expect(api.callsTo('/api/auth/phone/send')[0]?.body).toMatchObject({
      name: '이서연',
      birthday: '1985-01-01',
      gender: 'F',
      verifyType: 'identificationguardian',
    });
    expect(api.callsTo('/api/auth/phone/verify')[0]?.body).toMatchObject({
      seq: 'seq-guardian',
      verifyType: 'identificationguardian',
      userSeq: 'seq-child',
    });
    expect(getAuthState().legalguardianInfo).toEqual({
      seq: 'seq-guardian',
      name: '이서연',
      birthYmd: '1985-01-01',
      gender: 'F',
      foreignerYn: 'N',
      telco: '03',
      phoneNumber: '01077778888',
    });
    expect(getAuthState().userInfo).toEqual(child);
  });

  it('shows the age-gap message and lets the guardian details be corrected', async () => {
    const gap =
      '보호자 동의는 사용자와의 연령 차이가 18세 이상인 경우에만 가능합니다. 보호자 정보를 다시 한번 확인해 주세요.';
    guardianApi(() => ({ error: { status: 400, errorCode: 'GUARDIAN_AGE_GAP', message: gap } }));
    const where = render(<GuardianIdentification />, '/identificationGuardian');
    await verifyGuardian('050101');
    await waitFor(() => expect(getAlerts().map((a) => a.title)).toEqual([gap]));
    expect(where()).toBe('/identificationGuardian');
    expect(getAuthState().legalguardianInfo).toBeNull();
    const front = screen.getByLabelText<HTMLInputElement>('보호자 주민등록번호 앞 6자리');
    expect(front.value).toBe('050101');
    expect(front.readOnly).toBe(false);
    expect(screen.queryByLabelText('인증번호')).toBeNull();
  });
});
