import { COMPANY_PROFILE, checkoutMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageIcon } from '../../components/PageIcon';
import { usePageMeta } from '../../components/usePageMeta';
import { stateString } from './navigationState';
import { resultText } from './resultCopy';
import './Result.css';

const TIPS = ['failure.tip1', 'failure.tip2', 'failure.tip3', 'failure.tip4'] as const;

/**
 * `/failure` (spec 2 'Payment failed'): the error from the navigation state, else 'Payment
 * initialization failed'; tips; Try Again (history back, or /checkout when this page was the
 * first one opened), Go Home (/), Contact Support (/contact) and the support phone number.
 */
export function FailurePage() {
  const t = useTranslator(checkoutMessages);
  usePageMeta(t('failure.title'), resultText('failure.description'));
  const location = useLocation();
  const navigate = useNavigate();
  const error = stateString(location.state, 'error') ?? t('payment.initFailed');
  const heading = useRef<HTMLHeadingElement>(null);
  const tipsId = useId();
  useEffect(() => heading.current?.focus(), []);
  // The router's first entry has the key 'default': there is no page of this site to go back to.
  const canGoBack = location.key !== 'default';
  const phone = COMPANY_PROFILE.phone;
  return (
    <div className="container result-page">
      <div className="result-card" data-state="failure">
        <span className="result-icon" data-state="failure">
          <PageIcon name="alert" size={36} />
        </span>
        <h1 ref={heading} tabIndex={-1} className="result-title">
          {t('failure.title')}
        </h1>
        <p className="result-lead">{resultText('failure.description')}</p>
        <p className="notice notice-error result-error" role="alert">
          {error}
        </p>
        <section className="result-tips" aria-labelledby={tipsId}>
          <h2 id={tipsId} className="result-tips-title">
            {resultText('failure.tipsTitle')}
          </h2>
          <ul>
            {TIPS.map((tip) => (
              <li key={tip}>{resultText(tip)}</li>
            ))}
          </ul>
        </section>
        <p className="result-actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              if (canGoBack) void navigate(-1);
              else void navigate('/checkout');
            }}
          >
            {t('failure.tryAgain')}
          </button>
          <Link to="/" className="button button-secondary">
            {t('failure.goHome')}
          </Link>
          <Link to="/contact" className="button button-secondary">
            {t('failure.contactSupport')}
          </Link>
        </p>
        <p className="result-support">
          <PageIcon name="phone" size={18} />
          <span>
            {resultText('failure.support')} <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
          </span>
        </p>
      </div>
    </div>
  );
}
