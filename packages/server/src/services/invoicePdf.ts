import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { InvoiceColumn, InvoiceModel } from './invoiceModel';

// A4 landscape, in points: the line table has up to eleven columns.
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const MARGIN = 36;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const CELL_PADDING = 4;

const INK = rgb(0.067, 0.094, 0.153);
const MUTED = rgb(0.294, 0.333, 0.388);
const RULE = rgb(0.82, 0.835, 0.859);
const HEAD_FILL = rgb(0.976, 0.98, 0.984);

interface Fonts {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
}

let fontFiles: Promise<Fonts> | undefined;

/**
 * Noto Sans (SIL Open Font License) from the @expo-google-fonts/noto-sans package: the full
 * TrueType files, which have the rupee sign (U+20B9) that the PDF standard fonts lack. Read
 * once from node_modules, never fetched.
 */
function loadFonts(): Promise<Fonts> {
  if (!fontFiles) {
    const root = dirname(
      createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/package.json'),
    );
    fontFiles = Promise.all([
      readFile(join(root, '400Regular', 'NotoSans_400Regular.ttf')),
      readFile(join(root, '700Bold', 'NotoSans_700Bold.ttf')),
    ]).then(([regular, bold]) => ({ regular, bold }));
    fontFiles.catch(() => {
      fontFiles = undefined;
    });
  }
  return fontFiles;
}

/** Splits `value` into lines no wider than `width` (words longer than a line are cut). */
function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** Widths of the line table's columns: the description takes what the others leave. */
function columnWidths(columns: readonly InvoiceColumn[]): number[] {
  const fixed = columns.map((column): number => {
    if (column.label === 'Description') return 0;
    if (column.label === '#') return 22;
    if (column.label === 'Qty') return 32;
    if (column.label === 'HSN') return 60;
    return 66;
  });
  const rest = CONTENT_WIDTH - fixed.reduce((sum, width) => sum + width, 0);
  return fixed.map((width) => width || Math.max(rest, 80));
}

/** A pen that writes down the page and starts a new one when the space runs out. */
class Pen {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Starts a new page when fewer than `height` points are left; true if it did. */
  ensure(height: number): boolean {
    if (this.y - height >= MARGIN) return false;
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
    return true;
  }

  text(
    value: string,
    x: number,
    y: number,
    options: { size: number; bold?: boolean; color?: ReturnType<typeof rgb>; alignRight?: number },
  ): void {
    const font = options.bold ? this.bold : this.regular;
    const left =
      options.alignRight === undefined
        ? x
        : x + options.alignRight - font.widthOfTextAtSize(value, options.size);
    this.page.drawText(value, {
      x: left,
      y,
      size: options.size,
      font,
      color: options.color ?? INK,
    });
  }

  rule(y: number, thickness = 0.75, color = RULE, from = MARGIN, to = PAGE_WIDTH - MARGIN): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color });
  }
}

function drawHeader(pen: Pen, model: InvoiceModel): void {
  const top = pen.y;
  pen.text(model.heading, MARGIN, top - 18, { size: 18, bold: true });
  let y = top - 36;
  pen.text(model.seller.title, MARGIN, y, { size: 10, bold: true });
  for (const line of model.seller.lines) {
    y -= 12;
    pen.text(line, MARGIN, y, { size: 9 });
  }
  // The facts, as label and value columns at the right.
  const labelX = PAGE_WIDTH - MARGIN - 300;
  let factY = top - 14;
  for (const fact of model.facts) {
    pen.text(fact.label, labelX, factY, { size: 9, color: MUTED });
    pen.text(fact.value, labelX + 100, factY, { size: 9, bold: true });
    factY -= 14;
  }
  pen.y = Math.min(y, factY) - 10;
  pen.rule(pen.y, 1.5, INK);
  pen.y -= 18;
}

function drawParties(pen: Pen, model: InvoiceModel): void {
  const gap = 18;
  const width = (CONTENT_WIDTH - gap * (model.parties.length - 1)) / model.parties.length;
  let lowest = pen.y;
  model.parties.forEach((party, index) => {
    const x = MARGIN + index * (width + gap);
    let y = pen.y;
    pen.text(party.title.toUpperCase(), x, y, { size: 8, bold: true, color: MUTED });
    y -= 4;
    for (const line of party.lines) {
      for (const part of wrap(line, pen.regular, 9, width)) {
        y -= 11.5;
        pen.text(part, x, y, { size: 9 });
      }
    }
    lowest = Math.min(lowest, y);
  });
  pen.y = lowest - 14;
}

/** One row of cells, wrapped in their columns; returns the row's height. */
function rowHeight(cells: readonly string[][], size: number): number {
  const lines = Math.max(1, ...cells.map((cell) => cell.length));
  return lines * (size + 3) + 2 * CELL_PADDING;
}

function drawRow(
  pen: Pen,
  cells: readonly string[][],
  columns: readonly InvoiceColumn[],
  widths: readonly number[],
  options: { size: number; bold?: boolean; fill?: ReturnType<typeof rgb> },
): void {
  const height = rowHeight(cells, options.size);
  const top = pen.y;
  if (options.fill) {
    pen.page.drawRectangle({
      x: MARGIN,
      y: top - height,
      width: CONTENT_WIDTH,
      height,
      color: options.fill,
    });
  }
  let x = MARGIN;
  cells.forEach((lines, index) => {
    const width = widths[index] ?? 0;
    const right = columns[index]?.numeric ?? false;
    lines.forEach((line, lineIndex) => {
      pen.text(
        line,
        x + CELL_PADDING,
        top - CELL_PADDING - (lineIndex + 1) * (options.size + 3) + 3,
        {
          size: options.size,
          bold: options.bold,
          alignRight: right ? width - 2 * CELL_PADDING : undefined,
        },
      );
    });
    x += width;
  });
  pen.page.drawRectangle({
    x: MARGIN,
    y: top - height,
    width: CONTENT_WIDTH,
    height,
    borderColor: RULE,
    borderWidth: 0.75,
  });
  x = MARGIN;
  for (const width of widths.slice(0, -1)) {
    x += width;
    pen.page.drawLine({
      start: { x, y: top },
      end: { x, y: top - height },
      thickness: 0.75,
      color: RULE,
    });
  }
  pen.y = top - height;
}

function drawTable(pen: Pen, model: InvoiceModel): void {
  const widths = columnWidths(model.columns);
  const fit = (value: string, index: number, bold: boolean, size: number) =>
    wrap(value, bold ? pen.bold : pen.regular, size, (widths[index] ?? 0) - 2 * CELL_PADDING);
  const head = model.columns.map((column, index) => fit(column.label, index, true, 8));
  const drawHead = () =>
    drawRow(pen, head, model.columns, widths, { size: 8, bold: true, fill: HEAD_FILL });
  drawHead();
  for (const row of model.rows) {
    const cells = row.map((cell, index) => fit(cell, index, false, 9));
    if (pen.ensure(rowHeight(cells, 9))) drawHead();
    drawRow(pen, cells, model.columns, widths, { size: 9 });
  }
  // The footer: its label across the first columns, then the column totals.
  const footWidths = [
    widths.slice(0, model.foot.span).reduce((sum, width) => sum + width, 0),
    ...widths.slice(model.foot.span),
  ];
  const footColumns = [{ label: '', numeric: false }, ...model.columns.slice(model.foot.span)];
  const foot = [[model.foot.label], ...model.foot.values.map((value) => [value])];
  if (pen.ensure(rowHeight(foot, 9))) drawHead();
  drawRow(pen, foot, footColumns, footWidths, { size: 9, bold: true });
  pen.y -= 16;
}

/** The totals at the right, the amount in words beside them at the left, then the footer. */
function drawSummary(pen: Pen, model: InvoiceModel): void {
  const width = 280;
  const left = PAGE_WIDTH - MARGIN - width;
  const { label, value } = model.amountInWords;
  const wordsWidth = left - MARGIN - 24;
  const words = wrap(`${label} ${value}`, pen.regular, 10, wordsWidth);
  const totalsHeight = model.totals.reduce((sum, row) => sum + (row.grand ? 22 : 14), 0);
  pen.ensure(Math.max(totalsHeight, words.length * 14 + 10) + 12);
  const top = pen.y;
  // The label is bold: the first line is drawn as label + the rest of its text.
  words.forEach((line, index) => {
    const y = top - 10 - index * 14;
    if (index === 0 && line.startsWith(label)) {
      pen.text(label, MARGIN, y, { size: 10, bold: true });
      const rest = line.slice(label.length).trimStart();
      const x = MARGIN + pen.bold.widthOfTextAtSize(`${label} `, 10);
      if (rest) pen.text(rest, x, y, { size: 10 });
    } else {
      pen.text(line, MARGIN, y, { size: 10 });
    }
  });
  for (const row of model.totals) {
    const size = row.grand ? 12 : 10;
    if (row.grand) {
      pen.y -= 6;
      pen.rule(pen.y, 1.5, INK, left, left + width);
    }
    pen.y -= size + 4;
    pen.text(row.label, left, pen.y, { size, bold: row.grand });
    pen.text(row.value, left, pen.y, { size, bold: true, alignRight: width });
  }
  pen.y = Math.min(pen.y, top - 10 - words.length * 14) - 18;
  for (const line of wrap(model.footer, pen.regular, 8, CONTENT_WIDTH)) {
    pen.ensure(11);
    pen.text(line, MARGIN, pen.y, { size: 8, color: MUTED });
    pen.y -= 11;
  }
}

/**
 * The invoice as a PDF (A4 landscape) with Noto Sans embedded as subsets: the same model as the
 * HTML page, so both say the same. `date` is recorded as the document's creation date.
 */
export async function renderInvoicePdf(model: InvoiceModel, date: Date): Promise<Uint8Array> {
  const fonts = await loadFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(fonts.regular, { subset: false });
  const bold = await doc.embedFont(fonts.bold, { subset: false });
  doc.setTitle(model.title);
  doc.setAuthor(model.seller.title);
  doc.setSubject(model.title);
  doc.setCreator('storefront-kit');
  doc.setProducer('storefront-kit (pdf-lib)');
  doc.setLanguage('en-IN');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const pen = new Pen(doc, regular, bold);
  drawHeader(pen, model);
  drawParties(pen, model);
  drawTable(pen, model);
  drawSummary(pen, model);
  return doc.save();
}
