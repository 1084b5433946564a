/**
 * Headers set on every response, API and SPA alike (no helmet: these few lines are the policy).
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
  options: { kakaoMaps?: boolean } = {},
): Record<string, string> {
  // Kakao Maps (location tab), only when its JavaScript key is configured: the SDK loader comes
  // from dapi.kakao.com and loads its code from t1.daumcdn.net; map tiles are images on
  // *.daumcdn.net.
  const kakaoScripts = options.kakaoMaps ? ' https://dapi.kakao.com https://t1.daumcdn.net' : '';
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

  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
  };
  // Only meaningful (and only safe to promise) when the app is really served over HTTPS.
  if (publicOrigin.startsWith('https://')) {
    headers['strict-transport-security'] = 'max-age=15552000';
  }
  return headers;
}
