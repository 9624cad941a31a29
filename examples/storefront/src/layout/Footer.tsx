import { BUSINESS_HOURS, COMPANY_PROFILE, contentMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { ClientSuspense } from '../components/ClientSuspense';
import { type SiteMessageId, siteMessages, siteText } from '../siteMessages';
import './Footer.css';

// The categories are fetched, so the first paint has none to show: their code (the query, the
// listing links) loads after it, not with every page.
const FooterCategories = lazy(() =>
  import('./FooterCategories').then((m) => ({ default: m.FooterCategories })),
);

const COMPANY_LINKS: readonly [string, SiteMessageId][] = [
  ['/about', 'footer.about'],
  ['/contact', 'footer.contactUs'],
  ['/brands', 'footer.brands'],
  ['/solutions', 'footer.solutions'],
  ['/deals', 'footer.deals'],
  ['/seller', 'footer.seller'],
];
/** The Help Center's pages: core's menu labels for the three reports, the site's for the rest. */
const HELP_LINKS: readonly [string, SiteMessageId | keyof typeof contentMessages][] = [
  ['/help', 'footer.helpCenter'],
  ['/dispute', 'menu.openDispute'],
  ['/report-ipr', 'menu.reportIpr'],
  ['/report-abuse', 'menu.reportAbuse'],
  ['/privacy-policy', 'footer.privacy'],
  ['/terms-and-conditions', 'footer.terms'],
  ['/returns-and-exchanges', 'footer.returns'],
];

const isSiteMessage = (id: string): id is SiteMessageId => id in siteMessages;

const { address } = COMPANY_PROFILE;
const hours = [BUSINESS_HOURS.weekdays, BUSINESS_HOURS.saturday, BUSINESS_HOURS.sunday];

/**
 * The footer (spec 1 §2): the first 6 product categories, the site's pages, business hours,
 * payment methods, the messaging number, the address and the contact e-mail.
 */
export function Footer() {
  const t = useTranslator(contentMessages);
  return (
    <footer className="footer-footer">
      <div className="container footer-columns">
        <section className="footer-about" aria-labelledby="footer-company">
          <h2 id="footer-company" className="footer-brand">
            {COMPANY_PROFILE.name}
          </h2>
          <p>{COMPANY_PROFILE.description}</p>
          <address className="footer-address">
            {address.line1}, {address.city}, {address.state} {address.pincode}, {address.country}
            <br />
            <a href={`mailto:${COMPANY_PROFILE.email}`}>{COMPANY_PROFILE.email}</a>
            <br />
            <a href={`tel:${COMPANY_PROFILE.phone.replace(/\s/g, '')}`}>{COMPANY_PROFILE.phone}</a>
            <br />
            <a
              href={`https://wa.me/${COMPANY_PROFILE.whatsapp.replace(/\D/g, '')}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {siteText('footer.whatsapp', { number: COMPANY_PROFILE.whatsapp })}
            </a>
          </address>
        </section>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="footer-heading">
            {siteText('footer.categories')}
          </h2>
          <ClientSuspense fallback={<ul className="footer-links" />}>
            <FooterCategories />
          </ClientSuspense>
          <p className="footer-more">
            <Link to="/product-categories">{siteText('footer.allCategories')}</Link>
          </p>
        </nav>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className="footer-heading">
            {siteText('footer.pages')}
          </h2>
          <ul className="footer-links">
            {COMPANY_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{siteText(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="footer-heading">
            {siteText('footer.help')}
          </h2>
          <ul className="footer-links">
            {HELP_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{isSiteMessage(label) ? siteText(label) : t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="footer-heading">
            {siteText('footer.hours')}
          </h2>
          <dl className="footer-hours">
            {hours.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="footer-small">{BUSINESS_HOURS.emergency}</p>
          <h2 className="footer-heading">{siteText('footer.payments')}</h2>
          <p className="footer-small">{siteText('footer.paymentMethods')}</p>
        </section>
      </div>
      <div className="footer-bottom">
        <p className="container">
          {siteText('footer.copyright', {
            year: new Date().getFullYear(),
            name: COMPANY_PROFILE.legalName,
          })}
        </p>
      </div>
    </footer>
  );
}
