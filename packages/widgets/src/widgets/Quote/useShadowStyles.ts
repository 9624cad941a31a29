import { type RefObject, useLayoutEffect } from 'react';
import { adoptStyles } from '../../dom/adoptStyles';
import { getPageConfig } from '../../dom/configurePage';

/**
 * Adopts `css` into the shadow root that `ref`'s element is rendered in, while `active`: a dialog
 * whose code is loaded lazily brings its own sheets (`dialogCss` and its own) instead of growing
 * the sheet of the widget that opens it. Outside a shadow root it does nothing (a React app
 * styles the page itself). Runs before paint and before the dialog's `showModal()`. The sheets
 * stay adopted (shared, deduplicated) until the widget's root is emptied.
 */
export function useShadowStyles(
  ref: RefObject<Element | null>,
  css: readonly string[],
  active: boolean,
): void {
  useLayoutEffect(() => {
    const root = active ? ref.current?.getRootNode() : undefined;
    // A ShadowRoot (by shape: it may come from another realm).
    if (root?.nodeType !== 11 || !('host' in root)) return;
    adoptStyles(root as ShadowRoot, css, { nonce: getPageConfig().nonce });
  }, [ref, css, active]);
}
