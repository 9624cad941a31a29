import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain ES module without types (examples/embed/serve.mjs).
import { startEmbedServer } from '@storefront-kit/example-embed/serve';
import { spawnReferenceServer } from '@storefront-kit/test-utils/globalSetup';
import type { TestProject } from 'vitest/node';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds the script-tag bundle and starts three origins, as a distributor's site meets them: the
 * dealer's pages (127.0.0.1), the widget files on a CDN (localhost, another host name) and the
 * API (127.0.0.1, another port), which allows only the pages' origin by CORS and also serves
 * the bundle at its own `/widgets/` (the README's tag; a page asks for it with `?widgets=api`).
 */
export default async function setup(project: TestProject) {
  const built = spawnSync(process.execPath, ['scripts/build-script.mjs'], {
    cwd: packageDir,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`script bundle build failed:\n${built.stderr}`);
  let apiUrl = '';
  const cdn: EmbedServer = await startEmbedServer({ host: 'localhost', apiUrl: () => apiUrl });
  const page: EmbedServer = await startEmbedServer({
    apiUrl: () => apiUrl,
    widgetsUrl: (url: URL) =>
      url.searchParams.get('widgets') === 'api'
        ? apiUrl.replace(/\/api\/v1$/, '/widgets')
        : `${cdn.url}/widgets`,
    files: { '/vendor/bootstrap.min.css': bootstrapCss },
  });
  const api = await spawnReferenceServer({
    CORS_ORIGINS: page.url,
    WIDGETS_DIR: join(packageDir, 'dist', 'script'),
  });
  apiUrl = `${api.url}/api/v1`;
  project.provide('embedUrl', page.url);
  project.provide('widgetsUrl', `${cdn.url}/widgets`);
  project.provide('apiUrl', apiUrl);
  return async () => {
    await page.close();
    await cdn.close();
    await api.stop();
  };
}

interface EmbedServer {
  url: string;
  close(): Promise<void>;
}

/** Bootstrap's stylesheet from npm: the CSS framework of the dealer pages. */
const bootstrapCss = createRequire(join(packageDir, 'package.json')).resolve(
  'bootstrap/dist/css/bootstrap.min.css',
);

declare module 'vitest' {
  export interface ProvidedContext {
    embedUrl: string;
    widgetsUrl: string;
  }
}
