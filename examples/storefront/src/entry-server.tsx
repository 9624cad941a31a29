// The server renderer of the site: `createRenderer` gives the reference server (or any server
// with web Requests) a function from a request to the page's HTML, rendered with its data.
import { COMPANY_PROFILE, createStorefront } from '@storefront-kit/core';
import { renderToStringWithData, serializeServerState } from '@storefront-kit/react/server';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { BrowserOnlyNotice } from './layout/BrowserOnlyNotice';
import { type RouteHandle, routes } from './routes';
import { type PageShare, type ServerRender, ServerRenderContext } from './ssr/serverRender';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface RendererOptions {
  /** The built `index.html`: the page every response starts from. */
  template: string;
  /** The client build's manifest: which chunks and styles each route needs. */
  manifest: Record<string, ManifestChunk>;
  /** Where this server reaches the API, e.g. `http://127.0.0.1:8787/api/v1`. */
  apiBaseUrl: string;
  /** How it reaches it (e.g. in-process, without a socket). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** The API's address as pages use it (media URLs in the HTML). @default '/api/v1' */
  publicBaseUrl?: string;
  /** Beyond this, the page is sent unrendered (the browser renders it). @default 3000 */
  timeoutMs?: number;
  /** Told of a render that failed or timed out (the page was sent unrendered). */
  onError?: (error: unknown, url: string) => void;
}

/** What a render gives: the status and the page. */
export interface RenderedPage {
  status: number;
  html: string;
  /** True when the page carries the server's markup (false: the shell, rendered in the browser). */
  rendered: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * The routes with every browser-only page inside the site's shell replaced by
 * `BrowserOnlyNotice`: what the server renders for them, so a visitor without JavaScript keeps
 * the header, the footer and a sentence saying what the page needs.
 */
function withBrowserOnlyNotices(tree: RouteObject[]): RouteObject[] {
  return tree.map((route): RouteObject => {
    const handle = route.handle as RouteHandle | undefined;
    if (handle?.ssr === false) {
      const { lazy: _lazy, children: _children, ...rest } = route;
      return { ...rest, Component: BrowserOnlyNotice } as RouteObject;
    }
    return route.children
      ? ({ ...route, children: withBrowserOnlyNotices(route.children) } as RouteObject)
      : route;
  });
}

/**
 * The parts of a page that the server renders although their code is a chunk of their own, which
 * the browser loads after the first paint (React `lazy`), by the page's module: their styles are
 * linked from the page's head with the route's, so the server's markup is styled at the first
 * paint and without JavaScript (else they came with the chunk: the parts showed unstyled, then
 * changed size). The site's footer needs none: its styles are the entry's (`RootLayout`).
 */
const SERVER_RENDERED_PARTS: Readonly<Record<string, readonly string[]>> = {
  'src/routes/home/HomePage.tsx': ['src/routes/home/HomeBelowFold.tsx'],
  'src/routes/product/ProductPage.tsx': [
    'src/routes/product/ProductExtras.tsx',
    'src/routes/product/RelatedProducts.tsx',
    'src/routes/product/ProductReviews.tsx',
  ],
};

/** The text of HTML that `escapeHtml` (or a template) escaped. */
const unescapeHtml = (html: string) =>
  html.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? `&${name};`,
  );

/**
 * Creates the site's server renderer. Public pages are rendered with their data (the queries
 * go along in the page, so the browser hydrates without fetching them again); pages of a
 * signed-in shopper (dashboard, checkout, sign-in) are sent as the shell the browser renders.
 * Either way the page's route chunks and styles are preloaded from its head. A render that
 * fails or times out is sent as the shell too: a broken render never breaks the page.
 */
export function createRenderer(options: RendererOptions) {
  const { template, manifest, timeoutMs = 3000 } = options;
  const handler = createStaticHandler(routes);
  // The site's shell around a browser-only page (only pages under the root layout: the
  // dashboard has a shell of its own, which needs a session).
  const shellRoutes = routes.filter((route) => route.path === '/');
  const noticeHandler = createStaticHandler(withBrowserOnlyNotices(shellRoutes));
  // The site's own description (index.html), for pages without words of their own.
  const templateDescription =
    /<meta\s+name="description"\s+content="([^"]*)"/.exec(template)?.[1] ?? '';

  // The template's own scripts: the entry and the chunks it imports.
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const entryPreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const entrySrc = entryScript.exec(template)?.[1];
  const entryPreloads = [...template.matchAll(entryPreload)].map((match) => match[1] ?? '');
  // A part renamed or moved without its entry here would lose its styles: said at once.
  for (const part of Object.values(SERVER_RENDERED_PARTS).flat()) {
    if (!manifest[part]) {
      options.onError?.(new Error(`${part} (SERVER_RENDERED_PARTS) is not in the manifest`), '');
    }
  }

  /** The chunks and styles of `modules` that the template does not have yet. */
  function assetsOf(modules: string[]): { scripts: string[]; styles: string[] } {
    const seen = new Set<string>();
    const scripts: string[] = [];
    const styles: string[] = [];
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      if (!chunk.isEntry) scripts.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) styles.push(`/${css}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    const fresh = (href: string) => !template.includes(`"${href}"`);
    return {
      scripts: [...new Set(scripts)].filter(fresh),
      styles: [...new Set(styles)].filter(fresh),
    };
  }

  const stylesheets = (styles: string[]) =>
    styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');

  /** The head of a page the browser renders: the template's scripts and the route's preloads. */
  function shellHead(modules: string[]): string {
    const { scripts, styles } = assetsOf(modules);
    return (
      stylesheets(styles) +
      scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('')
    );
  }

  /**
   * The head of a server-rendered page: its styles (the route's and those of the deferred parts
   * rendered with it, see `SERVER_RENDERED_PARTS`), and `/boot.js` in place of the module
   * scripts, which starts them (the entry, its chunks and the route's) after the first paint.
   */
  function renderedHead(html: string, modules: string[]): string {
    const { scripts, styles } = assetsOf(modules);
    const parts = modules.flatMap((module) => SERVER_RENDERED_PARTS[module] ?? []);
    const partStyles = assetsOf([...modules, ...parts]).styles.filter(
      (href) => !styles.includes(href),
    );
    if (!entrySrc) {
      return html.replace(
        '</head>',
        () => `${shellHead(modules)}${stylesheets(partStyles)}</head>`,
      );
    }
    const preload = [...entryPreloads, ...scripts].join(' ');
    // No paint before the whole rendered page is parsed (up to its state, `#sk-state`, which
    // follows it): a page the network delivers in parts would otherwise be painted half-parsed
    // (a header link with half its content), then moved. (Chromium 124+; other browsers ignore it.)
    const whole = '<link rel="expect" href="#sk-state" blocking="render">';
    const boot =
      `<script src="/boot.js" defer data-entry="${entrySrc}" ` +
      `data-preload="${preload}"></script>`;
    return html
      .replace(entryScript, '')
      .replace(entryPreload, '')
      .replace('</head>', () => `${whole}${stylesheets([...styles, ...partStyles])}${boot}</head>`);
  }

  /**
   * The tags by which a rendered page is found and shared: canonical URL, Open Graph, Twitter
   * card, a product's price and availability, and its breadcrumbs as JSON-LD.
   */
  function shareHead(
    url: URL,
    title: string | undefined,
    description: string | undefined,
    share: PageShare = {},
  ): string {
    const canonical = `${url.origin}${share.canonicalPath ?? url.pathname}`;
    // A page without words of its own is described as the site is (the template's words).
    const described = description ?? unescapeHtml(templateDescription);
    const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
      value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
    const image = share.image;
    const crumbs = share.breadcrumbs;
    const breadcrumbs = crumbs?.length
      ? `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.name,
            item: `${url.origin}${crumb.path}`,
          })),
        }).replace(/</g, '\\u003c')}</script>`
      : '';
    return [
      `<link rel="canonical" href="${escapeHtml(canonical)}">`,
      meta('property', 'og:site_name', COMPANY_PROFILE.name),
      meta('property', 'og:type', share.type ?? 'website'),
      meta('property', 'og:locale', 'en_IN'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', described),
      meta('property', 'og:url', canonical),
      meta('property', 'og:image', image),
      meta('property', 'og:image:alt', image ? title : undefined),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', described),
      meta('name', 'twitter:image', image),
      meta('property', 'product:price:amount', share.price?.amount),
      meta('property', 'product:price:currency', share.price?.currency),
      meta('property', 'product:availability', share.availability),
      breadcrumbs,
    ].join('');
  }

  function page(parts: {
    modules: string[];
    body?: string;
    state?: string;
    title?: string;
    description?: string;
    /** A rendered page's URL and share tags (see `shareHead`). */
    share?: { url: URL; tags?: PageShare };
    /** Markup the browser replaces (rendered from scratch, not hydrated). */
    shell?: string;
  }): string {
    // Replacer functions throughout: the page's text may hold `$&` and friends.
    const { title, description, body, modules } = parts;
    let html =
      body === undefined
        ? template.replace('</head>', () => `${shellHead(modules)}</head>`)
        : renderedHead(template, modules);
    if (parts.share) {
      const head = shareHead(parts.share.url, title, description, parts.share.tags);
      html = html.replace('</head>', () => `${head}</head>`);
    }
    if (title) {
      html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    }
    if (description) {
      html = html.replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_, open: string, close: string) => `${open}${escapeHtml(description)}${close}`,
      );
    }
    if (body === undefined && parts.shell !== undefined) {
      const shell = parts.shell;
      html = html.replace('<div id="root"></div>', () => `<div id="root">${shell}</div>`);
    }
    if (body !== undefined) {
      const state = parts.state ?? '{"queries":[]}';
      html = html.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-server-rendered>${body}</div>` +
          `<script type="application/json" id="sk-state">${state}</script>`,
      );
    }
    return html;
  }

  async function renderMatched(request: Request, signal: AbortSignal): Promise<RenderedPage> {
    const context = await handler.query(request);
    if (context instanceof Response) throw new Error(`Unexpected response ${context.status}`);
    const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
    const modules = handles.flatMap((handle) => (handle.module ? [handle.module] : []));
    const browserOnly = handles.some((handle) => handle.ssr === false);
    if (browserOnly && context.matches[0]?.route.path !== '/') {
      return { status: 200, html: page({ modules }), rendered: false };
    }
    const server: ServerRender = { origin: new URL(request.url).origin, status: 200 };
    const storefront = createStorefront({
      baseUrl: options.apiBaseUrl,
      publicBaseUrl: options.publicBaseUrl ?? '/api/v1',
      fetch: options.fetch,
      guestCart: 'local',
      retry: 0,
      ssr: true,
    });
    // A timeout aborts what is in flight (the render then gives up).
    let disposed = false;
    const stop = () => {
      if (disposed) return;
      disposed = true;
      storefront.dispose();
    };
    signal.addEventListener('abort', stop, { once: true });
    try {
      if (browserOnly) {
        // The shell with a notice for a visitor without JavaScript; the browser renders the page
        // from scratch (no data-server-rendered: nothing to hydrate).
        const noticeContext = await noticeHandler.query(request);
        if (noticeContext instanceof Response) throw new Error('Unexpected response');
        const { html } = await renderToStringWithData(
          <ServerRenderContext.Provider value={server}>
            <StaticRouterProvider
              router={createStaticRouter(noticeHandler.dataRoutes, noticeContext)}
              context={noticeContext}
              hydrate={false}
            />
          </ServerRenderContext.Provider>,
          storefront,
        );
        if (signal.aborted) throw signal.reason;
        return { status: 200, html: page({ modules, shell: html }), rendered: false };
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      const { html, queries, complete } = await renderToStringWithData(
        <ServerRenderContext.Provider value={server}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ServerRenderContext.Provider>,
        storefront,
      );
      if (signal.aborted) throw signal.reason;
      if (!complete) throw new Error('The page had parts left unrendered');
      return {
        status: server.status,
        html: page({
          modules,
          body: html,
          state: serializeServerState(queries),
          title: server.title,
          description: server.description,
          share: { url: new URL(request.url), tags: server.share },
        }),
        rendered: true,
      };
    } finally {
      signal.removeEventListener('abort', stop);
      stop();
    }
  }

  /** The page for `request` (a GET of a page of the site). Never rejects. */
  return async function render(request: Request): Promise<RenderedPage> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`The render took over ${timeoutMs} ms`)),
      timeoutMs,
    );
    try {
      return await Promise.race([
        renderMatched(request, controller.signal),
        new Promise<never>((_, reject) =>
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
        ),
      ]);
    } catch (error) {
      options.onError?.(error, request.url);
      return { status: 200, html: template, rendered: false };
    } finally {
      clearTimeout(timer);
    }
  };
}
