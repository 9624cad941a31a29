import { COMPANY_PROFILE, sessionMessages } from '@storefront-kit/core';
import { useSession, useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import { Icon } from '../components/Icon';
import { siteText } from '../siteMessages';
import { CartButton } from './CartButton';
import styles from './Header.module.css';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { SiteSearch } from './SiteSearch';

const { address } = COMPANY_PROFILE;
const whatsappHref = `https://wa.me/${COMPANY_PROFILE.whatsapp.replace(/\D/g, '')}`;

/**
 * Top strip, logo, live search, account link, cart, and the mega-menu nav bar (spec 1 §2); on
 * narrow screens the nav bar gives way to the mobile menu's toggle.
 */
export function Header() {
  const t = useTranslator(sessionMessages);
  const session = useSession();
  return (
    <header className={styles.header}>
      <div className={styles.strip}>
        <div className={`container ${styles.stripInner}`}>
          <span className={styles.address}>
            <Icon name="mapPin" size={14} />
            {`${address.line1}, ${address.city}, ${address.state} ${address.pincode}`}
          </span>
          <span className={styles.stripLinks}>
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
              <Icon name="chat" size={14} />
              {siteText('header.chat')}
            </a>
            <a href={`mailto:${COMPANY_PROFILE.email}`}>
              <Icon name="mail" size={14} />
              {COMPANY_PROFILE.email}
            </a>
          </span>
        </div>
      </div>
      <div className={`container ${styles.main}`}>
        <div className={styles.menu}>
          <MobileMenu />
        </div>
        <Link to="/" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            S
          </span>
          <span className={styles.logoText}>{COMPANY_PROFILE.name}</span>
        </Link>
        <div className={styles.search}>
          <SiteSearch />
        </div>
        <div className={styles.actions}>
          {session.isLoggedIn ? (
            <Link to="/dashboard" className={styles.account}>
              <Icon name="user" />
              <span>{t('session.dashboard')}</span>
            </Link>
          ) : (
            <Link to="/auth" className={styles.account}>
              <Icon name="user" />
              <span>{t('session.logInRegister')}</span>
            </Link>
          )}
          <CartButton />
        </div>
      </div>
      <MainNav />
    </header>
  );
}
