/**
 * CMS text that may carry simple HTML (a program name with a `<br>`, spec 000 §3) as one line of
 * plain text: parsed into an inert document, line breaks read as spaces, markup dropped, entities
 * decoded. The result is only ever rendered as text, never as markup.
 */
export function htmlText(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.body.querySelectorAll('script, style')) node.remove();
  for (const br of doc.body.querySelectorAll('br')) br.replaceWith(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
