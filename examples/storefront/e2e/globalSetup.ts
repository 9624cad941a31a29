import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnReferenceServer } from '../../../packages/react/test/globalSetup';
import { buildSiteIfStale, SITE_DIST } from '../scripts/buildSite';

/**
 * Builds the site when stale, then starts the reference server through `npm start`'s entry
 * point on a fresh PGlite database in a temporary folder (seeded: 300 products, the demo
 * customer), serving the built site at `/` on the API's origin.
 */
export default async function setup(project: TestProject) {
  buildSiteIfStale({ quiet: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'sk-storefront-e2e-'));
  // 300 products: the Sensors category spans three pages (Load More, then infinite scroll).
  const server = await spawnReferenceServer({
    DATA_DIR: dataDir,
    SITE_DIR: SITE_DIST,
    SEED_PRODUCTS: '300',
  });
  project.provide('siteUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site's origin, e.g. `http://127.0.0.1:41234` (the API is under `/api/v1`). */
    siteUrl: string;
  }
}
