import { urlOf } from '@venue/client';
import type { InquiryAttachment } from '@venue/contract';
import { staffInquiryAttachment } from '@venue/contract/endpoints';
import { useState } from 'react';
import styles from './staff-inquiries.module.css';

/**
 * The photos of an inquiry in a row of thumbnails (decision 018); nothing when there are none.
 * GET /api/staff/inquiries/attachment/{id} authenticates with the staff cookie, which an <img>
 * sends by itself (the visitor app fetches its photos because they need the member's token).
 */
export function InquiryPhotos({ attachments }: { attachments: InquiryAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label="첨부 사진">
      {attachments.map((attachment, index) => (
        <li key={attachment.attachmentIdx}>
          <InquiryPhoto attachmentIdx={attachment.attachmentIdx} label={`첨부 사진 ${index + 1}`} />
        </li>
      ))}
    </ul>
  );
}

function InquiryPhoto({ attachmentIdx, label }: { attachmentIdx: number; label: string }) {
  const [failed, setFailed] = useState(false);
  const src = urlOf(staffInquiryAttachment, { attachmentIdx });
  if (failed) {
    return (
      <div className={styles.photoFallback} role="img" aria-label={`${label}: 불러오지 못했어요`}>
        사진을 불러오지 못했어요
      </div>
    );
  }
  return (
    <a href={src} target="_blank" rel="noreferrer" className={styles.photoLink}>
      <img src={src} alt={label} className={styles.photo} onError={() => setFailed(true)} />
    </a>
  );
}
