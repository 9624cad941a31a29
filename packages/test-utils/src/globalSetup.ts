import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/** The repository's root: the server runs from there, as `npm start` runs it. */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The server's entry point (packages/server/src/main.ts), found through its package. */
const serverMain = createRequire(import.meta.url).resolve('@storefront-kit/server');

/** A reference server started as its own process. */
export interface SpawnedServer {
  /** e.g. `http://127.0.0.1:41234` (the API is under `/api/v1`). */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real reference server as its own process through the same entry point as
 * `npm start`: PGlite in memory, the deterministic seed (200 products, the demo customer),
 * cheap scrypt, no rate limit. `env` adds or overrides settings (e.g. `CORS_ORIGINS`).
 */
export async function spawnReferenceServer(
  env: Record<string, string> = {},
): Promise<SpawnedServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@storefront-kit/source', '--import', 'tsx', serverMain],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: 'memory',
        UPLOAD_DIR: `/tmp/sk-test-uploads-${process.pid}-${Date.now()}`,
        SCRYPT_N: '1024',
        SEED_PRODUCTS: '200',
        LOG_LEVEL: 'warn',
        RATE_LIMIT: '0',
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The test process ending for any reason (a timeout, Ctrl-C) takes its server with it.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  child.once('exit', () => process.off('exit', stopOnExit));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // Not started in time: stopped, so a failed setup leaves no server running behind it.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`server did not start within 120 s:\n${output}`));
    }, 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s)]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Starts the reference server once for the test run (a project's `globalSetup`); tests reach it
 * through `inject('apiUrl')`, or `apiUrl()` of `@storefront-kit/test-utils/shop`.
 */
export default async function setup(project: TestProject) {
  const server = await spawnReferenceServer();
  project.provide('apiUrl', `${server.url}/api/v1`);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}
