/**
 * Reads the payload of a JWT without verifying it (the server verifies; the client only needs
 * `exp`). Returns null when the token is not a JWT with a base64url JSON object payload.
 *
 * @example decodeJwt(token)?.exp // 1767225600
 */
export function decodeJwt(token: string): Record<string, unknown> | null {
  try {
    const binary = atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'));
    const payload: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    );
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Epoch ms at which a JWT expires (its `exp`, in seconds, times 1000), or null when the token
 * cannot be decoded or carries no numeric `exp`. The session treats null as expired.
 *
 * @example tokenExpiresAt(token) // 1767225600000
 */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeJwt(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}
