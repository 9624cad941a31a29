import { copyText } from '../../siteMessages';

/**
 * The copy of My Orders that the spec does not word (headings, column and filter labels,
 * loading text). The spec's strings ('No orders
 * found', 'Showing X to Y of Z orders', Clear Search, Refresh Orders, …) come from core's
 * `dashboardMessages`.
 */
export const ordersCopy = {
  'orders.title': 'My Orders',
  'orders.description': 'Your orders with their status, payment and invoices.',
  'orders.lead': 'Track your orders, download GST invoices and open an order for its details.',
  'orders.searchLabel': 'Search orders',
  'orders.searchPlaceholder': 'Search by order ID, receipt or product',
  'orders.searchSubmit': 'Search',
  'orders.filters': 'Filters',
  'orders.filtersActive': 'Filters ({count})',
  'orders.filterStatus': 'Order status',
  'orders.filterPayment': 'Payment status',
  'orders.filterFrom': 'From date',
  'orders.filterTo': 'To date',
  'orders.filterAll': 'All',
  'orders.clearFilters': 'Clear Filters',
  'orders.loading': 'Loading orders…',
  'orders.failed': 'We could not load your orders. Please try again.',
  'orders.noneFoundHint': 'No order matches your search or filters.',
  'orders.noneYetHint': 'When you place an order, it will show here.',
  'orders.startShopping': 'Start Shopping',
  'orders.tableLabel': 'Orders',
  'orders.col.details': 'Order Details',
  'orders.col.customer': 'Customer',
  'orders.col.items': 'Items',
  'orders.col.total': 'Total',
  'orders.col.status': 'Order Status',
  'orders.col.payment': 'Payment',
  'orders.col.date': 'Date',
  'orders.col.actions': 'Actions',
  'orders.receipt': 'Receipt {receipt}',
  'orders.itemCount': '{count} items',
  'orders.itemCountOne': '1 item',
  'orders.moreItems': '+{count} more',
  'orders.view': 'View order {id}',
  'orders.invoiceFor': 'Invoice for order {id} (opens in a new tab)',
  'orders.invoicePdfFor': 'Download invoice PDF for order {id}',
  'orders.pdfPreparing': 'Preparing the invoice PDF for order {id}…',
  'orders.pdfSaved': 'Invoice PDF for order {id} downloaded.',
  'orders.pdfFailed': 'The invoice PDF for order {id} could not be downloaded.',
  'orders.invoiceFailed': 'The invoice for order {id} could not be opened.',
  'orders.invoiceTryAgain': 'Please try again.',
  'orders.dismiss': 'Dismiss',
  'orders.noInvoice': 'No invoice for order {id} yet: issued once the order is paid',
} as const;

/** One string of the orders pages' own copy. */
export const ordersText = copyText(ordersCopy);
