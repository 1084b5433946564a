/** How long the page waits for the map app to take over before it opens the web directions. */
export const APP_OPEN_TIMEOUT_MS = 1500;

/** Effects swapped in tests: jsdom cannot navigate to another document. */
export const navigationEffects = {
  assign: (url: string): void => window.location.assign(url),
};

/**
 * Phones and tablets, where a map app may be installed and its URL scheme can open it. On a
 * desktop the scheme would only fail (or ask about an unknown protocol), so the web directions
 * open directly. iPadOS reports itself as a Mac; its touch points give it away.
 */
export function isHandheld(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator) {
  return (
    /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent) ||
    (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}

/**
 * Opens the KakaoMap app's directions, falling back to Kakao Map on the web.
 *
 * A web page cannot ask whether an app is installed. So it navigates to the app's URL scheme and
 * watches the page: if the app opens, the browser goes to the background and the document turns
 * hidden (visibilitychange; pagehide on iOS); if nothing happened after APP_OPEN_TIMEOUT_MS the
 * scheme went nowhere, and the web directions open instead. Returns a cancel function (the
 * caller runs it on unmount, so a visitor who came back from the app is not sent on later).
 */
export function openAppWithWebFallback(
  appUrl: string,
  webUrl: string,
  timeoutMs = APP_OPEN_TIMEOUT_MS,
): () => void {
  let timer: number | undefined;
  const cleanup = () => {
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', cleanup);
  };
  function onHidden() {
    if (document.visibilityState === 'hidden') cleanup();
  }
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', cleanup);
  timer = window.setTimeout(() => {
    cleanup();
    if (document.visibilityState === 'visible') navigationEffects.assign(webUrl);
  }, timeoutMs);
  navigationEffects.assign(appUrl);
  return cleanup;
}
