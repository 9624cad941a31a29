import { useSignals } from '@preact/signals-react/runtime';
import {
  type AvatarResult,
  createProfileController,
  type ProfileController,
  type ProfileField,
  type ProfileSaveResult,
  type ProfileState,
  type UploadableFile,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { useOwnedController } from './useOwnedController';

export interface UseProfileResult extends ProfileState {
  /** Percent of the 11 profile fields filled (of the form while editing). */
  readonly completion: number;
  /** Opens the form with the saved values. */
  edit(): void;
  /** Closes the form and restores the saved values. */
  cancel(): void;
  setField(field: ProfileField, value: string): void;
  /** Validates, then saves optimistically (rolled back on failure). */
  save(): Promise<ProfileSaveResult>;
  /** A new profile picture: JPEG, PNG, GIF or WebP up to 5 MB, with progress. */
  uploadAvatar(file: UploadableFile): Promise<AvatarResult>;
  reload(): Promise<void>;
}

/**
 * The signed-in customer's profile page (spec 2, Profile): the profile and its completion,
 * view and edit modes, save, and the avatar upload with progress (`avatar.status`,
 * `avatar.progress`). Loads on mount and follows the session.
 *
 * @example
 * const profile = useProfile();
 * <input value={profile.draft.name} onChange={(e) => profile.setField('name', e.target.value)} />
 */
export function useProfile(): UseProfileResult {
  useSignals();
  const storefront = useStorefront();
  const create = (): ProfileController =>
    createProfileController({
      client: storefront.client,
      session: storefront.session,
      transport: storefront.uploads,
      messages: storefront.messages,
    });
  const controller = useOwnedController(create, (owned) => void owned.load());
  return {
    ...controller.state.value,
    completion: controller.completion.value,
    edit: controller.edit,
    cancel: controller.cancel,
    setField: controller.setField,
    save: controller.save,
    uploadAvatar: controller.uploadAvatar,
    reload: controller.load,
  };
}
