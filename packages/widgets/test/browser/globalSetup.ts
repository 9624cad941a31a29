import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain ES module without types (examples/embed/serve.mjs).
import { startEmbedServer } from '../../../../examples/embed/serve.mjs';
import { spawnReferenceServer } from '../../../react/test/globalSetup';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds the script-tag bundle, serves the distributor page on one origin and starts the API on
 * another (allowing the page's origin by CORS), for the browser tests.
 */
export default async function setup(project: TestProject) {
  const built = spawnSync(process.execPath, ['scripts/build-script.mjs'], {
    cwd: packageDir,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`script bundle build failed:\n${built.stderr}`);
  let apiUrl = '';
  const page: { url: string; close(): Promise<void> } = await startEmbedServer({
    apiUrl: () => apiUrl,
  });
  const api = await spawnReferenceServer({ CORS_ORIGINS: page.url });
  apiUrl = `${api.url}/api/v1`;
  project.provide('embedUrl', page.url);
  project.provide('apiUrl', apiUrl);
  return async () => {
    await page.close();
    await api.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    embedUrl: string;
  }
}
