// Starts the app after the first paint of a server-rendered page (docs/decisions/014): the page
// is already drawn from the HTML, so its scripts wait until the page has loaded and painted, and
// then run without holding the first paint back. Pages that are not server-rendered load their
// scripts the usual way and never use this file.
(() => {
  const { entry, first } = document.currentScript?.dataset ?? {};
  if (!entry) return;
  const run = (src, onDone) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    if (onDone) {
      script.addEventListener('load', onDone, { once: true });
      script.addEventListener('error', onDone, { once: true });
    }
    document.head.appendChild(script);
  };
  // React's module code first (data-first, src/react-start.ts), then, after the browser has had
  // a turn, the entry: two tasks of evaluation instead of one long one.
  const start = () => {
    if (!first) return run(entry);
    run(first, () => setTimeout(() => run(entry), 0));
  };
  // The browser's own word that the page has painted (first-contentful-paint), when it gives it;
  // never more than 3 s of waiting for it.
  const painted = new Promise((resolve) => {
    const types = window.PerformanceObserver?.supportedEntryTypes ?? [];
    if (!types.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, 3000);
  });
  // `load` means the pictures have arrived, not that they are on screen: the first screen's
  // pictures (the eager ones) are decoded and the page has painted, then one more frame, then
  // the scripts run.
  const afterPaint = () => {
    const eager = Array.from(document.images).filter((image) => image.loading !== 'lazy');
    const decoded = eager.map((image) => (image.decode ? image.decode().catch(() => {}) : null));
    Promise.all([painted, ...decoded]).then(() =>
      requestAnimationFrame(() => setTimeout(start, 0)),
    );
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
