import { describe, expect, it } from 'vitest';
import { decodeJwt, tokenExpiresAt } from './decodeJwt';

const b64url = (text: string) => Buffer.from(text).toString('base64url');
const jwt = (payload: string) => `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(payload)}.sig`;

describe('decodeJwt', () => {
  it('decodes a base64url UTF-8 payload', () => {
    // '?>?' encodes to base64 with '/' and '+', i.e. '_' and '-' in base64url.
    const payload = { sub: 'u1', name: 'Ānand ₹ ?>?~~~', exp: 1_767_225_600 };
    const token = jwt(JSON.stringify(payload));
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwt(token)).toEqual(payload);
  });

  it.each([
    ['an empty string', ''],
    ['a token without dots', 'opaque-session-id'],
    ['a payload that is not base64', 'a.%%%.c'],
    ['a payload that is not JSON', jwt('not json')],
    ['an array payload', jwt('[1,2]')],
    ['a null payload', jwt('null')],
    ['a number payload', jwt('42')],
  ])('returns null for %s', (_, token) => {
    expect(decodeJwt(token)).toBeNull();
  });
});

describe('tokenExpiresAt', () => {
  it('reads exp seconds as epoch ms', () => {
    expect(tokenExpiresAt(jwt('{"exp":1767225600}'))).toBe(1_767_225_600_000);
  });

  it.each([
    ['without exp', jwt('{"sub":"u1"}')],
    ['with a string exp', jwt('{"exp":"1767225600"}')],
    ['that cannot be decoded', 'garbage'],
  ])('is null for a token %s', (_, token) => {
    expect(tokenExpiresAt(token)).toBeNull();
  });
});
