import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = readdirSync(srcDir, { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
  .map((file) => ({
    file: relative(srcDir, join(srcDir, file)),
    code: readFileSync(join(srcDir, file), 'utf8'),
  }));

describe("the widgets' sheets and the host page", () => {
  it('use no rem: a length in rem follows the host page’s root font size (html { font-size: 62.5% })', () => {
    // `rem` inside a shadow root is relative to the document's <html>, which the dealer styles;
    // every length is px (or em of the widget's own fixed font size) instead.
    const offending = sources.flatMap(({ file, code }) =>
      [...code.matchAll(/(?<![\w.-])\d*\.?\d+rem\b/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(sources.length).toBeGreaterThan(20);
    expect(offending).toEqual([]);
  });
});
