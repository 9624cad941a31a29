import { COMPANY_PROFILE } from '@storefront-kit/core';
import { Link } from 'react-router';

/**
 * What the server renders in place of a page that only the browser can show (sign-in,
 * checkout, the payment outcome), inside the site's header and footer: for a visitor without
 * JavaScript, a sentence saying so and the ways to order otherwise. The browser renders the
 * real page over it (the message is in `<noscript>`, so nobody with JavaScript sees it).
 */
export function BrowserOnlyNotice() {
  return (
    <div className="container browser-only-notice">
      <noscript>
        <h1>This page needs JavaScript</h1>
        <p>
          Signing in, the checkout and your account run in your browser. Turn JavaScript on and
          reload this page, or ask for a quotation at{' '}
          <a href={`mailto:${COMPANY_PROFILE.email}`}>{COMPANY_PROFILE.email}</a>.
        </p>
        <p>
          <Link to="/products">Browse the products</Link>: they work without JavaScript.
        </p>
      </noscript>
    </div>
  );
}
