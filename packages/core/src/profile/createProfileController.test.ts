import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createFakeSession } from '../../test/helpers/fakeCartApi';
import type { AuthApi } from '../api/authApi';
import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import type { Profile, UploadBody } from '../schemas/auth';
import type { ReadFile } from '../uploads/readFileAsBase64';
import type { UploadRequestOptions, UploadTransport } from '../uploads/UploadTransport';
import { createProfileController } from './createProfileController';

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const USER = { id: 'u1', name: 'Asha Verma' };
const PROFILE: Profile = {
  id: 'u1',
  name: 'Asha Verma',
  email: 'asha@example.in',
  mobile_number: '9876543210',
  additional_info: { address: { city: 'Gurugram' } },
};
const answer = (profile: Profile, message = 'Profile updated successfully') => ({
  meta: { status: true, message },
  data: profile,
});
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

let auth: { profile: Mock<AuthApi['profile']>; updateProfile: Mock<AuthApi['updateProfile']> };
let upload: Mock<(body: UploadBody, options?: UploadRequestOptions) => Promise<string>>;
let readFile: Mock<ReadFile>;
const disposers: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers();
  auth = { profile: vi.fn(), updateProfile: vi.fn() };
  auth.profile.mockResolvedValue(answer(PROFILE, 'OK'));
  upload = vi.fn(async (_body, options) => {
    options?.onProgress?.(0.5);
    return 'https://shop.test/uploads/me.png';
  });
  readFile = vi.fn(async (_file, options) => {
    options?.onProgress?.(1);
    return 'iVBORw==';
  });
});
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  vi.useRealTimers();
});

function setup(user: typeof USER | null = USER) {
  const session = createFakeSession(user);
  const transport: UploadTransport = { upload };
  const profile = createProfileController({ client: { auth }, session, transport, readFile });
  disposers.push(profile.dispose);
  return { session, profile };
}

async function loadedInEdit() {
  const context = setup();
  await context.profile.load();
  context.profile.edit();
  return context;
}

describe('createProfileController', () => {
  it("loads the signed-in user's profile and its completion", async () => {
    const { profile } = setup();
    const loading = profile.load();
    expect(profile.state.value.status).toBe('loading');
    await loading;
    expect(auth.profile).toHaveBeenCalledWith('u1');
    expect(profile.state.value).toMatchObject({ status: 'loaded', profile: PROFILE });
    // name, e-mail, mobile, city: 4 of 11.
    expect(profile.completion.value).toBe(36);
  });

  it("keeps a load failure's message", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    auth.profile.mockRejectedValueOnce(new NetworkError('Network Error: offline'));
    const { profile } = setup();
    await profile.load();
    expect(profile.state.value).toMatchObject({ status: 'error', error: 'Network Error: offline' });
    auth.profile.mockRejectedValueOnce(
      new ApiError('m', 404, { meta: { status: false, message: 'User not found' } }, ''),
    );
    await profile.load();
    expect(profile.state.value.error).toBe('User not found');
    auth.profile.mockRejectedValueOnce('boom');
    await profile.load();
    expect(profile.state.value.error).toBe('An unexpected error occurred');
    warn.mockRestore();
  });

  it('does nothing for a guest', async () => {
    const { profile } = setup(null);
    await profile.load();
    expect(auth.profile).not.toHaveBeenCalled();
    expect(profile.state.value.status).toBe('idle');
    await expect(profile.save()).resolves.toEqual({ status: 'skipped' });
  });

  it('cancel restores the last saved values', async () => {
    const { profile } = await loadedInEdit();
    profile.setField('name', 'Someone Else');
    profile.setField('city', '');
    expect(profile.completion.value).toBe(27);
    profile.cancel();
    expect(profile.state.value).toMatchObject({
      mode: 'view',
      draft: { name: 'Asha Verma', city: 'Gurugram' },
    });
    expect(profile.completion.value).toBe(36);
  });

  it('refuses an invalid form with the messages and sends nothing', async () => {
    const { profile } = await loadedInEdit();
    profile.setField('name', ' ');
    profile.setField('email', 'asha@');
    profile.setField('pincode', '12');
    await expect(profile.save()).resolves.toEqual({
      status: 'invalid',
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        pincode: 'Pincode must be 6 digits',
      },
    });
    expect(auth.updateProfile).not.toHaveBeenCalled();
    profile.setField('name', 'Asha');
    expect(profile.state.value.errors).not.toHaveProperty('name');
  });

  it("saves optimistically, then shows the server's profile and message for 3 s", async () => {
    const { profile } = await loadedInEdit();
    profile.setField('city', 'Noida');
    const saved = { ...PROFILE, additional_info: { address: { city: 'Noida' } } };
    let release!: () => void;
    auth.updateProfile.mockReturnValue(
      new Promise((resolve) => {
        release = () => resolve(answer(saved));
      }),
    );
    const saving = profile.save();
    expect(profile.state.value).toMatchObject({ mode: 'view', saveStatus: 'saving' });
    expect(profile.state.value.profile?.additional_info?.address?.city).toBe('Noida');
    await expect(profile.save()).resolves.toEqual({ status: 'busy' });
    release();
    await expect(saving).resolves.toEqual({ status: 'saved', profile: saved });
    expect(auth.updateProfile.mock.calls[0]?.[0]).toMatchObject({
      name: 'Asha Verma',
      city: 'Noida',
      additional_info: { address: { city: 'Noida' } },
    });
    expect(profile.state.value).toMatchObject({
      saveStatus: 'saved',
      notice: 'Profile updated successfully',
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(profile.state.value.notice).toBe('Profile updated successfully');
    await vi.advanceTimersByTimeAsync(1);
    expect(profile.state.value).toMatchObject({ saveStatus: 'idle', notice: null });
  });

  it("rolls back a failed save and shows the server's reason or the catalogue message", async () => {
    const { profile } = await loadedInEdit();
    profile.setField('email', 'taken@example.in');
    auth.updateProfile.mockRejectedValueOnce(
      new ApiError(
        'm',
        409,
        { meta: { status: false, message: 'This email is already registered' } },
        '',
      ),
    );
    await expect(profile.save()).resolves.toEqual({
      status: 'error',
      message: 'This email is already registered',
    });
    expect(profile.state.value).toMatchObject({
      mode: 'edit',
      saveStatus: 'error',
      saveError: 'This email is already registered',
      profile: PROFILE,
      draft: { email: 'taken@example.in' },
    });
    auth.updateProfile.mockRejectedValueOnce(new NetworkError('Network Error: offline'));
    await expect(profile.save()).resolves.toEqual({
      status: 'error',
      message: 'Failed to save profile. Please try again.',
    });
  });

  it('refuses an image of the wrong type or over 5 MB with the spec messages', async () => {
    const { profile } = setup();
    await profile.load();
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await expect(profile.uploadAvatar(pdf)).resolves.toEqual({
      status: 'invalid',
      message: 'Please select a valid image file (JPEG, PNG, or GIF)',
    });
    const huge = { name: 'big.png', type: 'image/png', size: 6 * 1024 * 1024 } as File;
    await expect(profile.uploadAvatar(huge)).resolves.toEqual({
      status: 'invalid',
      message: 'Image size should be less than 5MB',
    });
    expect(profile.state.value.avatar).toMatchObject({
      status: 'error',
      error: 'Image size should be less than 5MB',
    });
    expect(readFile).not.toHaveBeenCalled();
  });

  it('reads, uploads with progress and saves a new picture, with the success message for 3 s', async () => {
    const { profile } = setup();
    await profile.load();
    const withImage = { ...PROFILE, profile_image: 'https://shop.test/uploads/me.png' };
    auth.updateProfile.mockResolvedValue(answer(withImage));
    const seen: string[] = [];
    const stop = profile.state.subscribe((state) => {
      seen.push(`${state.avatar.status}:${state.avatar.progress}`);
    });
    await expect(profile.uploadAvatar(png)).resolves.toEqual({
      status: 'done',
      url: 'https://shop.test/uploads/me.png',
    });
    stop();
    expect(seen).toEqual([
      'idle:0',
      'reading:0',
      'reading:1',
      'uploading:0',
      'uploading:0.5',
      'saving:0',
      'done:1',
    ]);
    expect(upload.mock.calls[0]?.[0]).toEqual({
      data: 'iVBORw==',
      filetype: 'image/png',
      extension: 'png',
      filename: 'me.png',
    });
    expect(auth.updateProfile).toHaveBeenCalledWith({
      name: 'Asha Verma',
      profile_image: 'https://shop.test/uploads/me.png',
    });
    expect(profile.state.value).toMatchObject({
      profile: withImage,
      notice: 'Profile picture updated successfully!',
    });
    expect(profile.completion.value).toBe(45);
    await vi.advanceTimersByTimeAsync(3000);
    expect(profile.state.value).toMatchObject({ notice: null, avatar: { status: 'idle' } });
  });

  it('gives the step-specific message when reading, uploading or saving the picture fails', async () => {
    const { profile } = setup();
    await profile.load();
    readFile.mockRejectedValueOnce(new Error('x'));
    await expect(profile.uploadAvatar(png)).resolves.toEqual({
      status: 'error',
      message: 'Failed to read image file. Please try again.',
    });
    upload.mockRejectedValueOnce(new NetworkError('offline'));
    await expect(profile.uploadAvatar(png)).resolves.toEqual({
      status: 'error',
      message: 'Failed to upload image. Please try again.',
    });
    auth.updateProfile.mockRejectedValueOnce(new NetworkError('offline'));
    await expect(profile.uploadAvatar(png)).resolves.toEqual({
      status: 'error',
      message: 'Failed to process image. Please try again.',
    });
    expect(profile.state.value.avatar).toMatchObject({
      status: 'error',
      error: 'Failed to process image. Please try again.',
    });
  });

  it('ignores a second picture while one is in flight, and one before the profile is loaded', async () => {
    const { profile } = setup();
    await expect(profile.uploadAvatar(png)).resolves.toEqual({ status: 'skipped' });
    await profile.load();
    let release!: (value: string) => void;
    readFile.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    auth.updateProfile.mockResolvedValue(answer(PROFILE));
    const first = profile.uploadAvatar(png);
    await expect(profile.uploadAvatar(png)).resolves.toEqual({ status: 'busy' });
    release('iVBORw==');
    await expect(first).resolves.toMatchObject({ status: 'done' });
  });

  it('clears on logout, drops answers for the previous user, and reloads for the next', async () => {
    const { profile, session } = setup();
    await profile.load();
    profile.edit();
    let release!: () => void;
    auth.updateProfile.mockReturnValueOnce(
      new Promise((resolve) => {
        release = () => resolve(answer(PROFILE));
      }),
    );
    const saving = profile.save();
    session.logout();
    expect(profile.state.value).toMatchObject({ status: 'idle', profile: null, mode: 'view' });
    release();
    await expect(saving).resolves.toEqual({ status: 'skipped' });
    expect(profile.state.value.profile).toBeNull();

    auth.profile.mockResolvedValueOnce(answer({ ...PROFILE, id: 'u2', name: 'Ravi' }));
    session.login({ id: 'u2', name: 'Ravi' });
    await flush();
    expect(auth.profile).toHaveBeenLastCalledWith('u2');
    expect(profile.state.value.profile?.name).toBe('Ravi');
  });

  it('aborts a picture upload when the user changes and drops its result', async () => {
    const { profile, session } = setup();
    await profile.load();
    let signal: AbortSignal | undefined;
    let release!: (value: string) => void;
    readFile.mockImplementationOnce((_file, options) => {
      signal = options?.signal;
      return new Promise((resolve) => (release = resolve));
    });
    const uploading = profile.uploadAvatar(png);
    session.logout();
    expect(signal?.aborted).toBe(true);
    release('iVBORw==');
    await expect(uploading).resolves.toEqual({ status: 'skipped' });
    expect(upload).not.toHaveBeenCalled();
  });
});
