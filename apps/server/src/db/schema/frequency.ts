// The Draw Tour (스탬프 투어, frequency_*): seasons, their rewards, the stamps members earn and
// the rewards handed out at the desk (decision 022).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './members';
import { operators } from './staff';

/**
 * Draw Tour (스탬프 투어) seasons: stamps collected between start and end date (Seoul
 * days) count towards the season's rewards.
 */
export const frequencySeasons = pgTable(
  'frequency_seasons',
  {
    seasonIdx: serial('season_idx').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitized editor HTML: how the season works, shown on /frequency/method. */
    methodHtml: text('method_html').notNull().default(''),
    imagePath: text('image_path').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Squares on the stamp board. */
    stampGoal: integer('stamp_goal').notNull(),
    displayYn: boolean('display_yn').notNull().default(true),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  // Migration 0020: the console writes seasons; the database keeps them sane.
  (t) => [
    check('frequency_seasons_period_ck', sql`${t.endDate} >= ${t.startDate}`),
    check('frequency_seasons_goal_ck', sql`${t.stampGoal} >= 1`),
  ],
);

/** A season's rewards, unlocked at a number of stamps. */
export const frequencyRewards = pgTable(
  'frequency_rewards',
  {
    rewardIdx: serial('reward_idx').primaryKey(),
    seasonIdx: integer('season_idx')
      .notNull()
      .references(() => frequencySeasons.seasonIdx, { onDelete: 'cascade' }),
    requiredStamps: integer('required_stamps').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    /** How many the venue prepared (선착순); null: no limit (decision 022). */
    stock: integer('stock'),
  },
  (t) => [
    index('frequency_rewards_season_idx').on(t.seasonIdx, t.requiredStamps),
    check('frequency_rewards_stock_ck', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check('frequency_rewards_required_ck', sql`${t.requiredStamps} >= 1`),
  ],
);

/**
 * Stamps a member earned in a season. `earnKey` makes each earning happen once:
 * CHECKIN:{Seoul day}, PROGRAM:{programIdx}, NSERVICE:{Seoul day}.
 */
export const frequencyStamps = pgTable(
  'frequency_stamps',
  {
    stampIdx: serial('stamp_idx').primaryKey(),
    seasonIdx: integer('season_idx')
      .notNull()
      .references(() => frequencySeasons.seasonIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** CHECKIN | PROGRAM | NSERVICE */
    earnType: varchar('earn_type', { length: 10 }).notNull(),
    earnKey: varchar('earn_key', { length: 40 }).notNull(),
    /** The program of a PROGRAM stamp (no foreign key: venue content may be reseeded). */
    programIdx: integer('program_idx'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('frequency_stamps_once_uq').on(t.seasonIdx, t.userIdx, t.earnKey),
    index('frequency_stamps_user_idx').on(t.userIdx, t.seasonIdx),
  ],
);

/**
 * Rewards handed out at the information desk (decision 022): one row per reward and member,
 * written by the staff console; the unique index makes a second handout impossible.
 */
export const frequencyRewardClaims = pgTable(
  'frequency_reward_claims',
  {
    claimIdx: serial('claim_idx').primaryKey(),
    rewardIdx: integer('reward_idx')
      .notNull()
      .references(() => frequencyRewards.rewardIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** The operator who handed it out; null once that account is deleted. */
    operatorIdx: integer('operator_idx').references(() => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('frequency_reward_claims_once_uq').on(t.rewardIdx, t.userIdx),
    index('frequency_reward_claims_user_idx').on(t.userIdx),
  ],
);
