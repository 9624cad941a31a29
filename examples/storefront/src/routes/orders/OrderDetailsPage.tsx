import {
  type Address,
  cartMessages,
  contentMessages,
  dashboardMessages,
  type Order,
  PLACEHOLDER_IMAGE,
  type ShareController,
} from '@storefront-kit/core';
import { useOrder, useStorefront, useTranslator } from '@storefront-kit/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { whenIdle } from '../../components/whenIdle';
import { DashboardIcon } from '../dashboard/DashboardIcon';
import '../dashboard/DashboardPage.css';
import { formatOrderDate, formatOrderDateTime, formatRupees } from './formatOrder';
import './OrderDetails.css';
import { InvoiceNotices } from './InvoiceNotices';
import { detailsText } from './orderDetailsCopy';
import { StatusBadge } from './StatusBadge';
import { statusLabel } from './statusLabel';
import { useInvoices } from './useInvoices';

/** The core strings this file shows. */
const strings = { ...dashboardMessages, ...contentMessages, ...cartMessages };

const ORDERS_PATH = '/dashboard/products';

function BackLink() {
  return (
    <Link to={ORDERS_PATH} className="order-details-back">
      <DashboardIcon name="arrowLeft" size={18} />
      {detailsText('details.back')}
    </Link>
  );
}

/** A labelled group of facts; a missing value reads '—'. */
function Facts({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="order-details-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="order-details-fact">
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="order-details-card" aria-labelledby={id}>
      <h2 id={id} className="order-details-card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function AddressBlock({ address }: { address: Address | null | undefined }) {
  if (!address) return <p className="order-details-muted">{detailsText('details.noAddress')}</p>;
  const name = `${address.firstName} ${address.lastName}`.trim();
  return (
    <address className="order-details-address">
      <span className="order-details-strong">{name}</span>
      {address.companyName ? <span>{address.companyName}</span> : null}
      <span>{address.address_line1}</span>
      <span>
        {address.city}, {address.state} {address.pincode}
      </span>
      <span>{address.country || 'India'}</span>
      {address.phone ? <span>{address.phone}</span> : null}
      {address.gstNumber ? (
        <span>{detailsText('details.gstin', { gstin: address.gstNumber })}</span>
      ) : null}
    </address>
  );
}

const loadShare = () => import('./shareController');
const preloadShare = () => void loadShare().catch(() => undefined);

/**
 * Print, Share (native sheet, else copy the link) and the GST invoice: its page in a new tab and
 * its PDF, both over fresh signed links (useInvoices).
 */
function Actions({ order }: { order: Order }) {
  const t = useTranslator(strings);
  const { notifications } = useStorefront();
  const sharing = useRef<ShareController | null>(null);
  useEffect(() => {
    const cancelPreload = whenIdle(preloadShare);
    return () => {
      cancelPreload();
      sharing.current?.dispose();
      sharing.current = null;
    };
  }, []);
  const share = async () => {
    sharing.current ??= (await loadShare()).createShareController();
    const controller = sharing.current;
    const url = window.location.href;
    const outcome = await controller.share({
      url,
      title: detailsText('details.shareTitle', { id: order.order_id }),
    });
    if (outcome === 'shared' || outcome === 'cancelled' || outcome === 'busy') return;
    const copied = await controller.copy(url);
    notifications.notify(
      copied
        ? { kind: 'success', message: t('orders.linkCopied') }
        : { kind: 'error', message: detailsText('details.copyFailed') },
    );
  };
  const invoices = useInvoices();
  const invoice = invoices.htmlUrl(order);
  const busy = invoices.busy.has(order.order_id);
  const prepare = () => invoices.prepare(order);
  return (
    <div className="order-details-actions">
      <button type="button" className="button button-secondary" onClick={() => window.print()}>
        <DashboardIcon name="printer" />
        {t('orders.print')}
      </button>
      <button
        type="button"
        className="button button-secondary"
        onPointerEnter={preloadShare}
        onFocus={preloadShare}
        onClick={() => void share()}
      >
        <DashboardIcon name="share" />
        {t('orders.share')}
      </button>
      {invoice ? (
        <>
          <a
            href={invoice}
            target="_blank"
            rel="noopener noreferrer"
            className="button button-secondary"
            aria-label={detailsText('details.invoiceNew')}
            onPointerEnter={prepare}
            onFocus={prepare}
            onClick={(event) => invoices.openHtml(order, event)}
          >
            <DashboardIcon name="file" />
            {t('orders.invoice')}
          </a>
          <button
            type="button"
            className="button"
            aria-disabled={busy || undefined}
            data-busy={busy || undefined}
            onPointerEnter={prepare}
            onFocus={prepare}
            onClick={() => void invoices.downloadPdf(order)}
          >
            <DashboardIcon name="download" />
            {detailsText('details.invoicePdf')}
          </button>
        </>
      ) : (
        <button type="button" className="button" disabled aria-describedby="order-invoice-note">
          <DashboardIcon name="download" />
          {t('orders.invoice')}
        </button>
      )}
      {invoice ? null : (
        <p id="order-invoice-note" className="order-details-note">
          {detailsText('details.noInvoice')}
        </p>
      )}
      <InvoiceNotices
        invoices={invoices}
        className="order-details-invoice-failure"
        dismissLabel={detailsText('details.dismiss')}
      />
    </div>
  );
}

function OrderView({ order }: { order: Order }) {
  const t = useTranslator(strings);
  const { assetUrl } = useStorefront();
  const placed = order.order_created_at ?? order.createdAt;
  const payment = order.payment;
  const discount = order.total_discount ?? 0;
  const shipping = order.total_shipping ?? 0;
  const itemCount = order.total_items ?? order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <>
      <div className="order-details-head">
        <div className="order-details-heading">
          <h1 className="order-details-title">
            {detailsText('details.title', { id: order.order_id })}
          </h1>
          <p className="order-details-muted">
            {detailsText('details.placedOn', { date: formatOrderDateTime(placed) })}
          </p>
        </div>
        <Actions order={order} />
      </div>

      <ul className="order-details-status-cards" aria-label={detailsText('details.orderStatus')}>
        <li className="order-details-status-card">
          <span className="order-details-status-label">{detailsText('details.orderStatus')}</span>
          <StatusBadge status={order.order_status} label={statusLabel(order.order_status)} />
        </li>
        <li className="order-details-status-card">
          <span className="order-details-status-label">{detailsText('details.paymentStatus')}</span>
          <StatusBadge status={payment?.status} label={statusLabel(payment?.status)} />
        </li>
        <li className="order-details-status-card">
          <span className="order-details-status-label">{detailsText('details.orderDate')}</span>
          <span className="order-details-status-value">{formatOrderDate(placed)}</span>
        </li>
        <li className="order-details-status-card">
          <span className="order-details-status-label">{detailsText('details.totalAmount')}</span>
          <span className="order-details-status-value">{formatRupees(order.total_amount)}</span>
        </li>
      </ul>

      <div className="order-details-columns">
        <div className="order-details-column">
          <Card id="order-items" title={detailsText('details.items', { count: itemCount })}>
            <ul className="order-details-items">
              {order.items.map((item) => (
                <li key={item.id} className="order-details-item">
                  <img
                    className="order-details-item-image"
                    src={item.image ? assetUrl(item.image) : PLACEHOLDER_IMAGE}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                  <div className="order-details-item-text">
                    <span className="order-details-strong">{item.name}</span>
                    {item.sku ? (
                      <span className="order-details-muted">
                        {detailsText('details.sku', { sku: item.sku })}
                      </span>
                    ) : null}
                    {item.hsn_code ? (
                      <span className="order-details-muted">
                        {detailsText('details.hsn', { hsn: item.hsn_code })}
                      </span>
                    ) : null}
                  </div>
                  <dl className="order-details-item-figures">
                    <div>
                      <dt>{detailsText('details.unitPrice')}</dt>
                      <dd>{formatRupees(item.price)}</dd>
                    </div>
                    <div>
                      <dt>{detailsText('details.quantity')}</dt>
                      <dd>{item.quantity}</dd>
                    </div>
                    <div>
                      <dt>{detailsText('details.amount')}</dt>
                      <dd className="order-details-strong">{formatRupees(item.amount)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </Card>

          <Card id="order-summary" title={detailsText('details.summary')}>
            <dl className="order-details-summary">
              <div>
                <dt>{detailsText('details.subtotal')}</dt>
                <dd>{formatRupees(order.total_price)}</dd>
              </div>
              {discount > 0 ? (
                <div className="order-details-discount">
                  <dt>
                    {order.coupon_code
                      ? detailsText('details.discountWithCode', { code: order.coupon_code })
                      : detailsText('details.discount')}
                  </dt>
                  <dd>−{formatRupees(discount)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{detailsText('details.gst')}</dt>
                <dd>{formatRupees(order.total_tax)}</dd>
              </div>
              <div>
                <dt>{detailsText('details.shipping')}</dt>
                <dd>{shipping > 0 ? formatRupees(shipping) : t('cart.shippingFree')}</dd>
              </div>
              <div className="order-details-total">
                <dt>{detailsText('details.total')}</dt>
                <dd>{formatRupees(order.total_amount)}</dd>
              </div>
            </dl>
          </Card>
        </div>

        <div className="order-details-column">
          <Card id="order-payment" title={detailsText('details.payment')}>
            <Facts
              rows={[
                [detailsText('details.orderId'), order.order_id],
                [detailsText('details.receipt'), order.order_receipt],
                [
                  detailsText('details.paymentStatus'),
                  <StatusBadge
                    key="status"
                    status={payment?.status}
                    label={statusLabel(payment?.status)}
                  />,
                ],
                [detailsText('details.paymentId'), payment?.payment_id],
                [detailsText('details.transactionId'), payment?.transaction_id],
                [detailsText('details.method'), payment?.method],
                [detailsText('details.gateway'), payment?.payment_gateway],
                [
                  detailsText('details.paidAt'),
                  payment?.paid_at
                    ? formatOrderDateTime(payment.paid_at)
                    : detailsText('details.notPaid'),
                ],
              ]}
            />
          </Card>

          <Card id="order-customer" title={detailsText('details.customer')}>
            <Facts
              rows={[
                [detailsText('details.name'), order.user?.name],
                [detailsText('details.email'), order.user?.email],
                [detailsText('details.phone'), order.user?.mobile_number],
              ]}
            />
          </Card>

          <Card id="order-shipping" title={detailsText('details.shippingAddress')}>
            <AddressBlock address={order.shipping_address} />
          </Card>

          {order.billing_address ? (
            <Card id="order-billing" title={detailsText('details.billingAddress')}>
              <AddressBlock address={order.billing_address} />
            </Card>
          ) : null}

          <Card id="order-coupon" title={detailsText('details.coupon')}>
            {order.coupon_code ? (
              <p className="order-details-coupon">
                <span className="order-details-coupon-code">{order.coupon_code}</span>
                {discount > 0 ? (
                  <span>
                    {detailsText('details.couponSaved', { amount: formatRupees(discount) })}
                  </span>
                ) : null}
              </p>
            ) : (
              <p className="order-details-muted">{detailsText('details.noCoupon')}</p>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}

/**
 * `/dashboard/orders-details/{id}` (spec 2 'Order details'): status cards, items, summary
 * (subtotal, discount, 18% GST, shipping, total), payment, customer, addresses and the coupon;
 * Print (a print stylesheet leaves out the shell and the buttons), Share (the native sheet,
 * else the link is copied: 'Link copied to clipboard!'), the GST invoice in a new tab and its PDF.
 * Loading, 'Failed to fetch order details. Please try again.' and 'Order Not Found' (also for
 * another customer's order: the server answers 404).
 */
export function OrderDetailsPage() {
  const t = useTranslator(strings);
  const { id } = useParams();
  const order = useOrder(id);
  const notFound = order.status === 'error' && order.error.kind === 'not-found';
  usePageMeta(
    order.data
      ? detailsText('details.title', { id: order.data.order_id })
      : notFound
        ? t('orders.notFound')
        : detailsText('details.titleLoading'),
    order.data ? detailsText('details.description', { id: order.data.order_id }) : undefined,
  );

  let body: ReactNode;
  if (order.data) {
    body = <OrderView order={order.data} />;
  } else if (notFound) {
    body = (
      <div className="order-details-state">
        <DashboardIcon name="box" size={44} className="dashboard-page-state-icon" />
        <h1 className="order-details-title">{t('orders.notFound')}</h1>
        <p className="order-details-muted">{detailsText('details.notFoundText')}</p>
        <Link to={ORDERS_PATH} className="button">
          {detailsText('details.back')}
        </Link>
      </div>
    );
  } else if (order.status === 'error') {
    body = (
      <div className="order-details-state">
        <h1 className="order-details-title">{detailsText('details.titleLoading')}</h1>
        <div className="notice notice-error order-details-error" role="alert">
          <p>{t('orders.detailsFailed')}</p>
        </div>
        <div className="dashboard-page-state-actions">
          <button type="button" className="button" onClick={() => void order.refetch()}>
            <DashboardIcon name="refresh" />
            {t('home.tryAgain')}
          </button>
          <Link to={ORDERS_PATH} className="button button-secondary">
            {detailsText('details.back')}
          </Link>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="order-details-loading">
        <h1 className="order-details-title">{detailsText('details.titleLoading')}</h1>
        <p className="visually-hidden" role="status">
          {detailsText('details.loading')}
        </p>
        <span className="skeleton order-details-skeleton-cards" aria-hidden="true" />
        <span className="skeleton order-details-skeleton-block" aria-hidden="true" />
      </div>
    );
  }

  return (
    <div className="dashboard-page-wide-page">
      <BackLink />
      {body}
    </div>
  );
}
