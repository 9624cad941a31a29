import { createHash } from 'node:crypto';
import { buildInvoiceModel, type InvoiceBlock, type InvoiceDocumentInput } from './invoiceModel';

export type { InvoiceDocumentInput } from './invoiceModel';

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

const block = ({ title, lines }: InvoiceBlock) =>
  `<section><h2>${escapeHtml(title)}</h2><p>${lines.map(escapeHtml).join('<br>')}</p></section>`;

const cell = (tag: 'td' | 'th', value: string, numeric: boolean) =>
  `<${tag}${numeric ? ' class="num"' : ''}>${escapeHtml(value)}</${tag}>`;

/**
 * A printable GST tax invoice as a complete HTML page; every value is escaped. Its text is the
 * invoice model's (`buildInvoiceModel`), which the PDF is drawn from as well.
 */
export function renderInvoice(input: InvoiceDocumentInput): string {
  const model = buildInvoiceModel(input);
  const numeric = model.columns.map((column) => column.numeric);
  const totals = model.totals
    .map(
      (row) =>
        `<tr${row.grand ? ' class="grand"' : ''}><td>${escapeHtml(row.label)}</td><td class="num">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('');
  const rows = model.rows.map(
    (cells) =>
      `<tr>${cells.map((value, index) => cell('td', value, numeric[index] ?? false)).join('')}</tr>`,
  );
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(model.title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<header>
<section>
<h1>${escapeHtml(model.heading)}</h1>
<p><strong>${escapeHtml(model.seller.title)}</strong><br>${model.seller.lines.map(escapeHtml).join('<br>')}</p>
</section>
<dl>
${model.facts.map((fact) => `<dt>${escapeHtml(fact.label)}</dt><dd>${escapeHtml(fact.value)}</dd>`).join('\n')}
</dl>
</header>
<div class="parties">
${model.parties.map(block).join('\n')}
</div>
<table>
<thead><tr>${model.columns.map((column) => cell('th', column.label, column.numeric)).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
<tfoot><tr><td colspan="${model.foot.span}">${escapeHtml(model.foot.label)}</td>${model.foot.values.map((value) => cell('td', value, true)).join('')}</tr></tfoot>
</table>
<table class="totals"><tbody>${totals}</tbody></table>
<p class="words"><strong>${escapeHtml(model.amountInWords.label)}</strong> ${escapeHtml(model.amountInWords.value)}</p>
<footer>${escapeHtml(model.footer)}</footer>
</main>
</body>
</html>
`;
}
