/**
 * Headers set on every response (no helmet: these few lines are the policy): the document set
 * for pages, the SPA's files and /media; a short set for the JSON API under /api/.
 *
 * Content-Security-Policy for the SPA:
 * - scripts, styles, fonts, XHR/fetch and frames come from this origin only. The Vite build
 *   emits external files, so no script needs 'unsafe-inline'; styles allow it because UI
 *   libraries inject <style> elements and style attributes are low risk once scripts are locked.
 * - images may also be data: and blob: URLs (generated thumbnails, QR codes drawn client side).
 * - frame-ancestors 'self' stops other sites from framing the app (clickjacking); X-Frame-Options
 *   says the same to old browsers.
 * - object-src 'none', base-uri 'self' and form-action 'self' close the classic injection paths.
 * Later integrations that load third-party scripts (Kakao SDK, maps) must add their hosts here,
 * in this one place, and say why.
 */
export function securityHeaders(
  publicOrigin: string,
  options: { kakaoMaps?: boolean; kakaoShare?: boolean } = {},
): { document: Record<string, string>; api: Record<string, string> } {
  // Kakao Maps (location tab), only when its JavaScript key is configured: the SDK loader comes
  // from dapi.kakao.com and loads its code from t1.daumcdn.net; map tiles are images on
  // *.daumcdn.net.
  // Kakao share (program detail), only when the Kakao JavaScript key is configured: the SDK is
  // served from t1.kakaocdn.net; sharing itself opens Kakao's pages (a navigation, not a fetch).
  const kakaoScripts =
    (options.kakaoMaps ? ' https://dapi.kakao.com https://t1.daumcdn.net' : '') +
    (options.kakaoShare ? ' https://t1.kakaocdn.net' : '');
  const kakaoImages = options.kakaoMaps ? ' https://*.daumcdn.net' : '';
  const csp = [
    "default-src 'self'",
    `script-src 'self'${kakaoScripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${kakaoImages}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join('; ');

  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  // Only meaningful (and only safe to promise) when the app is really served over HTTPS.
  if (publicOrigin.startsWith('https://')) {
    common['strict-transport-security'] = 'max-age=15552000';
  }
  return {
    // Pages, the SPA's files and /media (SVG and embedded pages can carry markup).
    document: { ...common, 'content-security-policy': csp, 'x-frame-options': 'SAMEORIGIN' },
    // JSON under /api is never a document: it may load nothing and be framed nowhere. The
    // short policy also keeps ~400 bytes off every answer of the busiest calls.
    api: { ...common, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" },
  };
}
