/**
 * Bad input gets a 4xx with the JSON envelope, never a 5xx. One test per class the
 * issue's fuzzing found (ids past int4, control characters in text, dates outside 2000–2100,
 * broken multipart bodies, broken percent-encoding in a path); contract-fuzz.api.test.ts walks
 * every call with hostile values.
 */
import { validationMessages } from '@venue/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { createOperator, staffLogin } from '../../test/staff-session';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app';
import {
  captchaAnswerFor,
  checkCaptchaAnswer,
  createCaptcha,
} from '../features/accounts/captcha/captcha.service';
import { memberTokenKey, signMemberToken } from '../features/accounts/session/session-tokens';

const CONTROL = validationMessages.controlCharacter;

let t: TestApp;
let memberHeaders: Record<string, string>;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t.db);
  memberHeaders = { 'x-access-token': await signMemberToken(memberTokenKey(t.config), member) };
  const admin = await createOperator(t.db, { role: 'ADMIN', password: 'admin-pass-123' });
  adminCookie = await staffLogin(t.app, admin.loginId, admin.password);
});
afterAll(async () => {
  await t.close();
});

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

/** A refusal in the envelope: JSON, resultCode = status, a stable code and a Korean message. */
function expectEnvelope(response: Injected, status: number, errorCode?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body).toMatchObject({ success: false, resultCode: status });
  expect(typeof body.errorCode).toBe('string');
  if (errorCode) expect(body.errorCode).toBe(errorCode);
  expect(body.message).toMatch(/[가-힣]/);
  return body;
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, headers, payload: payload as object });
}

describe('ids past PostgreSQL int4', () => {
  it.each([
    ['/api/program/detail', { programIdx: 2147483648 }],
    ['/api/program/instance/list', { programIdx: 2147483648 }],
    ['/api/notice/detail', { noticeIdx: 2147483648 }],
    ['/api/faq/detail', { faqsIdx: '99999999999' }],
    ['/api/terms/preview', { termsIdx: 2147483648 }],
    ['/api/zone/detail', { zoneIdx: 1e308 }],
  ])('%s %j → 400 VALIDATION_FAILED', async (url, body) => {
    const response = await post(url, body);
    const refused = expectEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(refused.fields?.[0]?.path).toBe(Object.keys(body)[0]);
  });

  it('member and staff calls refuse them too, and the largest id is a clean miss', async () => {
    expectEnvelope(
      await post('/api/reserveentry/detail', { reserveEntryIdx: 2147483648 }, memberHeaders),
      400,
      'VALIDATION_FAILED',
    );
    expectEnvelope(
      await post('/api/getuserinfo', { programIdx: 2147483648 }, memberHeaders),
      400,
      'VALIDATION_FAILED',
    );
    expectEnvelope(
      await post(
        '/api/staff/checkin',
        { qrValue: 'ABC123', zoneIdx: 2147483648 },
        { cookie: adminCookie },
      ),
      400,
      'VALIDATION_FAILED',
    );
    expectEnvelope(
      await post(
        '/api/staff/operators/update',
        { operatorIdx: 2147483648, activeYn: 'N' },
        { cookie: adminCookie },
      ),
      400,
      'VALIDATION_FAILED',
    );
    const attachment = await t.app.inject({
      method: 'GET',
      url: '/api/inquiry/attachment/2147483648',
      headers: memberHeaders,
    });
    expectEnvelope(attachment, 400, 'VALIDATION_FAILED');
    expectEnvelope(
      await post('/api/program/detail', { programIdx: 2147483647 }),
      404,
      'PROGRAM_NOT_FOUND',
    );
  });

  it('a member token whose subject is past int4 is 401 UNAUTHORIZED', async () => {
    const token = await signMemberToken(memberTokenKey(t.config), {
      userIdx: 2147483648,
      tokenVersion: 0,
    });
    const response = await post('/api/getuserinfo', {}, { 'x-access-token': token });
    expectEnvelope(response, 401, 'UNAUTHORIZED');
  });
});

describe('control characters in text', () => {
  async function passedCaptcha(): Promise<string> {
    const { uuid } = await createCaptcha(t.db, TEST_JWT_SECRET);
    const answer = captchaAnswerFor(TEST_JWT_SECRET, uuid);
    expect(await checkCaptchaAnswer(t.db, TEST_JWT_SECRET, uuid, answer)).toBe('Y');
    return uuid;
  }

  it('the seq of phone/send, phone/verify and save/legalguardian: 400 with the Korean message', async () => {
    const send = await post('/api/auth/phone/send', {
      name: '김하늘',
      birthday: '1990-05-05',
      gender: 'F',
      foreignerYn: 'N',
      mdn: '01012345678',
      telco: '01',
      captchaUuid: await passedCaptcha(),
      seq: 'seq\u0000',
      resendYn: 'Y',
    });
    expect(expectEnvelope(send, 400, 'VALIDATION_FAILED')).toMatchObject({
      message: CONTROL,
      fields: [{ path: 'seq', message: CONTROL }],
    });
    const verify = await post('/api/auth/phone/verify', {
      seq: '\u0000',
      mdn: '01012345678',
      otp: '123456',
      verifyType: 'Identification',
    });
    expect(expectEnvelope(verify, 400, 'VALIDATION_FAILED').message).toBe(CONTROL);
    const guardian = await post('/api/auth/save/legalguardian', { seq: 'a\u0000b' }, memberHeaders);
    expect(expectEnvelope(guardian, 400, 'VALIDATION_FAILED').message).toBe(CONTROL);
  });

  it('an operator name, a staff answer and a booking name: 400, other control characters too', async () => {
    for (const bad of ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085']) {
      const created = await post(
        '/api/staff/operators/create',
        { loginId: 'door-x', name: `문지기${bad}`, password: 'door-pass-1234', role: 'STAFF' },
        { cookie: adminCookie },
      );
      expect(expectEnvelope(created, 400, 'VALIDATION_FAILED').fields).toEqual([
        { path: 'name', message: CONTROL },
      ]);
    }
    const answered = await post(
      '/api/staff/inquiries/answer',
      { inquiryIdx: 1, answer: '답변\u0000' },
      { cookie: adminCookie },
    );
    expect(expectEnvelope(answered, 400, 'VALIDATION_FAILED').message).toBe(CONTROL);
  });

  it('tabs and line breaks stay allowed', async () => {
    const answered = await post(
      '/api/staff/inquiries/answer',
      { inquiryIdx: 2147483647, answer: '첫 줄\r\n둘째 줄\n\t들여쓰기' },
      { cookie: adminCookie },
    );
    // Valid text: the answer reaches the inquiry lookup, which finds nothing.
    expectEnvelope(answered, 404);
  });

  it('the inquiry form (multipart) refuses U+0000 in its title and content', async () => {
    const boundary = 'fuzzboundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = `${part('category', 'VENUE')}${part('title', '제목\u0000')}${part(
      'content',
      '내용은 열 글자를 넘겨야 하니까요\u0000',
    )}${part('privacyAgreeYn', 'Y')}--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inquiry/insert',
      headers: { ...memberHeaders, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const body = expectEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { path: 'title', message: CONTROL },
        { path: 'content', message: CONTROL },
      ]),
    );
  });
});

describe('dates outside 2000–2100', () => {
  it.each(['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31'])(
    'program/list startDate %s → 400',
    async (startDate) => {
      const response = await post('/api/program/list', { startDate });
      expect(expectEnvelope(response, 400, 'VALIDATION_FAILED').fields?.[0]?.path).toBe(
        'startDate',
      );
    },
  );

  it('a day inside the range is served', async () => {
    const response = await post('/api/program/list', { startDate: '2100-12-31' });
    expect(response.statusCode).toBe(200);
  });
});

describe('broken multipart bodies on inquiry/insert', () => {
  const insert = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/inquiry/insert',
      headers: { ...memberHeaders, 'content-type': contentType },
      payload,
    });

  it('a body cut off in the middle of a part → 400 envelope', async () => {
    const response = await insert(
      'multipart/form-data; boundary=cut',
      '--cut\r\ncontent-disposition: form-data; name="title"\r\n\r\n유모차',
    );
    expectEnvelope(response, 400);
  });

  it('a body cut off inside the part headers → 400 envelope', async () => {
    const response = await insert(
      'multipart/form-data; boundary=cut',
      '--cut\r\ncontent-disposition: form-da',
    );
    expectEnvelope(response, 400);
  });

  it('a multipart content type without a boundary → 400 envelope', async () => {
    const response = await insert(
      'multipart/form-data',
      '--x\r\ncontent-disposition: form-data; name="title"\r\n\r\n유모차\r\n--x--\r\n',
    );
    expectEnvelope(response, 400);
  });

  it('an empty multipart body → 400 envelope', async () => {
    expectEnvelope(await insert('multipart/form-data; boundary=empty', ''), 400);
  });
});

describe('malformed percent-encoding in a path', () => {
  it.each([
    '/api/inquiry/attachment/%E0%A4%A',
    '/api/inquiry/attachment/%',
    '/api/staff/inquiries/attachment/%C0%AF',
    '/api/program/%E0%A4%A/list',
  ])('GET %s → the JSON envelope, not Fastify’s own body', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: memberHeaders });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectEnvelope(response, response.statusCode);
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});
