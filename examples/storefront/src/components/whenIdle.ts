/**
 * Runs `callback` when the browser is first idle (at the latest after `timeout` ms), for work
 * the first paint does not need. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, Math.min(timeout, 1000));
  return () => clearTimeout(timer);
}
