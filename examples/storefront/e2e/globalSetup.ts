import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnReferenceServer } from '@storefront-kit/test-utils/globalSetup';
import type { TestProject } from 'vitest/node';
import { buildSiteIfStale, SITE_DIST } from '../scripts/buildSite';

/**
 * Builds the site when stale, then starts one reference server per test worker through
 * `npm start`'s entry point, each on a fresh PGlite database of its own in a temporary folder
 * (seeded: 300 products, the demo customer), serving the built site at `/` on the API's origin.
 * A worker's tests reach theirs through `siteUrl()` (e2e/site.ts): files run in parallel and
 * never share a database, a demo customer's sign-in lock or a product's last unit.
 */
export default async function setup(project: TestProject) {
  buildSiteIfStale({ quiet: true });
  // One per worker Vitest may run (`--maxWorkers`; 1 while files run one at a time). The
  // resolved config has `fileParallelism` at run time, though Vitest 4's type leaves it out.
  const { fileParallelism } = project.config as typeof project.config & {
    fileParallelism?: boolean;
  };
  const configured = fileParallelism
    ? Number(project.config.maxWorkers || project.globalConfig.maxWorkers)
    : 1;
  const workers = Number.isInteger(configured) && configured > 1 ? configured : 1;
  const started = await Promise.allSettled(
    Array.from({ length: workers }, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sk-storefront-e2e-'));
      try {
        // 300 products: the Sensors category spans three pages (Load More, then infinite scroll).
        const server = await spawnReferenceServer({
          DATA_DIR: dataDir,
          SITE_DIR: SITE_DIST,
          SEED_PRODUCTS: '300',
        });
        return { server, dataDir };
      } catch (error) {
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
    }),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stopAll = async () => {
    await Promise.all(servers.map(({ server }) => server.stop()));
    for (const { dataDir } of servers) rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'siteUrls',
    servers.map(({ server }) => server.url),
  );
  return stopAll;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The sites' origins, one per test worker, e.g. `http://127.0.0.1:41234` (the API is under
     * `/api/v1`). Tests use `siteUrl()`, their worker's.
     */
    siteUrls: string[];
  }
}
