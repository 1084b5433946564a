import { sanitizeHtml } from '../../lib/sanitize';
import styles from './html-content.module.css';

/** Editor HTML from the CMS, sanitized right before it is rendered. */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.html} ${className}` : styles.html}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
