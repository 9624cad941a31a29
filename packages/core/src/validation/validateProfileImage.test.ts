import { describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '../constants';
import { validateProfileImage } from './validateProfileImage';

const TYPE_ERROR = 'Please select a valid image file (JPEG, PNG, or GIF)';

describe('validateProfileImage', () => {
  it.each([
    ['me.jpeg', 'image/jpeg'],
    ['me.jpg', 'image/jpg'],
    ['me.png', 'image/png'],
    ['me.gif', 'image/gif'],
    ['me.webp', 'image/webp'],
    ['me.JPG', ''],
    ['me.webp', 'application/octet-stream'],
  ])('accepts %s (%s)', (name, type) => {
    expect(validateProfileImage({ name, type, size: 1000 })).toBeUndefined();
  });

  it.each([
    ['me.bmp', 'image/bmp'],
    ['me.svg', 'image/svg+xml'],
    ['me.png', 'application/pdf'],
    ['me.heic', ''],
    ['me', ''],
  ])('rejects %s (%s)', (name, type) => {
    expect(validateProfileImage({ name, type, size: 1000 })).toBe(TYPE_ERROR);
  });

  it('allows at most 5 MB (boundary)', () => {
    const photo = { name: 'me.png', type: 'image/png' };
    expect(validateProfileImage({ ...photo, size: PROFILE_IMAGE_MAX_BYTES })).toBeUndefined();
    expect(validateProfileImage({ ...photo, size: PROFILE_IMAGE_MAX_BYTES + 1 })).toBe(
      'Image size should be less than 5MB',
    );
  });

  it('uses overridden messages', () => {
    expect(
      validateProfileImage(
        { name: 'a.txt', type: 'text/plain', size: 1 },
        { messages: { 'profile.imageType': 'Image only' } },
      ),
    ).toBe('Image only');
  });
});
