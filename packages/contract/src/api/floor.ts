import { z } from 'zod';
import { mapHotspotCode } from './enums';
import { apiSuccess, emptyBody } from './envelope';

/** Floor tab (spec 000 §3: floorIdx, floorName, index). */
export const floor = z.object({
  floorIdx: z.number().int(),
  /** B1, 1F, 2F, Rooftop */
  floorName: z.string(),
  /** Korean label, e.g. 지하 1층; designed here. */
  floorLabel: z.string(),
  /** display order */
  index: z.number().int(),
});
export type Floor = z.infer<typeof floor>;

/** POST /api/floors/list (spec 000 §7): empty body, array of floors. */
export const floorsListBody = emptyBody;
export const floorsListResponse = apiSuccess(z.array(floor));

/**
 * Floor-map hotspot (spec 000 §3 "Floor map banner": mapType, programIdx). For zone codes the
 * spec carries the zone id in programIdx (links go to /seongsu/{programIdx}); that is kept.
 * floorIdx is designed here so the map needs no second lookup.
 */
export const checkinBanner = z.object({
  mapType: mapHotspotCode,
  programIdx: z.number().int(),
  floorIdx: z.number().int(),
});
export type CheckinBanner = z.infer<typeof checkinBanner>;

/** POST /api/checkin/banner/list (spec 000 §7): empty body, array of mapType and programIdx. */
export const checkinBannerListBody = emptyBody;
export const checkinBannerListResponse = apiSuccess(z.array(checkinBanner));
