/**
 * The demo venue: floors, zones, programs, banners, hotspots, notices, FAQ, terms, the tour, the
 * Draw Tour seasons and the surveys, dated relative to `now` in Asia/Seoul so the demo never goes
 * stale. `npm run db:seed` and the first start on an empty database both land here.
 */

import { seoulToday } from '@venue/contract';
import { sql } from 'drizzle-orm';
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
import { buildTerms } from './terms';
import { buildTour } from './tour';
import { buildVenueSettings } from './venue-settings';

/**
 * Every table the seed owns, children before parents, with its serial id column. TRUNCATE runs
 * without CASCADE on purpose: when a later feature adds a table that references one of these
 * (accounts' entries referencing programs, say), reseeding fails loudly until that table is
 * added here, instead of silently wiping member data.
 */
export const venueContentTables = [
  // Bookings are made on the demo's sessions, whose dates a reseed moves: a reseed replaces
  // them with the content (demo data only; nothing reseeds a production database).
  { table: 'reserve_entry_answers', id: null },
  { table: 'reserve_entry_term_consents', id: null },
  { table: 'reserve_entries', id: 'reserve_entry_idx' },
  // A draw belongs to its program's demo dates too; a reseed lets the poller draw again.
  { table: 'program_draws', id: null },
  // Check-ins name the demo's zones and programs; the day's QR passes (members' own) stay.
  { table: 'check_ins', id: 'check_in_idx' },
  // Draw Tour: stamps belong to the demo seasons (members' stamps go with them), then rewards.
  { table: 'frequency_reward_claims', id: 'claim_idx' },
  { table: 'frequency_stamps', id: 'stamp_idx' },
  { table: 'frequency_rewards', id: 'reward_idx' },
  { table: 'frequency_seasons', id: 'season_idx' },
  // Surveys: the demo's (a PROGRAM survey references a demo program); members' responses and
  // answers go with them, like Draw Tour stamps.
  { table: 'survey_answers', id: null },
  { table: 'survey_responses', id: 'survey_response_idx' },
  { table: 'survey_question_options', id: 'survey_question_option_idx' },
  { table: 'survey_questions', id: 'survey_question_idx' },
  { table: 'surveys', id: 'survey_idx' },
  { table: 'banner_actions', id: 'banner_action_idx' },
  { table: 'map_hotspots', id: 'map_hotspot_idx' },
  { table: 'tour_stops', id: 'tour_stop_idx' },
  { table: 'tours', id: 'tour_idx' },
  { table: 'banners', id: 'banner_idx' },
  { table: 'main_banners', id: 'main_banner_idx' },
  { table: 'program_links', id: null },
  { table: 'program_buttons', id: 'program_button_idx' },
  { table: 'program_options', id: 'program_option_idx' },
  { table: 'program_question_options', id: 'program_question_option_idx' },
  { table: 'program_questions', id: 'program_question_idx' },
  { table: 'program_terms', id: 'program_terms_idx' },
  { table: 'program_instances', id: 'program_instance_idx' },
  { table: 'programs', id: 'program_idx' },
  { table: 'program_categories', id: 'program_category_idx' },
  { table: 'zones', id: 'zone_idx' },
  { table: 'floors', id: 'floor_idx' },
  { table: 'notices', id: 'notice_idx' },
  { table: 'faqs', id: 'faqs_idx' },
  { table: 'faq_categories', id: 'faqs_category_idx' },
  { table: 'terms', id: 'terms_idx' },
  { table: 'venue_settings', id: null },
] as const;

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
    terms: buildTerms(today).map((term) => ({
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
    venueSettings: buildVenueSettings(),
  };
}

/**
 * Replaces all venue content with the demo venue, in one transaction: either the whole demo
 * is there afterwards or the old content is untouched. Ids are stable (floorIdx 1–4 and so on)
 * because the sequences restart and every row carries its id.
 */
export async function seedDemoVenue(db: Database, opts: { now: Date }): Promise<void> {
  const venue = buildDemoVenue(opts.now);
  const tableList = sql.raw(venueContentTables.map(({ table }) => `"${table}"`).join(', '));

  await db.transaction(async (tx) => {
    await tx.execute(sql`TRUNCATE TABLE ${tableList} RESTART IDENTITY`);

    await tx.insert(floors).values(venue.floors);
    await tx.insert(zones).values(venue.zones);
    await tx.insert(programCategories).values(venue.programCategories);
    await tx.insert(programs).values(venue.programs);
    await tx.insert(programInstances).values(venue.programInstances);
    await tx.insert(programOptions).values(venue.programOptions);
    await tx.insert(programButtons).values(venue.programButtons);
    await tx.insert(programLinks).values(venue.programLinks);
    await tx.insert(programQuestions).values(venue.programQuestions);
    await tx.insert(programQuestionOptions).values(venue.programQuestionOptions);
    await tx.insert(programTerms).values(venue.programTerms);
    await tx.insert(mainBanners).values(venue.mainBanners);
    await tx.insert(banners).values(venue.banners);
    await tx.insert(mapHotspots).values(venue.mapHotspots);
    await tx.insert(notices).values(venue.notices);
    await tx.insert(faqCategories).values(venue.faqCategories);
    await tx.insert(faqs).values(venue.faqs);
    await tx.insert(terms).values(venue.terms);
    await tx.insert(tours).values(venue.tours);
    await tx.insert(tourStops).values(venue.tourStops);
    await tx.insert(frequencySeasons).values(venue.frequencySeasons);
    await tx.insert(frequencyRewards).values(venue.frequencyRewards);
    await tx.insert(surveys).values(venue.surveys);
    await tx.insert(surveyQuestions).values(venue.surveyQuestions);
    await tx.insert(surveyQuestionOptions).values(venue.surveyQuestionOptions);
    await tx.insert(venueSettings).values({ settingsIdx: 1, settings: venue.venueSettings });

    // Rows were inserted with explicit ids, which does not move the sequences; point each one
    // past the largest id so the next row written by the app does not collide.
    for (const { table, id } of venueContentTables) {
      if (id === null) continue;
      await tx.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('"${table}"', '${id}'), COALESCE((SELECT MAX("${id}") FROM "${table}"), 0) + 1, false)`,
        ),
      );
    }

    const seededAt = opts.now.toISOString();
    await tx
      .insert(appMeta)
      .values({ key: 'demoSeededAt', value: seededAt })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: seededAt, updatedAt: sql`now()` } });
  });
}

/** True when the venue has no floors yet, i.e. a fresh database that should get the demo. */
export async function isVenueEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ floorIdx: floors.floorIdx }).from(floors).limit(1);
  return rows.length === 0;
}
