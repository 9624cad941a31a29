import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database';
import { settings, users } from '../db/schema';
import { unauthorized } from './errors';

/** The signed-in user of a request, as the routes need it. */
export interface AuthUser {
  id: string;
  name: string;
  email: string | null;
  mobileNumber: string | null;
  userType: string;
}

export const TOKEN_LIFETIME = '12h';
const ALGORITHMS = ['HS256'];

/** The HS256 key: JWT_SECRET, else a random secret generated once and kept in the database. */
export async function loadJwtKey(
  db: Database,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const generated = randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret'));
  return new TextEncoder().encode(row?.value ?? generated);
}

/** Signs a 12-hour token for a user; `tv` ties it to the user's current token version. */
export function signToken(key: Uint8Array, userId: string, tokenVersion: number): Promise<string> {
  return new SignJWT({ tv: tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(key);
}

/**
 * The user behind a request's bearer token, or null without a token. A token that is not
 * HS256 (e.g. `alg: none`), is signed with another key, has no `exp` or has expired, or
 * predates the user's last sign-out or password change is a 401.
 */
export async function authenticate(
  request: FastifyRequest,
  db: Database,
  key: Uint8Array,
): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  let subject: string | undefined;
  let version: unknown;
  try {
    // A token without `exp` would never expire: refused, even when signed with our key.
    const { payload } = await jwtVerify(match[1], key, {
      algorithms: ALGORITHMS,
      requiredClaims: ['exp'],
    });
    subject = payload.sub;
    version = payload.tv;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthorized('Token expired');
    throw unauthorized();
  }
  if (!subject || typeof version !== 'number') throw unauthorized();
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      mobileNumber: users.mobileNumber,
      userType: users.userType,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.id, subject));
  if (!user || user.tokenVersion !== version) throw unauthorized();
  const { tokenVersion: _version, ...authUser } = user;
  return authUser;
}
