import { COMPANY_PROFILE, contentMessages, sessionMessages } from '@storefront-kit/core';
import { useSession, useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import { Icon } from '../components/Icon';
import { listingHref } from '../components/listingHref';
import { SiteDialog } from '../components/SiteDialog';
import { type MenuMessageId, menuText } from './menuCopy';
import './MobileMenu.css';

/** The core strings this file shows. */
const strings = { ...contentMessages, ...sessionMessages };

const { address } = COMPANY_PROFILE;
const whatsappHref = `https://wa.me/${COMPANY_PROFILE.whatsapp.replace(/\D/g, '')}`;

type MenuLink = readonly [to: string, label: MenuMessageId];

const QUICK_ACTIONS: readonly MenuLink[] = [
  ['/products', 'mobileMenu.allProducts'],
  ['/deals', 'nav.deals'],
  ['/brands', 'nav.brands'],
  [listingHref({ type: 'solution' }), 'nav.solutions'],
  ['/product-categories', 'nav.categories'],
];
const ABOUT: readonly MenuLink[] = [
  ['/about', 'nav.aboutCompany'],
  ['/contact', 'nav.contact'],
];
const FOR_SUPPLIERS: readonly MenuLink[] = [
  ['/seller', 'nav.seller'],
  ['/help', 'nav.helpCenter'],
];

function LinkList({ links }: { links: readonly MenuLink[] }) {
  return (
    <ul className="mobile-menu-links">
      {links.map(([to, label]) => (
        <li key={to}>
          <Link to={to} className="mobile-menu-link">
            {menuText(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The mobile menu's drawer (spec 1 §2): the greeting ('Welcome Guest' and Sign In, or the
 * customer's name and the dashboard), Quick Actions, About Us, Help Center (For Buyers, For
 * Suppliers), the messaging link and the address, in a modal `<dialog>` sliding in from the
 * left. Loaded by `MobileMenu` the first time it opens.
 */
export function MobileMenuDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useTranslator(strings);
  const session = useSession();
  const name = session.isLoggedIn ? session.user?.name : undefined;
  return (
    <SiteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={menuText('mobileMenu.title')}
      variant="start"
    >
      <div className="mobile-menu-greeting">
        <span className="mobile-menu-avatar" aria-hidden="true">
          <Icon name="user" size={22} />
        </span>
        {name ? (
          <div>
            <p className="mobile-menu-hello">{menuText('mobileMenu.greeting', { name })}</p>
            <Link to="/dashboard" className="mobile-menu-account">
              {t('session.dashboard')}
            </Link>
          </div>
        ) : (
          <div>
            <p className="mobile-menu-hello">{t('session.welcomeGuest')}</p>
            <Link to="/auth" className="mobile-menu-account">
              {t('session.signIn')}
            </Link>
          </div>
        )}
      </div>
      <nav className="mobile-menu-sections" aria-label={menuText('mobileMenu.title')}>
        <section aria-labelledby="mobile-menu-quick">
          <h3 id="mobile-menu-quick" className="mobile-menu-heading">
            {menuText('mobileMenu.quickActions')}
          </h3>
          <LinkList links={QUICK_ACTIONS} />
        </section>
        <section aria-labelledby="mobile-menu-about">
          <h3 id="mobile-menu-about" className="mobile-menu-heading">
            {menuText('nav.about')}
          </h3>
          <LinkList links={ABOUT} />
        </section>
        <section aria-labelledby="mobile-menu-help">
          <h3 id="mobile-menu-help" className="mobile-menu-heading">
            {menuText('nav.help')}
          </h3>
          <h4 className="mobile-menu-subheading">{menuText('nav.forBuyers')}</h4>
          <ul className="mobile-menu-links">
            <li>
              <Link to="/dispute" className="mobile-menu-link">
                {t('menu.openDispute')}
              </Link>
            </li>
            <li>
              <Link to="/report-ipr" className="mobile-menu-link">
                {t('menu.reportIpr')}
              </Link>
            </li>
            <li>
              <Link to="/report-abuse" className="mobile-menu-link">
                {t('menu.reportAbuse')}
              </Link>
            </li>
          </ul>
          <h4 className="mobile-menu-subheading">{menuText('nav.forSuppliers')}</h4>
          <LinkList links={FOR_SUPPLIERS} />
        </section>
      </nav>
      <div className="mobile-menu-contact">
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className="mobile-menu-chat"
        >
          <Icon name="chat" size={18} />
          {menuText('header.chat')}
        </a>
        <address className="mobile-menu-address">
          <Icon name="mapPin" size={18} />
          <span>
            {address.line1}, {address.city}, {address.state} {address.pincode}
          </span>
        </address>
      </div>
    </SiteDialog>
  );
}
