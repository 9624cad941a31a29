import { authFormMessages, sessionMessages } from '@storefront-kit/core';
import { useSession, useTranslator } from '@storefront-kit/react';
import './AuthPage.css';
import { authText } from './authCopy';

/** The core strings this file shows. */
const strings = { ...authFormMessages, ...sessionMessages };

/** The signed-in card: token status, minutes to expiry, user type, Sign Out, Refresh Status. */
export function SessionCard() {
  const t = useTranslator(strings);
  const session = useSession();
  const valid = session.isLoggedIn;
  const userType = session.user?.user_types?.[0]?.name ?? t('session.defaultUserType');
  return (
    <section className="auth-page-form" aria-labelledby="session-title">
      <h1 id="session-title" className="auth-page-title">
        {authText('auth.signedInAs', { name: session.user?.name ?? '' })}
      </h1>
      <dl className="auth-page-facts">
        <div>
          <dt>{t(valid ? 'auth.tokenValid' : 'auth.tokenExpired')}</dt>
          <dd>
            {session.minutesToExpiry !== null
              ? t('auth.minutesToExpiry', { minutes: session.minutesToExpiry })
              : ''}
          </dd>
        </div>
        <div>
          <dt>{authText('auth.userType', { type: userType })}</dt>
          <dd>{session.user?.email ?? session.user?.mobile_number ?? ''}</dd>
        </div>
      </dl>
      <div className="auth-page-actions">
        <button type="button" className="button" onClick={() => void session.signOut()}>
          {t('auth.signOut')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => session.refresh()}>
          {t('auth.refreshStatus')}
        </button>
      </div>
    </section>
  );
}
