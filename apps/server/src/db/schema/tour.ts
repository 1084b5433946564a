// The self-guided tour of the venue page's tour tab and its stops. The Draw Tour (stamps and
// rewards) is in frequency.ts.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { programs } from './programs';
import { floors, zones } from './venue';

/**
 * A self-guided tour of the venue page's tour tab. The current tour is the displayed one edited
 * last (display_yn, then mod_date); drafts and old tours stay hidden with display_yn false.
 */
export const tours = pgTable(
  'tours',
  {
    tourIdx: serial('tour_idx').primaryKey(),
    tourTitle: varchar('tour_title', { length: 200 }).notNull(),
    /** Editor HTML, sanitized at write time. */
    tourIntro: text('tour_intro').notNull().default(''),
    /** Cover image, 750×400; null for none. */
    savePath: text('image_path'),
    /** Plain-text lines of the "before you go" checklist, in order. */
    checklist: text('checklist').array().notNull().default(sql`'{}'::text[]`),
    displayYn: boolean('display_yn').notNull().default(true),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [index('tours_current_idx').on(t.displayYn, t.modDate)],
);

/** The stops of a tour in `sortIndex` order; `floorIdx` null for a step not on one floor. */
export const tourStops = pgTable(
  'tour_stops',
  {
    tourStopIdx: serial('tour_stop_idx').primaryKey(),
    tourIdx: integer('tour_idx')
      .notNull()
      .references(() => tours.tourIdx, { onDelete: 'cascade' }),
    floorIdx: integer('floor_idx').references(() => floors.floorIdx),
    /** The zone the stop visits and a program at it, linked from the stop. */
    zoneIdx: integer('zone_idx').references(() => zones.zoneIdx),
    programIdx: integer('program_idx').references(() => programs.programIdx),
    label: varchar('label', { length: 40 }).notNull(),
    stopTitle: varchar('stop_title', { length: 200 }).notNull(),
    minutes: integer('minutes').notNull(),
    /** Plain text. */
    stopText: text('stop_text').notNull(),
    /** Plain-text tips, in order. */
    tips: text('tips').array().notNull().default(sql`'{}'::text[]`),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (t) => [index('tour_stops_tour_idx').on(t.tourIdx, t.sortIndex)],
);
