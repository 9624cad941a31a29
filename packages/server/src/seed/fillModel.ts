import type { Random } from './random';

const DIGITS = '0123456789';
// Letters that do not read as digits (no I or O).
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/**
 * A model number from a brand's template: `{a}`, `{b}`, `{c}` become the chosen variant
 * codes, `#` a random digit and `@` a random letter.
 *
 * @example fillModel('E2E-X{a}{b}#', ['18', 'P'], random) // 'E2E-X18P4'
 */
export function fillModel(template: string, codes: readonly string[], random: Random): string {
  const withCodes = template.replace(/\{([abc])\}/g, (_, slot: string) => {
    return codes['abc'.indexOf(slot)] ?? '';
  });
  let out = '';
  for (const char of withCodes) {
    if (char === '#') out += random.chars(1, DIGITS);
    else if (char === '@') out += random.chars(1, LETTERS);
    else out += char;
  }
  return out;
}
