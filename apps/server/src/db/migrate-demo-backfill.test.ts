/**
 * Migration 0019 (decision 030) moved the floor plans, hotspot rectangles and venue settings from
 * code into the database. A database that already held the demo venue is upgraded in place: its
 * floors get the built-in plans, its hotspots their names and rectangles, the venue its settings.
 * A venue's own database (no demo seed) is left as it was. Both are checked here by migrating a
 * PGlite database to 0018, filling it as the older code did, then applying the rest.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths';

type Journal = { entries: { idx: number; tag: string }[] };

/** A copy of the migrations folder that stops after `lastIdx`. */
function migrationsUpTo(lastIdx: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'venue-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A database as the code before 0019 left it: floors and hotspots, the demo mark or not. */
async function databaseBefore0019(demo: boolean) {
  const client = new PGlite();
  const db = drizzle({ client });
  const before = migrationsUpTo(18);
  cleanups.push(
    () => client.close(),
    () => rmSync(before, { recursive: true, force: true }),
  );
  await migrate(db, { migrationsFolder: before });
  await client.exec(`
    INSERT INTO floors (floor_idx, floor_name, floor_label, sort_index) VALUES
      (1, 'B1', '지하 1층', 1), (2, '1F', '1층', 2), (3, '2F', '2층', 3), (4, 'Rooftop', '루프탑', 4);
    INSERT INTO map_hotspots (map_type, floor_idx) VALUES ('G1Z0001', 2), ('G3Z0004', 4);
  `);
  if (demo) {
    await client.query(`INSERT INTO app_meta (key, value) VALUES ('demoSeededAt', $1)`, [
      new Date().toISOString(),
    ]);
  }
  return { client, db };
}

async function upgraded(demo: boolean) {
  const { client, db } = await databaseBefore0019(demo);
  await migrate(db, { migrationsFolder });
  const floors = await client.query<{ floor_name: string; plan_path: string | null }>(
    'SELECT floor_name, plan_path FROM floors ORDER BY floor_idx',
  );
  const hotspots = await client.query<{ map_type: string; label: string; rect_x: number | null }>(
    'SELECT map_type, label, rect_x FROM map_hotspots ORDER BY map_type',
  );
  const settings = await client.query<{ settings: { venueName: string } }>(
    'SELECT settings FROM venue_settings',
  );
  return { floors: floors.rows, hotspots: hotspots.rows, settings: settings.rows };
}

// Two fresh databases migrated from nothing: slower than a test's usual five seconds.
describe('migration 0019 on a database made before it', { timeout: 60_000 }, () => {
  it('gives a demo venue its plans, hotspot names and rectangles, and its settings', async () => {
    const { floors, hotspots, settings } = await upgraded(true);
    expect(floors).toEqual([
      { floor_name: 'B1', plan_path: '/media/plans/demo-b1.svg' },
      { floor_name: '1F', plan_path: '/media/plans/demo-1f.svg' },
      { floor_name: '2F', plan_path: '/media/plans/demo-2f.svg' },
      { floor_name: 'Rooftop', plan_path: '/media/plans/demo-rooftop.svg' },
    ]);
    expect(hotspots).toEqual([
      { map_type: 'G1Z0001', label: '메인 홀', rect_x: 0.2042 },
      { map_type: 'G3Z0004', label: '더 가든', rect_x: 0.5736 },
    ]);
    expect(settings).toHaveLength(1);
    expect(settings[0]?.settings.venueName).toBe('시그널 하우스 성수');
  });

  it("leaves a venue's own database as it was: no demo plans, rectangles or settings", async () => {
    const { floors, hotspots, settings } = await upgraded(false);
    expect(floors.map((floor) => floor.plan_path)).toEqual([null, null, null, null]);
    expect(hotspots.map((hotspot) => [hotspot.label, hotspot.rect_x])).toEqual([
      ['', null],
      ['', null],
    ]);
    expect(settings).toEqual([]);
  });
});
