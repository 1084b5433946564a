import type { InquiryAttachment } from '@venue/contract';
import { useAttachmentUrl } from '../api/get-attachment';
import styles from './inquiry.module.css';

/**
 * One attached photo, fetched with the member's token or the staff cookie (an <img> could send
 * neither) and shown from a blob: URL. The staff console's inquiry page uses it too.
 */
export function InquiryPhoto({
  attachment,
  session,
  index,
}: {
  attachment: InquiryAttachment;
  session: 'member' | 'staff';
  index: number;
}) {
  const { url, isError } = useAttachmentUrl(attachment.attachmentIdx, session);
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
export function InquiryPhotos({
  attachments,
  session,
}: {
  attachments: InquiryAttachment[];
  session: 'member' | 'staff';
}) {
  if (attachments.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label="첨부 사진">
      {attachments.map((attachment, index) => (
        <li key={attachment.attachmentIdx}>
          <InquiryPhoto attachment={attachment} session={session} index={index} />
        </li>
      ))}
    </ul>
  );
}
