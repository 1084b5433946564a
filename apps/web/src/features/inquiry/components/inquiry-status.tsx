import type { InquiryStatus } from '@venue/contract/domain';
import { inquiryStatusLabels } from '@venue/contract/domain';
import cards from '../../../components/ui/card-list.module.css';

/** 답변대기 / 답변완료 as a badge. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span className={`${cards.pill} ${status === 'ANSWERED' ? cards.pillAccent : cards.pillMuted}`}>
      {inquiryStatusLabels[status]}
    </span>
  );
}
