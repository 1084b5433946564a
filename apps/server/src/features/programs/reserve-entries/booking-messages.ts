/**
 * 예약 확정 (issue 28 §4, decision 059): each reservation a booking writes gets its confirmation
 * 알림톡 in the same transaction (features/messages/outbox), to the member's verified phone, so
 * a booking that rolls back sends nothing and a retried booking sends once. Applications get
 * their own message (응모 완료) with the next kinds.
 */
import { weekdayLabel, ymdParts } from '@venue/contract/domain';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { plainProgramName } from '../../content/surveys/surveys.service';
import { enqueueMessages, type NewMessage, outboxReady } from '../../messages/outbox/outbox';
import { venueSettings } from '../../venue/cms-venue/venue-settings';
import { type AfterBooked, confirmationRows } from './reserve-entries.repository';

/** `12월 1일 (화) 14:00`; a program without instances is visited any open day. */
export function visitWhen(execDate: string | null, startTime: string | null): string {
  if (!execDate) return '운영 시간 중 언제든';
  const { month, day: dayOfMonth } = ymdParts(execDate);
  const day = `${month}월 ${dayOfMonth}일 (${weekdayLabel(execDate)})`;
  return startTime ? `${day} ${startTime.slice(0, 5)}` : day;
}

export function bookingConfirmations(
  app: FastifyInstance,
  queue: PgBoss,
): { ready: () => Promise<void>; afterBooked: AfterBooked } {
  let venueName = '';
  return {
    // Outside the booking's transaction: the queue's first start and the venue's name.
    async ready() {
      await outboxReady(queue);
      venueName = (await venueSettings(app))?.venueName ?? '';
    },
    async afterBooked(tx, reserveEntryIdxs) {
      const rows = await confirmationRows(tx, reserveEntryIdxs);
      const messages: NewMessage[] = rows.map((row) => ({
        kind: 'RESERVATION_CONFIRMED',
        causeKey: `entry:${row.reserveEntryIdx}`,
        userIdx: row.userIdx,
        phoneNumber: row.memberPhone,
        variables: {
          공간: venueName,
          이름: row.memberName,
          프로그램: plainProgramName(row.programName) ?? '',
          일시: visitWhen(row.execDate, row.startTime),
          장소: row.zoneName ?? row.floorName ?? venueName,
          예약번호: `RESERVATION/${row.reserveEntryIdx}`,
        },
      }));
      await enqueueMessages(tx, queue, app.config.publicOrigin, messages, new Date());
    },
  };
}
