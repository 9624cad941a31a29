import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** Core's modules (tests and stories aside), each with the modules of core it imports. */
function importGraph(root: string): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) files.push(path);
    }
  };
  walk(root);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    // TypeScript's own scan: static imports and re-exports (types too), `import()`, never
    // a path in a comment or a string.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const imports = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => {
        const base = resolve(dirname(file), name.replace(/\.js$/, ''));
        return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) =>
          existsSync(path),
        );
      })
      .filter((path): path is string => path !== undefined);
    graph.set(file, imports);
  }
  return graph;
}

/** The import circles of `graph`: its strongly connected parts of two or more modules. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const imported of graph.get(file) ?? []) {
      if (!order.has(imported)) {
        visit(imported);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(imported) ?? 0));
      } else if (onStack.has(imported)) {
        low.set(file, Math.min(low.get(file) ?? 0, order.get(imported) ?? 0));
      }
    }
    if (low.get(file) === order.get(file)) {
      const part: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        part.push(relative(src, member));
      } while (member !== file);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe("core's modules", () => {
  it('import no module that imports them back, directly or through others (types included)', () => {
    const graph = importGraph(src);
    expect(graph.size).toBeGreaterThan(150);
    expect(circles(graph)).toEqual([]);
  });

  it('are checked by a scan that finds a circle', () => {
    const a = join(src, 'a.ts');
    const b = join(src, 'b.ts');
    const c = join(src, 'c.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, []],
        ]),
      ),
    ).toEqual([]);
  });
});
