import { pdfString, wrapText } from './pdfText';

/** What a datasheet shows. */
export interface DatasheetInput {
  readonly id: string;
  readonly name: string;
  readonly brand: string | null;
  readonly model: string | null;
  readonly categoryPath: string;
  readonly hsnCode: string;
  readonly description: string;
  readonly specs: readonly { name: string; value: string }[];
  /** Hex colour of the header band. */
  readonly color: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;
const BOTTOM = 70;

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
    .map((c) => (c / 255).toFixed(3))
    .join(' ');
};

const textAt = (
  font: 'F1' | 'F2',
  size: number,
  x: number,
  y: number,
  value: string,
  color = '0.07 0.09 0.15',
) => `BT /${font} ${size} Tf ${color} rg ${x} ${y.toFixed(1)} Td ${pdfString(value)} Tj ET`;

/** Lays the datasheet out into pages of content-stream operators. */
function layout(input: DatasheetInput): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - 120;
  const page = () => pages[pages.length - 1] as string[];
  const ensure = (height: number) => {
    if (y - height < BOTTOM) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
  };
  const band = rgb(input.color);
  page().push(
    `${band} rg 0 ${PAGE_HEIGHT - 80} ${PAGE_WIDTH} 80 re f`,
    textAt('F2', 20, MARGIN, PAGE_HEIGHT - 45, input.brand ?? 'Product', '1 1 1'),
    textAt('F1', 11, MARGIN, PAGE_HEIGHT - 64, 'Product datasheet', '1 1 1'),
  );
  for (const line of wrapText(input.name, 15, PAGE_WIDTH - 2 * MARGIN)) {
    page().push(textAt('F2', 15, MARGIN, y, line));
    y -= 20;
  }
  y -= 4;
  const facts = [
    ['Model number', input.model ?? '-'],
    ['Category', input.categoryPath],
    ['HSN code', input.hsnCode],
  ] as const;
  for (const [label, value] of facts) {
    page().push(textAt('F2', 10, MARGIN, y, `${label}:`), textAt('F1', 10, MARGIN + 90, y, value));
    y -= 15;
  }
  y -= 8;
  for (const line of wrapText(input.description, 10, PAGE_WIDTH - 2 * MARGIN)) {
    ensure(14);
    page().push(textAt('F1', 10, MARGIN, y, line, '0.22 0.25 0.32'));
    y -= 14;
  }
  y -= 14;
  ensure(40);
  page().push(textAt('F2', 13, MARGIN, y, 'Specifications'));
  y -= 10;
  const valueWidth = PAGE_WIDTH - 2 * MARGIN - 190;
  input.specs.forEach((spec, index) => {
    const lines = wrapText(spec.value, 10, valueWidth);
    const height = 8 + lines.length * 13;
    ensure(height);
    if (index % 2 === 0) {
      page().push(
        `0.95 0.96 0.97 rg ${MARGIN} ${(y - height).toFixed(1)} ${PAGE_WIDTH - 2 * MARGIN} ${height} re f`,
      );
    }
    page().push(textAt('F2', 10, MARGIN + 8, y - 13, spec.name));
    lines.forEach((line, i) => {
      page().push(textAt('F1', 10, MARGIN + 190, y - 13 - i * 13, line));
    });
    y -= height;
  });
  return pages.map((ops, index) =>
    [
      ...ops,
      `0.8 0.82 0.85 RG 0.5 w ${MARGIN} 50 m ${PAGE_WIDTH - MARGIN} 50 l S`,
      textAt(
        'F1',
        8,
        MARGIN,
        36,
        'Indicative data for selection. Check the manufacturer documentation before installation.',
        '0.42 0.45 0.5',
      ),
      textAt(
        'F1',
        8,
        PAGE_WIDTH - MARGIN - 60,
        36,
        `Page ${index + 1} of ${pages.length}`,
        '0.42 0.45 0.5',
      ),
    ].join('\n'),
  );
}

/**
 * A small valid PDF datasheet (PDF 1.4, standard Helvetica fonts, no dates, so the same
 * product always gives the same bytes) from a product's facts and specifications.
 */
export function datasheetPdf(input: DatasheetInput): Buffer {
  const streams = layout(input);
  const pageCount = streams.length;
  // Objects: 1 catalog, 2 pages, 3-4 fonts, 5 info, then a page and its content per page.
  const pageIds = streams.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(`${input.model ?? input.name} datasheet`)} /Producer (storefront-kit) >>`,
  ];
  for (const stream of streams) {
    const pageId = objects.length + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  }
  // Every character is a single latin1 byte, so string lengths are byte offsets.
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
