import { BUSINESS_HOURS, COMPANY_PROFILE, contentMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import { type FooterMessageId, footerCopy, footerText } from './footerCopy';
import './Footer.css';
import { FooterCategories } from './FooterCategories';

const COMPANY_LINKS: readonly [string, FooterMessageId][] = [
  ['/about', 'footer.about'],
  ['/contact', 'footer.contactUs'],
  ['/brands', 'footer.brands'],
  ['/solutions', 'footer.solutions'],
  ['/deals', 'footer.deals'],
  ['/seller', 'footer.seller'],
];
/** The Help Center's pages: core's menu labels for the three reports, the site's for the rest. */
const HELP_LINKS: readonly [string, FooterMessageId | keyof typeof contentMessages][] = [
  ['/help', 'footer.helpCenter'],
  ['/dispute', 'menu.openDispute'],
  ['/report-ipr', 'menu.reportIpr'],
  ['/report-abuse', 'menu.reportAbuse'],
  ['/privacy-policy', 'footer.privacy'],
  ['/terms-and-conditions', 'footer.terms'],
  ['/returns-and-exchanges', 'footer.returns'],
];

const isFooterMessage = (id: string): id is FooterMessageId => id in footerCopy;

const { address } = COMPANY_PROFILE;

/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60 * 1000;
/**
 * The current year in India: the same on the server (UTC) and in a browser anywhere, also on
 * New Year's Eve between 18:30 UTC and midnight.
 */
const yearInIndia = () => new Date(Date.now() + IST_OFFSET_MS).getUTCFullYear();
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
              {footerText('footer.whatsapp', { number: COMPANY_PROFILE.whatsapp })}
            </a>
          </address>
        </section>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="footer-heading">
            {footerText('footer.categories')}
          </h2>
          <FooterCategories />
          <p className="footer-more">
            <Link to="/product-categories">{footerText('footer.allCategories')}</Link>
          </p>
        </nav>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className="footer-heading">
            {footerText('footer.pages')}
          </h2>
          <ul className="footer-links">
            {COMPANY_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{footerText(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="footer-heading">
            {footerText('footer.help')}
          </h2>
          <ul className="footer-links">
            {HELP_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{isFooterMessage(label) ? footerText(label) : t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="footer-heading">
            {footerText('footer.hours')}
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
          <h2 className="footer-heading">{footerText('footer.payments')}</h2>
          <p className="footer-small">{footerText('footer.paymentMethods')}</p>
        </section>
      </div>
      <div className="footer-bottom">
        {/* The server's year is kept on hydration: a browser whose clock is wrong would write
            another, and throw the footer's server markup away. */}
        <p className="container" suppressHydrationWarning>
          {footerText('footer.copyright', { year: yearInIndia(), name: COMPANY_PROFILE.legalName })}
        </p>
      </div>
    </footer>
  );
}
