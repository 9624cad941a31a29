import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmail, isIndianMobile, isPhoneNumber, isPincode } from './formats';

describe('isEmail', () => {
  it.each(['asha@example.in', 'a.b+c@sub.example.co.in'])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });
  it.each(['asha', 'asha@example', '@example.in', 'asha @example.in', 'a@b@c.in', ''])(
    'rejects %s',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );
});

describe('isIndianMobile', () => {
  it.each(['9876543210', '6000000000', '7123456789', '8999999999'])('accepts %s', (value) => {
    expect(isIndianMobile(value)).toBe(true);
  });
  it.each(['5876543210', '987654321', '98765432101', '+919876543210', '98765 43210', ''])(
    'rejects %s',
    (value) => {
      expect(isIndianMobile(value)).toBe(false);
    },
  );
  it('accepts every 10-digit number starting 6-9 and nothing starting 0-5', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 999_999_999 }),
        (first, rest) => {
          const number = `${first}${String(rest).padStart(9, '0')}`;
          expect(isIndianMobile(number)).toBe(first >= 6);
        },
      ),
    );
  });
});

describe('isPincode', () => {
  it('accepts exactly 6 digits', () => {
    expect(isPincode('122001')).toBe(true);
    expect(isPincode('12200')).toBe(false);
    expect(isPincode('1220011')).toBe(false);
    expect(isPincode('12200a')).toBe(false);
  });
});

describe('isPhoneNumber (quote form)', () => {
  it.each(['+91 98765 43210', '9876543210', '1', '+1234567890123456'])('accepts %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });
  it.each(['+0123', '0987654321', '+12345678901234567', '98765-43210', '+', ''])(
    'rejects %s',
    (value) => {
      expect(isPhoneNumber(value)).toBe(false);
    },
  );
});
