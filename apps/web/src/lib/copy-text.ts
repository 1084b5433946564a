/**
 * Puts `text` on the clipboard: the async Clipboard API where the browser allows it (HTTPS or
 * localhost, with the page focused), otherwise the old select-and-`execCommand('copy')` on an
 * off-screen textarea, which still works in in-app browsers and on plain-HTTP venue Wi-Fi portals.
 * Resolves false only when both ways fail, so the caller can say so instead of claiming a copy.
 *
 * (A program's share sheet, "URL 복사 완료", needs the same; this can move to lib/ when a second
 * feature uses it.)
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Denied or unavailable (insecure context, no focus): try the fallback.
    }
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  // Off screen, and 16 px so iOS does not zoom in on focus.
  textarea.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;font-size:16px';
  const previousFocus = document.activeElement as HTMLElement | null;
  document.body.append(textarea);
  textarea.focus();
  textarea.select();
  textarea.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  previousFocus?.focus?.();
  return copied;
}
