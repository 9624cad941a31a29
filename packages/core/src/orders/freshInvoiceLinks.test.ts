import { describe, expect, it, vi } from 'vitest';
import { freshInvoiceLinks, INVOICE_LINK_RENEW_MARGIN_MS } from './freshInvoiceLinks';

const NOW = Date.parse('2026-11-22T06:00:00Z');
const FRESH = {
  invoice_url: 'https://api.example.in/api/v1/invoices/order_1?expires=2&sig=new',
  invoice_pdf_url: 'https://api.example.in/api/v1/invoices/order_1/pdf?expires=2&sig=new',
  invoice_expires_at: '2026-11-29T06:00:00.000Z',
};

function paidOrder(expiresAt: string | null) {
  return {
    order_id: 'order_1',
    payment: {
      status: 'paid',
      invoice_url: 'https://api.example.in/api/v1/invoices/order_1?expires=1&sig=old',
      invoice_pdf_url: 'https://api.example.in/api/v1/invoices/order_1/pdf?expires=1&sig=old',
      invoice_expires_at: expiresAt,
    },
  };
}

const api = () => ({
  invoiceLinks: vi.fn(async () => ({ meta: { status: true, message: 'ok' }, data: FRESH })),
});

describe('freshInvoiceLinks', () => {
  it('keeps the order’s links while they have more than the margin left', async () => {
    const orders = api();
    const expiresAt = new Date(NOW + INVOICE_LINK_RENEW_MARGIN_MS + 1000).toISOString();
    const links = await freshInvoiceLinks(orders, paidOrder(expiresAt), NOW);
    expect(links?.invoice_pdf_url).toContain('sig=old');
    expect(orders.invoiceLinks).not.toHaveBeenCalled();
  });

  it.each([
    ['expired', new Date(NOW - 1).toISOString()],
    ['about to expire', new Date(NOW + INVOICE_LINK_RENEW_MARGIN_MS).toISOString()],
    ['without an expiry (an older server)', null],
    ['with an unreadable expiry', 'soon'],
  ])('asks the server for new links when they are %s', async (_, expiresAt) => {
    const orders = api();
    expect(await freshInvoiceLinks(orders, paidOrder(expiresAt), NOW)).toEqual(FRESH);
    expect(orders.invoiceLinks).toHaveBeenCalledWith('order_1');
  });

  it('answers null for an order without an invoice, without a request', async () => {
    const orders = api();
    const unpaid = { order_id: 'order_2', payment: { status: 'pending', invoice_url: null } };
    expect(await freshInvoiceLinks(orders, unpaid, NOW)).toBeNull();
    expect(await freshInvoiceLinks(orders, { order_id: 'order_3', payment: null }, NOW)).toBeNull();
    expect(orders.invoiceLinks).not.toHaveBeenCalled();
  });
});
