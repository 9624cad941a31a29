import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createClient, type StorefrontClient } from '@storefront-kit/core';
import { loadConfig, type ServerConfig } from '../../src/config';
import { type RunningServer, startServer } from '../../src/server';
import { createUser, type FixtureUser, insertFixtures } from './fixtures';
import { migratedPgliteSnapshot } from './pgliteSnapshot';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const DATABASES = [
  'pglite',
  ...(process.env.DATABASE_URL ? (['postgres'] as const) : []),
] as const;
export type DatabaseKind = (typeof DATABASES)[number];

export interface TestServer extends RunningServer {
  /** Base URL of the API, `http://127.0.0.1:{port}/api/v1`. */
  readonly api: string;
  /** A client without a token. */
  readonly client: StorefrontClient;
  /** A client carrying `token`. */
  clientWith(token: string | null): StorefrontClient;
  /** Creates a customer and signs them in through the API. */
  signUpAndIn(
    partial?: Partial<FixtureUser>,
  ): Promise<{ user: FixtureUser; token: string; client: StorefrontClient }>;
}

/**
 * A real server on a random port over a fresh database (PGlite in memory, or an isolated
 * PostgreSQL schema dropped on close), with the fixtures inserted.
 */
export async function startTestServer(
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    fixtures?: boolean;
    now?: () => Date;
    /**
     * PostgreSQL: this schema instead of a fresh one, so several instances share one database
     * (dropped on close only by the instance given `dropSchemaOnClose`).
     */
    pgSchema?: string;
    dropSchemaOnClose?: boolean;
  } = {},
): Promise<TestServer> {
  const config: ServerConfig = loadConfig({
    DATA_DIR: 'memory',
    UPLOAD_DIR: `/tmp/sk-test-uploads-${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'silent',
    SCRYPT_N: '1024',
    PORT: '0',
    RATE_LIMIT: '0',
    // The reconcile job runs when a test calls it (reconcilePayments), not on a timer.
    RECONCILE_INTERVAL: '0',
    ...(kind === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL ?? '' } : {}),
    ...options.env,
  });
  const server = await startServer(config, {
    seed: false,
    now: options.now,
    // The logger is silent in tests: a slow close still says which step it is on.
    shutdownLog: (message) => process.stderr.write(`[test server, ${kind}] ${message}\n`),
    database:
      kind === 'postgres'
        ? {
            pgSchema: options.pgSchema ?? `t_${randomBytes(6).toString('hex')}`,
            dropSchemaOnClose: options.pgSchema ? options.dropSchemaOnClose === true : true,
            poolSize: 25,
          }
        : { pgliteSnapshot: await migratedPgliteSnapshot() },
  });
  if (options.fixtures !== false) {
    await insertFixtures(server.ctx.db);
    await server.ctx.catalog.reload();
  }
  const api = `${server.url}/api/v1`;
  const clientWith = (token: string | null) =>
    createClient({ baseUrl: api, getToken: () => token, retry: 0 });
  return {
    ...server,
    async close() {
      await server.close();
      await rm(config.uploadDir, { recursive: true, force: true });
    },
    api,
    client: clientWith(null),
    clientWith,
    async signUpAndIn(partial) {
      const user = await createUser(server.ctx.db, partial);
      const answer = await clientWith(null).auth.signIn({
        login: user.email,
        password: user.password,
      });
      if (!answer.data) throw new Error(`Sign-in failed: ${answer.meta.message}`);
      return { user, token: answer.data.token, client: clientWith(answer.data.token) };
    },
  };
}
