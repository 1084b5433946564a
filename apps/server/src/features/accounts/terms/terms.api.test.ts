import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTerm } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/terms/list', () => {
  it('serves the newest displayed version of each code, required terms first, then by code', async () => {
    await createTerm(t.db, { termsCode: 'TOS006', requiredYn: false, termsName: '마케팅 수신' });
    await createTerm(t.db, { termsCode: 'TOS001', version: 1, termsName: '이용약관 v1' });
    const v2 = await createTerm(t.db, {
      termsCode: 'TOS001',
      version: 2,
      termsName: '이용약관 v2',
    });
    await createTerm(t.db, {
      termsCode: 'TOS001',
      version: 3,
      termsName: '이용약관 v3 (미게시)',
      displayYn: false,
    });
    const privacy = await createTerm(t.db, { termsCode: 'TOS002', termsName: '개인정보 처리방침' });
    await createTerm(t.db, { termsCode: 'TOS004', requiredYn: false, termsName: '개인정보 수집' });

    const { statusCode, body } = await postJson(t.app, '/api/terms/list', {});

    expect(statusCode).toBe(200);
    expect(body.data.map((term: { termsCode: string }) => term.termsCode)).toEqual([
      'TOS001',
      'TOS002',
      'TOS004',
      'TOS006',
    ]);
    expect(body.data[0]).toEqual({
      termsIdx: v2.termsIdx,
      termsCode: 'TOS001',
      version: 2,
      requiredYn: 'Y',
      termsName: '이용약관 v2',
      termsDescription: v2.termsDescription,
    });
    expect(body.data[1].termsIdx).toBe(privacy.termsIdx);
  });

  it('narrows the answer to termsCodeList', async () => {
    await createTerm(t.db, { termsCode: 'TOS001' });
    await createTerm(t.db, { termsCode: 'TOS004', requiredYn: false });
    await createTerm(t.db, { termsCode: 'TOS006', requiredYn: false });

    const { body } = await postJson(t.app, '/api/terms/list', {
      termsCodeList: ['TOS006', 'TOS004'],
    });

    expect(body.data.map((term: { termsCode: string }) => term.termsCode)).toEqual([
      'TOS004',
      'TOS006',
    ]);
  });

  it('refuses a code outside TOS001–TOS006 with 400', async () => {
    const { statusCode, body } = await postJson(t.app, '/api/terms/list', {
      termsCodeList: ['TOS999'],
    });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(body.message).toMatch(/[가-힣]/);
  });
});

describe('POST /api/terms/preview', () => {
  it('answers the term name and sanitized description', async () => {
    const term = await createTerm(t.db, {
      termsName: '위치기반서비스 이용약관',
      termsDescription: '<p>제1조</p><a href="javascript:alert(1)">링크</a>',
    });
    const { statusCode, body } = await postJson(t.app, '/api/terms/preview', {
      termsIdx: term.termsIdx,
    });
    expect(statusCode).toBe(200);
    expect(body.data).toEqual({
      termsIdx: term.termsIdx,
      termsName: '위치기반서비스 이용약관',
      termsDescription: '<p>제1조</p><a>링크</a>',
    });
  });

  it.each([[0], [-3], ['abc']])(
    'answers 400 잘못된 약관 ID 입니다. for termsIdx %j',
    async (termsIdx) => {
      const { statusCode, body } = await postJson(t.app, '/api/terms/preview', { termsIdx });
      expect(statusCode).toBe(400);
      expect(body).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        message: '잘못된 약관 ID 입니다.',
      });
    },
  );

  it('answers 404 약관 데이터가 없습니다. for a missing term', async () => {
    const { statusCode, body } = await postJson(t.app, '/api/terms/preview', { termsIdx: 4040 });
    expect(statusCode).toBe(404);
    expect(body).toMatchObject({ errorCode: 'NOT_FOUND', message: '약관 데이터가 없습니다.' });
  });
});
