// Starts the app after the first paint of a server-rendered page (docs/decisions/014): the page
// is already drawn from the HTML, so its scripts wait until the page has loaded and painted, and
// then run without holding the first paint back. Pages that are not server-rendered load their
// scripts the usual way and never use this file.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
