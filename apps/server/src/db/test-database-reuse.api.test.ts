import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The test harness reuses a worker's database for its next test (decision 052): on PGlite one
 * session, on PostgreSQL a pool whose connections stay open. These tests run in order in one
 * worker, so the second gets the database the first used: it must find it as the template left
 * it, on whichever database the run uses.
 */
let current: TestApp | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

type Raw = { query: (text: string) => Promise<{ rows: unknown[] }> };
const raw = (app: TestApp) => app.handle.raw as unknown as Raw;
const rows = async (app: TestApp, text: string) =>
  (await raw(app).query(text)).rows as Record<string, unknown>[];

/** Runs `text` on every connection the app's pool holds (PGlite has one). */
async function onEveryConnection(app: TestApp, text: string): Promise<void> {
  if (app.handle.kind === 'pglite') {
    await app.handle.raw.query(text);
    return;
  }
  const pool = app.handle.raw;
  const clients = await Promise.all(Array.from({ length: 4 }, () => pool.connect()));
  try {
    for (const client of clients) await client.query(text);
  } finally {
    for (const client of clients) client.release();
  }
}

describe('a reused test database', () => {
  it('is written to: rows, a sequence, session settings and a temporary table', async () => {
    current = await createTestApp();
    const inserted = await rows(
      current,
      `insert into faq_categories (faqs_category_name) values ('첫 번째'), ('두 번째') returning faqs_category_idx as id`,
    );
    expect(inserted.map((row) => row.id)).toEqual([1, 2]);
    await onEveryConnection(current, `set application_name = 'left-by-a-test'`);
    await onEveryConnection(current, 'create temporary table if not exists left_behind (x int)');
  });

  it('comes to the next test empty, its sequences restarted and its sessions reset', async () => {
    current = await createTestApp();
    expect(await rows(current, 'select * from faq_categories')).toEqual([]);
    const inserted = await rows(
      current,
      `insert into faq_categories (faqs_category_name) values ('다시') returning faqs_category_idx as id`,
    );
    expect(inserted.map((row) => row.id)).toEqual([1]);
    for (let i = 0; i < 4; i += 1) {
      const [setting] = await rows(current, `select current_setting('application_name') as name`);
      expect(setting?.name).not.toBe('left-by-a-test');
      const temporary = await rows(
        current,
        `select 1 from pg_class where relname = 'left_behind' and relpersistence = 't'`,
      );
      expect(temporary).toEqual([]);
    }
  });
});
