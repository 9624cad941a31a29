import { configurePage, getPageConfig, setScriptTagAttributes } from '../dom/configurePage';
import {
  ATTRIBUTES,
  MISSING_API,
  type PageConfig,
  parseWidgetConfig,
} from '../dom/parseWidgetConfig';
import { reportOnce } from '../dom/reportOnce';
import type { LoaderContext } from './loader';

// The loader's file: storefront-kit.js, or a versioned or hashed copy of it.
const LOADER_FILE = /(^|\/)storefront-kit(?:[.@-][\w.-]*)?\.js$/;

/**
 * A second script tag does nothing (the loader's `window.StorefrontKit` check): when its
 * settings differ from the first tag's, one warning names them, since the page then runs with
 * settings its author did not expect.
 */
function warnAboutOtherTags(context: LoaderContext, doc: Document): void {
  for (const script of Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    let path: string;
    try {
      path = new URL(script.src, doc.baseURI).pathname;
    } catch {
      continue;
    }
    if (!LOADER_FILE.test(path)) continue;
    const differing = (Object.keys(ATTRIBUTES) as (keyof typeof ATTRIBUTES)[])
      .filter(
        (key) => (script.dataset[key] ?? '').trim() !== (context.attributes[key] ?? '').trim(),
      )
      .map((key) => ATTRIBUTES[key]);
    if (differing.length)
      reportOnce(
        'A second storefront-kit script tag is ignored: the first one configures the page.',
        [
          `The ignored tag (${script.src}) sets ${differing.join(', ')} differently from the first; keep one tag, or give both the same settings.`,
        ],
        'warn',
      );
  }
}

/**
 * What every script-tag chunk does first: turns the loader's context (the tag's attributes over
 * `StorefrontKit.init()`'s configuration, and the tag's nonce) into the page configuration the
 * custom elements read. The tag's attributes are also kept as they are, so that a bad value
 * shows in every widget under its own name ('data-guest-cart on the script tag must be …')
 * rather than taking `data-api` down with it; the console tells each problem once. A missing
 * `data-api` is each widget's to report (a widget may carry its own).
 */
export function configureFromLoader(
  context: LoaderContext,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  setScriptTagAttributes(context.attributes);
  const page = { ...getPageConfig(), ...(context.pageConfig as PageConfig) };
  // Read as the widgets read it (the tag between them and init()), so that the console's
  // lines are the widgets' lines and each is printed once.
  const result = parseWidgetConfig({}, page, context.attributes);
  if (result.status === 'valid') {
    configurePage({ ...result.config, nonce: context.nonce });
  } else {
    configurePage({ ...page, nonce: context.nonce });
    const problems = result.errors.filter((error) => error !== MISSING_API);
    if (problems.length)
      reportOnce('The script tag has settings the widgets cannot use:', problems);
  }
  if (doc) warnAboutOtherTags(context, doc);
}
