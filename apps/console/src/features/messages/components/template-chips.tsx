import type { StaffMessageTemplate, TemplateChannel, TemplateReviewStatus } from '@venue/contract';
import cms from '../../../components/cms/cms.module.css';
import css from './message-templates.module.css';

const reviewTone: Record<TemplateReviewStatus, string | undefined> = {
  PENDING: cms.chipMuted,
  INSPECTING: cms.chipScheduled,
  APPROVED: cms.chipLive,
  REJECTED: css.rejected,
};

/** A template's review state as a chip: 승인 green, 검수 중 blue, 반려 red, 검수 요청 전 grey. */
export function ReviewChip({
  template,
}: {
  template: Pick<StaffMessageTemplate, 'reviewStatus' | 'reviewStatusLabel'>;
}) {
  return (
    <span className={`${cms.chip} ${reviewTone[template.reviewStatus] ?? ''}`}>
      {template.reviewStatusLabel}
    </span>
  );
}

/** How a kind's messages go out now: 알림톡, or 문자로 발송 (amber: it costs more, no buttons). */
export function ChannelChip({ channel }: { channel: TemplateChannel }) {
  return channel === 'ALIMTALK' ? (
    <span className={`${cms.chip} ${css.alimtalk}`}>알림톡</span>
  ) : (
    <span className={`${cms.chip} ${cms.chipWarn}`}>문자로 발송</span>
  );
}
