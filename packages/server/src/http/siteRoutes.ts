import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileCache, fileEtag } from './fileCache';
import { inProcessFetch } from './inProcessFetch';

/** Vite's hashed build output (`/assets/…`): the name changes with the content. */
export const SITE_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html (and the SPA routes answered with it): always revalidated, so a deploy shows at once. */
export const SITE_HTML_CACHE_CONTROL = 'no-cache';
/**
 * A page rendered on the server: the same for every visitor (rendered as a guest; the shopper's
 * own session and cart come in the browser), so a CDN or proxy may keep it for 10 s and serve it
 * stale for a minute while it refreshes; browsers always revalidate.
 */
export const SITE_RENDERED_CACHE_CONTROL =
  'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** A page whose render met a server failure (status 5xx): never kept anywhere. */
export const SITE_FAILED_CACHE_CONTROL = 'no-store';
/** Unhashed files of the site's public folder (favicon, robots.txt). */
export const SITE_FILE_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The site's Content-Security-Policy: everything from this origin (the API is same-origin),
 * inline styles for the positioning styles and scroll lock of the React components, images
 * also as `data:` URLs (the catalogue's placeholder image). No `upgrade-insecure-requests`, so
 * the site works on plain http://localhost too.
 */
export const SITE_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
].join('; ');

/** Paths the API server answers itself: never the site, and never its index.html. */
const SERVER_PREFIXES = ['/api/', '/media/', '/sandbox/'];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
/** Below this, gzip saves less than its headers cost. */
const COMPRESS_MIN_BYTES = 1024;

/** The site build's server renderer: `SITE_DIR/.server/entry-server.js`. */
export const SITE_RENDERER = join('.server', 'entry-server.js');

/** What the site's renderer gives for a page (examples/storefront/src/entry-server.tsx). */
interface RenderedPage {
  status: number;
  html: string;
  rendered: boolean;
}

/** The contract of a site renderer module: `createRenderer(options)` gives `render(request)`. */
interface SiteRendererModule {
  createRenderer(options: {
    template: string;
    manifest: Record<string, unknown>;
    apiBaseUrl: string;
    fetch: typeof fetch;
    onError?: (error: unknown, url: string) => void;
  }): (request: Request) => Promise<RenderedPage>;
}

/** Options of {@link siteRoutes}. */
export interface SiteRoutesOptions {
  /** Render pages with the build's renderer when it has one. @default true */
  ssr?: boolean;
  /** The public origin (PUBLIC_URL), else each request's. */
  publicUrl?: string;
}

interface SiteFile {
  readonly body: Buffer;
  readonly gzip: Buffer | undefined;
  readonly type: string;
  readonly etag: string;
}

/**
 * Serves the built storefront (`SITE_DIR`, e.g. examples/storefront/dist) from the API's own
 * origin: files as they are (hashed `/assets/…` cached for a year, index.html revalidated),
 * gzipped when the client accepts it, with ETags; any other GET that is not the API's (no file
 * extension, or a browser asking for HTML) gets index.html, so the client router shows the
 * route. Unknown `/api/…`, `/media/…`, `/sandbox/…` and `/assets/…` paths keep the API's
 * 404 envelope.
 *
 * @throws when `siteDir` has no index.html (the site was not built).
 */
export async function siteRoutes(
  app: FastifyInstance,
  siteDir: string,
  options: SiteRoutesOptions = {},
): Promise<void> {
  const root = resolve(siteDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(
      `SITE_DIR ${root} has no index.html: build the site first ` +
        '(node scripts/pnpm.mjs --filter @storefront-kit/example-storefront build)',
    );
  }
  const render = options.ssr === false ? undefined : await loadRenderer(app, root, indexPath);

  /** The file at `path` (read once, again only when it changes on disk), or null. */
  const load = fileCache((path, stats): SiteFile => {
    const body = readFileSync(path);
    const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    return {
      body,
      gzip:
        COMPRESSIBLE.test(type) && body.length >= COMPRESS_MIN_BYTES ? gzipSync(body) : undefined,
      type,
      etag: fileEtag(stats),
    };
  });

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    file: SiteFile,
    cacheControl: string,
  ) => {
    reply
      .header('content-type', file.type)
      .header('cache-control', cacheControl)
      .header('etag', file.etag)
      .header('vary', 'accept-encoding');
    if (file.type.startsWith('text/html')) reply.header('content-security-policy', SITE_CSP);
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (file.gzip && acceptsGzip) {
      return reply.header('content-encoding', 'gzip').send(file.gzip);
    }
    return reply.send(file.body);
  };

  const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
    const index = load(indexPath);
    if (!index) return reply.callNotFound();
    return send(request, reply, index, SITE_HTML_CACHE_CONTROL);
  };

  /** A page of the site: rendered on the server when the build can, else the shell. */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!render) return sendShell(request, reply);
    // The page's origin (its absolute links): PUBLIC_URL, else the request's Host, which must
    // be a plain host[:port] (a forged one gets the shell, never a page with its links).
    const host = request.host;
    if (
      !options.publicUrl &&
      !/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host)
    ) {
      return sendShell(request, reply);
    }
    const origin = options.publicUrl ?? `${request.protocol}://${host}`;
    let url: URL;
    try {
      url = new URL(request.url, origin);
    } catch {
      return sendShell(request, reply);
    }
    const page = await render(
      new Request(url, { headers: { accept: String(request.headers.accept ?? 'text/html') } }),
    );
    const body = Buffer.from(page.html);
    const cacheControl =
      page.status >= 500
        ? SITE_FAILED_CACHE_CONTROL
        : page.rendered
          ? SITE_RENDERED_CACHE_CONTROL
          : SITE_HTML_CACHE_CONTROL;
    reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', cacheControl)
      .header('vary', 'accept-encoding')
      .header('content-security-policy', SITE_CSP);
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && body.length >= COMPRESS_MIN_BYTES) {
      return reply.header('content-encoding', 'gzip').send(gzipSync(body));
    }
    return reply.send(body);
  };

  app.get('/*', async (request, reply) => {
    const rawPath = request.url.split('?')[0] ?? '/';
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return reply.callNotFound();
    }
    if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === '/api') {
      return reply.callNotFound();
    }
    if (path === '/') return sendIndex(request, reply);
    if (path === '/index.html') return sendShell(request, reply);

    // A file of the build: never outside it, never a dotfile (nor `..`: a 404, not the site).
    const segments = path.split('/').filter(Boolean);
    if (segments.some((segment) => segment.startsWith('.') || segment.includes('\\'))) {
      return reply.callNotFound();
    }
    const filePath = resolve(root, ...segments);
    const file = filePath.startsWith(root + sep) ? load(filePath) : null;
    if (file) {
      const cacheControl = path.startsWith('/assets/')
        ? SITE_ASSET_CACHE_CONTROL
        : SITE_FILE_CACHE_CONTROL;
      return send(request, reply, file, cacheControl);
    }

    // A client-side route: index.html. A missing script, style or image stays a 404.
    const wantsHtml = /\btext\/html\b/.test(String(request.headers.accept ?? ''));
    const looksLikeFile = extname(segments.at(-1) ?? '') !== '';
    if (path.startsWith('/assets/') || (looksLikeFile && !wantsHtml)) {
      return reply.callNotFound();
    }
    return sendIndex(request, reply);
  });
}

/**
 * The build's server renderer, when it has one (`.server/entry-server.js` beside index.html and
 * the manifest `.vite/manifest.json`), calling this app's API in-process. A renderer that
 * cannot load is logged and the site is served unrendered.
 */
async function loadRenderer(
  app: FastifyInstance,
  root: string,
  indexPath: string,
): Promise<((request: Request) => Promise<RenderedPage>) | undefined> {
  const entry = join(root, SITE_RENDERER);
  const manifestPath = join(root, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestPath)) return undefined;
  try {
    const module = (await import(pathToFileURL(entry).href)) as SiteRendererModule;
    return module.createRenderer({
      template: readFileSync(indexPath, 'utf8'),
      manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>,
      apiBaseUrl: 'http://api.internal/api/v1',
      fetch: inProcessFetch(app),
      onError: (error, url) =>
        app.log.warn({ err: error, url }, 'server render failed: sent the shell'),
    });
  } catch (error) {
    app.log.error({ err: error, entry }, 'the site renderer did not load: pages are not rendered');
    return undefined;
  }
}
