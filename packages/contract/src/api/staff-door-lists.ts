/**
 * Named check-in lists (door lists): an EDITOR names a list and the zones and
 * programs it admits; STAFF choose one on the scanner and send its `doorListIdx` with each scan
 * (POST /api/staff/checkin). The rule, on the server (features/door/door-lists):
 * - at a zone of the list: any valid QR, as the zone admits without a list;
 * - at the entrance, or at a program of the list: only a member booked today for one of the
 *   list's programs (a reservation 예약완료/참여완료 or a draw's 당첨/참여완료 on a session
 *   today); a program's own door rule still applies;
 * - at a zone or program not on the list: refused (the scanner's place and list disagree);
 * - a list switched off: refused.
 * A refusal is 409 DOOR_LIST_REFUSED with the reason in Korean, and nothing is recorded.
 */
import { z } from 'zod';
import { apiSuccess, emptyBody, idNumber, isoDateTime, safeText, yn } from './envelope';

export const DOOR_LIST_MAX_PLACES = 100;

export const doorList = z.object({
  doorListIdx: z.number().int(),
  name: z.string(),
  zoneIdxs: z.array(z.number().int()),
  programIdxs: z.array(z.number().int()),
  activeYn: yn,
  regDate: isoDateTime,
  modDate: isoDateTime,
});
export type DoorList = z.infer<typeof doorList>;

/** POST /api/staff/door-lists/list (any staff role): every list, active first, by name. */
export const staffDoorListListBody = emptyBody;
export const staffDoorListListResponse = apiSuccess(z.array(doorList));

const places = z
  .array(idNumber())
  .max(DOOR_LIST_MAX_PLACES, { error: `${DOOR_LIST_MAX_PLACES}곳까지 고를 수 있어요.` });

/** POST /api/staff/door-lists/save (EDITOR): creates (no doorListIdx) or replaces a list. */
export const staffDoorListSaveBody = z
  .object({
    doorListIdx: idNumber().optional(),
    name: safeText('명단 이름을 입력해 주세요.')
      .trim()
      .min(1, { error: '명단 이름을 입력해 주세요.' })
      .max(60, { error: '명단 이름은 60자 이하로 입력해 주세요.' }),
    zoneIdxs: places.default([]),
    programIdxs: places.default([]),
    activeYn: yn.default('Y'),
  })
  .strict()
  .refine((b) => b.zoneIdxs.length + b.programIdxs.length > 0, {
    error: '입장시킬 존이나 프로그램을 하나 이상 골라 주세요.',
    path: ['programIdxs'],
  });
export type StaffDoorListSaveBody = z.input<typeof staffDoorListSaveBody>;
export const staffDoorListSaveResponse = apiSuccess(doorList);
