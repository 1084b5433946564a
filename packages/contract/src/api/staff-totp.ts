/**
 * Two-factor login for operators (decision 035): an ADMIN turns on TOTP (RFC 6238,
 * 30-second steps, 6 digits) with an authenticator app; from then on the staff login asks for
 * the app's code after the password. POST /api/staff/totp/status|setup|enable|disable,
 * /api/staff/login/totp and the ADMIN's /api/staff/operators/reset-totp.
 */
import { z } from 'zod';
import { apiSuccess, emptyBody, idNumber, isoDateTime, safeText, yn } from './envelope';
import { operator } from './staff';

/** The authenticator app's code: exactly 6 digits (the console drops spaces before sending). */
export const totpCode = safeText('인증 앱의 6자리 코드를 입력해 주세요.')
  .trim()
  .regex(/^\d{6}$/, { error: '인증 앱의 6자리 숫자를 입력해 주세요.' });

/**
 * The login's first step for an account with two-factor login on: no session yet, a challenge
 * (a signed token, 5 minutes, for this operator and this purpose only) to send with the code.
 */
export const staffTotpChallenge = z.object({
  totpRequired: z.literal(true),
  challenge: z.string(),
});
export type StaffTotpChallenge = z.infer<typeof staffTotpChallenge>;

/**
 * POST /api/staff/login: the operator (the session cookie is set), or — two-factor login on —
 * the challenge for POST /api/staff/login/totp (no cookie yet).
 */
export const staffLoginResponse = apiSuccess(z.union([operator, staffTotpChallenge]));
export type StaffLoginAnswer = z.infer<typeof staffLoginResponse>['data'];

/** POST /api/staff/login/totp: the login's second step; sets the session cookie. */
export const staffLoginTotpBody = z
  .object({
    challenge: safeText('처음부터 다시 로그인해 주세요.')
      .min(1, { error: '처음부터 다시 로그인해 주세요.' })
      .max(2000, { error: '처음부터 다시 로그인해 주세요.' }),
    code: totpCode,
  })
  .strict();
export const staffLoginTotpResponse = apiSuccess(operator);

/** One's own two-factor login as the 2단계 인증 page shows it. */
export const staffTotpStatus = z.object({
  enabledYn: yn,
  /** when it was turned on (Seoul ISO), or null while off */
  enabledAt: isoDateTime.nullable(),
});
export type StaffTotpStatus = z.infer<typeof staffTotpStatus>;

/** POST /api/staff/totp/status (any operator): whether one's own two-factor login is on. */
export const staffTotpStatusBody = emptyBody;
export const staffTotpStatusResponse = apiSuccess(staffTotpStatus);

/**
 * POST /api/staff/totp/setup (ADMIN, while off): a new secret waiting for its first code. The
 * QR is an SVG image as a data: URL, drawn by the server, for the authenticator app to scan;
 * the base32 secret is for typing in by hand. A new setup replaces a waiting one.
 */
export const staffTotpSetupBody = emptyBody;
export const staffTotpSetup = z.object({
  otpauthUri: z.string(),
  secret: z.string(),
  qrSvgDataUrl: z.string(),
});
export type StaffTotpSetup = z.infer<typeof staffTotpSetup>;
export const staffTotpSetupResponse = apiSuccess(staffTotpSetup);

/** POST /api/staff/totp/enable (ADMIN): the app's code confirms the waiting secret. */
export const staffTotpEnableBody = z.object({ code: totpCode }).strict();
export const staffTotpEnableResponse = apiSuccess(staffTotpStatus);

/** POST /api/staff/totp/disable (any operator, their own): needs the current password. */
export const staffTotpDisableBody = z
  .object({
    password: safeText('비밀번호를 입력해 주세요.')
      .min(1, { error: '비밀번호를 입력해 주세요.' })
      .max(200, { error: '비밀번호가 너무 길어요.' }),
  })
  .strict();
export const staffTotpDisableResponse = apiSuccess(staffTotpStatus);

/**
 * POST /api/staff/operators/reset-totp (ADMIN, not one's own): turns another operator's
 * two-factor login off (a lost phone); their sessions end, and they log in with the password
 * alone until they turn it on again.
 */
export const staffOperatorResetTotpBody = z.object({ operatorIdx: idNumber() }).strict();
export const staffOperatorResetTotpResponse = apiSuccess(operator);
