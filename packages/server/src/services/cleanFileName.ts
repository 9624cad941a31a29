/** The longest name kept: enough for any real file name, short enough for one line of a list. */
export const FILE_NAME_MAX = 120;

/** Control characters (C0, DEL, C1). */
const CONTROL = /\p{Cc}/gu;
/**
 * Invisible format characters: the bidirectional overrides and isolates that can make
 * 'cod.exe' read as 'exe.doc', zero-width spaces, the byte-order mark … but not the joiners
 * (U+200C, U+200D) that Indic scripts and emoji need.
 */
const FORMAT = /[^\P{Cf}\u200c\u200d]/gu;
/** Path separators, and the characters Windows refuses in names. */
const RESERVED = /[/\\:*?"<>|]/g;

/**
 * A file name as people may see it: the last part of a path, Unicode in NFC, without controls,
 * invisible format characters, path separators and Windows' reserved characters, runs of
 * spaces made one, no leading dots or trailing spaces and dots, and at most `FILE_NAME_MAX`
 * characters (shortened before the extension, never in the middle of a surrogate pair). Null
 * when nothing is left.
 *
 * @example cleanFileName('C:\\Users\\asha\\Panel 3\u202Efdp.exe') // 'Panel 3fdp.exe'
 */
export function cleanFileName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const last = raw.split(/[/\\]/).pop() ?? '';
  const name = last
    .normalize('NFC')
    .replace(CONTROL, '')
    .replace(FORMAT, '')
    .replace(RESERVED, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (!name) return null;
  const chars = Array.from(name);
  if (chars.length <= FILE_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  const keep = extension.length < 16 ? extension : [];
  const stem = chars.slice(0, chars.length - keep.length);
  return `${stem
    .slice(0, FILE_NAME_MAX - keep.length - 1)
    .join('')
    .trimEnd()}…${keep.join('')}`;
}
