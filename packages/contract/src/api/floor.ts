import { z } from 'zod';
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
  /**
   * The floor's plan image and its natural size in pixels (designed, decision 030); hotspot
   * rectangles are fractions of it. A built-in path (domain BUILT_IN_FLOOR_PLANS) is one of the
   * demo venue's drawings. null: the floor has no plan yet.
   */
  plan: z
    .object({ savePath: z.string(), width: z.number().int(), height: z.number().int() })
    .nullable(),
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
  /** spec codes such as B1P0001; a venue may add its own of that form (contract mapTypeCode) */
  mapType: z.string(),
  programIdx: z.number().int(),
  floorIdx: z.number().int(),
  /** designed (decision 030): the name on the map, the room or the spot in a room */
  label: z.string(),
  labelEn: z.string().nullable(),
  /**
   * designed (decision 030): where the hotspot is on its floor's plan, in fractions of the
   * plan's width and height; null for an entry not placed on the plan (not drawn).
   */
  rect: z
    .object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() })
    .nullable(),
});
export type CheckinBanner = z.infer<typeof checkinBanner>;

/** POST /api/checkin/banner/list (spec 000 §7): empty body, array of mapType and programIdx. */
export const checkinBannerListBody = emptyBody;
export const checkinBannerListResponse = apiSuccess(z.array(checkinBanner));
