import { z } from 'zod';
import { congestion, zoneState } from './enums';
import { apiSuccess, idParam } from './envelope';

/** A zone (spec 000 §3, spec 001 §3). */
export const zone = z.object({
  zoneIdx: z.number().int(),
  zoneName: z.string(),
  zoneNameEn: z.string(),
  zoneSummary: z.string(),
  state: zoneState,
  mainFileContentSavePath: z.string(),
  /** the location image of the space tab's sheet */
  locationFileContentSavePath: z.string(),
});
export type Zone = z.infer<typeof zone>;

/** A floor with its zones (spec 001 §3 Floor: floorName, congestion, zoneList). */
export const zoneListFloor = z.object({
  floorIdx: z.number().int(),
  floorName: z.string(),
  /** designed here, as on the floors list */
  floorLabel: z.string(),
  congestion: congestion,
  zoneList: z.array(zone),
});
export type ZoneListFloor = z.infer<typeof zoneListFloor>;

/** GET /api/zone/list (spec 000 §7, 001 §7): no input; data is the array of floors. */
export const zoneListResponse = apiSuccess(z.array(zoneListFloor));

/**
 * POST /api/zone/detail — not in either call table; designed here for /seongsu/{id}: the zone,
 * its floor and its description (editor HTML). Programs of the zone come from program/list.
 */
export const zoneDetailBody = z.object({ zoneIdx: idParam }).strict();
export const zoneDetail = zone.extend({
  floorIdx: z.number().int(),
  floorName: z.string(),
  /** Editor HTML, sanitized on the server; the client sanitizes again before rendering. */
  zoneDescription: z.string(),
});
export type ZoneDetail = z.infer<typeof zoneDetail>;
export const zoneDetailResponse = apiSuccess(zoneDetail);
