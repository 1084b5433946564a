import type { InquiryStatus } from '@venue/contract/domain';
import { inquiryStatusLabels } from '@venue/contract/domain';
import styles from './inquiry.module.css';

/** 답변대기 / 답변완료 as a badge; the staff console shows the same one. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span className={status === 'ANSWERED' ? styles.badgeAnswered : styles.badgeWaiting}>
      {inquiryStatusLabels[status]}
    </span>
  );
}
