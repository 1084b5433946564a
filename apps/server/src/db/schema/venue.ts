// The venue: its floors (with their map plans), the zones on them, and the one-row venue
// settings document (decision 030). Map hotspots are in floor-map.ts.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** floorIdx 1 B1, 2 1F, 3 2F, 4 Rooftop (spec 000 §2 Floor map). */
export const floors = pgTable('floors', {
  floorIdx: serial('floor_idx').primaryKey(),
  floorName: varchar('floor_name', { length: 40 }).notNull(),
  /** Korean label, e.g. 지하 1층. */
  floorLabel: varchar('floor_label', { length: 40 }).notNull(),
  sortIndex: integer('sort_index').notNull(),
  /** LOW | NORMAL | BUSY — shown on the venue page (spec 001 §3 Floor.congestion). */
  congestion: varchar('congestion', { length: 10 }).notNull().default('NORMAL'),
  /**
   * The floor-map plan (decision 030): an image under /media/ (or one of the demo's built-in
   * drawings) and its natural size in pixels; all three null when the floor has no plan.
   */
  planPath: text('plan_path'),
  planWidth: integer('plan_width'),
  planHeight: integer('plan_height'),
  /**
   * How many people the floor holds at once: the live headcount warns as it nears
   * it. Null: not set.
   */
  capacity: integer('capacity'),
});

export const zones = pgTable(
  'zones',
  {
    zoneIdx: serial('zone_idx').primaryKey(),
    floorIdx: integer('floor_idx')
      .notNull()
      .references(() => floors.floorIdx),
    zoneName: varchar('zone_name', { length: 100 }).notNull(),
    zoneNameEn: varchar('zone_name_en', { length: 100 }).notNull(),
    zoneSummary: text('zone_summary').notNull().default(''),
    /** Editor HTML describing the zone, sanitized at write time. */
    zoneDescription: text('zone_description').notNull().default(''),
    /** OPEN | CLOSED | PREPARING */
    state: varchar('state', { length: 20 }).notNull().default('OPEN'),
    mainFileContentSavePath: text('main_image_path').notNull(),
    locationFileContentSavePath: text('location_image_path').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [index('zones_floor_idx').on(t.floorIdx)],
);

/**
 * The venue settings (decision 030): one row (settings_idx 1) holding the document
 * the ADMIN saves, validated by the contract's `venueSettingsInput` on write and read.
 */
export const venueSettings = pgTable(
  'venue_settings',
  {
    settingsIdx: integer('settings_idx').primaryKey().default(1),
    settings: jsonb('settings').notNull(),
    modDate: updatedAt(),
  },
  (t) => [check('venue_settings_single_row_ck', sql`${t.settingsIdx} = 1`)],
);
