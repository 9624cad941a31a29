import { checkoutMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { PageIcon } from '../../components/PageIcon';
import { usePageMeta } from '../../components/usePageMeta';
import { stateString } from './navigationState';
import { resultText } from './resultCopy';
import './Result.css';

/**
 * `/success` (spec 2 'Order success'): 'Order Placed Successfully', the e-mail notice, the
 * order and payment ids from the navigation state (when the page is opened without them, a
 * pointer to View Orders instead), Continue Shopping (/) and View Orders (/dashboard).
 */
export function SuccessPage() {
  const t = useTranslator(checkoutMessages);
  usePageMeta(t('success.title'), resultText('success.description'));
  const { state } = useLocation();
  const orderId = stateString(state, 'orderId');
  const paymentId = stateString(state, 'paymentId');
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from Pay Now, the focus was on a button that is gone: start at the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="container result-page">
      <div className="result-card" data-state="success">
        <span className="result-icon" data-state="success">
          <PageIcon name="check" size={36} />
        </span>
        <h1 ref={heading} tabIndex={-1} className="result-title">
          {t('success.title')}
        </h1>
        <p className="result-lead">{resultText('success.description')}</p>
        <p>{t('success.emailNotice')}</p>
        {orderId || paymentId ? (
          <section className="result-details" aria-label={resultText('success.details')}>
            {orderId ? <p data-field="order-id">{t('success.orderId', { orderId })}</p> : null}
            {paymentId ? (
              <p data-field="payment-id">{t('success.paymentId', { paymentId })}</p>
            ) : null}
          </section>
        ) : (
          <p className="result-muted">{resultText('success.noDetails')}</p>
        )}
        <p className="result-actions">
          <Link to="/" className="button">
            {t('success.continueShopping')}
          </Link>
          <Link to="/dashboard" className="button button-secondary">
            {t('success.viewOrders')}
          </Link>
        </p>
      </div>
    </div>
  );
}
