import { MESSAGE_CHANNEL_LABELS, type MessageChannel, type MessageStatus } from '@venue/contract';
import cms from '../../../components/cms/cms.module.css';
import css from './messages.module.css';

/** 1,234원 */
export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** 알림톡, SMS, LMS; — while nothing was sent. */
export const channelLabel = (channel: MessageChannel | null) =>
  channel ? MESSAGE_CHANNEL_LABELS[channel] : '—';

/** A state as a chip in its colour: 전달됨 green, 실패 red, 대체 발송 amber, on its way grey or blue. */
export function StatusChip({ status, label }: { status: MessageStatus; label: string }) {
  return <span className={`${cms.chip} ${css[`status${status}`] ?? ''}`}>{label}</span>;
}
