import DOMPurify from 'dompurify';

/**
 * HTML from the CMS (notices, FAQ answers, terms, alert subtitles) is sanitized on the server when
 * it is written and again here before it touches the DOM: the client must not trust that every
 * future writer remembered. Import this only from chunks that render HTML, so DOMPurify stays out
 * of the entry bundle.
 */
// On the server (ssr/entry-server.tsx) there is no DOM: the HTML there comes straight from our
// own API, which sanitized every CMS field with the server's allow-list on the way out; the
// browser's render, which replaces the server's page, sanitizes it again here.
const purifier = typeof window === 'undefined' ? null : DOMPurify(window);

purifier?.addHook('afterSanitizeAttributes', (node) => {
  // A link that opens a new tab must not hand the opener to the other page.
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  if (!purifier) return html;
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
