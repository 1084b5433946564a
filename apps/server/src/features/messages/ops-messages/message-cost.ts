/**
 * What a message costs: the one place the per-channel prices live.
 *
 * These are SOLAPI's LIST PRICES per message, in won, VAT excluded (알림톡 13원, SMS 20원, LMS
 * 50원): placeholders until the venue's contract prices are configured here. A venue with a
 * volume discount or a prepaid plan changes these three numbers and nothing else.
 */
import type { MessageChannel, MessageStatus } from '@venue/contract';

export const MESSAGE_UNIT_COST_KRW: Readonly<Record<MessageChannel, number>> = {
  ALIMTALK: 13,
  SMS: 20,
  LMS: 50,
};

/** The states a message is charged in: it reached the provider's network (SENT) or beyond. */
const CHARGED: ReadonlySet<string> = new Set<MessageStatus>(['SENT', 'DELIVERED', 'FALLBACK_SENT']);

const isChannel = (value: string | null): value is MessageChannel =>
  value === 'ALIMTALK' || value === 'SMS' || value === 'LMS';

/** What the channel is read from: the report's channel, the state, the template, the length. */
export interface ChannelFacts {
  status: string;
  channel: string | null;
  /** null: sent by SMS/LMS from the start (template not approved, or 광고성) */
  templateCode: string | null;
  longText: boolean;
}

/**
 * The channel a message reached (or is reaching) the phone by: the one its delivery report named;
 * before a report, 알림톡 once sent with a template, and SMS or LMS by its length (the provider's
 * rule) for a fallback or a message sent without one; null while nothing was sent.
 */
export function reachedChannel(message: ChannelFacts): MessageChannel | null {
  if (isChannel(message.channel)) return message.channel;
  const bySize = message.longText ? 'LMS' : 'SMS';
  if (message.status === 'FALLBACK_SENT') return bySize;
  if (message.status === 'SENT' || message.status === 'DELIVERED') {
    return message.templateCode === null ? bySize : 'ALIMTALK';
  }
  return null;
}

/** The channel a message is charged on, or null when it costs nothing (not sent, or failed). */
export function chargedChannel(message: ChannelFacts): MessageChannel | null {
  return CHARGED.has(message.status) ? reachedChannel(message) : null;
}

/** What one message cost, in won. */
export function messageCost(message: ChannelFacts): number {
  const channel = chargedChannel(message);
  return channel ? MESSAGE_UNIT_COST_KRW[channel] : 0;
}
