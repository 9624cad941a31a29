/**
 * Shortens a share text to at most `max` characters (spec: 100 for social links, 200 for
 * e-mail). Whitespace runs (new lines of a description) become single spaces; a text that is
 * too long is cut and ends with '…', which counts towards `max`. Characters are counted as
 * code points, so an emoji or a Devanagari conjunct's parts are never split into halves.
 *
 * @example
 * truncateShareText('Proximity sensor,\n  M18 thread', 100) // 'Proximity sensor, M18 thread'
 * truncateShareText('a'.repeat(150), 100).length // 100, ending in '…'
 */
export function truncateShareText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  if (max <= 0) return '';
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
