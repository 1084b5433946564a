import type { InquiryAttachment } from '@venue/contract';
import { useAttachmentUrl } from '../api/get-attachment';
import styles from './inquiry.module.css';

/**
 * One attached photo, fetched with the member's token (an <img> could not send it) and shown
 * from a blob: URL.
 */
export function InquiryPhoto({
  attachment,
  index,
}: {
  attachment: InquiryAttachment;
  index: number;
}) {
  const { url, isError } = useAttachmentUrl(attachment.attachmentIdx);
  const label = `첨부 사진 ${index + 1}`;
  if (isError) {
    return (
      <div className={styles.photoFallback} role="img" aria-label={`${label}: 불러오지 못했어요`}>
        사진을 불러오지 못했어요
      </div>
    );
  }
  if (!url) {
    return (
      <div className={styles.photoFallback} aria-busy="true">
        <span className="sr-only">{label} 불러오는 중</span>
      </div>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" className={styles.photoLink}>
      <img src={url} alt={label} className={styles.photo} />
    </a>
  );
}

/** The photos of an inquiry in a row of thumbnails; nothing when there are none. */
export function InquiryPhotos({ attachments }: { attachments: InquiryAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label="첨부 사진">
      {attachments.map((attachment, index) => (
        <li key={attachment.attachmentIdx}>
          <InquiryPhoto attachment={attachment} index={index} />
        </li>
      ))}
    </ul>
  );
}
