import { useMessages, useSession } from '@storefront-kit/react';
import { siteText } from '../../siteMessages';
import styles from './AuthPage.module.css';

/** The signed-in card: token status, minutes to expiry, user type, Sign Out, Refresh Status. */
export function SessionCard() {
  const t = useMessages();
  const session = useSession();
  const valid = session.isLoggedIn;
  const userType = session.user?.user_types?.[0]?.name ?? t('session.defaultUserType');
  return (
    <section className={styles.form} aria-labelledby="session-title">
      <h1 id="session-title" className={styles.title}>
        {siteText('auth.signedInAs', { name: session.user?.name ?? '' })}
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t(valid ? 'auth.tokenValid' : 'auth.tokenExpired')}</dt>
          <dd>
            {session.minutesToExpiry !== null
              ? t('auth.minutesToExpiry', { minutes: session.minutesToExpiry })
              : ''}
          </dd>
        </div>
        <div>
          <dt>{siteText('auth.userType', { type: userType })}</dt>
          <dd>{session.user?.email ?? session.user?.mobile_number ?? ''}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
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
