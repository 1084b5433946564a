/**
 * Named check-in lists: saving one (EDITOR, audited `door-list.save`) and the rule a
 * scan on a list follows (`checkDoorList`, called by check-in inside its transaction once the
 * member is known). The rule, also in packages/contract/src/api/staff-door-lists.ts:
 * - a zone on the list admits any valid QR, as the zone does without a list;
 * - the entrance and a program on the list admit only a member booked today for one of the
 *   list's programs (the program's own door rule still applies after this);
 * - a zone or program not on the list, or a list switched off, refuses.
 */
import type { StaffDoorListSaveBody } from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { auditedWrite } from '../../operations/audit/audited-write';
import {
  existingPlaces,
  findDoorList,
  insertDoorList,
  isBookedToday,
  toDoorList,
  updateDoorList,
} from './door-lists.repository';

export type DoorListPlace =
  | { type: 'ENTRANCE' }
  | { type: 'ZONE'; zoneIdx: number }
  | { type: 'PROGRAM'; programIdx: number };

const refused = (message: string) => new AppError(409, 'DOOR_LIST_REFUSED', message);

export async function checkDoorList(
  tx: Transaction,
  input: { doorListIdx: number; place: DoorListPlace; userIdx: number; today: string },
): Promise<void> {
  const list = await findDoorList(tx, input.doorListIdx);
  if (!list) throw AppError.notFound('입장 명단을 찾을 수 없어요.');
  if (!list.active)
    throw refused(`‘${list.name}’ 명단은 지금 쓰지 않아요. 다른 명단을 골라 주세요.`);
  const { place } = input;
  if (place.type === 'ZONE') {
    if (list.zoneIdxs.includes(place.zoneIdx)) return;
    throw refused(`이 존은 ‘${list.name}’ 명단에 없어요. 장소나 명단을 바꿔 주세요.`);
  }
  if (place.type === 'PROGRAM' && !list.programIdxs.includes(place.programIdx)) {
    throw refused(`이 프로그램은 ‘${list.name}’ 명단에 없어요. 장소나 명단을 바꿔 주세요.`);
  }
  const booked = await isBookedToday(tx, {
    userIdx: input.userIdx,
    programIdxs: list.programIdxs,
    today: input.today,
  });
  if (!booked) {
    throw refused(`‘${list.name}’ 명단의 프로그램에 오늘 예약이 없는 회원이에요.`);
  }
}

export async function saveDoorList(
  app: FastifyInstance,
  operator: StaffOperator,
  body: Required<Pick<StaffDoorListSaveBody, 'zoneIdxs' | 'programIdxs' | 'activeYn'>> &
    StaffDoorListSaveBody,
) {
  const zoneIdxs = [...new Set(body.zoneIdxs)].sort((a, b) => a - b);
  const programIdxs = [...new Set(body.programIdxs)].sort((a, b) => a - b);
  const found = await existingPlaces(app.db, zoneIdxs, programIdxs);
  const fields = [
    ...(zoneIdxs.some((idx) => !found.zoneIdxs.has(idx))
      ? [{ path: 'zoneIdxs', message: '없는 존이 들어 있어요.' }]
      : []),
    ...(programIdxs.some((idx) => !found.programIdxs.has(idx))
      ? [{ path: 'programIdxs', message: '없는 프로그램이 들어 있어요.' }]
      : []),
  ];
  if (fields.length > 0) throw AppError.invalidFields(fields);
  const values = { name: body.name, zoneIdxs, programIdxs, active: body.activeYn === 'Y' };
  return auditedWrite(app, operator, {}, async (tx, audit) => {
    if (body.doorListIdx === undefined) {
      const row = await insertDoorList(tx, { ...values, createdBy: operator.operatorIdx });
      const after = toDoorList(row);
      audit({
        action: 'door-list.save',
        targetType: 'door-list',
        targetId: row.doorListIdx,
        after,
      });
      return after;
    }
    const before = await findDoorList(tx, body.doorListIdx, true);
    if (!before) throw AppError.notFound('입장 명단을 찾을 수 없어요.');
    const row = await updateDoorList(tx, body.doorListIdx, values);
    const after = toDoorList(row);
    audit({
      action: 'door-list.save',
      targetType: 'door-list',
      targetId: row.doorListIdx,
      before: toDoorList(before),
      after,
    });
    return after;
  });
}
