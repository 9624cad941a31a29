import {
  dashboardMessages,
  ORDERS_PAGE_SIZE,
  type Order,
  ordersListFromParams,
  PLACED_ORDER_STATUSES,
  PLACED_PAYMENT_STATUSES,
  withOrdersListParams,
} from '@storefront-kit/core';
import {
  type OrdersPage as OrdersData,
  useOrders,
  useOrdersList,
  useTranslator,
} from '@storefront-kit/react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { DashboardIcon } from '../dashboard/DashboardIcon';
import '../dashboard/DashboardPage.css';
import { ListPagination, type PaginationRowClasses } from '../dashboard/ListPagination';
import { formatOrderDate, formatRupees } from './formatOrder';
import { InvoiceNotices } from './InvoiceNotices';
import './Orders.css';
import { ordersText } from './ordersCopy';
import { StatusBadge } from './StatusBadge';
import { statusLabel } from './statusLabel';
import { type Invoices, useInvoices } from './useInvoices';
import { useNarrowList } from './useNarrowList';

/** The pagination row's look on this page (smaller page buttons than the other lists'). */
const PAGINATION_CLASSES: PaginationRowClasses = {
  summary: 'orders-summary',
  buttons: 'orders-pages',
  step: 'button button-secondary button-small',
  page: 'orders-page-button',
};

/** Below this width of the screen the orders show as cards instead of the wide table. */
const NARROW = '(max-width: 47.99rem)';
/**
 * Below this width of the list's own column too: the eight columns at their narrowest (an order
 * id, 'Refund pending', a date, the three actions side by side) take about 58 rem. The column
 * is 61 rem at 1280 px beside the open side navigation.
 */
const TABLE_MIN_WIDTH_REM = 60;

/** Items in an order: its `total_items`, else the sum of the lines' quantities. */
const itemCount = (order: Order) =>
  order.total_items ?? order.items.reduce((sum, item) => sum + item.quantity, 0);

const detailsHref = (order: Order) =>
  `/dashboard/orders-details/${encodeURIComponent(order.order_id)}`;

function ItemsSummary({ order }: { order: Order }) {
  const [first, ...rest] = order.items;
  if (!first) return null;
  return (
    <span className="orders-item-names">
      {first.name}
      {rest.length ? ` ${ordersText('orders.moreItems', { count: rest.length })}` : ''}
    </span>
  );
}

function ItemCount({ order }: { order: Order }) {
  const count = itemCount(order);
  return (
    <>
      {count === 1 ? ordersText('orders.itemCountOne') : ordersText('orders.itemCount', { count })}
    </>
  );
}

/** The eye (View), Invoice (the page, in a new tab) and invoice PDF actions of one order. */
function OrderActions({ order, invoices }: { order: Order; invoices: Invoices }) {
  const invoice = invoices.htmlUrl(order);
  const busy = invoices.busy.has(order.order_id);
  const prepare = () => invoices.prepare(order);
  return (
    <span className="orders-actions">
      <Link
        to={detailsHref(order)}
        className="orders-icon-button"
        aria-label={ordersText('orders.view', { id: order.order_id })}
        title={ordersText('orders.view', { id: order.order_id })}
      >
        <DashboardIcon name="eye" />
      </Link>
      {invoice ? (
        <>
          <a
            href={invoice}
            target="_blank"
            rel="noopener noreferrer"
            className="orders-icon-button"
            aria-label={ordersText('orders.invoiceFor', { id: order.order_id })}
            title={ordersText('orders.invoiceFor', { id: order.order_id })}
            onPointerEnter={prepare}
            onFocus={prepare}
            onClick={(event) => invoices.openHtml(order, event)}
          >
            <DashboardIcon name="file" />
          </a>
          <button
            type="button"
            className="orders-icon-button"
            aria-label={ordersText('orders.invoicePdfFor', { id: order.order_id })}
            title={ordersText('orders.invoicePdfFor', { id: order.order_id })}
            aria-disabled={busy || undefined}
            data-busy={busy || undefined}
            onPointerEnter={prepare}
            onFocus={prepare}
            onClick={() => void invoices.downloadPdf(order)}
          >
            <DashboardIcon name="download" />
          </button>
        </>
      ) : (
        <button
          type="button"
          className="orders-icon-button"
          disabled
          aria-label={ordersText('orders.noInvoice', { id: order.order_id })}
          title={ordersText('orders.noInvoice', { id: order.order_id })}
        >
          <DashboardIcon name="file" />
        </button>
      )}
    </span>
  );
}

function OrdersTable({ orders, invoices }: { orders: readonly Order[]; invoices: Invoices }) {
  return (
    <section
      className="orders-table-scroll"
      aria-label={ordersText('orders.tableLabel')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
      tabIndex={0}
    >
      <table className="dashboard-page-table orders-table">
        <thead>
          <tr>
            <th scope="col">{ordersText('orders.col.details')}</th>
            <th scope="col">{ordersText('orders.col.customer')}</th>
            <th scope="col">{ordersText('orders.col.items')}</th>
            <th scope="col" className="orders-numeric">
              {ordersText('orders.col.total')}
            </th>
            <th scope="col">{ordersText('orders.col.status')}</th>
            <th scope="col">{ordersText('orders.col.payment')}</th>
            <th scope="col">{ordersText('orders.col.date')}</th>
            <th scope="col" className="orders-actions-cell">
              {ordersText('orders.col.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.order_id}>
              <td>
                <span className="orders-order-id">{order.order_id}</span>
                {order.order_receipt ? (
                  <span className="orders-muted">
                    {ordersText('orders.receipt', { receipt: order.order_receipt })}
                  </span>
                ) : null}
                <ItemsSummary order={order} />
              </td>
              <td>
                <span className="orders-strong">{order.user?.name ?? ''}</span>
                {order.user?.email ? (
                  <span className="orders-muted orders-email">{order.user.email}</span>
                ) : null}
              </td>
              <td className="orders-nowrap">
                <ItemCount order={order} />
              </td>
              <td className="orders-numeric orders-amount">{formatRupees(order.total_amount)}</td>
              <td>
                <StatusBadge status={order.order_status} label={statusLabel(order.order_status)} />
              </td>
              <td>
                <StatusBadge
                  status={order.payment?.status}
                  label={statusLabel(order.payment?.status)}
                />
              </td>
              <td className="orders-nowrap">
                {formatOrderDate(order.order_created_at ?? order.createdAt)}
              </td>
              <td className="orders-actions-cell">
                <OrderActions order={order} invoices={invoices} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OrderCards({ orders, invoices }: { orders: readonly Order[]; invoices: Invoices }) {
  return (
    <ul className="orders-cards" aria-label={ordersText('orders.tableLabel')}>
      {orders.map((order) => (
        <li key={order.order_id} className="orders-card">
          <div className="orders-card-head">
            <span className="orders-order-id">{order.order_id}</span>
            <span className="orders-muted">
              {formatOrderDate(order.order_created_at ?? order.createdAt)}
            </span>
          </div>
          <ItemsSummary order={order} />
          <dl className="orders-card-facts">
            <div>
              <dt>{ordersText('orders.col.status')}</dt>
              <dd>
                <StatusBadge status={order.order_status} label={statusLabel(order.order_status)} />
              </dd>
            </div>
            <div>
              <dt>{ordersText('orders.col.payment')}</dt>
              <dd>
                <StatusBadge
                  status={order.payment?.status}
                  label={statusLabel(order.payment?.status)}
                />
              </dd>
            </div>
            <div>
              <dt>{ordersText('orders.col.items')}</dt>
              <dd>
                <ItemCount order={order} />
              </dd>
            </div>
            <div>
              <dt>{ordersText('orders.col.total')}</dt>
              <dd className="orders-amount">{formatRupees(order.total_amount)}</dd>
            </div>
          </dl>
          <div className="orders-card-foot">
            <span className="orders-muted">{order.user?.name ?? ''}</span>
            <OrderActions order={order} invoices={invoices} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/dashboard/products`, My Orders (spec 2 'Orders list'; decisions.md: the filters work):
 * search, filters by order status, payment status and date range, the orders as a table (cards
 * on narrow screens) with View, Invoice (a new tab) and invoice PDF actions over fresh signed
 * links (useInvoices), pagination when there is more than one page, and the empty states 'No
 * orders found' (Clear Search) and 'No orders yet' (Refresh Orders). The search and filters
 * live in the URL.
 */
export function OrdersPage() {
  const t = useTranslator(dashboardMessages);
  usePageMeta(ordersText('orders.title'), ordersText('orders.description'));
  const [params, setParams] = useSearchParams();
  const ids = useId();
  const results = useRef<HTMLDivElement>(null);
  const narrow = useNarrowList(results, NARROW, TABLE_MIN_WIDTH_REM);
  const invoices = useInvoices();

  // The search, the filters and the page live in the URL (core's orders-list controller: the
  // search follows 300 ms after the last key; Back restores them).
  const list = useOrdersList({
    filters: ordersListFromParams(params),
    // From the address bar, not this render's `params`: other parameters of the URL are kept.
    onNavigate: (filters, { replace }) =>
      setParams(withOrdersListParams(new URLSearchParams(window.location.search), filters), {
        replace,
      }),
  });
  const { activeFilters, narrowed, text } = list;
  const { status, payment, from, to } = list.filters;
  const orders = useOrders(list.query);

  // What was shown before, kept (under a loading bar) while the next page or filter loads.
  const previous = useRef<OrdersData | undefined>(undefined);
  if (orders.data) previous.current = orders.data;
  const data = orders.data ?? (orders.status === 'loading' ? previous.current : undefined);
  const fetching = orders.status === 'loading' || orders.status === 'refreshing';

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    list.submitSearch();
  };

  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0);

  // A page past the end (e.g. after a filter, or an old link): go to the last page.
  const lastPage = orders.data?.pageCount ?? 0;
  const { clampPage } = list;
  useEffect(() => clampPage(lastPage), [clampPage, lastPage]);

  const goToPage = (next: number) => {
    list.goToPage(next);
    results.current?.scrollIntoView({ block: 'start' });
  };

  let body: ReactNode;
  if (orders.status === 'error' && !orders.data) {
    body = (
      <div className="notice notice-error orders-state" role="alert">
        <p>{ordersText('orders.failed')}</p>
        <button type="button" className="button" onClick={() => void orders.refetch()}>
          <DashboardIcon name="refresh" />
          {t('orders.refresh')}
        </button>
      </div>
    );
  } else if (!data) {
    body = (
      <div className="orders-skeletons" role="status">
        <span className="visually-hidden">{ordersText('orders.loading')}</span>
        {[0, 1, 2, 3, 4].map((row) => (
          <span key={row} className="skeleton orders-skeleton-row" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (data.total === 0) {
    body = narrowed ? (
      <div className="orders-empty">
        <DashboardIcon name="search" size={40} className="dashboard-page-state-icon" />
        <h2 className="dashboard-page-state-title">{t('orders.noneFound')}</h2>
        <p className="orders-muted">{ordersText('orders.noneFoundHint')}</p>
        <button type="button" className="button" onClick={list.clearAll}>
          {t('orders.clearSearch')}
        </button>
      </div>
    ) : (
      <div className="orders-empty">
        <DashboardIcon name="box" size={40} className="dashboard-page-state-icon" />
        <h2 className="dashboard-page-state-title">{t('orders.noneYet')}</h2>
        <p className="orders-muted">{ordersText('orders.noneYetHint')}</p>
        <div className="dashboard-page-state-actions">
          <button
            type="button"
            className="button"
            onClick={() => void orders.refetch()}
            disabled={fetching}
          >
            <DashboardIcon name="refresh" />
            {t('orders.refresh')}
          </button>
          <Link to="/products" className="button button-secondary">
            {ordersText('orders.startShopping')}
          </Link>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        {narrow ? (
          <OrderCards orders={data.orders} invoices={invoices} />
        ) : (
          <OrdersTable orders={data.orders} invoices={invoices} />
        )}
        <ListPagination
          page={data.page}
          onPageChange={goToPage}
          total={data.total}
          perPage={ORDERS_PAGE_SIZE}
          classes={PAGINATION_CLASSES}
        />
      </>
    );
  }

  return (
    <div className="dashboard-page-wide-page">
      <div className="dashboard-page-intro">
        <h1 className="dashboard-page-large-title">{ordersText('orders.title')}</h1>
        <p className="orders-muted">{ordersText('orders.lead')}</p>
      </div>

      <div className="orders-toolbar">
        {/* biome-ignore lint/a11y/useSemanticElements: a form with the search landmark role (a <search> element is not yet exposed everywhere). */}
        <form
          role="search"
          aria-label={ordersText('orders.searchLabel')}
          className="orders-search-form"
          onSubmit={submitSearch}
        >
          <label htmlFor={`${ids}-search`} className="visually-hidden">
            {ordersText('orders.searchLabel')}
          </label>
          <input
            id={`${ids}-search`}
            type="search"
            className="input orders-search-input"
            placeholder={ordersText('orders.searchPlaceholder')}
            value={text}
            onChange={(event) => list.type(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <button type="submit" className="button orders-search-button">
            <DashboardIcon name="search" />
            <span className="visually-hidden">{ordersText('orders.searchSubmit')}</span>
          </button>
        </form>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={filtersOpen}
          aria-controls={`${ids}-filters`}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          <DashboardIcon name="list" />
          {activeFilters
            ? ordersText('orders.filtersActive', { count: activeFilters })
            : ordersText('orders.filters')}
        </button>
      </div>

      <fieldset id={`${ids}-filters`} className="orders-filters" hidden={!filtersOpen}>
        <legend className="visually-hidden">{ordersText('orders.filters')}</legend>
        <StatusFilter
          id={`${ids}-status`}
          label={ordersText('orders.filterStatus')}
          value={status}
          values={PLACED_ORDER_STATUSES}
          onChange={(value) => list.setFilter('status', value)}
        />
        <StatusFilter
          id={`${ids}-payment`}
          label={ordersText('orders.filterPayment')}
          value={payment}
          values={PLACED_PAYMENT_STATUSES}
          onChange={(value) => list.setFilter('payment', value)}
        />
        <div className="orders-filter">
          <label htmlFor={`${ids}-from`}>{ordersText('orders.filterFrom')}</label>
          <input
            id={`${ids}-from`}
            type="date"
            className="input"
            value={from}
            max={to || undefined}
            onChange={(event) => list.setFilter('from', event.currentTarget.value)}
          />
        </div>
        <div className="orders-filter">
          <label htmlFor={`${ids}-to`}>{ordersText('orders.filterTo')}</label>
          <input
            id={`${ids}-to`}
            type="date"
            className="input"
            value={to}
            min={from || undefined}
            onChange={(event) => list.setFilter('to', event.currentTarget.value)}
          />
        </div>
        <button
          type="button"
          className="button button-secondary orders-clear-filters"
          onClick={list.clearFilters}
          disabled={activeFilters === 0}
        >
          {ordersText('orders.clearFilters')}
        </button>
      </fieldset>

      <InvoiceNotices
        invoices={invoices}
        className="orders-invoice-failure"
        dismissLabel={ordersText('orders.dismiss')}
      />

      <div
        ref={results}
        className="orders-results"
        aria-busy={fetching || undefined}
        data-state={fetching && data ? 'stale' : 'fresh'}
      >
        {body}
      </div>
    </div>
  );
}

/** One of the status filters: a labelled select of 'All' plus the given statuses. */
function StatusFilter({
  id,
  label,
  value,
  values,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  values: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="orders-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{ordersText('orders.filterAll')}</option>
        {values.map((option) => (
          <option key={option} value={option}>
            {statusLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
