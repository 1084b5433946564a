/**
 * What a booking is checked against before it is written (reserve-entries.service.ts, step 2),
 * read through the app's read cache: the program's rules and instance, the member's agreement to
 * the signup terms in force and the venue's closed days. The insert and the waiting list's join
 * and accept (features/programs/waitlist) use the same checks.
 */
import type { FastifyInstance } from 'fastify';
import { assertTermsAgreed } from '../../accounts/terms/terms-agreement.service';
import { venueClosedDays } from '../../venue/cms-venue/venue-settings';
import { findInstance, loadProgramRules } from './reserve-entries.repository';
import type { InsertDeps } from './reserve-entries.service';

export type BookingChecks = Omit<InsertDeps, 'book'>;

export function bookingChecks(app: FastifyInstance): BookingChecks {
  return {
    db: app.db,
    rules: (programIdx) =>
      app.readCache.value(`insert:rules:${programIdx}`, () => loadProgramRules(app.db, programIdx)),
    instance: (programIdx, programInstanceIdx) =>
      app.readCache.value(`insert:instance:${programIdx}:${programInstanceIdx}`, () =>
        findInstance(app.db, programIdx, programInstanceIdx),
      ),
    termsAgreed: (userIdx, now) => assertTermsAgreed(app, userIdx, now),
    closedDays: () => venueClosedDays(app),
  };
}
