import { resolve } from 'node:path';

/** Everything the server reads from its environment. See the README's Configuration section. */
export interface ServerConfig {
  /** `PORT`. @default 8787 */
  port: number;
  /** `HOST`. @default '127.0.0.1' (use 0.0.0.0 in a container) */
  host: string;
  /** `DATABASE_URL`: PostgreSQL. Unset: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** `DATA_DIR`: PGlite files and uploads. 'memory' keeps PGlite in memory. @default '.data' */
  dataDir: string;
  /** `UPLOAD_DIR`. @default `${dataDir}/uploads` */
  uploadDir: string;
  /** `CORS_ORIGINS`: comma-separated origins allowed to call the API (distributor sites). */
  corsOrigins: string[];
  /**
   * `PUBLIC_URL`: the server's public origin, for absolute links (invoices, images, the
   * sandbox checkout script). Unset: taken from each request's Host (see `publicOrigin`).
   */
  publicUrl: string | undefined;
  /** `JWT_SECRET`; unset: a random secret kept in the database (required in production). */
  jwtSecret: string | undefined;
  /** `RAZORPAY_KEY_ID` / `RAZORPAY_KEY_SECRET`; unset: the offline sandbox gateway. */
  razorpayKeyId: string | undefined;
  razorpayKeySecret: string | undefined;
  /** `RAZORPAY_API_URL`: Razorpay's API base (tests point it at a local fake). */
  razorpayApiUrl: string;
  /** `SCRYPT_N`: scrypt cost; OWASP's 2^17 by default, lower only in tests. */
  scryptN: number;
  /** `SEED_PRODUCTS` (or `--products N`): products seeded into an empty database. @default 1000 */
  seedProducts: number;
  /** `LOG_LEVEL`. @default 'info' ('silent' in tests) */
  logLevel: string;
  /** `NODE_ENV === 'production'`. */
  production: boolean;
  /** `RATE_LIMIT`: requests a minute per IP on mutating and auth routes; 0 turns it off. @default 120 */
  rateLimitPerMinute: number;
  /**
   * `SITE_DIR`: a built single-page site (examples/storefront/dist) served at `/` on the API's
   * origin, with index.html for its client-side routes. Unset: the API only.
   */
  siteDir: string | undefined;
  /**
   * `WIDGETS_DIR`: the built script-tag widgets (packages/widgets/dist/script), served at
   * `/widgets/` for distributor pages on any origin. Unset: not served.
   */
  widgetsDir: string | undefined;
  /**
   * `SITE_SSR`: render the site's pages on the server when its build has a renderer
   * (`SITE_DIR/.server/entry-server.js`); `0` sends every page as the shell the browser renders.
   * @default true
   */
  siteSsr: boolean;
}

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
};

/** Reads the configuration; throws with a clear message on an invalid value. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = [],
): ServerConfig {
  const productsFlag = argv.indexOf('--products');
  const seedProducts = int(
    productsFlag >= 0 ? argv[productsFlag + 1] : env.SEED_PRODUCTS,
    1000,
    '--products / SEED_PRODUCTS',
  );
  const port = int(env.PORT, 8787, 'PORT');
  const host = env.HOST || '127.0.0.1';
  const dataDir = env.DATA_DIR || '.data';
  const production = env.NODE_ENV === 'production';
  const config: ServerConfig = {
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: dataDir === 'memory' ? dataDir : resolve(dataDir),
    uploadDir: resolve(env.UPLOAD_DIR || `${dataDir === 'memory' ? '.data' : dataDir}/uploads`),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    razorpayKeyId: env.RAZORPAY_KEY_ID || undefined,
    razorpayKeySecret: env.RAZORPAY_KEY_SECRET || undefined,
    razorpayApiUrl: (env.RAZORPAY_API_URL || 'https://api.razorpay.com').replace(/\/$/, ''),
    scryptN: int(env.SCRYPT_N, 2 ** 17, 'SCRYPT_N'),
    seedProducts,
    logLevel: env.LOG_LEVEL || 'info',
    production,
    rateLimitPerMinute: int(env.RATE_LIMIT, 120, 'RATE_LIMIT'),
    siteDir: env.SITE_DIR ? resolve(env.SITE_DIR) : undefined,
    widgetsDir: env.WIDGETS_DIR ? resolve(env.WIDGETS_DIR) : undefined,
    siteSsr: env.SITE_SSR !== '0' && env.SITE_SSR !== 'false',
  };
  if (config.scryptN < 2 ** 10 || (config.scryptN & (config.scryptN - 1)) !== 0) {
    throw new Error('SCRYPT_N must be a power of two, at least 1024');
  }
  if (production && !config.jwtSecret) {
    throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  }
  if (config.jwtSecret && config.jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters');
  }
  if (Boolean(config.razorpayKeyId) !== Boolean(config.razorpayKeySecret)) {
    throw new Error('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither');
  }
  return config;
}
