/** Minifies a sheet's text, keeping its quoted strings and `${…}` interpolations. */
export function minifyCss(css: string): string;
/** Minifies every `…Css` template literal of a module's source. */
export function minifyCssTemplates(code: string): string;
/** Whether a module may hold sheets: the widgets' own sources (tests and stories excluded). */
export function holdsSheets(id: string): boolean;
