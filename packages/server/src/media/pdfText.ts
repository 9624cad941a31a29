// Characters of Windows-1252 (PDF's WinAnsiEncoding) outside Latin-1.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

// Characters the standard fonts lack, spelled out.
const SPELLED: Record<string, string> = {
  '₹': 'Rs. ',
  μ: '\u00b5',
  Ω: 'Ohm',
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '✓': 'Yes',
};

/**
 * Text as a PDF literal string in WinAnsiEncoding: `(…)` with `\`, `(` and `)` escaped,
 * control characters as spaces and characters the encoding lacks as '?'. The result holds
 * only code points 0-255, so it can be written as latin1 bytes.
 */
export function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const spelled = SPELLED[char];
    if (spelled !== undefined) {
      out += pdfString(spelled).slice(1, -1);
      continue;
    }
    const code = char.codePointAt(0) ?? 63;
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code < 0x20 || code === 0x7f) out += ' ';
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out += char;
    else out += String.fromCharCode(WIN_ANSI[char] ?? 63);
  }
  return `(${out})`;
}

/** Splits text into lines of at most `width` points in Helvetica at `size` (approximate widths). */
export function wrapText(text: string, size: number, width: number): string[] {
  const maxChars = Math.max(8, Math.floor(width / (size * 0.5)));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const chunks =
      word.length > maxChars ? (word.match(new RegExp(`.{1,${maxChars}}`, 'g')) ?? [word]) : [word];
    for (const chunk of chunks) {
      if (!current) current = chunk;
      else if (current.length + 1 + chunk.length <= maxChars) current += ` ${chunk}`;
      else {
        lines.push(current);
        current = chunk;
      }
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}
