import { HtmlContent } from './html-content';

/** Split from the alert modal so DOMPurify loads only when an alert has an HTML subtitle. */
export default function AlertSubtitle({ html, className }: { html: string; className?: string }) {
  return <HtmlContent html={html} className={className} />;
}
