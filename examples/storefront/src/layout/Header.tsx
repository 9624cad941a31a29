import { COMPANY_PROFILE, sessionMessages } from '@storefront-kit/core';
import { useSession, useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import { Icon } from '../components/Icon';
import { siteText } from '../siteMessages';
import { CartButton } from './CartButton';
import './Header.css';
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
    <header className="header-header">
      <div className="header-strip">
        <div className="container header-strip-inner">
          <span className="header-address">
            <Icon name="mapPin" size={14} />
            {`${address.line1}, ${address.city}, ${address.state} ${address.pincode}`}
          </span>
          <span className="header-strip-links">
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
      <div className="container header-main">
        <div className="header-menu">
          <MobileMenu />
        </div>
        <Link to="/" className="header-logo">
          <span className="header-logo-mark" aria-hidden="true">
            S
          </span>
          <span className="header-logo-text">{COMPANY_PROFILE.name}</span>
        </Link>
        <div className="header-search">
          <SiteSearch />
        </div>
        <div className="header-actions">
          {session.isLoggedIn ? (
            <Link to="/dashboard" className="header-account">
              <Icon name="user" />
              <span>{t('session.dashboard')}</span>
            </Link>
          ) : (
            <Link to="/auth" className="header-account">
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
