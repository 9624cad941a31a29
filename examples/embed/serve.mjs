#!/usr/bin/env node
// Serves the distributor page (examples/embed) and the built script-tag bundle on their own
// origin, as a distributor's site and a CDN would: the page talks to the API on another
// origin. `startEmbedServer()` is used by the start command and by the browser tests.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const defaultWidgetsDir = join(here, '..', '..', 'packages', 'widgets', 'dist', 'script');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** Whether `Accept-Encoding` takes `encoding` (a `q=0` refuses it). */
const accepts = (header, encoding) =>
  (header ?? '')
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name, q] = part.trim().split(/\s*;\s*q=/);
      return (name === encoding || name === '*') && (q === undefined || Number(q) > 0);
    });

/**
 * Sends a file of the widget bundle as a CDN would: to pages on any origin (the chunks are ES
 * modules, fetched with CORS), the build's precompressed copy when the client takes it, hashed
 * chunks immutable and the loader and manifest (names without a hash) cached for 5 minutes.
 */
function sendWidgetFile(request, response, file, name) {
  const headers = {
    'content-type': types[extname(file)],
    'cache-control': /^(storefront-kit\.js|manifest\.json)$/.test(name)
      ? 'public, max-age=300'
      : 'public, max-age=31536000, immutable',
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
    'timing-allow-origin': '*',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (accepts(request.headers['accept-encoding'], encoding) && existsSync(file + suffix)) {
      response.writeHead(200, { ...headers, 'content-encoding': encoding });
      return void response.end(readFileSync(file + suffix));
    }
  }
  response.writeHead(200, headers);
  response.end(readFileSync(file));
}

/**
 * @param {{ port?: number, host?: string, apiUrl: string | (() => string), widgetsDir?: string,
 *   widgetsUrl?: string | ((url: URL) => string), files?: Record<string, string> }} options
 *   `apiUrl` may be a function, for a server started after this one (its origin must be allowed
 *   by the API's CORS_ORIGINS, which needs this server's URL first). `widgetsUrl` is where the
 *   pages load the widgets from (e.g. the API's `/widgets`, or a CDN); by default this server's
 *   own `/widgets`, which serves `widgetsDir`. `files` maps more paths to files (e.g. a CSS framework's
 *   stylesheet for the dealer pages).
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startEmbedServer({
  port = 0,
  host = '127.0.0.1',
  apiUrl,
  widgetsDir = defaultWidgetsDir,
  widgetsUrl,
  files = {},
}) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const api = typeof apiUrl === 'function' ? apiUrl() : apiUrl;
    let file;
    if (url.pathname.startsWith('/widgets/')) {
      let name;
      try {
        name = decodeURIComponent(url.pathname.slice('/widgets/'.length));
      } catch {
        return void response.writeHead(400).end();
      }
      file = normalize(join(widgetsDir, name));
      if (!file.startsWith(widgetsDir) || !/\.(js|json)$/.test(file))
        return void response.writeHead(404).end();
      if (!existsSync(file)) return void response.writeHead(404).end();
      return sendWidgetFile(request, response, file, name);
    }
    // No icon: an empty answer instead of a 404 in every page's console.
    if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
    if (Object.hasOwn(files, url.pathname)) {
      const path = files[url.pathname];
      response.writeHead(200, {
        'content-type': path.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/plain',
        'cache-control': 'no-cache',
      });
      return void response.end(readFileSync(path));
    }
    const name = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
    file = normalize(join(here, name));
    if (!file.startsWith(here) || extname(file) !== '.html')
      return void response.writeHead(404).end();
    if (!existsSync(file)) return void response.writeHead(404).end();
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
    const widgets =
      (typeof widgetsUrl === 'function' ? widgetsUrl(url) : widgetsUrl) ??
      `http://${request.headers.host}/widgets`;
    // The host-page bench's page: as it is, or with the widgets (`?widgets=1`; `&tag=0`: their
    // markup without the script tag). A page with widgets gets the README's reservation snippet
    // (the bundle's reserve.css) in its <head> ({{WIDGETS_RESERVE}}), unless `?reserve=0`.
    const withWidgets = url.searchParams.has('widgets');
    const reserveFile = join(widgetsDir, 'reserve.css');
    const reserve =
      (withWidgets || url.pathname !== '/host-page.html') &&
      url.searchParams.get('reserve') !== '0' &&
      existsSync(reserveFile)
        ? `<style nonce="{{NONCE}}">${readFileSync(reserveFile, 'utf8').trim()}</style>`
        : '';
    // The README's "Cards that paint with your page": the host-page bench's cards, and with
    // `?pictures=1` (or `?pictures=prd_000001,prd_000002`: those products) any page's, hold their
    // product's picture, the image URL the API gives (`image` of its product, on its origin).
    const pictures = url.searchParams.get('pictures')?.split(',') ?? [];
    const picture = (id) =>
      `<img slot="image" src="${new URL(api).origin}/media/products/${id}.svg" alt="" width="240" height="240">`;
    const body = readFileSync(file, 'utf8')
      .replace(
        /<sk-product-card product-id="(prd_\d+)"([^>]*)><\/sk-product-card>/g,
        (card, id, rest) =>
          pictures.includes('1') || pictures.includes(id)
            ? `<sk-product-card product-id="${id}"${rest}>${picture(id)}</sk-product-card>`
            : card,
      )
      .replaceAll('{{WIDGETS_RESERVE}}', reserve)
      .replaceAll(
        '{{WIDGETS_HEADER}}',
        withWidgets ? '<sk-search-box></sk-search-box><sk-cart-button></sk-cart-button>' : '',
      )
      .replaceAll(
        '{{WIDGETS_CARDS}}',
        withWidgets
          ? ['prd_000001', 'prd_000002', 'prd_000003']
              .map((id) => `<sk-product-card product-id="${id}">${picture(id)}</sk-product-card>`)
              .join('')
          : '',
      )
      .replaceAll(
        '{{WIDGETS_TAG}}',
        // `&tag=0`: the same markup (elements, pictures, snippet) without the script tag.
        withWidgets && url.searchParams.get('tag') !== '0'
          ? '<script src="{{WIDGETS_URL}}/storefront-kit.js" data-api="{{API_URL}}" defer></script>'
          : '',
      )
      .replaceAll('{{WIDGETS_URL}}', widgets)
      .replaceAll('{{API_URL}}', api)
      .replaceAll('{{NONCE}}', nonce);
    const headers = { 'content-type': types['.html'], 'cache-control': 'no-cache' };
    // The strict-CSP page: nonce-based scripts, no unsafe-eval or unsafe-inline, Trusted Types.
    if (body.includes('data-strict-csp')) {
      headers['content-security-policy'] = [
        "default-src 'none'",
        `script-src 'nonce-${nonce}' 'strict-dynamic'`,
        `style-src 'nonce-${nonce}'`,
        `connect-src ${new URL(api).origin}`,
        `img-src ${new URL(api).origin} data:`,
        "require-trusted-types-for 'script'",
        "trusted-types 'none'",
        "base-uri 'none'",
      ].join('; ');
    }
    response.writeHead(200, headers);
    response.end(body);
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const apiUrl = process.env.API_URL ?? 'http://localhost:8787/api/v1';
  const { url } = await startEmbedServer({
    port: Number(process.env.EMBED_PORT ?? 8788),
    host: 'localhost',
    apiUrl,
    widgetsUrl: process.env.WIDGETS_URL,
  });
  const widgets = process.env.WIDGETS_URL ?? `${url}/widgets`;
  console.log(`  distributor page    ${url}/  (widgets from ${widgets}/, API ${apiUrl})`);
}
