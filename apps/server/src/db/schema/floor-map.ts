// The floor map: hotspots placed on a floor's plan, each pointing at a program or a zone
// (POST /api/checkin/banner/list; decision 030). Floors and zones are in venue.ts.
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { programs } from './programs';
import { floors, zones } from './venue';

/**
 * Floor-map hotspots (POST /api/checkin/banner/list): mapType codes of spec 000 §2, e.g. B1P0001.
 * Program codes (xxPnnnn) point at a program; zone codes (xxZnnnn) at a zone.
 */
export const mapHotspots = pgTable(
  'map_hotspots',
  {
    mapHotspotIdx: serial('map_hotspot_idx').primaryKey(),
    mapType: varchar('map_type', { length: 10 }).notNull(),
    floorIdx: integer('floor_idx')
      .notNull()
      .references(() => floors.floorIdx),
    programIdx: integer('program_idx').references(() => programs.programIdx),
    zoneIdx: integer('zone_idx').references(() => zones.zoneIdx),
    /** The name on the map: the room, or the spot in a room (decision 030). */
    label: varchar('label', { length: 40 }).notNull().default(''),
    labelEn: varchar('label_en', { length: 60 }),
    /** The rectangle on the floor's plan in fractions of its size; null: not placed. */
    rectX: doublePrecision('rect_x'),
    rectY: doublePrecision('rect_y'),
    rectWidth: doublePrecision('rect_width'),
    rectHeight: doublePrecision('rect_height'),
  },
  (t) => [
    uniqueIndex('map_hotspots_floor_type_uq').on(t.floorIdx, t.mapType),
    check(
      'map_hotspots_rect_ck',
      sql`(${t.rectX} IS NULL AND ${t.rectY} IS NULL AND ${t.rectWidth} IS NULL AND ${t.rectHeight} IS NULL) OR (${t.rectX} >= 0 AND ${t.rectY} >= 0 AND ${t.rectWidth} > 0 AND ${t.rectHeight} > 0 AND ${t.rectX} + ${t.rectWidth} <= 1.000001 AND ${t.rectY} + ${t.rectHeight} <= 1.000001)`,
    ),
  ],
);
