import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's pages. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  const count = doc.numPages;
  await doc.destroy();
  return count;
}

/**
 * The text of a PDF as a reader sees it, read back with PDF.js: one string per visual line (text
 * pieces whose baselines are within a point of each other, left to right, joined by a space), top
 * to bottom, page after page.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  // PDF.js takes ownership of the buffer it is given: hand it a copy.
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    const pieces = content.items
      .flatMap((item) =>
        'str' in item && item.str.trim()
          ? [{ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number }]
          : [],
      )
      .sort((a, b) => b.y - a.y || a.x - b.x);
    const rows: { y: number; pieces: { text: string; x: number }[] }[] = [];
    for (const piece of pieces) {
      const row = rows.find((candidate) => Math.abs(candidate.y - piece.y) <= 1);
      if (row) row.pieces.push(piece);
      else rows.push({ y: piece.y, pieces: [piece] });
    }
    for (const row of rows.sort((a, b) => b.y - a.y)) {
      lines.push(
        row.pieces
          .sort((a, b) => a.x - b.x)
          .map((piece) => piece.text.trim())
          .join(' '),
      );
    }
    page.cleanup();
  }
  await doc.destroy();
  return lines;
}
