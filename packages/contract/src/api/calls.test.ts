import { describe, expect, it } from 'vitest';
import { apiCalls } from './calls';

/** Every call in the §7 tables of spec 000 and spec 001, as method and path. */
const SPEC_CALLS = [
  'POST /api/getuserinfo',
  'POST /api/getMainTitleInfo',
  'GET /api/banner/mainbannerlist',
  'POST /api/banner/list',
  'POST /api/login/banner/list',
  'POST /api/banner/action/insert',
  'POST /api/banner/program/list',
  'POST /api/terms/list',
  'POST /api/floors/list',
  'POST /api/checkin/banner/list',
  'GET /api/zone/list',
  'POST /api/program/list',
  'POST /api/program/detail',
  'POST /api/program/category/list',
  'POST /api/getyears',
  'POST /api/notice/list',
  'GET /api/front/visit',
  'POST /api/auth/login/kakao',
  'POST /api/auth/login/tid',
  'POST /api/auth/login/vip',
  'POST /api/checkNService',
  'POST /api/frequency/earn',
  'GET /api/captcha',
  'POST /api/captcha/check',
  'GET /api/captcha/audio',
  'POST /api/auth/phone/send',
  'POST /api/auth/phone/verify',
  'POST /api/auth/complete/signup',
  'POST /api/auth/save/legalguardian',
  'POST /api/auth/link/account',
  'POST /api/getlegalguardian',
  'POST /api/getQrValue',
  'GET /api/sse/subscribe',
  // spec 001
  'POST /api/reserveentry/collect/info',
  'POST /api/reserveentry/question/list',
  'POST /api/reserveentry/insert',
  'POST /api/reserveentry/detail',
  'GET /api/reserveentry/list',
  'POST /api/tour/detail',
  'POST /api/program/option/list',
  'POST /api/program/button/list',
  'POST /api/program/related/list',
  'POST /api/program/useprev/list',
  'POST /api/faq/list',
  'POST /api/faq/categorylist',
  'POST /api/withdraw',
  'POST /api/auth/unlink/account',
  'POST /api/updateTermsInfo',
  'POST /api/terms/preview',
];

const calls = Object.values(apiCalls);
const declared = calls.map((c) => `${c.method} ${c.path}`);

describe('the call registry', () => {
  it('declares every call of both specs', () => {
    expect(SPEC_CALLS.filter((call) => !declared.includes(call))).toEqual([]);
  });

  it('declares each method and path once', () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('marks as designed exactly the calls neither spec lists', () => {
    const designed = Object.values(apiCalls)
      .filter((c) => c.spec === 'designed')
      .map((c) => `${c.method} ${c.path}`);
    expect(designed.sort()).toEqual(declared.filter((c) => !SPEC_CALLS.includes(c)).sort());
  });

  it('gives GET calls no body and POST calls no query', () => {
    for (const call of calls) {
      if (call.method === 'GET') expect('body' in call, call.path).toBe(false);
      else expect('query' in call, call.path).toBe(false);
    }
  });

  it('wraps every JSON answer in the success envelope', () => {
    for (const call of calls) {
      if (!('response' in call)) continue;
      const broken = call.response.safeParse({
        success: false,
        resultCode: 200,
        message: 'ok',
        data: null,
      });
      expect(broken.success, call.path).toBe(false);
    }
  });
});
