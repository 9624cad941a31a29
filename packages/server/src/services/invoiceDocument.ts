import { createHash } from 'node:crypto';
import { formatINR } from '@storefront-kit/core';
import type { StoredAddress } from '../db/schema';
import { INVOICE_SELLER } from './invoiceSeller';
import { GST_PERCENT, type InvoiceLine, type InvoiceTaxes } from './invoiceTaxes';
import { amountInWords } from './invoiceWords';

export interface InvoiceDocumentInput {
  readonly invoiceNumber: string;
  readonly invoiceDate: Date;
  readonly orderId: string;
  readonly paymentId: string | null;
  readonly billing: StoredAddress;
  readonly shipping: StoredAddress;
  readonly couponCode: string | null;
  readonly taxes: InvoiceTaxes;
}

const CSS = `
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;margin:0;background:#f3f4f6}
main{max-width:960px;margin:24px auto;background:#fff;padding:32px;border:1px solid #e5e7eb}
h1{font-size:22px;margin:0 0 4px;letter-spacing:.04em}
h2{font-size:13px;text-transform:uppercase;letter-spacing:.06em;color:#4b5563;margin:0 0 6px}
header{display:flex;justify-content:space-between;gap:24px;border-bottom:2px solid #111827;padding-bottom:16px}
.parties{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;margin:20px 0}
.parties p,header p{margin:0}
dl{display:grid;grid-template-columns:auto auto;gap:2px 12px;margin:0}
dt{color:#4b5563}dd{margin:0;font-weight:600}
table{width:100%;border-collapse:collapse;margin-top:8px}
th,td{border:1px solid #d1d5db;padding:6px 8px;vertical-align:top}
th{background:#f9fafb;text-align:left;font-size:12px}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot td{font-weight:600}
.totals{margin-left:auto;margin-top:16px;width:min(100%,360px)}
.totals td{border:none;padding:3px 0}
.grand td{border-top:2px solid #111827;font-size:16px;font-weight:700;padding-top:6px}
.words{margin-top:12px}
footer{margin-top:32px;color:#4b5563;font-size:12px}
@media print{body{background:#fff}main{margin:0;border:none;padding:0}}
`;

/** The Content-Security-Policy of an invoice page: no scripts at all, only its own styles. */
export const INVOICE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'`,
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const money = (paise: number) => formatINR(paise, { symbol: false });

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

function addressBlock(title: string, address: StoredAddress): string {
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.companyName,
    address.address_line1,
    `${address.city}, ${address.state} ${address.pincode}`,
    address.country || 'India',
    address.phone ? `Phone: ${address.phone}` : null,
    address.email ? `Email: ${address.email}` : null,
    `GSTIN: ${address.gstNumber || 'Unregistered'}`,
  ].filter((line): line is string => Boolean(line));
  return `<section><h2>${escapeHtml(title)}</h2><p>${lines.map(escapeHtml).join('<br>')}</p></section>`;
}

function lineRow(line: InvoiceLine, index: number, intraState: boolean): string {
  const taxCells = intraState
    ? `<td class="num">${money(line.cgst)}</td><td class="num">${money(line.sgst)}</td>`
    : `<td class="num">${money(line.igst)}</td>`;
  return `<tr><td>${index + 1}</td><td>${escapeHtml(line.name)}</td><td>${escapeHtml(line.hsnCode)}</td><td class="num">${line.quantity}</td><td class="num">${money(line.unitPrice)}</td><td class="num">${money(line.amount)}</td><td class="num">${money(line.discount)}</td><td class="num">${money(line.taxable)}</td>${taxCells}<td class="num">${money(line.total)}</td></tr>`;
}

function totalRow(label: string, value: string, className = ''): string {
  return `<tr${className ? ` class="${className}"` : ''}><td>${escapeHtml(label)}</td><td class="num">${escapeHtml(value)}</td></tr>`;
}

/** A printable GST tax invoice as a complete HTML page; every value is escaped. */
export function renderInvoice(input: InvoiceDocumentInput): string {
  const { taxes } = input;
  const intra = taxes.regime === 'intra-state';
  const half = GST_PERCENT / 2;
  const taxHeads = intra
    ? `<th class="num">CGST ${half}%</th><th class="num">SGST ${half}%</th>`
    : `<th class="num">IGST ${GST_PERCENT}%</th>`;
  const taxFoot = intra
    ? `<td class="num">${money(taxes.cgst)}</td><td class="num">${money(taxes.sgst)}</td>`
    : `<td class="num">${money(taxes.igst)}</td>`;
  const totals = [
    totalRow('Subtotal', formatINR(taxes.subtotal)),
    ...(taxes.discount
      ? [
          totalRow(
            `Discount${input.couponCode ? ` (${input.couponCode})` : ''}`,
            `-${formatINR(taxes.discount)}`,
          ),
        ]
      : []),
    totalRow('Shipping', taxes.shipping ? formatINR(taxes.shipping) : 'Free'),
    totalRow('Taxable value', formatINR(taxes.taxable)),
    ...(intra
      ? [
          totalRow(`CGST @ ${half}%`, formatINR(taxes.cgst)),
          totalRow(`SGST @ ${half}%`, formatINR(taxes.sgst)),
        ]
      : [totalRow(`IGST @ ${GST_PERCENT}%`, formatINR(taxes.igst))]),
    totalRow('Grand total', formatINR(taxes.grandTotal), 'grand'),
  ].join('');
  const seller = INVOICE_SELLER;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Tax Invoice ${escapeHtml(input.invoiceNumber)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<header>
<section>
<h1>TAX INVOICE</h1>
<p><strong>${escapeHtml(seller.name)}</strong><br>${seller.addressLines.map(escapeHtml).join('<br>')}<br>GSTIN: ${escapeHtml(seller.gstin)} · PAN: ${escapeHtml(seller.pan)}<br>State: ${escapeHtml(seller.state)} (code ${escapeHtml(seller.stateCode)})</p>
</section>
<dl>
<dt>Invoice number</dt><dd>${escapeHtml(input.invoiceNumber)}</dd>
<dt>Invoice date</dt><dd>${escapeHtml(DATE_FORMAT.format(input.invoiceDate))}</dd>
<dt>Order ID</dt><dd>${escapeHtml(input.orderId)}</dd>
<dt>Payment ID</dt><dd>${escapeHtml(input.paymentId ?? '')}</dd>
<dt>Place of supply</dt><dd>${escapeHtml(taxes.placeOfSupply.label)}</dd>
</dl>
</header>
<div class="parties">
${addressBlock('Billed to', input.billing)}
${addressBlock('Shipped to', input.shipping)}
<section><h2>Tax</h2><p>${intra ? `Intra-state supply: CGST ${half}% + SGST ${half}%` : `Inter-state supply: IGST ${GST_PERCENT}%`}<br>Reverse charge: No</p></section>
</div>
<table>
<thead><tr><th>#</th><th>Description</th><th>HSN</th><th class="num">Qty</th><th class="num">Unit price (₹)</th><th class="num">Amount (₹)</th><th class="num">Discount (₹)</th><th class="num">Taxable value (₹)</th>${taxHeads}<th class="num">Total (₹)</th></tr></thead>
<tbody>
${taxes.lines.map((line, index) => lineRow(line, index, intra)).join('\n')}
</tbody>
<tfoot><tr><td colspan="5">Total</td><td class="num">${money(taxes.subtotal + taxes.shipping)}</td><td class="num">${money(taxes.discount)}</td><td class="num">${money(taxes.taxable)}</td>${taxFoot}<td class="num">${money(taxes.taxable + taxes.tax)}</td></tr></tfoot>
</table>
<table class="totals"><tbody>${totals}</tbody></table>
<p class="words"><strong>Amount in words:</strong> ${escapeHtml(amountInWords(taxes.grandTotal))}</p>
<footer>This is a computer-generated invoice and needs no signature. Questions: ${escapeHtml(seller.email)}</footer>
</main>
</body>
</html>
`;
}
