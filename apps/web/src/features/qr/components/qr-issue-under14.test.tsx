import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { CAPTCHA_PNG, CAPTCHA_UUID, type FakeAnswer, fakeApi } from '../../signup/testing/fake-api';
import { getQrVerification, type QrMemberVerification, setQrVerification } from '../qr-flow-store';
import { logIn, logOut, noPass, passOfToday, renderAt } from '../testing/qr-fixtures';
import { QrIssueGuardian } from './qr-issue-guardian';
import { QrIssue14 } from './qr-issue14';

/** A boy born 2 March 2016 (160302-3…), verified on /qrissue. */
const child: QrMemberVerification = {
  seq: 'seq-child',
  name: '이도윤',
  birthYmd: '2016-03-02',
  gender: 'M',
  foreignerYn: 'N',
  under14Yn: 'Y',
};

const guardian = {
  name: '이서준',
  birthYmd: '1980-07-15',
  gender: 'M',
  telco: '03',
  phoneNumber: '01098765432',
  foreignerYn: 'N',
};

beforeEach(() => {
  logIn();
  setQrVerification(child);
});

afterEach(() => {
  clearAlerts();
  setQrVerification(null);
  logOut();
});

describe('/qrIssue14', () => {
  async function confirm(name: string, front6: string, digit: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('이름'), name);
    await user.type(screen.getByLabelText('주민등록번호 앞 6자리'), front6);
    await user.type(screen.getByLabelText('주민등록번호 뒷자리 첫 번째 숫자'), digit);
    await user.click(screen.getByRole('button', { name: '다음' }));
  }

  it('refuses details that differ from the verified member', async () => {
    fakeApi({ '/api/getQrValue': () => ({ data: noPass() }) });
    const { where } = renderAt(<QrIssue14 />, '/qrIssue14');
    await confirm('이도윤', '160303', '3');
    expect(getAlerts().map((a) => a.title)).toEqual(['인증된 정보와 동일한지 확인해 주세요.']);
    expect(where()).toBe('/qrIssue14');
  });

  it('goes on to the guardian when they match', async () => {
    fakeApi({ '/api/getQrValue': () => ({ data: noPass() }) });
    const { where } = renderAt(<QrIssue14 />, '/qrIssue14');
    await confirm('이도윤', '160302', '3');
    expect(where()).toBe('/qrIssueGuardian');
  });

  it('goes to /qrComplet when the pass of today is already issued', async () => {
    fakeApi({ '/api/getQrValue': () => ({ data: passOfToday() }) });
    const { where } = renderAt(<QrIssue14 />, '/qrIssue14');
    await waitFor(() => expect(where()).toBe('/qrComplet'));
  });

  it('sends a visitor without an under-14 verification back to /qrissue', () => {
    setQrVerification({ ...child, under14Yn: 'N' });
    fakeApi({ '/api/getQrValue': () => ({ data: noPass() }) });
    const { where } = renderAt(<QrIssue14 />, '/qrIssue14');
    expect(where()).toBe('/qrissue');
  });
});

describe('/qrIssueGuardian', () => {
  function guardianApi(saved: FakeAnswer) {
    return fakeApi({
      '/api/getQrValue': () => ({ data: noPass() }),
      '/api/getlegalguardian': () => saved,
      '/api/captcha': () => ({ data: { uuid: CAPTCHA_UUID, base64Image: CAPTCHA_PNG } }),
      '/api/captcha/check': () => ({ data: { validYn: 'Y' } }),
      '/api/auth/phone/send': () => ({ data: { seq: 'seq-guardian' } }),
      '/api/auth/phone/verify': () => ({
        data: { birthYmd: '1980-07-15', overlapYn: 'N', under14Yn: 'N' },
      }),
    });
  }

  it('prefills the saved guardian, verifies with qrissueguardian and the member seq, then shows the QR', async () => {
    const user = userEvent.setup();
    const api = guardianApi({ data: guardian });
    const { where } = renderAt(<QrIssueGuardian />, '/qrIssueGuardian');
    expect((await screen.findByLabelText<HTMLInputElement>('보호자 이름')).value).toBe('이서준');
    expect(screen.getByLabelText<HTMLInputElement>('보호자 주민등록번호 앞 6자리').value).toBe(
      '800715',
    );
    await screen.findByRole('img', { name: /보안문자 이미지/ });
    await user.type(screen.getByLabelText('보안문자'), '123456');
    const consents = await screen.findByRole('dialog', { name: '본인인증 약관 동의' });
    await user.click(within(consents).getByLabelText('약관 전체 동의'));
    await user.click(within(consents).getByRole('button', { name: '동의하고 인증번호 받기' }));
    await user.type(await screen.findByLabelText('인증번호'), '111111');
    await waitFor(() => expect(where()).toBe('/qrComplet'));
    expect(api.callsTo('/api/auth/phone/send')[0]?.body).toMatchObject({
      name: '이서준',
      birthday: '1980-07-15',
      mdn: '01098765432',
      telco: '03',
      verifyType: 'qrissueguardian',
    });
    expect(api.callsTo('/api/auth/phone/verify').map((c) => c.body)).toEqual([
      {
        seq: 'seq-guardian',
        mdn: '01098765432',
        otp: '111111',
        verifyType: 'qrissueguardian',
        userSeq: 'seq-child',
      },
    ]);
    expect(getQrVerification()).toBeNull();
    expect(getAlerts()).toEqual([]);
  });

  it.each([
    ['none is saved', { data: null }],
    [
      'the read fails',
      { error: { status: 500, errorCode: 'INTERNAL', message: '서버 오류' } } as FakeAnswer,
    ],
  ])('says the spec message and leaves the fields empty when %s', async (_case, saved) => {
    guardianApi(saved);
    renderAt(<QrIssueGuardian />, '/qrIssueGuardian');
    expect((await screen.findByLabelText<HTMLInputElement>('보호자 이름')).value).toBe('');
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual([
        '보호자 정보를 불러오지 못했습니다. 정보를 입력해주세요.',
      ]),
    );
    expect(screen.queryByLabelText('보호자 주민등록번호 앞 6자리')).toBeNull();
  });
});
