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
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/**
 * @param {{ port?: number, host?: string, apiUrl: string | (() => string), widgetsDir?: string }} options
 *   `apiUrl` may be a function, for a server started after this one (its origin must be allowed
 *   by the API's CORS_ORIGINS, which needs this server's URL first).
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startEmbedServer({
  port = 0,
  host = '127.0.0.1',
  apiUrl,
  widgetsDir = defaultWidgetsDir,
}) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const api = typeof apiUrl === 'function' ? apiUrl() : apiUrl;
    let file;
    if (url.pathname.startsWith('/widgets/')) {
      file = normalize(join(widgetsDir, url.pathname.slice('/widgets/'.length)));
      if (!file.startsWith(widgetsDir)) return void response.writeHead(403).end();
    } else {
      const name = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
      file = normalize(join(here, name));
      if (!file.startsWith(here) || extname(file) !== '.html')
        return void response.writeHead(404).end();
    }
    if (!existsSync(file)) return void response.writeHead(404).end();
    const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
    let body = readFileSync(file, 'utf8');
    const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream' };
    if (extname(file) === '.html') {
      const widgetsUrl = `http://${request.headers.host}/widgets`;
      body = body
        .replaceAll('{{WIDGETS_URL}}', widgetsUrl)
        .replaceAll('{{API_URL}}', api)
        .replaceAll('{{NONCE}}', nonce);
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
  });
  console.log(`  distributor page    ${url}/  (widgets from ${url}/widgets/, API ${apiUrl})`);
}
