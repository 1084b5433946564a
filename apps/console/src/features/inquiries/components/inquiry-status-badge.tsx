import { type InquiryStatus, inquiryStatusLabels } from '@venue/contract/domain';
import styles from './staff-inquiries.module.css';

/** 답변대기 / 답변완료 as a badge, in the visitor app's words (the contract's labels). */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span className={styles.status} data-status={status}>
      {inquiryStatusLabels[status]}
    </span>
  );
}
