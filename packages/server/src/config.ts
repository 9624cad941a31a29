import { isIP } from 'node:net';
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
  /**
   * `PAYMENTS`: `razorpay` (needs `RAZORPAY_KEY_ID` / `RAZORPAY_KEY_SECRET`) or `sandbox` (the
   * offline gateway, whose public `/sandbox/pay` pays any order: development and demos only).
   * Unset: `razorpay` when the keys are set; else `sandbox`, except in production, which then
   * refuses to start.
   */
  payments: 'razorpay' | 'sandbox';
  /** `RAZORPAY_KEY_ID` / `RAZORPAY_KEY_SECRET`. */
  razorpayKeyId: string | undefined;
  razorpayKeySecret: string | undefined;
  /** `RAZORPAY_API_URL`: Razorpay's API base (tests point it at a local fake). */
  razorpayApiUrl: string;
  /**
   * `RAZORPAY_WEBHOOK_SECRET`: the secret of the Razorpay webhook (Dashboard → Webhooks) that
   * posts `payment.captured` to `/api/v1/payments/razorpay-webhook`. Unset: no webhook route
   * (the reconcile job still finds captured payments by asking Razorpay).
   */
  razorpayWebhookSecret: string | undefined;
  /** `SCRYPT_N`: scrypt cost; OWASP's 2^17 by default, lower only in tests. */
  scryptN: number;
  /** `SEED_PRODUCTS` (or `--products N`): products seeded into an empty database. @default 1000 */
  seedProducts: number;
  /**
   * `SEARCH_VOCABULARY_FILE`: a JSON file of the shop's search synonyms, brand aliases and
   * ignored words (see `searchVocabulary.ts`), read at start; unset, the built-in ones.
   */
  searchVocabularyFile: string | undefined;
  /**
   * `CATALOG_BODIES`: where the catalogue keeps its products' wire JSON (1 to 2 kB a product):
   * `file`, a file in the OS's temporary folder (`TMPDIR`) removed as soon as it is open, read
   * through the OS's page cache; or `memory`, on the API process's heap. @default 'file'
   */
  catalogBodies: 'file' | 'memory';
  /** `LOG_LEVEL`. @default 'info' ('silent' in tests) */
  logLevel: string;
  /** `NODE_ENV === 'production'`. */
  production: boolean;
  /**
   * `--demo` or `SEED_DEMO=1` (`0` turns it off): seed an empty database with the demo
   * customer (a public password), customers' paid orders, reviews and tickets, besides the
   * catalogue. @default true in development, false in production
   */
  demo: boolean;
  /**
   * `TRUST_PROXY`: the reverse proxies in front of the server, whose `X-Forwarded-For`,
   * `-Proto` and `-Host` are believed: a hop count (`1` behind one load balancer) or a
   * comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, 127.0.0.1`; also
   * `loopback`, `linklocal`, `uniquelocal`). @default false: the peer's address is the
   * client's, and forwarded headers are ignored
   */
  trustProxy: false | number | string[];
  /**
   * `SMTP_URL`: the mail server for password-reset and account e-mails, e.g.
   * `smtps://user:password@smtp.example.in:465`. Unset: the development mailer, which writes each
   * message to the log and to `GET /dev/inbox` (production refuses to start without it).
   */
  smtpUrl: string | undefined;
  /**
   * `MAIL_FROM`: the sender of those e-mails. @default `storefront-kit <no-reply@{PUBLIC_URL's
   * host}>` (`no-reply@localhost` without PUBLIC_URL)
   */
  mailFrom: string;
  /**
   * `RECONCILE_INTERVAL`: seconds between runs of the reconcile job (payments captured but never
   * verified, lapsed reservations, refunds to retry); 0 turns it off. @default 60
   */
  reconcileIntervalSeconds: number;
  /**
   * `SHUTDOWN_GRACE`: seconds that requests in flight get to finish after SIGTERM (or close())
   * before their connections are cut; keep it below the orchestrator's kill timeout (Kubernetes:
   * `terminationGracePeriodSeconds`, 30 by default). @default 10
   */
  shutdownGraceSeconds: number;
  /** `RATE_LIMIT`: requests a minute per IP on mutating and auth routes; 0 turns it off. @default 120 */
  rateLimitPerMinute: number;
  /**
   * `READ_RATE_LIMIT`: GET requests a minute per IP under `/api/v1` (not `/health`): far above
   * a shopper's pages, below a scraper's loop; 0 turns it off. Behind a proxy or CDN, set
   * `TRUST_PROXY`, or every client counts as the proxy. @default 600 (0 when `RATE_LIMIT=0`)
   */
  readRateLimitPerMinute: number;
  /**
   * `REDIS_URL` (`redis://…` or `rediss://…`): where the request limits (`RATE_LIMIT`,
   * `READ_RATE_LIMIT`) count, so every instance behind a load balancer shares one count per
   * address. Unset: each instance counts its own (sign-in locks are always shared, in the
   * database).
   */
  redisUrl: string | undefined;
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

/** `READ_RATE_LIMIT`'s default: 10 reads a second, sustained for a minute. */
export const DEFAULT_READ_RATE_LIMIT = 600;

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `REDIS_URL`: a redis:// or rediss:// URL, or unset. */
function redisUrlOf(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (!/^rediss?:\/\/[^\s]+$/.test(text)) {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${text}"`);
  }
  return text;
}

/** `TRUST_PROXY`: a hop count or a list of addresses/ranges; never `true` (anyone could spoof). */
function trustProxyOf(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits =
      bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits && extra === undefined);
    if (!PROXY_PRESETS.has(entry) && (!family || !validBits)) {
      throw new Error(
        `TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1); got "${entry}"`,
      );
    }
  }
  return entries;
}

/** The settings production refuses to start without, each naming its variable. */
function productionProblems(
  config: ServerConfig,
  env: Record<string, string | undefined>,
): string[] {
  const problems: string[] = [];
  if (!config.jwtSecret) {
    problems.push(
      'JWT_SECRET must be set when NODE_ENV=production (at least 32 random characters, e.g. `openssl rand -hex 32`): tokens signed with a secret kept in the database stop working when it moves.',
    );
  }
  if (!config.publicUrl) {
    problems.push(
      "PUBLIC_URL must be set when NODE_ENV=production (the public origin, e.g. https://shop.example.in): links in pages, invoices and e-mails are built from it, never from the request's Host header.",
    );
  }
  if (config.payments === 'razorpay' && !config.razorpayKeyId && !env.PAYMENTS) {
    problems.push(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set when NODE_ENV=production: without them the offline sandbox gateway would mark orders paid without any money. To run a demo on purpose, set PAYMENTS=sandbox.',
    );
  }
  if (!config.smtpUrl) {
    problems.push(
      'SMTP_URL must be set when NODE_ENV=production (e.g. smtps://user:password@smtp.example.in:465): password-reset e-mails would otherwise only be written to the log.',
    );
  }
  return problems;
}

/** Reads the configuration; throws with a clear message on an invalid value. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = [],
  /** `checkProduction: false` skips the production start checks (the seed command). */
  options: { checkProduction?: boolean } = {},
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
  const payments = env.PAYMENTS?.trim() || undefined;
  if (payments !== undefined && payments !== 'razorpay' && payments !== 'sandbox') {
    throw new Error(`PAYMENTS must be "razorpay" or "sandbox", got "${payments}"`);
  }
  const demoSetting = env.SEED_DEMO?.trim();
  if (demoSetting && !['0', '1', 'true', 'false'].includes(demoSetting)) {
    throw new Error(`SEED_DEMO must be 1 or 0, got "${demoSetting}"`);
  }
  const demo = argv.includes('--demo')
    ? true
    : demoSetting
      ? demoSetting === '1' || demoSetting === 'true'
      : !production;
  const hasKeys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  const catalogBodies = env.CATALOG_BODIES?.trim() || 'file';
  if (catalogBodies !== 'file' && catalogBodies !== 'memory') {
    throw new Error(`CATALOG_BODIES must be "file" or "memory", got "${catalogBodies}"`);
  }
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
    // Production without keys stays 'razorpay', so the check below names the missing keys.
    payments: (payments ?? (hasKeys || production ? 'razorpay' : 'sandbox')) as
      | 'razorpay'
      | 'sandbox',
    razorpayKeyId: env.RAZORPAY_KEY_ID || undefined,
    razorpayKeySecret: env.RAZORPAY_KEY_SECRET || undefined,
    razorpayApiUrl: (env.RAZORPAY_API_URL || 'https://api.razorpay.com').replace(/\/$/, ''),
    razorpayWebhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
    scryptN: int(env.SCRYPT_N, 2 ** 17, 'SCRYPT_N'),
    seedProducts,
    searchVocabularyFile: env.SEARCH_VOCABULARY_FILE?.trim()
      ? resolve(env.SEARCH_VOCABULARY_FILE.trim())
      : undefined,
    catalogBodies,
    logLevel: env.LOG_LEVEL || 'info',
    production,
    demo,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom:
      env.MAIL_FROM?.trim() ||
      `storefront-kit <no-reply@${/^https?:\/\/([^/:?#\s]+)/.exec(env.PUBLIC_URL ?? '')?.[1] ?? 'localhost'}>`,
    reconcileIntervalSeconds: int(env.RECONCILE_INTERVAL, 60, 'RECONCILE_INTERVAL'),
    shutdownGraceSeconds: int(env.SHUTDOWN_GRACE, 10, 'SHUTDOWN_GRACE'),
    rateLimitPerMinute: int(env.RATE_LIMIT, 120, 'RATE_LIMIT'),
    readRateLimitPerMinute: int(
      env.READ_RATE_LIMIT,
      env.RATE_LIMIT?.trim() === '0' ? 0 : DEFAULT_READ_RATE_LIMIT,
      'READ_RATE_LIMIT',
    ),
    redisUrl: redisUrlOf(env.REDIS_URL),
    siteDir: env.SITE_DIR ? resolve(env.SITE_DIR) : undefined,
    widgetsDir: env.WIDGETS_DIR ? resolve(env.WIDGETS_DIR) : undefined,
    siteSsr: env.SITE_SSR !== '0' && env.SITE_SSR !== 'false',
  };
  if (config.scryptN < 2 ** 10 || (config.scryptN & (config.scryptN - 1)) !== 0) {
    throw new Error('SCRYPT_N must be a power of two, at least 1024');
  }
  if (config.jwtSecret && config.jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters');
  }
  if (Boolean(config.razorpayKeyId) !== Boolean(config.razorpayKeySecret)) {
    throw new Error('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither');
  }
  if (config.payments === 'razorpay' && !hasKeys && payments === 'razorpay') {
    throw new Error('PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
  if (config.payments === 'sandbox' && hasKeys) {
    throw new Error(
      'PAYMENTS=sandbox with RAZORPAY_KEY_ID set: remove the keys or PAYMENTS, so it is clear which gateway takes the money',
    );
  }
  if (config.publicUrl && !/^https?:\/\/[^/?#\s]+$/.test(config.publicUrl)) {
    throw new Error(
      `PUBLIC_URL must be an origin such as https://shop.example.in (scheme and host, no path), got "${config.publicUrl}"`,
    );
  }
  if (config.smtpUrl && !/^smtps?:\/\/[^\s/?#]+/.test(config.smtpUrl)) {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.in:465',
    );
  }
  if (production && options.checkProduction !== false) {
    const problems = productionProblems(config, env);
    if (problems.length) {
      throw new Error(
        `Refusing to start with NODE_ENV=production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
      );
    }
  }
  return config;
}
