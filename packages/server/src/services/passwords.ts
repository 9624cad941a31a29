import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const R = 8;
const P = 1;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes: 128 MiB at N = 2^17, above Node's 32 MiB default.
    scrypt(password, salt, KEY_LENGTH, { N: n, r, p, maxmem: 256 * n * r + 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt (OWASP: N=2^17, r=8, p=1) and a per-user salt. The result
 * carries its parameters (`scrypt$N$r$p$salt$hash`), so a hash made with other parameters
 * still verifies.
 */
export async function hashPassword(password: string, n: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}
