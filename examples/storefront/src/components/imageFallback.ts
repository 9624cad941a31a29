import { PLACEHOLDER_IMAGE } from '@storefront-kit/core';

/**
 * Shows the catalogue's placeholder instead of the browser's broken-image icon wherever a
 * picture fails to load (a missing file, a dropped connection): one listener for the page, in
 * the capture phase (an image's error does not bubble). Pictures that failed before this ran
 * (in the server-rendered page, before its script) are found and replaced too. The failed
 * address stays in `data-failed-src`. Returns a function that stops listening.
 */
export function replaceBrokenImages(doc: Document = document): () => void {
  const swap = (image: HTMLImageElement) => {
    if (image.getAttribute('src') === PLACEHOLDER_IMAGE) return;
    image.dataset.failedSrc = image.getAttribute('src') ?? '';
    image.removeAttribute('srcset');
    image.src = PLACEHOLDER_IMAGE;
  };
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) swap(event.target);
  };
  doc.addEventListener('error', onError, true);
  for (const image of Array.from(doc.images)) {
    // Loaded and empty: broken, or a picture without a size of its own (decode() tells them apart).
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
      image.decode().catch(() => swap(image));
    }
  }
  return () => doc.removeEventListener('error', onError, true);
}
