/**
 * The door that keeps working offline (decision 070).
 *
 * - POST /api/staff/door/keys (STAFF): what a scanner needs to verify today's passes by itself,
 *   downloaded every minute while online. A pass bound to a phone comes with its signing key and
 *   its typed code's secret; every pass with SHA-256 hashes of its daily QR and entry code (the
 *   scanner never learns them): a pass no phone holds is admitted by them, a bound pass refused
 *   as QR_DEVICE_REQUIRED. Withdrawn members' passes are listed as revoked, with the hashes of
 *   their daily QR and entry code (refused as QR_MEMBER_GONE).
 * - POST /api/staff/door/sync (STAFF): the scans a scanner admitted offline, each with its nonce.
 *   The server applies them in the order they were scanned, each once across retries and
 *   instances (a repeated nonce gets its first answer), with the door's rules at the moment of the
 *   scan; a pass admitted by two scanners within a minute is a conflict.
 * - POST /api/staff/door/integrity (STAFF): the day's conflicts and how passes were shown, for
 *   the dashboard.
 */
import { z } from 'zod';
import { apiSuccess, idNumber, isoDateTime, ymd, yn } from './envelope';
import { scannedQrValue } from './staff';
import { checkInPlaceFields, onePlaceOnly } from './staff-operations';

export const DOOR_SYNC_MAX_SCANS = 500;
/** Two scanners admitting one pass within this many seconds is a conflict. */
export const DOOR_CONFLICT_SECONDS = 60;

export const staffDoorKeysBody = z
  .object({ ...checkInPlaceFields, doorListIdx: idNumber().optional() })
  .strict()
  .refine(...onePlaceOnly)
  .optional();

export const doorPassKey = z.object({
  qrPassIdx: z.number().int(),
  /** masked for every role (김*늘): the scanner greets by it */
  memberName: z.string(),
  /** the bound phone's signing key (raw P-256, base64url); null for a pass no phone holds */
  signingKey: z.string().nullable(),
  /** the typed code's HMAC secret (32 bytes, base64url); null for a pass no phone holds */
  codeSecret: z.string().nullable(),
  /** signing keys of phones the pass moved away from today: the scanner says it moved */
  formerSigningKeys: z.array(z.string()),
  /**
   * base64url SHA-256 of the daily QR's UUID (lower case), for every pass: a pass no phone holds
   * is admitted by it, a bound pass refused as QR_DEVICE_REQUIRED (null for a bound pass in a
   * download a scanner kept from before they had it)
   */
  qrUuidHash: z.string().nullable(),
  /** base64url SHA-256 of the static entry code (upper case), for every pass, as qrUuidHash */
  entryCodeHash: z.string().nullable(),
});
export type DoorPassKey = z.infer<typeof doorPassKey>;

export const doorKeys = z.object({
  /** the server's clock as it answered: the scanner keeps its offset */
  serverTime: isoDateTime,
  visitDate: ymd,
  passes: z.array(doorPassKey),
  /** today's passes whose member withdrew */
  revokedPassIdxs: z.array(z.number().int()),
  /**
   * the withdrawn members' passes' qrUuidHash and entryCodeHash (hashes only, as for `passes`):
   * offline their daily QR and static code are refused as QR_MEMBER_GONE, as online, rather than
   * as a pass the scanner never saw (absent in a download a scanner kept from before they came)
   */
  revokedCodeHashes: z.array(z.string()).optional(),
});
export type DoorKeys = z.infer<typeof doorKeys>;
export const staffDoorKeysResponse = apiSuccess(doorKeys);

export const offlineScan = z
  .object({
    nonce: z.uuid({ error: '스캔 정보가 올바르지 않아요.' }),
    /** when the scanner admitted it, by the scanner's clock corrected by its offset */
    scannedAt: isoDateTime,
    qrValue: scannedQrValue,
    ...checkInPlaceFields,
    doorListIdx: idNumber().optional(),
  })
  .strict()
  .refine(...onePlaceOnly);
export type OfflineScan = z.infer<typeof offlineScan>;

export const staffDoorSyncBody = z
  .object({
    scannerId: z.uuid({ error: '스캐너 정보가 올바르지 않아요.' }),
    scans: z
      .array(offlineScan)
      .min(1, { error: '보낼 스캔이 없어요.' })
      .max(DOOR_SYNC_MAX_SCANS, { error: `한 번에 ${DOOR_SYNC_MAX_SCANS}건까지 보낼 수 있어요.` }),
  })
  .strict();
export type StaffDoorSyncBody = z.infer<typeof staffDoorSyncBody>;

export const syncedScan = z.object({
  nonce: z.string(),
  outcome: z.enum(['CHECKED_IN', 'ALREADY_CHECKED_IN', 'REFUSED']),
  /** for REFUSED: the error code and its Korean message, as the online scan would answer */
  code: z.string().nullable(),
  message: z.string().nullable(),
  checkInIdx: z.number().int().nullable(),
  memberName: z.string().nullable(),
  /** Y when another scanner admitted the same pass within a minute */
  conflictYn: yn,
  /** Y when this nonce was synced before: the first answer, nothing applied again */
  repeatYn: yn,
});
export type SyncedScan = z.infer<typeof syncedScan>;
export const staffDoorSyncResponse = apiSuccess(z.object({ results: z.array(syncedScan) }));

export const staffDoorIntegrityBody = z.object({ visitDate: ymd.optional() }).strict().optional();

const conflictScan = z.object({
  /** the scanner's id, first 8 characters */
  scanner: z.string(),
  placeName: z.string(),
  scannedAt: isoDateTime,
  offlineYn: yn,
});
export const doorConflict = z.object({
  doorConflictIdx: z.number().int(),
  memberName: z.string(),
  first: conflictScan,
  second: conflictScan,
  detectedAt: isoDateTime,
});
export type DoorConflict = z.infer<typeof doorConflict>;

export const doorIntegrity = z.object({
  visitDate: ymd,
  /** the day's check-ins by how the pass was shown, and how many came from offline scanners */
  scans: z.object({
    device: z.number().int(),
    deviceCode: z.number().int(),
    unbound: z.number().int(),
    name: z.number().int(),
    offline: z.number().int(),
  }),
  conflicts: z.array(doorConflict),
});
export type DoorIntegrity = z.infer<typeof doorIntegrity>;
export const staffDoorIntegrityResponse = apiSuccess(doorIntegrity);
