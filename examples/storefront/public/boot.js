// Starts a server-rendered page's scripts after its first paint: the page is readable and its
// links work before them, so on a slow network its text, styles and images come first. Written
// into the page by the server renderer (src/entry-server.tsx) in place of the module scripts.
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  const entry = boot.getAttribute('data-entry');
  const preloads = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // After the next frame is painted; a hidden tab paints no frame, so a timer backs it up.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, document.visibilityState === 'hidden' ? 0 : 500);
})();
