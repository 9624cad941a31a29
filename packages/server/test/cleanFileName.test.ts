import { describe, expect, it } from 'vitest';
import { cleanFileName, FILE_NAME_MAX } from '../src/services/cleanFileName';

describe('cleanFileName', () => {
  it('keeps an ordinary name as it is, in NFC', () => {
    expect(cleanFileName('Wiring diagram.pdf')).toBe('Wiring diagram.pdf');
    expect(cleanFileName('Panel 3 — wiring (rev B).PDF')).toBe('Panel 3 — wiring (rev B).PDF');
    expect(cleanFileName('re\u0301sume\u0301.docx')).toBe('résumé.docx');
    expect(cleanFileName('चालान १.pdf')).toBe('चालान १.pdf');
  });

  it('keeps the last part of a path', () => {
    expect(cleanFileName('C:\\fakepath\\photo.png')).toBe('photo.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
  });

  it('removes controls, bidirectional overrides, invisible and reserved characters', () => {
    expect(cleanFileName('Invoice\u202efdp.exe')).toBe('Invoicefdp.exe');
    expect(cleanFileName('a\u0000b\u001fc\u007fd\u009f.txt')).toBe('abcd.txt');
    expect(cleanFileName('zero\u200bwidth\ufeff.txt')).toBe('zerowidth.txt');
    // The joiners stay: Indic scripts and emoji need them.
    expect(cleanFileName('क्\u200dष \u200c.txt')).toBe('क्\u200dष \u200c.txt');
    expect(cleanFileName('what?<is>"this"|*:.txt')).toBe('whatisthis.txt');
    expect(cleanFileName('  lots \t of\n space  .txt')).toBe('lots of space .txt');
  });

  it('drops leading dots and trailing dots and spaces; nothing left is null', () => {
    expect(cleanFileName('.hidden.txt')).toBe('hidden.txt');
    expect(cleanFileName('notes.txt. . ')).toBe('notes.txt');
    for (const empty of [undefined, null, '', '   ', '...', '\u202e\u0000', 'C:\\dir\\']) {
      expect(cleanFileName(empty)).toBeNull();
    }
  });

  it(`shortens a long name to ${FILE_NAME_MAX} characters before its extension`, () => {
    const long = `${'Quarterly maintenance report '.repeat(10)}.pdf`;
    const short = cleanFileName(long);
    expect(Array.from(short ?? '')).toHaveLength(FILE_NAME_MAX);
    expect(short).toMatch(/^Quarterly maintenance report .*…\.pdf$/);
    // Never half of a character outside the basic plane.
    const emoji = cleanFileName(`${'📄'.repeat(200)}.txt`);
    expect(Array.from(emoji ?? '')).toHaveLength(FILE_NAME_MAX);
    expect(emoji?.endsWith('…\u002etxt')).toBe(true);
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
