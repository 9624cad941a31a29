import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No package reaches into another's files by a relative path: a package uses another through its
 * name (its `exports`), and what tests share lives in @storefront-kit/test-utils. A relative path
 * across packages ties a file to another's folder layout and skips its dependency list (it did:
 * 65 imports of the react package's test helpers, core's factories and the server's PDF reader).
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A repository path's workspace folder (`packages/<name>`, `examples/<name>`), else its top. */
const ownerOf = (path: string) =>
  /^(packages|examples)\/[^/]+/.exec(path)?.[0] ?? path.split('/')[0] ?? path;
/** Whether `owner` is a package's or an example's folder (not a test's made-up `packages/etc`). */
const isWorkspaceFolder = (owner: string) =>
  /^(packages|examples)\//.test(owner) && existsSync(join(root, owner));

/** A module specifier: `from '…'`, `import '…'`, `import('…')`, `require('…')`, `new URL('…'`. */
const IMPORT =
  /(?:from\s+|import\s*\(\s*|import\s+|require\(\s*|new URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
/** Any other quoted relative path: a config's `globalSetup`, a tsconfig's `include`, a script. */
const PATH = /['"](\.{1,2}\/[^'"\s]*)['"]/g;

interface Reach {
  file: string;
  target: string;
}

/**
 * What `text` (the file at repository path `file`) reaches outside its own workspace folder: an
 * import of any file outside it, or any other quoted path into another package or example.
 */
function crossPackageReaches(file: string, text: string): Reach[] {
  const owner = ownerOf(file);
  const reaches = new Map<string, Reach>();
  const targetOf = (specifier: string) =>
    posix.normalize(posix.join(posix.dirname(file), specifier));
  for (const [, specifier = ''] of text.matchAll(IMPORT)) {
    const target = targetOf(specifier);
    if (ownerOf(target) !== owner) reaches.set(target, { file, target });
  }
  for (const [, specifier = ''] of text.matchAll(PATH)) {
    const target = targetOf(specifier);
    const targetOwner = ownerOf(target);
    if (isWorkspaceFolder(targetOwner) && targetOwner !== owner)
      reaches.set(target, { file, target });
  }
  return [...reaches.values()];
}

/** The packages' and examples' code and config files, tracked or new (not ignored ones). */
function workspaceFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'packages', 'examples'],
    { cwd: root, encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json)$/.test(file))
    .filter((file) => existsSync(join(root, file)));
}

describe('cross-package paths', () => {
  it('no file of a package or example reaches into another one by a relative path', () => {
    const files = workspaceFiles();
    // The scan saw the workspace (not an empty listing): every package's files are there.
    expect(files.length).toBeGreaterThan(300);
    const reaches = files.flatMap((file) =>
      crossPackageReaches(file, readFileSync(join(root, file), 'utf8')),
    );
    expect(reaches.map(({ file, target }) => `${file} -> ${target}`)).toEqual([]);
  });

  // The samples quote their paths with backticks, turned into quotes here, so that this file's own
  // text holds none of the paths it tests (its scan above reads it too).
  const reaches = (file: string, sample: string) =>
    crossPackageReaches(file, sample.replaceAll('`', file.endsWith('.json') ? '"' : "'")).map(
      ({ target }) => target,
    );

  it('finds the imports, exports and config paths that did reach across', () => {
    expect(
      reaches(
        'packages/widgets/src/widgets/Cart/CartButtonWidget.test.tsx',
        'import { shop } from `../../../../react/test/helpers/shop`;',
      ),
    ).toEqual(['packages/react/test/helpers/shop']);
    expect(reaches('packages/widgets/test/setup.ts', 'import `../../react/test/setup`;')).toEqual([
      'packages/react/test/setup',
    ]);
    expect(
      reaches(
        'examples/storefront/e2e/site.ts',
        'export { launchChromium } from `../../../packages/widgets/test/browser/chromium`;',
      ),
    ).toEqual(['packages/widgets/test/browser/chromium']);
    expect(
      reaches(
        'packages/widgets/test/browser/globalSetup.ts',
        'const { startEmbedServer } = await import(`../../../../examples/embed/serve.mjs`);',
      ),
    ).toEqual(['examples/embed/serve.mjs']);
    expect(
      reaches(
        'packages/widgets/vitest.config.ts',
        'globalSetup: [`../react/test/globalSetup.ts`],',
      ),
    ).toEqual(['packages/react/test/globalSetup.ts']);
    expect(
      reaches('packages/widgets/tsconfig.json', '"include": ["src", `../react/test/setup.ts`]'),
    ).toEqual(['packages/react/test/setup.ts']);
    // An import out of the workspace folders altogether (the repository's scripts) counts too.
    expect(
      reaches(
        'packages/core/test/x.test.ts',
        'import { run } from `../../../scripts/lib/run.mjs`;',
      ),
    ).toEqual(['scripts/lib/run.mjs']);
  });

  it('lets a file use its own package, and the repository root through config', () => {
    expect(
      reaches(
        'packages/widgets/src/widgets/Cart/CartButtonWidget.test.tsx',
        [
          'import { renderWidget } from `../../../test/renderWidget`;',
          'import { shop } from `@storefront-kit/test-utils/shop`;',
          'import { cartCss } from `./cartCss`;',
        ].join('\n'),
      ),
    ).toEqual([]);
    // A tsconfig extends the root's base; a test names a path it sends to the server.
    expect(
      reaches('packages/widgets/tsconfig.json', '"extends": `../../tsconfig.base.json`'),
    ).toEqual([]);
    expect(
      reaches('packages/server/test/media.test.ts', 'await get(`/media/../../../../etc/passwd`);'),
    ).toEqual([]);
  });
});
