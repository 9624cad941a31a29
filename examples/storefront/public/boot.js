// Starts a server-rendered page's scripts after its first paint: the page is readable and its
// links work before them, so on a slow network its text, styles and images come first. Written
// into the page by the server renderer (src/entry-server.tsx) in place of the module scripts.
(() => {
  const boot = document.currentScript;
  if (!boot) return;
  const entry = boot.getAttribute('data-entry');
  const preloads = (boot.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  let started = false;
  // Each preload starts a fetch, a few milliseconds of a phone's main thread: a few per task,
  // so adding twenty never blocks the page in one long task.
  const preload = (from) => {
    for (const href of preloads.slice(from, from + 4)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (from + 4 < preloads.length) setTimeout(preload, 0, from + 4);
  };
  const start = () => {
    if (started || !entry) return;
    started = true;
    // The entry first: its own imports are what the page needs soonest.
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    preload(0);
  };
  // After the next frame is painted; a hidden tab paints no frame, so a timer backs it up.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, document.visibilityState === 'hidden' ? 0 : 500);
})();
