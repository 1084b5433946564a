/**
 * The messages a business change sends (decision 059), written in that change's
 * transaction through the outbox: a change that rolls back sends nothing, one that commits always
 * sends, and a change that runs twice sends once (kind, cause and phone are unique).
 *
 * A cause's handler takes `notifier(app)` (null when the server sends no messages), awaits
 * `ready()` before it opens its transaction (the queue's first start and the venue's name: on
 * PGlite a query of their own would wait for the transaction), then calls `entries` or `member`
 * inside it.
 */
import { type Particle, weekdayLabel, withParticle, ymdParts } from '@venue/contract/domain';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/types';
import { signLink } from '../../../lib/signed-links';
import { plainProgramName } from '../../content/surveys/surveys.service';
import { venueSettings } from '../../venue/cms-venue/venue-settings';
import { enqueueMessages, type NewMessage, outboxReady } from '../outbox/outbox';
import type { MessageKind, TemplateBook } from '../templates/message-templates';
import { currentTemplates } from '../templates/templates';
import { type EntryRow, entryRows, memberContact, unconfirmedEntries } from './notify.repository';

/** `12월 1일 (화) 14:00`; a program without instances is visited any open day. */
export function visitWhen(execDate: string | null, startTime: string | null): string {
  if (!execDate) return '운영 시간 중 언제든';
  const { month, day: dayOfMonth } = ymdParts(execDate);
  const day = `${month}월 ${dayOfMonth}일 (${weekdayLabel(execDate)})`;
  return startTime ? `${day} ${startTime.slice(0, 5)}` : day;
}

export interface Notifier {
  /** Before the transaction: starts the queue once and reads the venue's name. */
  ready(): Promise<void>;
  /**
   * One message of `kind` (or the kind for its row) per entry, to its member, about its visit; `more` adds or overrides
   * variables per entry (a reason, a reminder's answer links). Returns how many were written
   * (an entry's message written before is not written again).
   */
  entries(
    tx: Transaction,
    kind: MessageKind | ((row: EntryRow) => MessageKind),
    reserveEntryIdxs: readonly number[],
    more?: (row: EntryRow) => Record<string, string>,
  ): Promise<number>;
  /**
   * Up to `limit` bookings after entry `afterIdx` that have no 예약 확정 / 응모 완료 yet get it, with
   * its job, in `tx` (decision 064). Answers how many entries were taken and the largest id.
   */
  confirmBookings(
    tx: Transaction,
    afterIdx: number,
    limit: number,
  ): Promise<{ taken: number; lastIdx: number | null; idxs: number[] }>;
  /** One message of `kind` to a member, for `causeKey`; nothing when they are gone. */
  member(
    tx: Transaction,
    kind: MessageKind,
    message: { userIdx: number; causeKey: string; variables: Record<string, string> },
  ): Promise<number>;
}

const word = (text: string, particle: Particle) => withParticle(text, particle);

/** The variables every entry's message can use. */
export function entryVariables(
  row: EntryRow,
  venueName: string,
  secret: string,
): Record<string, string> {
  const announced = row.winnerAnnouncementDate;
  return {
    공간: venueName,
    이름: row.memberName,
    프로그램: plainProgramName(row.programName) ?? '',
    프로그램번호: String(row.programIdx),
    일시: visitWhen(row.execDate, row.startTime),
    장소: row.zoneName ?? row.floorName ?? venueName,
    예약번호: `${row.programType.toLowerCase()}/${row.reserveEntryIdx}`,
    구분: word(row.programType === 'APPLICATION' ? '응모' : '예약', '이/가'),
    발표일: announced ? instantWhen(announced) : '발표일에',
    캘린더: signLink(secret, 'calendar', row.reserveEntryIdx, null),
  };
}

/**
 * An instant as a message says it, in Seoul: `12월 3일 (목) 18:00`, or the day alone
 * (`12월 3일 (목)`) without `withTime` (an announcement, an offer's deadline, a restriction's end).
 */
export function instantWhen(at: Date, withTime = true): string {
  const seoul = new Date(at.getTime() + 9 * 3_600_000).toISOString();
  return visitWhen(seoul.slice(0, 10), withTime ? seoul.slice(11, 16) : null);
}

export function notifier(app: FastifyInstance): Notifier | null {
  const queue = app.jobs;
  if (!queue || !app.config.messaging) return null;
  let venueName = '';
  let disabled = new Set<MessageKind>();
  let templates: TemplateBook | undefined;
  // Kinds the venue switched off (venue settings `messages`) are not written at all.
  const write = (tx: Transaction, batch: NewMessage[]) =>
    enqueueMessages(
      tx,
      queue,
      app.config.publicOrigin,
      batch.filter((message) => !disabled.has(message.kind)),
      new Date(),
      templates,
    );
  const notify: Notifier = {
    async ready() {
      await outboxReady(queue);
      const settings = await venueSettings(app);
      venueName = settings?.venueName ?? '';
      disabled = new Set(settings?.messages.disabledKinds ?? []);
      templates = await currentTemplates(app);
    },
    async entries(tx, kind, reserveEntryIdxs, more) {
      const rows = await entryRows(tx, reserveEntryIdxs);
      const written = await write(
        tx,
        rows.map((row) => ({
          kind: typeof kind === 'function' ? kind(row) : kind,
          causeKey: `entry:${row.reserveEntryIdx}`,
          userIdx: row.userIdx,
          phoneNumber: row.memberPhone,
          variables: { ...entryVariables(row, venueName, app.config.jwtSecret), ...more?.(row) },
        })),
      );
      return written.length;
    },
    async confirmBookings(tx, afterIdx, limit) {
      const idxs = await unconfirmedEntries(tx, afterIdx, limit);
      if (idxs.length === 0) return { taken: 0, lastIdx: null, idxs };
      await notify.entries(
        tx,
        (row) =>
          row.programType === 'APPLICATION' ? 'APPLICATION_RECEIVED' : 'RESERVATION_CONFIRMED',
        idxs,
      );
      return { taken: idxs.length, lastIdx: idxs[idxs.length - 1] ?? null, idxs };
    },
    async member(tx, kind, { userIdx, causeKey, variables }) {
      const contact = await memberContact(tx, userIdx);
      if (!contact) return 0;
      const written = await write(tx, [
        {
          kind,
          causeKey,
          userIdx,
          phoneNumber: contact.phoneNumber,
          variables: { 공간: venueName, 이름: contact.name, ...variables },
        },
      ]);
      return written.length;
    },
  };
  return notify;
}
