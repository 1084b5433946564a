/**
 * The one allow-list for editor HTML stored in the CMS tables (notices, FAQ answers, terms,
 * popup texts, program descriptions). Content is sanitized when it is written (seed, factories,
 * later the admin) and again when a read fills the response cache, so a row written around
 * this function still cannot reach a visitor unsanitized. The web client sanitizes a third time
 * before rendering: the server is not trusted to be the only guard.
 */
import sanitizeHtml from 'sanitize-html';

const SAFE_COLOR =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
const DIMENSION = /^\d{1,4}$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'img',
    'span',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['style'],
    p: ['style'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
  },
  // Editors colour and align text; nothing else in a style attribute survives (no url(),
  // no position: fixed overlays).
  allowedStyles: {
    '*': {
      color: [SAFE_COLOR],
      'background-color': [SAFE_COLOR],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
    },
  },
  // Relative URLs (/notice/2, ./x) pass: they stay on this origin. Protocol-relative ones
  // (//evil.example) would leave it, so they are refused.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      if (target === '_blank') {
        // The opened page must not get window.opener, nor our URL as referrer.
        return { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } };
      }
      // Only _blank and the default are meaningful in a single-page app; a rel without a new
      // window has no use in editor content.
      return { tagName, attribs: rest };
    },
    img: (tagName, attribs) => {
      const clean: sanitizeHtml.Attributes = {};
      for (const [name, value] of Object.entries(attribs)) {
        if ((name === 'width' || name === 'height') && !DIMENSION.test(value)) continue;
        clean[name] = value;
      }
      return { tagName, attribs: clean };
    },
  },
};

/** Returns editor HTML reduced to the allow-list above. Safe to apply more than once. */
export function sanitizeEditorHtml(dirty: string): string {
  return sanitizeHtml(dirty, options);
}
