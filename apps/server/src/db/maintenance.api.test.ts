/**
 * The PGlite maintenance job gives the planner statistics (db/maintenance.ts): without it a
 * table filled after start stays "empty" to the planner forever.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBulkMembers } from '../../test/factories';
import { openTestDatabase } from '../../test/test-app';
import { startDatabaseMaintenance } from './maintenance';

const log = { info: vi.fn(), error: vi.fn() };
let drop: (() => Promise<void>) | undefined;
beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(async () => {
  await drop?.();
  drop = undefined;
});

async function plannedRows(handle: Awaited<ReturnType<typeof openTestDatabase>>['handle']) {
  const result = await handle.db.execute(
    sql`select reltuples::int as rows from pg_class where relname = 'users'`,
  );
  return (result as unknown as { rows: { rows: number }[] }).rows[0]?.rows;
}

describe('startDatabaseMaintenance', () => {
  it('analyzes the tables at start, so the planner knows how many members there are', async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const { handle } = opened;
    await createBulkMembers(handle.db, 300, 'maintenance');

    const job = await startDatabaseMaintenance(handle, log, { intervalMs: 60_000 });
    await job.stop();

    if (handle.kind === 'pglite') {
      expect(await plannedRows(handle)).toBe(300);
      expect(log.info).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'analyze' }),
        'database maintenance',
      );
    } else {
      // PostgreSQL's autovacuum owns this: the job does nothing there.
      expect(log.info).not.toHaveBeenCalled();
    }
  });

  it('runs again on its interval and stops cleanly', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const opened = await openTestDatabase();
      drop = opened.drop;
      const { handle } = opened;
      const job = await startDatabaseMaintenance(handle, log, { intervalMs: 1_000 });
      await createBulkMembers(handle.db, 120, 'later');
      vi.advanceTimersByTime(1_000);
      await job.stop();
      if (handle.kind === 'pglite') expect(await plannedRows(handle)).toBe(120);
    } finally {
      vi.useRealTimers();
    }
  });
});
