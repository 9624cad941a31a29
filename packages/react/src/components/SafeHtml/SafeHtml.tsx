import createDOMPurify, { type Config } from 'dompurify';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useMemo } from 'react';
import { useHydrated } from '../../hooks/useHydrated';

/** What rich product HTML may contain: text formatting, lists, tables, links and images. */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
  FORBID_ATTR: ['style', 'srcset'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
};

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | null | undefined;

/** One DOMPurify instance of our own, so our hook never changes a host page's DOMPurify. */
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  purifier = null;
  if (typeof window === 'undefined') return purifier;
  const instance = createDOMPurify(window);
  if (!instance.isSupported) return purifier;
  // Links that open a new tab cannot reach back to the shop's window.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  purifier = instance;
  return purifier;
}

/**
 * Rich HTML from the catalogue, sanitised. Without a DOM (server rendering) the markup is
 * dropped and only its text is rendered, escaped by React.
 *
 * @example sanitizeHtml('<p onclick="x()">Hi<script>evil()</script></p>') // '<p>Hi</p>'
 */
export function sanitizeHtml(html: string): { html: string } | { text: string } {
  const instance = getPurifier();
  if (!instance) return { text: textOf(html) };
  return { html: instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) };
}

/**
 * The text of some HTML: scripts and styles with their content and every other tag dropped, its
 * white space collapsed (React escapes it).
 */
const textOf = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export interface SafeHtmlProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML, e.g. a product's long description. */
  html: string | null | undefined;
  /** Rendered when `html` is empty or sanitises to nothing. @default null */
  fallback?: ReactNode;
}

/**
 * Renders untrusted rich HTML after DOMPurify: no scripts, event handlers, styles, forms or
 * frames; `target="_blank"` links get `rel="noopener noreferrer"`. `data-state` is `html` or
 * `fallback`.
 *
 * @example <SafeHtml html={view.longDescription} fallback={t('product.noDescription')} />
 */
export const SafeHtml = forwardRef<HTMLDivElement, SafeHtmlProps>(function SafeHtml(
  { html, fallback = null, ...props },
  ref,
) {
  // A server renders the text (it has no DOM for DOMPurify), and so does the browser while it
  // hydrates that page; the sanitised markup replaces it right after.
  const hydrated = useHydrated();
  const clean = useMemo(
    () => (html ? (hydrated ? sanitizeHtml(html) : { text: textOf(html) }) : null),
    [html, hydrated],
  );
  if (!clean || ('html' in clean ? !clean.html.trim() : !clean.text)) {
    return (
      <div {...props} ref={ref} data-state="fallback">
        {fallback}
      </div>
    );
  }
  if ('text' in clean) {
    return (
      <div {...props} ref={ref} data-state="html">
        {clean.text}
      </div>
    );
  }
  return (
    <div
      {...props}
      ref={ref}
      data-state="html"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
});
