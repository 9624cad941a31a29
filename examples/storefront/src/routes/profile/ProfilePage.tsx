import {
  dashboardMessages,
  GENDER_OPTIONS,
  type ProfileField,
  profileDraftOf,
} from '@storefront-kit/core';
import { type UseProfileResult, useProfile, useTranslator } from '@storefront-kit/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { usePageMeta } from '../../components/usePageMeta';
import { whenIdle } from '../../components/whenIdle';
import { DashboardIcon } from '../dashboard/DashboardIcon';
import '../dashboard/DashboardPage.css';
import { formatDate, formatDateTime } from '../support/dates';
import { AvatarCard } from './AvatarCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import './ProfilePage.css';
import { profileText } from './profileCopy';

// The edit form shows only after Edit Profile, so not with the page: it loads when the browser
// is idle after the profile's first paint, or when the pointer or focus reaches the button, and
// the click switches to it once it is there.
const loadForm = () => import('./ProfileForm');
const preloadForm = () => void loadForm().catch(() => undefined);
const ProfileForm = lazy(() => loadForm().then((m) => ({ default: m.ProfileForm })));

/** The fields of the details card, in the order they show. */
const PERSONAL: readonly ProfileField[] = [
  'name',
  'email',
  'mobile_number',
  'gender',
  'date_of_birth',
];
const ADDRESS: readonly ProfileField[] = ['street', 'city', 'state', 'pincode', 'country'];

const isGender = (value: string): value is (typeof GENDER_OPTIONS)[number] =>
  (GENDER_OPTIONS as readonly string[]).includes(value);

/** A saved value as the details card shows it. */
function shown(field: ProfileField, value: string): string {
  if (!value) return profileText('profile.notProvided');
  if (field === 'gender' && isGender(value)) return profileText(`gender.${value}`);
  if (field === 'date_of_birth') return formatDate(value, value);
  return value;
}

/**
 * /dashboard/profile (spec 2 §2 Profile): the profile with its completion, view and edit modes
 * (Save is optimistic, Cancel restores), the avatar upload and Account Information.
 */
export function ProfilePage() {
  usePageMeta(profileText('profile.title'), profileText('profile.description'));
  const profile = useProfile();
  return (
    <div className="dashboard-page-page">
      <header>
        <h1 className="dashboard-page-title">{profileText('profile.title')}</h1>
        <p className="dashboard-page-lead">{profileText('profile.lead')}</p>
      </header>
      {profile.profile ? (
        <LoadedProfile profile={profile} />
      ) : profile.status === 'error' ? (
        <section
          className="dashboard-page-state dashboard-page-failure"
          aria-labelledby="profile-error"
        >
          <DashboardIcon name="alert" size={32} className="dashboard-page-danger-icon" />
          <h2 id="profile-error" className="dashboard-page-state-title">
            {profileText('profile.loadFailed')}
          </h2>
          <p role="alert">{profile.error}</p>
          <button type="button" className="button" onClick={() => void profile.reload()}>
            <DashboardIcon name="refresh" size={18} />
            {profileText('profile.retry')}
          </button>
        </section>
      ) : (
        <div className="profile-page-loading" aria-busy="true">
          <p className="visually-hidden" role="status">
            {profileText('profile.loading')}
          </p>
          <span className="skeleton profile-page-skeleton-card" />
          <span className="skeleton profile-page-skeleton-card" />
        </div>
      )}
      {/* Outside the profile's own states: a token change (after a new password) reloads the
          profile, and this form keeps its outcome meanwhile. */}
      <ChangePasswordCard />
    </div>
  );
}

function LoadedProfile({ profile }: { profile: UseProfileResult }) {
  const t = useTranslator(dashboardMessages);
  const editButton = useRef<HTMLButtonElement>(null);
  const { mode } = profile;
  const saved = profile.profile;
  const wasEditing = useRef(false);

  useEffect(() => whenIdle(preloadForm), []);

  // Back in view mode after Save or Cancel: focus returns to Edit Profile.
  useEffect(() => {
    if (mode === 'view' && wasEditing.current) editButton.current?.focus();
    wasEditing.current = mode === 'edit';
  }, [mode]);

  if (!saved) return null;
  const values = profileDraftOf(saved);
  return (
    <div className="profile-page-layout">
      <AvatarCard profile={profile} />
      <div className="profile-page-main">
        <p className="profile-page-notice" role="status">
          {profile.notice ?? ''}
        </p>
        {profile.saveError ? (
          <p className="notice notice-error" role="alert">
            {profile.saveError}
          </p>
        ) : null}
        {mode === 'edit' ? (
          <Suspense fallback={null}>
            <ProfileForm profile={profile} />
          </Suspense>
        ) : (
          <section className="profile-page-card" aria-labelledby="profile-details">
            <div className="profile-page-card-head">
              <h2 id="profile-details" className="profile-page-card-title">
                {profileText('profile.details')}
              </h2>
              <button
                ref={editButton}
                type="button"
                className="button button-secondary button-small"
                aria-disabled={profile.saveStatus === 'saving' || undefined}
                onPointerEnter={preloadForm}
                onFocus={preloadForm}
                onClick={() => {
                  // The form's code first (at once when preloaded), then the switch to it; a
                  // failed load leaves the view (the next click tries again).
                  void loadForm().then(
                    () => profile.edit(),
                    () => undefined,
                  );
                }}
              >
                {profileText('profile.edit')}
              </button>
            </div>
            <dl className="profile-page-details">
              {PERSONAL.map((field) => (
                <div key={field} className="profile-page-detail">
                  <dt>{profileText(`field.${field}`)}</dt>
                  <dd data-field={field}>{shown(field, values[field])}</dd>
                </div>
              ))}
            </dl>
            <h3 className="profile-page-sub-title">{profileText('profile.address')}</h3>
            <dl className="profile-page-details">
              {ADDRESS.map((field) => (
                <div key={field} className="profile-page-detail">
                  <dt>{profileText(`field.${field}`)}</dt>
                  <dd data-field={field}>{shown(field, values[field])}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <section className="profile-page-card" aria-labelledby="account-info">
          <h2 id="account-info" className="profile-page-card-title">
            {profileText('profile.accountInfo')}
          </h2>
          <dl className="profile-page-details">
            <div className="profile-page-detail">
              <dt>{t('profile.memberSince')}</dt>
              <dd>{formatDate(saved.createdAt)}</dd>
            </div>
            <div className="profile-page-detail">
              <dt>{t('profile.lastLogin')}</dt>
              <dd>{formatDateTime(saved.lastLogin, profileText('profile.never'))}</dd>
            </div>
            <div className="profile-page-detail">
              <dt>{t('profile.accountStatus')}</dt>
              <dd>
                <span className="profile-page-active">{t('profile.active')}</span>
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}
