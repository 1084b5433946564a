/**
 * The demo venue: floors, zones, programs, banners, hotspots, notices, FAQ, terms, the tour, the
 * Draw Tour seasons and the surveys, dated relative to `now` in Asia/Seoul so the demo never goes
 * stale. `npm run db:seed` and the first start on an empty database in sandbox mode (or with
 * SEED_DEMO=on) land here; a production start never seeds on its own (decision 028).
 */

import { seoulToday } from '@venue/contract';
import { eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { sanitizeEditorHtml } from '../../lib/sanitize-html';
import {
  appMeta,
  banners,
  faqCategories,
  faqs,
  floors,
  frequencyRewards,
  frequencySeasons,
  mainBanners,
  mapHotspots,
  notices,
  programButtons,
  programCategories,
  programInstances,
  programLinks,
  programOptions,
  programQuestionOptions,
  programQuestions,
  programs,
  programTerms,
  surveyQuestionOptions,
  surveyQuestions,
  surveys,
  terms,
  tourStops,
  tours,
  venueSettings,
  zones,
} from '../schema';
import type { Database } from '../types';
import { buildBanners, buildMainBanners, buildMapHotspots } from './banners';
import { buildFaqCategories, buildFaqs } from './faq';
import { buildFloors, buildZones } from './floors-zones';
import { buildFrequency } from './frequency';
import { buildNotices } from './notices';
import { buildPrograms } from './programs';
import { buildSurveys } from './surveys';
import { buildPrivacyPolicy, buildTerms } from './terms';
import { buildTour } from './tour';
import { buildVenueSettings } from './venue-settings';

/**
 * The tables the seed writes, parents before children, each with its rows in `buildDemoVenue`.
 * Member data — entries and their answers and consents, check-ins, Draw Tour stamps and reward
 * claims, survey responses, consents, inquiries — lives in none of them and is never touched: a
 * reseed writes the demo rows over the rows with the same ids and leaves everything else as it
 * is (decision 028).
 */
export const seedOrder = [
  ['floors', floors],
  ['zones', zones],
  ['programCategories', programCategories],
  ['programs', programs],
  ['programInstances', programInstances],
  ['programOptions', programOptions],
  ['programButtons', programButtons],
  ['programLinks', programLinks],
  ['programQuestions', programQuestions],
  ['programQuestionOptions', programQuestionOptions],
  ['programTerms', programTerms],
  ['mainBanners', mainBanners],
  ['banners', banners],
  ['mapHotspots', mapHotspots],
  ['notices', notices],
  ['faqCategories', faqCategories],
  ['faqs', faqs],
  ['terms', terms],
  ['tours', tours],
  ['tourStops', tourStops],
  ['frequencySeasons', frequencySeasons],
  ['frequencyRewards', frequencyRewards],
  ['surveys', surveys],
  ['surveyQuestions', surveyQuestions],
  ['surveyQuestionOptions', surveyQuestionOptions],
  ['venueSettings', venueSettings],
] as const satisfies readonly (readonly [keyof ReturnType<typeof buildDemoVenue>, PgTable])[];

/**
 * Columns a reseed leaves as they are on a row that already exists: `reserved_count` counts the
 * seats members booked (the database keeps it within the capacity), so writing the demo's value
 * over it would lose or invent seats.
 */
const KEPT_ON_RESEED: ReadonlySet<string> = new Set(['reserved_count']);

/**
 * Inserts `rows` with their ids; a row whose key exists is overwritten with the demo's values
 * (except KEPT_ON_RESEED). Terms are written once and never overwritten: a published version is
 * what members agreed to (decision 028).
 */
async function upsertRows(tx: Database, table: PgTable, rows: readonly object[]) {
  if (rows.length === 0) return;
  const config = getTableConfig(table);
  const single = config.columns.filter((column) => column.primary);
  const target = single.length > 0 ? single : (config.primaryKeys[0]?.columns ?? []);
  const keys = new Set(target.map((column) => column.name));
  const written = new Set(rows.flatMap((row) => Object.keys(row)));
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!written.has(property) || keys.has(column.name) || KEPT_ON_RESEED.has(column.name))
      continue;
    set[property] = sql.raw(`excluded."${column.name}"`);
  }
  const insert = tx.insert(table).values(rows as never[]);
  if (config.name === 'terms' || Object.keys(set).length === 0) {
    await insert.onConflictDoNothing({ target });
  } else {
    await insert.onConflictDoUpdate({ target, set });
  }
}

/**
 * A reseed moves the demo's instances to new days, and one live instance per program, day and
 * start time is unique (`program_instances_slot_uq`, checked row by row): writing instance 46 onto
 * the slot instance 49 still holds would fail. So the demo's existing instances are first parked
 * on distinct days of 1900, which no real instance uses, and the upsert then writes each to its
 * new day.
 */
async function parkDemoInstances(tx: Database, rows: readonly { programInstanceIdx?: number }[]) {
  const ids = rows.flatMap((row) =>
    row.programInstanceIdx === undefined ? [] : [row.programInstanceIdx],
  );
  if (ids.length === 0) return;
  await tx
    .update(programInstances)
    .set({ execDate: sql`date '1900-01-01' + ${programInstances.programInstanceIdx}` })
    .where(inArray(programInstances.programInstanceIdx, ids));
}

/** The demo rows for `now`, with every editor-HTML field already sanitized. */
export function buildDemoVenue(now: Date) {
  const today = seoulToday(now);
  const programSeed = buildPrograms(today);
  const tourSeed = buildTour();
  const frequencySeed = buildFrequency(today);
  const surveySeed = buildSurveys(today);
  return {
    floors: buildFloors(),
    zones: buildZones().map((zone) => ({
      ...zone,
      zoneDescription: sanitizeEditorHtml(zone.zoneDescription ?? ''),
    })),
    programCategories: programSeed.categories,
    programs: programSeed.programs.map((program) => ({
      ...program,
      programName: sanitizeEditorHtml(program.programName),
      programEditor: sanitizeEditorHtml(program.programEditor ?? ''),
    })),
    programInstances: programSeed.instances,
    programOptions: programSeed.options,
    programButtons: programSeed.buttons,
    programLinks: programSeed.links,
    programQuestions: programSeed.questions,
    programQuestionOptions: programSeed.questionOptions,
    programTerms: programSeed.programTerms.map((term) => ({
      ...term,
      termsDescription: sanitizeEditorHtml(term.termsDescription),
    })),
    mainBanners: buildMainBanners(),
    banners: buildBanners(now, today).map((banner) => ({
      ...banner,
      popupDescription:
        banner.popupDescription == null ? null : sanitizeEditorHtml(banner.popupDescription),
    })),
    mapHotspots: buildMapHotspots(),
    notices: buildNotices(now, today).map((notice) => ({
      ...notice,
      noticeContent: sanitizeEditorHtml(notice.noticeContent),
    })),
    faqCategories: buildFaqCategories(),
    faqs: buildFaqs().map((faq) => ({ ...faq, faqsAnswer: sanitizeEditorHtml(faq.faqsAnswer) })),
    terms: [...buildTerms(today), buildPrivacyPolicy(today)].map((term) => ({
      ...term,
      termsDescription: sanitizeEditorHtml(term.termsDescription),
    })),
    tours: tourSeed.tours.map((tour) => ({
      ...tour,
      tourIntro: sanitizeEditorHtml(tour.tourIntro ?? ''),
    })),
    tourStops: tourSeed.tourStops,
    frequencySeasons: frequencySeed.seasons.map((season) => ({
      ...season,
      methodHtml: sanitizeEditorHtml(season.methodHtml ?? ''),
    })),
    frequencyRewards: frequencySeed.rewards,
    surveys: surveySeed.surveys,
    surveyQuestions: surveySeed.questions,
    surveyQuestionOptions: surveySeed.options,
    venueSettings: [{ settingsIdx: 1, settings: buildVenueSettings() }],
  };
}

/**
 * Writes the demo venue in one transaction: either the whole demo is there afterwards or nothing
 * changed. Ids are stable (floorIdx 1–4 and so on): each demo row is written over the row with
 * its id, and the sequences are moved past the largest ids. Nothing is deleted — rows the app
 * wrote (an operator's notice, members' entries, stamps, responses) stay (decision 028).
 */
export async function seedDemoVenue(db: Database, opts: { now: Date }): Promise<void> {
  const venue = buildDemoVenue(opts.now);

  await db.transaction(async (tx) => {
    for (const [key, table] of seedOrder) {
      if (table === programInstances) await parkDemoInstances(tx, venue.programInstances);
      await upsertRows(tx, table, venue[key]);
      // Rows were inserted with explicit ids, which does not move the sequences; point each
      // one past the largest id so the next row written by the app does not collide.
      const { name, columns } = getTableConfig(table);
      const id = columns.find((column) => column.primary && column.columnType === 'PgSerial');
      if (!id) continue;
      await tx.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('"${name}"', '${id.name}'), COALESCE((SELECT MAX("${id.name}") FROM "${name}"), 0) + 1, false)`,
        ),
      );
    }

    const seededAt = opts.now.toISOString();
    await tx
      .insert(appMeta)
      .values({ key: DEMO_SEEDED_AT, value: seededAt })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: seededAt, updatedAt: sql`now()` } });
  });
}

/** app_meta key: when the demo venue was last written into this database. */
export const DEMO_SEEDED_AT = 'demoSeededAt';

/**
 * True when this database's venue content came from the demo seed (it was seeded, at start or by
 * `npm run db:seed`), or there is none: the cases where `npm run db:seed` may write the demo.
 */
export async function holdsOnlyDemoContent(db: Database): Promise<boolean> {
  if (await isVenueEmpty(db)) return true;
  const rows = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, DEMO_SEEDED_AT))
    .limit(1);
  return rows.length > 0;
}

/** True when the venue has no floors yet, i.e. a fresh database that should get the demo. */
export async function isVenueEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ floorIdx: floors.floorIdx }).from(floors).limit(1);
  return rows.length === 0;
}
