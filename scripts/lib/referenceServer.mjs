// The reference server for the benches: `packages/server` from its sources on a fresh
// embedded database (PGlite in `dataDir`), on a free port, quiet and without rate limits.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts the server with `env` added (e.g. `SITE_DIR`, `CORS_ORIGINS`) and resolves once it
 * listens: `{ url, stop }`. Rejects with the server's output if it exits or is not up in 2 min.
 */
export async function startReferenceServer(dataDir, env = {}) {
  const child = spawn(
    process.execPath,
    ['--conditions=@storefront-kit/source', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT: '0',
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s)]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { url, stop: () => new Promise((done) => child.once('exit', done).kill('SIGTERM')) };
}
