import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFaq, createFaqCategory } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/faq/categorylist', () => {
  it('lists the categories in the admin order', async () => {
    const visit = await createFaqCategory(t.db, { faqsCategoryName: '방문/이용', sortIndex: 2 });
    const reserve = await createFaqCategory(t.db, { faqsCategoryName: '예약·응모', sortIndex: 1 });

    const { statusCode, body } = await postJson(t.app, '/api/faq/categorylist', {});

    expect(statusCode).toBe(200);
    expect(body.data).toEqual([
      { faqsCategoryIdx: reserve.faqsCategoryIdx, faqsCategoryName: '예약·응모' },
      { faqsCategoryIdx: visit.faqsCategoryIdx, faqsCategoryName: '방문/이용' },
    ]);
  });
});

describe('POST /api/faq/list', () => {
  it('lists every displayed FAQ by category order, then the admin order within it', async () => {
    const second = await createFaqCategory(t.db, { faqsCategoryName: '주차', sortIndex: 2 });
    const first = await createFaqCategory(t.db, { faqsCategoryName: '입장', sortIndex: 1 });
    const b = await createFaq(t.db, { faqsCategoryIdx: second.faqsCategoryIdx });
    const a2 = await createFaq(t.db, { faqsCategoryIdx: first.faqsCategoryIdx, sortIndex: 2 });
    const a1 = await createFaq(t.db, { faqsCategoryIdx: first.faqsCategoryIdx, sortIndex: 1 });
    await createFaq(t.db, { faqsCategoryIdx: first.faqsCategoryIdx, displayYn: false });

    const { body } = await postJson(t.app, '/api/faq/list');

    expect(body.data.map((f: { faqsIdx: number }) => f.faqsIdx)).toEqual([
      a1.faqsIdx,
      a2.faqsIdx,
      b.faqsIdx,
    ]);
    expect(body.data[0]).toEqual({
      faqsIdx: a1.faqsIdx,
      faqsCategoryIdx: first.faqsCategoryIdx,
      faqsCategoryName: '입장',
      faqsQuestion: a1.faqsQuestion,
      faqsAnswer: a1.faqsAnswer,
      displayYn: 'Y',
    });
  });

  it('filters by faqsCategoryIdx', async () => {
    const parking = await createFaqCategory(t.db, { faqsCategoryName: '주차' });
    const wanted = await createFaq(t.db, { faqsCategoryIdx: parking.faqsCategoryIdx });
    await createFaq(t.db);

    const { body } = await postJson(t.app, '/api/faq/list', {
      faqsCategoryIdx: parking.faqsCategoryIdx,
    });

    expect(body.data.map((f: { faqsIdx: number }) => f.faqsIdx)).toEqual([wanted.faqsIdx]);
  });

  it('answers an empty list for a category without FAQ', async () => {
    const { statusCode, body } = await postJson(t.app, '/api/faq/list', { faqsCategoryIdx: 77 });
    expect(statusCode).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('refuses a category id that is not a number with a Korean message', async () => {
    const { statusCode, body } = await postJson(t.app, '/api/faq/list', {
      faqsCategoryIdx: 'parking',
    });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: '번호는 숫자여야 합니다.',
    });
  });
});

describe('POST /api/faq/detail', () => {
  it('answers one FAQ with its answer sanitized', async () => {
    const faq = await createFaq(t.db, {
      faqsAnswer: '<p>네, 가능합니다.</p><img src="x" onerror="alert(1)">',
    });
    const { statusCode, body } = await postJson(t.app, '/api/faq/detail', { faqsIdx: faq.faqsIdx });
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      faqsIdx: faq.faqsIdx,
      faqsAnswer: '<p>네, 가능합니다.</p><img src="x" />',
    });
  });

  it('answers 404 with a Korean message for a hidden or unknown FAQ', async () => {
    const hidden = await createFaq(t.db, { displayYn: false });
    for (const faqsIdx of [hidden.faqsIdx, 9999]) {
      const { statusCode, body } = await postJson(t.app, '/api/faq/detail', { faqsIdx });
      expect(statusCode).toBe(404);
      expect(body).toMatchObject({
        success: false,
        errorCode: 'NOT_FOUND',
        message: '자주 묻는 질문을 찾을 수 없습니다.',
      });
    }
  });
});
