/**
 * SOLAPI's delivery reports (decision 059) move a message on: a 알림톡 received is DELIVERED; a
 * 알림톡 that could not be delivered is FALLBACK_SENT (SOLAPI sends the text by SMS/LMS); that
 * SMS/LMS received is DELIVERED by its channel, or FAILED. Each move is a conditional UPDATE from
 * the states it may follow, so a replayed or late report changes nothing.
 */
import type { MessageReport } from '@venue/contract';
import type { Database } from '../../../db/types';
import { findMessageByProviderId, setMessageStatus } from './outbox.repository';

/** SOLAPI's code for a message the phone received. */
export const RECEIVED = '4000';

const AFTER_SEND = ['SENDING', 'SENT'] as const;
const AFTER_FALLBACK = ['SENDING', 'SENT', 'FALLBACK_SENT'] as const;

export type ReportOutcome = 'applied' | 'unchanged' | 'unknown';

export async function applyDeliveryReport(
  db: Database,
  report: MessageReport,
  now: Date,
): Promise<ReportOutcome> {
  const message = await findMessageByProviderId(db, report.messageId);
  if (!message) return 'unknown';
  const received = report.statusCode === RECEIVED;
  const detail = received ? undefined : `code ${report.statusCode}`;
  const move = (status: string, from: readonly string[], channel?: string) =>
    setMessageStatus(
      db,
      message.messageIdx,
      { status, at: now, ...(detail ? { detail } : {}) },
      channel ? { channel } : {},
      from,
    );
  let moved: boolean;
  if (report.type === 'ATA') {
    moved = received
      ? await move('DELIVERED', AFTER_SEND, 'ALIMTALK')
      : await move('FALLBACK_SENT', AFTER_SEND);
  } else {
    moved = received
      ? await move('DELIVERED', AFTER_FALLBACK, report.type)
      : await move('FAILED', AFTER_FALLBACK, report.type);
  }
  return moved ? 'applied' : 'unchanged';
}
