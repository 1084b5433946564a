import { useId, useRef } from 'react';
import { HtmlContent } from '../../../components/ui/html-content';
import { BackIcon } from '../../../components/ui/icons';
import { useModal } from '../../../lib/use-modal';
import { pickTerm, type TermsKind, useTerms } from '../api/get-terms';
import styles from './terms-dialog.module.css';

const fallbackTitle: Record<TermsKind, string> = {
  first: '이용약관',
};

/**
 * The full-screen terms dialog opened from the footer (spec 000 §2 Footer): 이용약관 shows the
 * first loaded term; its back button closes it. Lazy-loaded with DOMPurify.
 */
export default function TermsDialog({ kind, onClose }: { kind: TermsKind; onClose: () => void }) {
  const backRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useModal({ open: true, onClose, initialFocusRef: backRef });
  const terms = useTerms();
  const term = terms.data ? pickTerm(terms.data, kind) : undefined;

  return (
    <div className={styles.layer}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <div className={styles.top}>
          <button
            ref={backRef}
            type="button"
            className={styles.back}
            onClick={onClose}
            aria-label="닫기"
          >
            <BackIcon />
          </button>
          <h2 id={titleId} className={styles.title}>
            {term?.termsName ?? fallbackTitle[kind]}
          </h2>
          <span aria-hidden="true" />
        </div>
        {/* Focusable so keyboard users can scroll long terms. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
        <section className={styles.body} tabIndex={0} aria-labelledby={titleId}>
          {terms.isPending ? (
            <p className={styles.state} aria-busy="true">
              약관을 불러오는 중이에요.
            </p>
          ) : term ? (
            <>
              <p className={styles.version}>버전 {term.version}</p>
              <HtmlContent html={term.termsDescription} />
            </>
          ) : (
            <p className={styles.state}>약관을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
          )}
        </section>
      </div>
    </div>
  );
}
