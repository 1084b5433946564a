import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { CAPTCHA_PNG, CAPTCHA_UUID, type FakeAnswer, fakeApi } from '../../signup/testing/fake-api';
import { qrValueQueryKey } from '../api/get-qr-value';
import { wasVerifiedHere } from '../pass-device/verified-here';
import { getQrVerification, setQrVerification } from '../qr-flow-store';
import { logIn, logOut, member, noPass, passOfToday, renderAt } from '../testing/qr-fixtures';
import { QrIssue } from './qr-issue';

const CAPTCHA_ANSWER = '123456';
const SMS_CODE = '654321';

type User = ReturnType<typeof userEvent.setup>;

function issueApi({
  send = (body) => ({ data: { seq: body.seq ?? 'seq-qr' } }),
  verify = () => ({ data: { birthYmd: '1990-05-05', overlapYn: 'Y', under14Yn: 'N' } }),
  qrValue = noPass(),
}: {
  send?: (body: Record<string, unknown>) => FakeAnswer;
  verify?: (body: Record<string, unknown>) => FakeAnswer;
  qrValue?: ReturnType<typeof noPass>;
} = {}) {
  return fakeApi({
    '/api/getQrValue': () => ({ data: qrValue }),
    '/api/getuserinfo': () => ({ data: member() }),
    '/api/captcha': () => ({ data: { uuid: CAPTCHA_UUID, base64Image: CAPTCHA_PNG } }),
    '/api/captcha/check': (body) => ({
      data: { validYn: body.answer === CAPTCHA_ANSWER ? 'Y' : 'N' },
    }),
    '/api/auth/phone/send': send,
    '/api/auth/phone/verify': verify,
  });
}

/** Step 1 with the prefilled details: captcha, then the consents, then send. */
async function sendCode(user: User) {
  await screen.findByRole('img', { name: /보안문자 이미지/ });
  await user.type(screen.getByLabelText('보안문자'), CAPTCHA_ANSWER);
  const consents = await screen.findByRole('dialog', { name: '본인인증 약관 동의' });
  await user.click(within(consents).getByLabelText('약관 전체 동의'));
  await user.click(within(consents).getByRole('button', { name: '동의하고 인증번호 받기' }));
}

beforeEach(() => {
  logIn();
});

afterEach(() => {
  clearAlerts();
  setQrVerification(null);
  logOut();
});

describe('/qrissue', () => {
  it('prefills the member, sends with verifyType qrissue, verifies in step 2 and shows the QR', async () => {
    const user = userEvent.setup();
    const api = issueApi();
    const { where, queryClient } = renderAt(<QrIssue />, '/qrissue');
    expect(await screen.findByText('STEP 1/2 · 정보 확인')).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('이름')).value).toBe('김하늘');
    expect(screen.getByLabelText<HTMLInputElement>('주민등록번호 앞 6자리').value).toBe('900505');
    expect(screen.getByLabelText<HTMLInputElement>('주민등록번호 뒷자리 첫 번째 숫자').value).toBe(
      '2',
    );
    expect(screen.getByLabelText<HTMLInputElement>('휴대폰 번호').value).toBe('01012345678');
    expect(screen.getByRole('button', { name: /통신사/ }).textContent).toContain('KT');

    await sendCode(user);
    expect(await screen.findByText('STEP 2/2 · 인증번호 입력')).toBeTruthy();
    expect(api.callsTo('/api/auth/phone/send').map((c) => c.body)).toEqual([
      {
        name: '김하늘',
        birthday: '1990-05-05',
        gender: 'F',
        foreignerYn: 'N',
        mdn: '01012345678',
        telco: '02',
        resendYn: 'N',
        captchaUuid: CAPTCHA_UUID,
        verifyType: 'qrissue',
      },
    ]);
    expect(screen.getByText(/0[23]:\d\d/)).toBeTruthy(); // the 180 s countdown

    await user.type(await screen.findByLabelText('인증번호'), SMS_CODE);
    await waitFor(() => expect(where()).toBe('/qrComplet'));
    expect(api.callsTo('/api/auth/phone/verify').map((c) => c.body)).toEqual([
      { seq: 'seq-qr', mdn: '01012345678', otp: SMS_CODE, verifyType: 'qrissue' },
    ]);
    // /qrComplet must ask afresh, not bounce on the cached "no pass" answer.
    expect(queryClient.getQueryData(qrValueQueryKey)).toBeUndefined();
    expect(getQrVerification()).toBeNull();
  });

  it('keeps everything typed when the send fails, and asks for a new captcha', async () => {
    const user = userEvent.setup();
    const api = issueApi({
      send: () => ({
        error: {
          status: 400,
          errorCode: 'VALIDATION_FAILED',
          message: '요청이 올바르지 않습니다.',
        },
      }),
    });
    renderAt(<QrIssue />, '/qrissue');
    const name = await screen.findByLabelText<HTMLInputElement>('이름');
    await user.clear(name);
    await user.type(name, '김하늘빛');
    await sendCode(user);
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual([
        '모든 정보를 정확하게 입력했는지 다시 한번 확인해 주세요.',
      ]),
    );
    expect(api.callsTo('/api/auth/phone/send')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('이름').value).toBe('김하늘빛');
    expect(screen.getByLabelText<HTMLInputElement>('주민등록번호 앞 6자리').value).toBe('900505');
    expect(screen.getByLabelText<HTMLInputElement>('휴대폰 번호').value).toBe('01012345678');
    expect(screen.getByText('STEP 1/2 · 정보 확인')).toBeTruthy();
    expect(screen.queryByLabelText('인증번호')).toBeNull();
    await waitFor(() => expect(api.callsTo('/api/captcha')).toHaveLength(2));
  });

  it('keeps the code and shows the message under it when the code is wrong', async () => {
    const user = userEvent.setup();
    issueApi({
      verify: () => ({
        error: { status: 400, errorCode: 'OTP_MISMATCH', message: '인증번호가 일치하지 않습니다.' },
      }),
    });
    const { where } = renderAt(<QrIssue />, '/qrissue');
    await sendCode(user);
    await user.type(await screen.findByLabelText('인증번호'), SMS_CODE);
    expect(await screen.findByText('잘못된 인증번호입니다. 다시 시도해 주세요.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('인증번호').value).toBe(SMS_CODE);
    expect(where()).toBe('/qrissue');
  });

  it('sends a member under 14 on to /qrIssue14 with their verification kept', async () => {
    const user = userEvent.setup();
    issueApi({
      verify: () => ({ data: { birthYmd: '1990-05-05', overlapYn: 'Y', under14Yn: 'Y' } }),
    });
    const { where } = renderAt(<QrIssue />, '/qrissue');
    await sendCode(user);
    await user.type(await screen.findByLabelText('인증번호'), SMS_CODE);
    await waitFor(() => expect(where()).toBe('/qrIssue14'));
    expect(getQrVerification()).toEqual({
      seq: 'seq-qr',
      name: '김하늘',
      birthYmd: '1990-05-05',
      gender: 'F',
      foreignerYn: 'N',
      under14Yn: 'Y',
    });
  });

  it('goes straight to /qrComplet when the QR was already issued today', async () => {
    const api = issueApi({ qrValue: passOfToday() });
    const { where } = renderAt(<QrIssue />, '/qrissue');
    await waitFor(() => expect(where()).toBe('/qrComplet'));
    expect(api.callsTo('/api/auth/phone/send')).toHaveLength(0);
  });

  it("lets a member who holds today's pass verify again to use it on this phone (?again=1), then shows the QR", async () => {
    const user = userEvent.setup();
    const api = issueApi({ qrValue: passOfToday({ deviceKeyId: 'another-phone-key' }) });
    const { where, queryClient } = renderAt(<QrIssue />, '/qrissue?again=1', '/qrissue');
    expect(
      await screen.findByText(/오늘의 QR을 이 휴대폰에서 쓰려면 본인인증을 한 번 더/),
    ).toBeTruthy();
    await sendCode(user);
    await user.type(await screen.findByLabelText('인증번호'), SMS_CODE);
    await waitFor(() => expect(where()).toBe('/qrComplet'));
    expect(api.callsTo('/api/auth/phone/verify')).toHaveLength(1);
    // /qrComplet asks afresh: the verification opened this phone's registration, and this tab
    // may take the pass back from the other phone.
    expect(queryClient.getQueryData(qrValueQueryKey)).toBeUndefined();
    expect(wasVerifiedHere()).toBe(true);
  });

  it('says 오류가 발생했습니다. 다시 시도해주세요. when the pass cannot be read', async () => {
    fakeApi({
      '/api/getQrValue': () => ({
        error: { status: 500, errorCode: 'INTERNAL', message: '서버 오류' },
      }),
      '/api/getuserinfo': () => ({ data: member() }),
    });
    renderAt(<QrIssue />, '/qrissue');
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual(['오류가 발생했습니다. 다시 시도해주세요.']),
    );
  });
});
