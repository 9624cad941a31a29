import { formatINR } from '@storefront-kit/core';
import type { StoredAddress } from '../db/schema';
import { INVOICE_SELLER } from './invoiceSeller';
import { GST_PERCENT, type InvoiceLine, type InvoiceTaxes } from './invoiceTaxes';
import { amountInWords } from './invoiceWords';

/** What a GST tax invoice is made from: a paid order's stored figures. */
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

/** A column of the invoice's line table; numeric columns are right-aligned. */
export interface InvoiceColumn {
  readonly label: string;
  readonly numeric: boolean;
}

/** A labelled block of lines (seller, a party, the tax note). */
export interface InvoiceBlock {
  readonly title: string;
  readonly lines: readonly string[];
}

/** One row of the totals: label and formatted value; `grand` is the amount payable. */
export interface InvoiceTotal {
  readonly label: string;
  readonly value: string;
  readonly grand: boolean;
}

/**
 * The invoice as text, laid out by nobody yet: every string the HTML page and the PDF show,
 * made once here so that the two cannot say different things.
 */
export interface InvoiceModel {
  readonly heading: string;
  /** The page or document title. */
  readonly title: string;
  readonly seller: InvoiceBlock;
  /** Invoice number, date, order, payment and place of supply. */
  readonly facts: readonly { readonly label: string; readonly value: string }[];
  /** Billed to, Shipped to and the tax note. */
  readonly parties: readonly InvoiceBlock[];
  readonly columns: readonly InvoiceColumn[];
  /** The line table's cells, one array per line, in the order of `columns`. */
  readonly rows: readonly (readonly string[])[];
  /** The table's footer: `label` spans the first `span` columns, `values` fill the rest. */
  readonly foot: {
    readonly label: string;
    readonly span: number;
    readonly values: readonly string[];
  };
  readonly totals: readonly InvoiceTotal[];
  readonly amountInWords: { readonly label: string; readonly value: string };
  readonly footer: string;
}

const money = (paise: number) => formatINR(paise, { symbol: false });

const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

function addressBlock(title: string, address: StoredAddress): InvoiceBlock {
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
  return { title, lines };
}

const numeric = (label: string): InvoiceColumn => ({ label, numeric: true });
const text = (label: string): InvoiceColumn => ({ label, numeric: false });

function lineCells(line: InvoiceLine, index: number, intraState: boolean): string[] {
  return [
    String(index + 1),
    line.name,
    line.hsnCode,
    String(line.quantity),
    money(line.unitPrice),
    money(line.amount),
    money(line.discount),
    money(line.taxable),
    ...(intraState ? [money(line.cgst), money(line.sgst)] : [money(line.igst)]),
    money(line.total),
  ];
}

const total = (label: string, value: string, grand = false): InvoiceTotal => ({
  label,
  value,
  grand,
});

/** The invoice's content, from the order's stored figures and its computed taxes. */
export function buildInvoiceModel(input: InvoiceDocumentInput): InvoiceModel {
  const { taxes } = input;
  const intra = taxes.regime === 'intra-state';
  const half = GST_PERCENT / 2;
  const seller = INVOICE_SELLER;
  return {
    heading: 'TAX INVOICE',
    title: `Tax Invoice ${input.invoiceNumber}`,
    seller: {
      title: seller.name,
      lines: [
        ...seller.addressLines,
        `GSTIN: ${seller.gstin} · PAN: ${seller.pan}`,
        `State: ${seller.state} (code ${seller.stateCode})`,
      ],
    },
    facts: [
      { label: 'Invoice number', value: input.invoiceNumber },
      { label: 'Invoice date', value: DATE_FORMAT.format(input.invoiceDate) },
      { label: 'Order ID', value: input.orderId },
      { label: 'Payment ID', value: input.paymentId ?? '' },
      { label: 'Place of supply', value: taxes.placeOfSupply.label },
    ],
    parties: [
      addressBlock('Billed to', input.billing),
      addressBlock('Shipped to', input.shipping),
      {
        title: 'Tax',
        lines: [
          intra
            ? `Intra-state supply: CGST ${half}% + SGST ${half}%`
            : `Inter-state supply: IGST ${GST_PERCENT}%`,
          'Reverse charge: No',
        ],
      },
    ],
    columns: [
      text('#'),
      text('Description'),
      text('HSN'),
      numeric('Qty'),
      numeric('Unit price (₹)'),
      numeric('Amount (₹)'),
      numeric('Discount (₹)'),
      numeric('Taxable value (₹)'),
      ...(intra
        ? [numeric(`CGST ${half}%`), numeric(`SGST ${half}%`)]
        : [numeric(`IGST ${GST_PERCENT}%`)]),
      numeric('Total (₹)'),
    ],
    rows: taxes.lines.map((line, index) => lineCells(line, index, intra)),
    foot: {
      label: 'Total',
      span: 5,
      values: [
        money(taxes.subtotal + taxes.shipping),
        money(taxes.discount),
        money(taxes.taxable),
        ...(intra ? [money(taxes.cgst), money(taxes.sgst)] : [money(taxes.igst)]),
        money(taxes.taxable + taxes.tax),
      ],
    },
    totals: [
      total('Subtotal', formatINR(taxes.subtotal)),
      ...(taxes.discount
        ? [
            total(
              `Discount${input.couponCode ? ` (${input.couponCode})` : ''}`,
              `-${formatINR(taxes.discount)}`,
            ),
          ]
        : []),
      total('Shipping', taxes.shipping ? formatINR(taxes.shipping) : 'Free'),
      total('Taxable value', formatINR(taxes.taxable)),
      ...(intra
        ? [
            total(`CGST @ ${half}%`, formatINR(taxes.cgst)),
            total(`SGST @ ${half}%`, formatINR(taxes.sgst)),
          ]
        : [total(`IGST @ ${GST_PERCENT}%`, formatINR(taxes.igst))]),
      total('Grand total', formatINR(taxes.grandTotal), true),
    ],
    amountInWords: { label: 'Amount in words:', value: amountInWords(taxes.grandTotal) },
    footer: `This is a computer-generated invoice and needs no signature. Questions: ${seller.email}`,
  };
}
