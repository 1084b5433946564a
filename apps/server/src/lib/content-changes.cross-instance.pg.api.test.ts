/**
 * Two server instances over one PostgreSQL database: content written through one
 * instance shows on the other's next public read, although that instance's read cache would keep
 * its entries for a minute. PostgreSQL only (vitest.config.ts includes *.pg.api.test.ts when
 * TEST_DATABASE_URL is set).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, createTestApp, type TestApp } from '../../test/test-app';
import { notices } from '../db/schema';
import { auditedWrite } from '../features/operations/audit/audited-write';

let first: TestApp;
let second: TestApp['app'];

beforeAll(async () => {
  first = await createTestApp({ readCache: { ttlMs: 60_000 } });
  second = await buildSecondInstance(first, { readCache: { ttlMs: 60_000 } });
  await first.app.ready();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const noticeList = async (app: TestApp['app']) =>
  (await app.inject({ method: 'POST', url: '/api/notice/list', payload: {} })).body;

describe('content changes across two server instances on PostgreSQL', () => {
  it("drops the other instance's read cache within a second of the commit", async () => {
    // Both caches hold the list without the new notice.
    expect(await noticeList(second)).not.toContain('다른 인스턴스');
    expect(await noticeList(first.app)).not.toContain('다른 인스턴스');

    await auditedWrite(first.app, null, { content: true }, async (tx, audit) => {
      const [row] = await tx
        .insert(notices)
        .values({ noticeName: '다른 인스턴스 공지', noticeContent: '<p>안내</p>' })
        .returning();
      audit({ action: 'notice.save', targetType: 'notice', targetId: row?.noticeIdx ?? null });
    });

    const started = Date.now();
    let seen = false;
    while (!seen && Date.now() - started < 1_000) {
      seen = (await noticeList(second)).includes('다른 인스턴스');
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toBe(true);
  });
});
