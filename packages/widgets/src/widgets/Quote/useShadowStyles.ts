import { type RefObject, useLayoutEffect, useRef } from 'react';
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
  // After every render, not on a change of inputs: the element may only be rendered a render
  // later (a dialog in the page's overlay layer waits for its container), or move to another root.
  const adopted = useRef<{ root: Node; css: readonly string[] } | null>(null);
  useLayoutEffect(() => {
    const root = active ? ref.current?.getRootNode() : undefined;
    // A ShadowRoot (by shape: it may come from another realm).
    if (root?.nodeType !== 11 || !('host' in root)) return;
    if (adopted.current?.root === root && adopted.current.css === css) return;
    adopted.current = { root, css };
    adoptStyles(root as ShadowRoot, css, { nonce: getPageConfig().nonce });
  });
}
