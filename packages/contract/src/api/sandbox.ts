/**
 * Sandbox-only test aids. These paths exist only when the server runs with
 * SANDBOX_MODE on; they are not part of the product's API and are not in `apiCalls`.
 */
import { z } from 'zod';
import { mobileNumber, personName } from './auth';
import { gender, linkableLoginType, telecomCode } from './enums';
import { apiSuccess, birthDate, idNumber, safeText, yn } from './envelope';
import { drawRecord } from './staff-draws';

/**
 * POST /sandbox/api/session: creates (or reuses, by name + birth date + phone) a verified member
 * with every required consent, linked to a sandbox login of `provider`, and logs them in. Browser
 * tests of later features start from here instead of walking through signup each time.
 */
export const sandboxSessionBody = z
  .object({
    name: personName,
    birthYmd: birthDate,
    gender: gender,
    phoneNumber: mobileNumber,
    telecomCode: telecomCode,
    provider: linkableLoginType.default('kakao'),
  })
  .strict();
export const sandboxSessionResponse = apiSuccess(
  z.object({ jwt: z.string(), userIdx: z.number().int(), created: z.boolean() }),
);

/** GET /sandbox/api/status: answers only in sandbox mode (JSON 404 otherwise); the web's badge. */
export const sandboxStatusResponse = apiSuccess(z.object({ sandbox: z.literal(true) }));

/** GET /sandbox/api/captcha/{uuid}: the answer of a captcha, so tests can read it. */
export const sandboxCaptchaResponse = apiSuccess(z.object({ uuid: z.uuid(), answer: z.string() }));

/**
 * POST /sandbox/api/vip-keys: issues a VIP access key (the venue's CMS does this in production).
 * The plain key is answered once and only its hash is stored.
 */
export const sandboxVipKeyBody = z
  .object({
    label: safeText().trim().min(1).max(100).default('샌드박스 VIP'),
    /** days until expiry; negative makes an already expired key (to test the expiry message) */
    validDays: z.number().int().min(-365).max(365).default(30),
    maxUses: z.number().int().min(1).max(1000).default(10),
  })
  .strict();
export const sandboxVipKeyResponse = apiSuccess(
  z.object({ accessKey: z.string(), vipKeyIdx: z.number().int(), expiresAt: z.string() }),
);

/**
 * POST /sandbox/api/reserve-entries (sandbox mode only): gives a member an entry on a seeded
 * program `daysAhead` Seoul days from today (negative = in the past), so testers can see the
 * home greetings before the booking flow is used. RESERVATION entries are CONFIRM and
 * take a seat; APPLICATION entries are ATTEND. 404 when no program of that type runs that day.
 */
export const sandboxReserveEntryBody = z
  .object({
    userIdx: idNumber(),
    daysAhead: z.number().int().min(-30).max(60),
    programType: z.enum(['RESERVATION', 'APPLICATION']).default('RESERVATION'),
  })
  .strict();
export const sandboxReserveEntryResponse = apiSuccess(
  z.object({
    reserveEntryIdx: z.number().int(),
    reserveEntryId: z.string(),
    programIdx: z.number().int(),
    programName: z.string(),
    execDate: z.string(),
    status: z.string(),
  }),
);

/**
 * POST /sandbox/api/members/participation (sandbox mode only): sets a member's
 * participationPossibleYn, the venue's restriction flag (in production the venue's CMS sets it,
 * e.g. after repeated no-shows). With N the program detail answers participationPossibleYn N, the
 * main button shows the restriction alert of spec 001 §4 and POST /api/reserveentry/insert
 * refuses with 403 PARTICIPATION_RESTRICTED. 404 for an unknown or withdrawn member.
 */
export const sandboxParticipationBody = z
  .object({ userIdx: idNumber(), participationPossibleYn: yn })
  .strict();
export const sandboxParticipationResponse = apiSuccess(
  z.object({ userIdx: z.number().int(), participationPossibleYn: yn }),
);

/**
 * POST /sandbox/api/draws/run (sandbox mode only): runs the draw of an APPLICATION program now,
 * whatever its winnerAnnouncementDate (if the announcement was still ahead, it and the end of the
 * entry window move to now), and answers the draw's audit record. A program already drawn
 * answers its existing record unchanged. 404 for an unknown or non-draw program.
 */
export const sandboxDrawRunBody = z.object({ programIdx: idNumber() }).strict();

/** A draw's audit record (program_draws), and whether this call ran it. */
export const sandboxDrawRecord = drawRecord.extend({
  /** true when this call ran the draw; false when it had already run */
  drawnNow: z.boolean(),
});
export type DrawRecordResponse = z.infer<typeof sandboxDrawRecord>;
export const sandboxDrawRunResponse = apiSuccess(sandboxDrawRecord);
