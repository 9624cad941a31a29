// Minifies the widgets' style sheets where the source keeps them: the template literals assigned
// to `…Css` constants (e.g. `export const cartCss = \`…\``). Comments and indentation go; quoted
// strings and `${…}` interpolations are left as they are. Used by both builds (the npm package
// through tsup, the script tag through Vite), so a shadow root adopts the same rules, smaller.

const SHEET = /(\b\w+Css\s*=\s*)`([^`]*)`/g;
const OPAQUE = /("[^"]*"|'[^']*'|\$\{[^}]*\})/;

/** Minifies CSS text that has no quoted strings or interpolations. */
function minifyPlain(css) {
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};,>]) ?/g, '$1')
      // `color: red` after `{` or `;` is a declaration (a selector has no space after its colon).
      .replace(/([{;])([-\w]+): /g, '$1$2:')
      .replace(/;}/g, '}')
  );
}

/** Minifies a sheet's text, keeping its quoted strings and `${…}` interpolations. */
export function minifyCss(css) {
  return css
    .split(OPAQUE)
    .map((part, index) => (index % 2 ? part : minifyPlain(part)))
    .join('')
    .trim();
}

/** Minifies every `…Css` template literal of a module's source. */
export function minifyCssTemplates(code) {
  return code.replace(SHEET, (_, assignment, css) => `${assignment}\`${minifyCss(css)}\``);
}

/** Whether a module may hold sheets: the widgets' own sources (tests and stories excluded). */
export const holdsSheets = (id) =>
  /[\\/]packages[\\/]widgets[\\/]src[\\/]/.test(id) && !/\.(test|stories)\.tsx?$/.test(id);
