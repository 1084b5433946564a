/**
 * The console's setup checklist: what the venue still needs before visitors can use
 * it, read from its own data and the server's configuration each time (no cache: an operator
 * who just fixed an item sees it done). `blocking` marks what keeps visitors out as it stands.
 */
import {
  missingSignupTerms,
  PRIVACY_POLICY_CODE,
  type SetupChecklist,
  seoulToday,
  signupTermsCodes,
} from '@venue/contract';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { floors, programs } from '../../../db/schema';
import { identityAgencyMode } from '../../accounts/identity/identity-agency';
import { loginProviderModes } from '../../accounts/login/oauth-clients';
import { listInForceVersions } from '../../accounts/terms/terms.repository';
import { activeMaintenance, readVenueSettings } from '../cms-venue/venue-settings';

export async function readSetupChecklist(app: FastifyInstance, now: Date): Promise<SetupChecklist> {
  const { db, config } = app;
  const [settings, inForce, [floorCount], [programCount]] = await Promise.all([
    readVenueSettings(db),
    listInForceVersions(db, seoulToday(now), [...signupTermsCodes, PRIVACY_POLICY_CODE]),
    db.select({ n: count() }).from(floors),
    db.select({ n: count() }).from(programs).where(eq(programs.displayYn, true)),
  ]);

  const missing = missingSignupTerms(inForce.map((row) => row.termsCode));
  const floorsN = floorCount?.n ?? 0;
  const programsN = programCount?.n ?? 0;
  const { kakao, tid } = loginProviderModes(config);
  const identity = identityAgencyMode(config);
  // Visitors can log in with either provider; without the identity agency nobody can sign up.
  const canLogIn = kakao !== 'MISSING' || tid !== 'MISSING';
  const providersDone = canLogIn && identity !== 'MISSING';
  const maintenance = activeMaintenance(settings, now);

  return {
    venueIdentity: { done: settings !== null, blocking: false },
    signupTerms: { done: missing.length === 0, blocking: missing.length > 0, missing },
    floors: { done: floorsN > 0, blocking: false, count: floorsN },
    // Nothing to reserve or enter: the venue has nothing to offer a visitor yet.
    programs: { done: programsN > 0, blocking: programsN === 0, count: programsN },
    providers: { done: providersDone, blocking: !providersDone, kakao, tid, identity },
    maintenance: {
      done: maintenance === null,
      blocking: maintenance !== null,
      endAt: maintenance?.endAt ?? null,
    },
    privacyPolicy: {
      done: inForce.some((row) => row.termsCode === PRIVACY_POLICY_CODE),
      blocking: false,
    },
  };
}
