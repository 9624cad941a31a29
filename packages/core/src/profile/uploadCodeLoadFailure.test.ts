import { describe, expect, it, vi } from 'vitest';
import { createFakeSession } from '../../test/helpers/fakeCartApi';
import type { Profile } from '../schemas/auth';

// The picture's upload code (the default reader, the upload body) cannot load: the upload fails
// at its reading step with the spec's message.
vi.mock('../uploads/uploadCode', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
const { createProfileController } = await import('./createProfileController');

const PROFILE: Profile = { id: 'u1', name: 'Asha Verma', email: 'asha@example.in' };

describe("createProfileController when the picture's upload code cannot load", () => {
  it("fails with 'Failed to read image file. Please try again.' and sends nothing", async () => {
    const upload = vi.fn();
    const updateProfile = vi.fn();
    const profile = createProfileController({
      client: {
        auth: {
          profile: vi.fn().mockResolvedValue({ meta: { status: true }, data: PROFILE }),
          updateProfile,
        },
      },
      session: createFakeSession({ id: 'u1', name: 'Asha Verma' }),
      transport: { upload },
    });
    await profile.load();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', {
      type: 'image/png',
    });
    await expect(profile.uploadAvatar(png)).resolves.toEqual({
      status: 'error',
      message: 'Failed to read image file. Please try again.',
    });
    expect(profile.state.value.avatar).toMatchObject({
      status: 'error',
      error: 'Failed to read image file. Please try again.',
    });
    expect(upload).not.toHaveBeenCalled();
    expect(updateProfile).not.toHaveBeenCalled();
    profile.dispose();
  });

  it("fails with 'Failed to upload image. Please try again.' after a custom reader", async () => {
    const upload = vi.fn();
    const profile = createProfileController({
      client: {
        auth: {
          profile: vi.fn().mockResolvedValue({ meta: { status: true }, data: PROFILE }),
          updateProfile: vi.fn(),
        },
      },
      session: createFakeSession({ id: 'u1', name: 'Asha Verma' }),
      transport: { upload },
      readFile: async () => 'iVBORw==',
    });
    await profile.load();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', {
      type: 'image/png',
    });
    await expect(profile.uploadAvatar(png)).resolves.toEqual({
      status: 'error',
      message: 'Failed to upload image. Please try again.',
    });
    expect(upload).not.toHaveBeenCalled();
    profile.dispose();
  });
});
