/**
 * The staff console's calls (designed; decision 017). They live under /api/staff/ and
 * authenticate with the staff session cookie only: a member token means nothing here, and the
 * staff cookie means nothing to member calls.
 */
import { z } from 'zod';
import { apiSuccess, emptyBody, idNumber, safeText, yn } from './envelope';
import { sseMessage } from './qr';
import { checkInPlaceFields, doorBooking, onePlaceOnly } from './staff-operations';

/**
 * Operator roles: ADMIN does everything (operators, settings, audit log); EDITOR
 * publishes content; STAFF runs the door and the desks. Each role includes the ones after it.
 */
export const operatorRole = z.enum(['ADMIN', 'EDITOR', 'STAFF']);
export type OperatorRole = z.infer<typeof operatorRole>;

const loginId = safeText('아이디를 입력해 주세요.')
  .trim()
  .min(3, { error: '아이디는 3자 이상이에요.' })
  .max(40, { error: '아이디는 40자 이하예요.' })
  .regex(/^[A-Za-z0-9._-]+$/, { error: '아이디는 영문, 숫자, . _ - 만 쓸 수 있어요.' });
const password = safeText('비밀번호를 입력해 주세요.')
  .min(1, { error: '비밀번호를 입력해 주세요.' })
  .max(200, { error: '비밀번호가 너무 길어요.' });

export const operator = z.object({
  operatorIdx: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  role: operatorRole,
  activeYn: yn,
  /** Y after an ADMIN reset the password: the console asks for a new one before anything else */
  mustChangePasswordYn: yn,
});
export type Operator = z.infer<typeof operator>;

/**
 * An operator's staff-login lock as the ADMIN sees it (decision 024): `lockedYn` is Y while some
 * client address is locked out of the login id (5 failures each, 15 minutes) or the id is in
 * its short pause after many failures from many addresses. Addresses themselves are not shown.
 */
export const operatorLoginLock = z.object({
  lockedYn: yn,
  /** client addresses locked out of this login id now */
  lockedAddressCount: z.number().int().nonnegative(),
  /** failed logins of this id from every address in the last hour's window */
  recentFailureCount: z.number().int().nonnegative(),
  /** the end of the id's pause (Seoul ISO), or null when there is none */
  pausedUntil: z.string().nullable(),
});
export type OperatorLoginLock = z.infer<typeof operatorLoginLock>;
export const operatorAccount = operator.extend({
  loginLock: operatorLoginLock,
  /** Y while the operator's two-factor login is on (decision 035) */
  totpEnabledYn: yn,
});
export type OperatorAccount = z.infer<typeof operatorAccount>;

/**
 * POST /api/staff/login: sets the session cookie and answers the operator; with two-factor
 * login on, answers a challenge instead (`staffLoginResponse`, api/staff-totp.ts).
 */
export const staffLoginBody = z.object({ loginId, password }).strict();

/** POST /api/staff/logout: ends the session (and clears the cookie). */
export const staffLogoutBody = emptyBody;
export const staffLogoutResponse = apiSuccess(z.null());

/** POST /api/staff/me: the operator of the session, or 401 STAFF_UNAUTHORIZED. */
export const staffMeBody = emptyBody;
export const staffMeResponse = apiSuccess(operator);

/** POST /api/staff/places: where a check-in can be made (the scanner's place selector). */
export const staffPlacesBody = emptyBody;
export const staffPlaces = z.object({
  zones: z.array(
    z.object({ zoneIdx: z.number().int(), zoneName: z.string(), floorName: z.string() }),
  ),
  programs: z.array(
    z.object({
      programIdx: z.number().int(),
      programName: z.string(),
      floorName: z.string().nullable(),
      tutorialYn: yn,
    }),
  ),
});
export type StaffPlaces = z.infer<typeof staffPlaces>;
export const staffPlacesResponse = apiSuccess(staffPlaces);

/** A member's QR as the console read it: the scanned text or a typed entry code. */
export const scannedQrValue = safeText('QR 또는 입장 코드를 입력해 주세요.')
  .trim()
  .min(1, { error: 'QR 또는 입장 코드를 입력해 주세요.' })
  .max(200, { error: '올바른 QR이 아니에요.' });

/**
 * POST /api/staff/checkin: `qrValue` is the scanned QR text or a typed entry code. No place means
 * the entrance; at most one of zoneIdx and programIdx.
 */
export const staffCheckInBody = z
  .object({
    qrValue: scannedQrValue,
    ...checkInPlaceFields,
    /** the scanner's named check-in list (./staff-door-lists.ts); absent: none */
    doorListIdx: idNumber().optional(),
    /**
     * The scanner (a random id it keeps) and this scan's nonce (decision 070): with both, the scan
     * is recorded in door_scans once, and two scanners admitting one pass within a minute is
     * reported as a conflict. A repeated nonce gets the first answer again.
     */
    scannerId: z.uuid({ error: '스캐너 정보가 올바르지 않아요.' }).optional(),
    scanNonce: z.uuid({ error: '스캔 정보가 올바르지 않아요.' }).optional(),
  })
  .strict()
  .refine(...onePlaceOnly)
  .refine((body) => (body.scannerId === undefined) === (body.scanNonce === undefined), {
    error: '스캐너와 스캔 정보는 함께 보내 주세요.',
    path: ['scanNonce'],
  });
export type StaffCheckInBody = z.infer<typeof staffCheckInBody>;

export const checkInPlaceType = z.enum(['ENTRANCE', 'ZONE', 'PROGRAM']);
export const passMode = z.enum(['DEVICE', 'DEVICE_CODE', 'UNBOUND', 'NAME']);
export type PassMode = z.infer<typeof passMode>;
export const staffCheckInResult = z.object({
  /** CHECKED_IN: recorded now; ALREADY_CHECKED_IN: this member was already checked in here today. */
  result: z.enum(['CHECKED_IN', 'ALREADY_CHECKED_IN']),
  checkInIdx: z.number().int(),
  /** The member's name with the middle masked (김*늘), for the staff to greet them. */
  memberName: z.string(),
  /** The member's visit days, this one included. */
  visitCount: z.number().int().nonnegative(),
  /** When the member was checked in here (the first scan for ALREADY_CHECKED_IN), Seoul ISO. */
  checkedInAt: z.string(),
  place: z.object({ type: checkInPlaceType, name: z.string() }),
  /** What was sent to the member's phone (for ALREADY_CHECKED_IN: nothing new is sent). */
  message: sseMessage,
  /** At a program place: the member's booking found there today (decision 032). */
  booking: doorBooking.nullable(),
  /**
   * How the pass was shown (decision 070): DEVICE the phone's signed rotating QR, DEVICE_CODE its
   * rotating typed code, UNBOUND a pass no phone holds (an old browser's daily QR: staff should
   * look at the member, the console says so), NAME admitted by name.
   */
  passMode: passMode,
});
export type StaffCheckInResult = z.infer<typeof staffCheckInResult>;
export const staffCheckInResponse = apiSuccess(staffCheckInResult);

/** POST /api/staff/operators (ADMIN): every operator account, with its login lock. */
export const staffOperatorListBody = emptyBody;
export const staffOperatorListResponse = apiSuccess(z.array(operatorAccount));

/** A password an operator chooses: 10 to 200 characters. */
const newPassword = safeText('비밀번호를 입력해 주세요.')
  .min(10, { error: '비밀번호는 10자 이상이에요.' })
  .max(200, { error: '비밀번호가 너무 길어요.' });

/** POST /api/staff/operators/create (ADMIN): a new operator account. */
export const staffOperatorCreateBody = z
  .object({
    loginId,
    name: safeText('이름을 입력해 주세요.')
      .trim()
      .min(1, { error: '이름을 입력해 주세요.' })
      .max(50, { error: '이름은 50자 이하예요.' }),
    password: newPassword,
    role: operatorRole,
  })
  .strict();
export const staffOperatorCreateResponse = apiSuccess(operator);

/**
 * POST /api/staff/operators/update (ADMIN): turns an account off or on, or changes its role —
 * never one's own (the venue would risk losing its last administrator).
 */
export const staffOperatorUpdateBody = z
  .object({ operatorIdx: idNumber(), activeYn: yn.optional(), role: operatorRole.optional() })
  .strict()
  .refine((body) => body.activeYn !== undefined || body.role !== undefined, {
    error: '바꿀 내용을 골라 주세요.',
  });
export const staffOperatorUpdateResponse = apiSuccess(operator);

/**
 * POST /api/staff/operators/unlock (ADMIN): forgets every failed login of the operator's login
 * id, from every address, so a locked-out operator can log in again at once. Answers the
 * operator with its (now clear) lock.
 */
export const staffOperatorUnlockBody = z
  .object({
    operatorIdx: z
      .number({ error: '운영자를 골라 주세요.' })
      .int({ error: '운영자를 골라 주세요.' })
      .positive({ error: '운영자를 골라 주세요.' })
      .max(2_147_483_647, { error: '운영자를 골라 주세요.' }),
  })
  .strict();
export const staffOperatorUnlockResponse = apiSuccess(operatorAccount);

/**
 * POST /api/staff/operators/reset-password (ADMIN, not one's own): a new temporary password,
 * answered once; the operator's sessions end and their next login must choose a new password.
 */
export const staffOperatorResetPasswordBody = z.object({ operatorIdx: idNumber() }).strict();
export const staffOperatorResetPasswordResponse = apiSuccess(
  z.object({ operator, temporaryPassword: z.string() }),
);

/**
 * POST /api/staff/password (every operator): their own password, after the current one. The
 * operator's other sessions end; a required change (after a reset) is done.
 */
export const staffPasswordChangeBody = z
  .object({ currentPassword: password, newPassword })
  .strict()
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    error: '지금 비밀번호와 다른 비밀번호를 정해 주세요.',
  });
export const staffPasswordChangeResponse = apiSuccess(operator);
