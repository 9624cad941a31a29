import type { FastifyRequest } from 'fastify';
import type { ProductIndex } from './catalog/types';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { type AuthUser, authenticate } from './http/auth';
import { unauthorized } from './http/errors';
import { createMailer, type Mailer } from './services/mailer';

/** What every route module receives. */
export interface AppContext {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly dbKind: 'pglite' | 'postgres';
  /** The catalogue read model (listing, search, product reads). */
  readonly catalog: ProductIndex;
  /** The HS256 key of the tokens. */
  readonly jwtKey: Uint8Array;
  /** The clock; tests may replace it. */
  readonly now: () => Date;
  /** Sends e-mail: SMTP with `SMTP_URL`, else the development mailer (log and `/dev/inbox`). */
  readonly mailer: Mailer;
  /** The signed-in user of the request, or null without a token (a bad token is a 401). */
  user(request: FastifyRequest): Promise<AuthUser | null>;
  /** The signed-in user of the request, else a 401. */
  requireUser(request: FastifyRequest): Promise<AuthUser>;
}

export function createContext(
  base: Omit<AppContext, 'user' | 'requireUser' | 'now' | 'mailer'> & {
    now?: () => Date;
    mailer?: Mailer;
  },
): AppContext {
  const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();
  const user = (request: FastifyRequest) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = authenticate(request, base.db, base.jwtKey);
      cache.set(request, pending);
    }
    return pending;
  };
  return {
    ...base,
    now: base.now ?? (() => new Date()),
    mailer: base.mailer ?? createMailer(base.config),
    user,
    async requireUser(request) {
      const found = await user(request);
      if (!found) throw unauthorized('Please login to continue');
      return found;
    },
  };
}
