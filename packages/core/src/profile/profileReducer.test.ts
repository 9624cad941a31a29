import { describe, expect, it } from 'vitest';
import type { Profile } from '../schemas/auth';
import { profileDraftOf } from './profileDraft';
import {
  initialProfileState,
  isAvatarBusy,
  type ProfileState,
  profileReducer,
} from './profileReducer';

const saved: Profile = { id: 'u1', name: 'Asha', email: 'asha@example.in' };
const loaded = (): ProfileState =>
  profileReducer(initialProfileState, { type: 'load-success', profile: saved });

describe('profileReducer', () => {
  it('loads, and a failure keeps its message', () => {
    expect(profileReducer(initialProfileState, { type: 'load-start' }).status).toBe('loading');
    expect(loaded()).toMatchObject({
      status: 'loaded',
      profile: saved,
      draft: profileDraftOf(saved),
    });
    expect(
      profileReducer(initialProfileState, { type: 'load-failure', error: 'offline' }),
    ).toMatchObject({ status: 'error', error: 'offline' });
  });

  it('edits a draft; a field error clears when it is edited; cancel restores the saved values', () => {
    let state = profileReducer(loaded(), { type: 'set-field', field: 'name', value: 'x' });
    expect(state.draft.name).toBe('Asha');
    state = profileReducer(state, { type: 'edit' });
    expect(profileReducer(state, { type: 'edit' })).toBe(state);
    state = profileReducer(state, { type: 'save-invalid', errors: { name: 'Name is required' } });
    state = profileReducer(state, { type: 'set-field', field: 'name', value: 'Asha V' });
    expect(state).toMatchObject({ mode: 'edit', errors: {}, draft: { name: 'Asha V' } });
    state = profileReducer(state, { type: 'cancel' });
    expect(state).toMatchObject({ mode: 'view', draft: { name: 'Asha' }, errors: {} });
  });

  it('shows the saved profile at once, then the server one, or the old one with the form again', () => {
    const editing = profileReducer(loaded(), { type: 'edit' });
    const optimistic = { ...saved, name: 'Asha V' };
    const saving = profileReducer(editing, { type: 'save-start', profile: optimistic });
    expect(saving).toMatchObject({ mode: 'view', saveStatus: 'saving', profile: optimistic });
    expect(profileReducer(saving, { type: 'edit' })).toBe(saving);
    const done = profileReducer(saving, {
      type: 'save-success',
      profile: optimistic,
      notice: 'Saved',
    });
    expect(done).toMatchObject({ saveStatus: 'saved', notice: 'Saved', draft: { name: 'Asha V' } });
    const expired = profileReducer(done, { type: 'notice-expired' });
    expect(expired).toMatchObject({ saveStatus: 'idle', notice: null });
    const failed = profileReducer(saving, { type: 'save-failure', profile: saved, error: 'Nope' });
    expect(failed).toMatchObject({
      mode: 'edit',
      saveStatus: 'error',
      saveError: 'Nope',
      profile: saved,
    });
    expect(profileReducer(failed, { type: 'notice-expired' }).saveStatus).toBe('error');
  });

  it("walks the avatar's steps with forward-only progress", () => {
    let state = profileReducer(loaded(), { type: 'avatar-progress', progress: 0.5 });
    expect(state.avatar.progress).toBe(0);
    state = profileReducer(state, { type: 'avatar-step', status: 'reading' });
    expect(isAvatarBusy(state.avatar.status)).toBe(true);
    state = profileReducer(state, { type: 'avatar-progress', progress: 0.5 });
    expect(profileReducer(state, { type: 'avatar-progress', progress: 0.2 })).toBe(state);
    state = profileReducer(state, { type: 'avatar-step', status: 'uploading' });
    state = profileReducer(state, { type: 'avatar-progress', progress: 3 });
    expect(state.avatar).toEqual({ status: 'uploading', progress: 1, error: null });
    const next = { ...saved, profile_image: 'u.png' };
    state = profileReducer(state, { type: 'avatar-success', profile: next, notice: 'Done' });
    expect(state).toMatchObject({ avatar: { status: 'done' }, notice: 'Done', profile: next });
    expect(isAvatarBusy(state.avatar.status)).toBe(false);
    expect(profileReducer(state, { type: 'notice-expired' }).avatar.status).toBe('idle');
    state = profileReducer(state, { type: 'avatar-failure', error: 'Bad' });
    expect(state.avatar).toMatchObject({ status: 'error', error: 'Bad' });
  });

  it('keeps the open form when the profile arrives again', () => {
    let state = profileReducer(profileReducer(loaded(), { type: 'edit' }), {
      type: 'set-field',
      field: 'city',
      value: 'Noida',
    });
    state = profileReducer(state, { type: 'load-success', profile: { ...saved, name: 'Server' } });
    expect(state.draft.city).toBe('Noida');
    state = profileReducer(state, {
      type: 'avatar-success',
      profile: { ...saved, profile_image: 'x' },
      notice: 'ok',
    });
    expect(state.draft.city).toBe('Noida');
    expect(profileReducer(state, { type: 'reset' })).toBe(initialProfileState);
  });
});
