// The database schema (Drizzle), one file per domain; this file re-exports every table, so code
// imports them from 'db/schema' and never from the domain files.
/**
 * Migrations in ../../../drizzle are generated from this folder with `npm run db:generate` and must
 * stay SQL that PostgreSQL 15 accepts (PGlite reports 18).
 *
 * Conventions: serial integer ids named after the spec (`programIdx` → program_idx);
 * Y/N flags are booleans here and become 'Y'/'N' at the API edge; timestamps are timestamptz;
 * calendar days are `date` kept as 'YYYY-MM-DD' strings (venue days are Asia/Seoul days).
 * Shared column helpers are in columns.ts. A table's file imports the tables it references
 * from their files; the files import each other one way only (Biome's noImportCycles).
 *
 * Where each table lives (by its export name):
 * - check-ins.ts: qrPasses, checkIns, doorLists
 * - content.ts: notices, faqCategories, faqs, terms, mainBanners, banners, bannerActions,
 *     mediaAssets
 * - draws.ts: programDraws, programDrawOffers
 * - floor-map.ts: mapHotspots
 * - frequency.ts: frequencySeasons, frequencyRewards, frequencyStamps, frequencyRewardClaims
 * - identity.ts: captchaChallenges, phoneVerifications, sandboxSmsMessages
 * - inquiries.ts: inquiries, inquiryAttachments, inquiryAnswers
 * - messages.ts: messages, sandboxProviderMessages
 * - members.ts: users, userIdentities, oauthStates, legalGuardians, consentRecords, vipAccessKeys
 * - programs.ts: programCategories, programs, programInstances, programOptions, programButtons,
 *     programLinks, programQuestions, programQuestionOptions, programTerms, seatHolds
 * - reserve-entries.ts: reserveEntries, reserveEntryAnswers, reserveEntryTermConsents
 * - staff.ts: operators, operatorSessions, auditLog, apiTokens, webhookEndpoints, webhookDeliveries
 * - surveys.ts: surveys, surveyQuestions, surveyQuestionOptions, surveyResponses, surveyAnswers
 * - system.ts: appMeta, rateLimits
 * - tour.ts: tours, tourStops
 * - venue.ts: floors, zones, venueSettings
 * - visits.ts: visits
 * - waitlist.ts: waitlistEntries
 */

export * from './check-ins';
export * from './content';
export * from './draws';
export * from './floor-map';
export * from './frequency';
export * from './identity';
export * from './inquiries';
export * from './members';
export * from './messages';
export * from './programs';
export * from './reserve-entries';
export * from './staff';
export * from './surveys';
export * from './system';
export * from './tour';
export * from './venue';
export * from './visits';
export * from './waitlist';
