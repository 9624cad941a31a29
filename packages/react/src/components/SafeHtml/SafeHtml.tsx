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

/** Elements the server's markup keeps: structure and emphasis (never links, media or forms). */
const STRUCTURE = new Set(
  (
    'p br hr h1 h2 h3 h4 h5 h6 ul ol li dl dt dd strong b em i u s small sub sup code pre ' +
    'blockquote table caption thead tbody tfoot tr th td div span'
  ).split(' '),
);
const VOID = new Set(['br', 'hr']);
const TOKEN =
  /<!--[\s\S]*?-->|<(script|style|template)\b[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/gi;
/** Text as HTML: `&` kept only where it starts a character reference, `<`, `>` and `"` escaped. */
const escapeText = (text: string) =>
  text
    .replace(/&(?![a-zA-Z][a-zA-Z0-9]{0,31};|#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * The structure of some HTML without a DOM (a server's render, and the browser's hydration of
 * it): the elements of `STRUCTURE`, without any attribute, balanced (an end tag without its start
 * is dropped, what is left open is closed), with the text escaped; scripts, styles, comments
 * and every other tag dropped (their text kept). Safe by construction: no attribute and no
 * other element can come out of it, whatever the input. The page is then as tall at its first
 * paint as with DOMPurify's markup, which replaces it after hydration (adding links and images).
 */
export function structureOf(html: string): string {
  const open: string[] = [];
  let out = '';
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    out += escapeText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[3]?.toLowerCase();
    if (!name || !STRUCTURE.has(name)) continue;
    if (VOID.has(name)) {
      if (!match[2]) out += `<${name}>`;
    } else if (!match[2]) {
      open.push(name);
      out += `<${name}>`;
    } else if (open.includes(name)) {
      while (open.length > 0) {
        const closed = open.pop();
        out += `</${closed}>`;
        if (closed === name) break;
      }
    }
  }
  out += escapeText(html.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

export interface SafeHtmlProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML, e.g. a product's long description. */
  html: string | null | undefined;
  /** Rendered when `html` is empty or sanitises to nothing. @default null */
  fallback?: ReactNode;
}

/**
 * Renders untrusted rich HTML after DOMPurify: no scripts, event handlers, styles, forms or
 * frames; `target="_blank"` links get `rel="noopener noreferrer"`. On a server, and while the
 * browser hydrates that page, it renders the HTML's structure alone (`structureOf`). `data-state`
 * is `html` or `fallback`.
 *
 * @example <SafeHtml html={view.longDescription} fallback={t('product.noDescription')} />
 */
export const SafeHtml = forwardRef<HTMLDivElement, SafeHtmlProps>(function SafeHtml(
  { html, fallback = null, ...props },
  ref,
) {
  // A server renders the markup's structure (it has no DOM for DOMPurify: see `structureOf`),
  // and so does the browser while it hydrates that page; DOMPurify's markup replaces it right
  // after, of the same height.
  const hydrated = useHydrated();
  const clean = useMemo(
    () => (html ? (hydrated ? sanitizeHtml(html) : { html: structureOf(html) }) : null),
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
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify, or only structure (structureOf).
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
});
