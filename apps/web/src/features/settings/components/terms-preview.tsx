import { HtmlContent } from '../../../components/ui/html-content';
import { isApiRequestError } from '../../../lib/api-client';
import { useHeaderTitle } from '../../../stores/header-store';
import { useTermsPreview } from '../api/get-terms-preview';
import { parseTermsPreviewId } from '../settings-rules';
import styles from './settings.module.css';

/** Spec 001 §7–8 texts, verbatim. */
export const termsPreviewTexts = {
  invalidId: '잘못된 약관 ID 입니다.',
  failed: '약관 조회에 실패했습니다.',
  empty: '약관 데이터가 없습니다.',
} as const;

/**
 * /terms/preview/{id} (spec 001 §2, §7): one term's current text, sanitized (HtmlContent). The id
 * must be a positive number; a term that does not exist (404) or has no text is "no data", any
 * other failure "failed".
 */
export function TermsPreview({ rawId }: { rawId: string | undefined }) {
  const termsIdx = parseTermsPreviewId(rawId);
  const preview = useTermsPreview(termsIdx);
  useHeaderTitle(preview.data?.termsName ?? '약관 보기');

  let message: string | null = null;
  if (termsIdx === null) message = termsPreviewTexts.invalidId;
  else if (preview.isError) {
    const error = preview.error;
    message =
      isApiRequestError(error) && error.resultCode === 404
        ? termsPreviewTexts.empty
        : termsPreviewTexts.failed;
  } else if (preview.data && preview.data.termsDescription.trim() === '') {
    message = termsPreviewTexts.empty;
  }

  if (message) {
    return (
      <div className={styles.page}>
        <p className={styles.message} role="alert">
          {message}
        </p>
      </div>
    );
  }
  if (!preview.data) return <div className={styles.page} aria-busy="true" />;
  return (
    <article className={styles.page} aria-labelledby="terms-preview-title">
      <h2 className={styles.heading} id="terms-preview-title">
        {preview.data.termsName}
      </h2>
      <HtmlContent html={preview.data.termsDescription} />
    </article>
  );
}
