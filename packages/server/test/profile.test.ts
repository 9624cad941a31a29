import { rm } from 'node:fs/promises';
import { isApiError, type UpdateProfileBody } from '@storefront-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

async function refusal(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('Expected the call to be refused');
}
const failed = (status: number, message: string) => ({
  status,
  body: { meta: { status: false, message }, data: null },
});

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
const NOW = new Date('2026-11-22T06:00:00.000Z'); // 22 November in India

let mobileSequence = 0;
const uniqueMobile = () => {
  mobileSequence += 1;
  return `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(mobileSequence).padStart(2, '0')}`;
};

describe.each(DATABASES)('profile on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { fixtures: false, now: () => NOW });
  });
  afterAll(async () => {
    await server.close();
    await rm(server.ctx.config.uploadDir, { recursive: true, force: true });
  });

  const emptyProfile = (user: { id: string; name: string; email: string }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    mobile_number: null,
    profile_image: null,
    city: null,
    state: null,
    pincode: null,
    country: null,
    createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    lastLogin: NOW.toISOString(),
    user_types: [{ name: 'Customer' }],
    additional_info: {
      address: { street: null, city: null, state: null, pincode: null, country: null },
      gender: null,
      date_of_birth: null,
    },
  });

  it('answers the signed-in user’s own profile', async () => {
    const { user, client } = await server.signUpAndIn();
    const answer = await client.auth.profile(user.id);
    expect(answer.meta).toEqual({ status: true, message: 'Profile fetched successfully' });
    expect(answer.data).toEqual(emptyProfile(user));
  });

  it('answers 404 for another user’s id or an unknown id, 401 without a token', async () => {
    const { client } = await server.signUpAndIn();
    const other = await createUser(server.ctx.db);
    expect(await refusal(client.auth.profile(other.id))).toEqual(failed(404, 'User not found'));
    expect(await refusal(client.auth.profile('usr_nobody'))).toEqual(failed(404, 'User not found'));
    expect(await refusal(server.client.auth.profile(other.id))).toEqual(
      failed(401, 'Please login to continue'),
    );
    expect(await refusal(server.client.auth.updateProfile({ name: 'X' }))).toEqual(
      failed(401, 'Please login to continue'),
    );
  });

  it('updates every field and answers the saved profile', async () => {
    const { user, client } = await server.signUpAndIn();
    const mobile = uniqueMobile();
    const email = `Rahul.${user.id}@Example.IN`;
    const body: UpdateProfileBody = {
      name: '  Rahul Sharma ',
      email,
      mobile_number: mobile,
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122001',
      country: 'India',
      additional_info: {
        address: {
          street: '14 Udyog Vihar Phase 4',
          city: 'Gurugram',
          state: 'Haryana',
          pincode: '122016',
          country: 'India',
        },
        gender: 'prefer-not-to-say',
        date_of_birth: '2026-11-21',
      },
    };
    const expected = {
      ...emptyProfile(user),
      name: 'Rahul Sharma',
      email: email.toLowerCase(),
      mobile_number: mobile,
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122001',
      country: 'India',
      additional_info: body.additional_info,
    };
    const answer = await client.auth.updateProfile(body);
    expect(answer.meta).toEqual({ status: true, message: 'Profile updated successfully' });
    expect(answer.data).toEqual(expected);
    expect((await client.auth.profile(user.id)).data).toEqual(expected);
    // The new e-mail and mobile number sign in.
    const signIn = await server.client.auth.signIn({ login: mobile, password: user.password });
    expect(signIn.data?.user.email).toBe(email.toLowerCase());
  });

  it('keeps absent fields and clears null or empty ones', async () => {
    const { user, client } = await server.signUpAndIn();
    await client.auth.updateProfile({
      name: 'Meera',
      city: 'Pune',
      state: 'Maharashtra',
      additional_info: { address: { street: 'MG Road', city: 'Pune' }, gender: 'female' },
    });
    const answer = await client.auth.updateProfile({
      name: 'Meera Iyer',
      city: null,
      state: '',
      additional_info: { address: { city: null } },
    });
    expect(answer.data).toEqual({
      ...emptyProfile(user),
      name: 'Meera Iyer',
      additional_info: {
        address: { street: 'MG Road', city: null, state: null, pincode: null, country: null },
        gender: 'female',
        date_of_birth: null,
      },
    });
  });

  describe('validation', () => {
    let client: TestServer['client'];
    let userId: string;
    beforeAll(async () => {
      const signedIn = await server.signUpAndIn({ name: 'Validation User' });
      client = signedIn.client;
      userId = signedIn.user.id;
    });

    const address = (change: Record<string, string>) => ({ additional_info: { address: change } });
    const info = (change: Record<string, string>) => ({ additional_info: change });
    it.each([
      [{ name: '' }, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: undefined }, 'Name is required'],
      [{ email: 'rahul@' }, 'Please enter a valid email address'],
      [{ mobile_number: '12345' }, 'Mobile number must be 10 digits starting with 6-9'],
      [{ mobile_number: '4876543210' }, 'Mobile number must be 10 digits starting with 6-9'],
      [{ email: null, mobile_number: '' }, 'Email or mobile number is required'],
      [{ pincode: '12345' }, 'Pincode must be 6 digits'],
      [address({ pincode: '12a456' }), 'Pincode must be 6 digits'],
      [info({ gender: 'Male' }), 'Gender must be one of male, female, other, prefer-not-to-say'],
      [info({ gender: 'unknown' }), 'Gender must be one of male, female, other, prefer-not-to-say'],
      ...['2026-11-22', '2999-01-01', '1990-02-30', '1990-13-01', '17-05-1990', '1899-12-31'].map(
        (date) =>
          [
            info({ date_of_birth: date }),
            'Date of birth must be a real past date in the format YYYY-MM-DD',
          ] as const,
      ),
      [
        { profile_image: 'https://evil.example/a.png' },
        'Profile image must be an image you uploaded',
      ],
      [{ profile_image: 'not a url' }, 'Profile image must be an image you uploaded'],
    ] as const)('refuses %j with 400 "%s" and changes nothing', async (change, message) => {
      const before = await client.auth.profile(userId);
      const body = { name: 'Changed Name', ...change } as UpdateProfileBody;
      expect(await refusal(client.auth.updateProfile(body))).toEqual(failed(400, message));
      expect((await client.auth.profile(userId)).data).toEqual(before.data);
    });
  });

  it('refuses another account’s e-mail or mobile number (409); its own stay fine', async () => {
    const other = await server.signUpAndIn();
    const mobile = uniqueMobile();
    await other.client.auth.updateProfile({ name: other.user.name, mobile_number: mobile });
    const { user, client } = await server.signUpAndIn();
    expect(
      await refusal(
        client.auth.updateProfile({ name: 'X', email: other.user.email.toUpperCase() }),
      ),
    ).toEqual(failed(409, 'An account with this email already exists'));
    expect(await refusal(client.auth.updateProfile({ name: 'X', mobile_number: mobile }))).toEqual(
      failed(409, 'An account with this mobile number already exists'),
    );
    const same = await client.auth.updateProfile({ name: 'Same Email', email: user.email });
    expect(same.data.email).toBe(user.email);
  });

  it('accepts only an image the user uploaded as the profile image', async () => {
    const { user, client } = await server.signUpAndIn();
    const other = await server.signUpAndIn();
    const own = await client.auth.upload({
      data: PNG_1X1,
      filetype: 'image/png',
      extension: 'png',
    });
    const ownPdf = await client.auth.upload({
      data: PDF,
      filetype: 'application/pdf',
      extension: 'pdf',
    });
    const foreign = await other.client.auth.upload({
      data: PNG_1X1,
      filetype: 'image/png',
      extension: 'png',
    });
    const message = 'Profile image must be an image you uploaded';
    for (const url of [foreign.data.url, ownPdf.data.url, `${own.data.url}x`]) {
      expect(
        await refusal(client.auth.updateProfile({ name: user.name, profile_image: url })),
      ).toEqual(failed(400, message));
    }
    const saved = await client.auth.updateProfile({ name: user.name, profile_image: own.data.url });
    expect(saved.data.profile_image).toBe(own.data.url);
    // Saving the form again with the same image is fine; null removes it.
    const again = await client.auth.updateProfile({ name: 'Renamed', profile_image: own.data.url });
    expect(again.data.profile_image).toBe(own.data.url);
    const removed = await client.auth.updateProfile({ name: 'Renamed', profile_image: null });
    expect(removed.data.profile_image).toBeNull();
    // The sign-in answer carries the image too.
    await client.auth.updateProfile({ name: 'Renamed', profile_image: own.data.url });
    const signIn = await server.client.auth.signIn({ login: user.email, password: user.password });
    expect(signIn.data?.user.profile_image).toBe(own.data.url);
  });
});
